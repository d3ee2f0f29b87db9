import ArgumentParser
import CollectionLayout
import Foundation
import LayoutDocument
import LayoutSpec

/// `layoutshot devices`: the device presets `device:` and `--device` name, with what each sets.
struct DevicesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "devices",
        abstract: "List the device presets that `device:` and --device name.",
        discussion: """
            One line per preset and orientation: the view size in points, the scale, the safe area \
            (top, left, bottom, right), the layout margins at the sides and the size classes \
            (width, height). docs/devices.md gives the sources.

            \(ExitStatus.summary)
            """
    )

    func run() throws {
        var text = ""
        for device in Device.presets {
            text += "\(device.name)  \(device.displayName)\n"
            for orientation in DeviceOrientation.allCases {
                text += "    " + Self.line(device.environment(orientation), orientation) + "\n"
            }
        }
        try OutputWriter.write(Data(text.utf8), to: "-")
    }

    /// `landscape  852×393 @3x  safe area 0 59 21 59  margins 16  compact/compact`.
    static func line(_ environment: ViewEnvironment, _ orientation: DeviceOrientation) -> String {
        let number = { (value: CGFloat) in String(Int(value.rounded())) }
        let safe = environment.safeArea
        let traits = environment.traits
        let name = orientation.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
        let size = "\(number(environment.viewSize.width))×\(number(environment.viewSize.height))"
        return "\(name)  \(size.padding(toLength: 9, withPad: " ", startingAt: 0)) @\(number(traits.displayScale))x"
            + "  safe area \([safe.top, safe.left, safe.bottom, safe.right].map(number).joined(separator: " "))"
            + "  margins \(number(environment.layoutMargins.left))"
            + "  \(traits.horizontalSizeClass)/\(traits.verticalSizeClass)"
    }
}
