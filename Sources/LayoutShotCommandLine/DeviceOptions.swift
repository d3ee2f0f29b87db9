import ArgumentParser
import CollectionLayout
import LayoutDocument
import LayoutSpec

/// `--device NAME` and `--orientation portrait|landscape`, shared by the commands that read
/// documents: show the document on a device preset (its screen, scale, safe area, margins and
/// size classes) instead of the document's own `device`. `check` (a case per device) and `render`
/// (the devices side by side) take `--device` more than once.
struct DeviceOptions: ParsableArguments {
    @Option(
        name: .customLong("device"),
        help: ArgumentHelp(
            "Show the document on this device preset (`layoutshot devices` lists them; NAME-landscape holds it sideways).",
            valueName: "name"))
    var deviceNames: [String] = []

    @Option(help: "How the device is held: portrait or landscape (default: portrait).")
    var orientation: DeviceOrientation?

    /// The devices named, in order, each in `orientation` (a name ending in `-landscape` is held
    /// in landscape whatever it says).
    var selections: [DeviceSelection] {
        deviceNames.compactMap { DeviceSelection.named($0, orientation: orientation) }
    }

    /// The one device named, or nil.
    var selection: DeviceSelection? { selections.first }

    /// Post-parse check, called from the commands' `validate()`: every name is a preset's, at
    /// most one unless `allowsSeveral`, and `--orientation` comes with a device.
    func check(allowsSeveral: Bool = false) throws {
        for name in deviceNames where DeviceSelection.named(name) == nil {
            throw ValidationError("--device: " + DeviceSelection.unknownNameMessage(name))
        }
        if !allowsSeveral, deviceNames.count > 1 {
            throw ValidationError("--device: give one device, found \(deviceNames.count)")
        }
        if orientation != nil, deviceNames.isEmpty {
            throw ValidationError("--orientation needs --device")
        }
    }
}

/// `--orientation portrait|landscape`.
extension DeviceOrientation: ExpressibleByArgument {}
