import CollectionLayout
import Foundation
import LayoutSupport

/// A device preset held in an orientation, as a document (`device`) or the command line
/// (`--device`, `--orientation`) names it.
public struct DeviceSelection: Sendable, Hashable {
    /// The preset.
    public var device: Device
    /// How it is held.
    public var orientation: DeviceOrientation

    /// `device` held in `orientation`.
    public init(device: Device, orientation: DeviceOrientation = .portrait) {
        self.device = device
        self.orientation = orientation
    }

    /// The suffix `check` gives this selection's references: `iphone-15` or `iphone-15-landscape`.
    public var referenceSuffix: String {
        orientation == .landscape ? "\(device.name)-landscape" : device.name
    }

    /// The selection a command-line name stands for: a preset's name (held in `orientation`,
    /// portrait by default), or a reference suffix such as `iphone-15-landscape`; nil otherwise.
    public static func named(_ name: String, orientation: DeviceOrientation? = nil) -> DeviceSelection? {
        if let device = Device.named(name) {
            return DeviceSelection(device: device, orientation: orientation ?? .portrait)
        }
        let suffix = "-" + DeviceOrientation.landscape.rawValue
        guard name.hasSuffix(suffix), let device = Device.named(String(name.dropLast(suffix.count))) else {
            return nil
        }
        return DeviceSelection(device: device, orientation: .landscape)
    }

    /// What to say of a name that is no preset's: the closest preset, and every one.
    public static func unknownNameMessage(_ name: String) -> String {
        let names = Device.presets.map(\.name)
        return "unknown device `\(name)`\(DidYouMean.hint(for: name, among: names)); expected one of "
            + names.joined(separator: ", ")
    }

    /// How reports name it: `iPhone 15, landscape`.
    public var description: String {
        orientation == .landscape ? "\(device.displayName), landscape" : device.displayName
    }
}

/// The document's `device` and `environment`: a preset, and the values set one by one that
/// replace the preset's (or, without a preset, UIKit's defaults for a plain view).
public struct DocumentEnvironment: Sendable, Hashable {
    /// The device preset, if any.
    public var device: DeviceSelection?
    /// The document's own `viewport`, if it has one: it wins over the device's screen.
    public var viewport: CGSize?
    /// `environment.safeArea`.
    public var safeArea: EdgeInsets?
    /// `environment.layoutMargins`, measured from the safe area.
    public var layoutMargins: EdgeInsets?
    /// `environment.readableContentWidth`.
    public var readableContentWidth: CGFloat?
    /// `environment.layoutDirection`.
    public var layoutDirection: UserInterfaceLayoutDirection?
    /// `environment.horizontalSizeClass`.
    public var horizontalSizeClass: UserInterfaceSizeClass?
    /// `environment.verticalSizeClass`.
    public var verticalSizeClass: UserInterfaceSizeClass?
    /// `environment.contentSizeCategory`.
    public var contentSizeCategory: ContentSizeCategory?
    /// `environment.contentInsetAdjustmentBehavior`.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior?
    /// `environment.displayScale`.
    public var displayScale: CGFloat?
    /// `environment.idiom`.
    public var idiom: UserInterfaceIdiom?
    /// `environment.appearance`: light or dark mode.
    public var appearance: UserInterfaceStyle?

    /// No device and no values: UIKit's defaults for a plain view.
    public init() {}

    /// The view size: the document's viewport, else the device's screen in its orientation;
    /// nil when there is neither.
    public var viewSize: CGSize? {
        viewport ?? device.map { $0.device.environment($0.orientation).viewSize }
    }

    /// The environment the collection view gets: the device's (without one, a full-screen view
    /// without a safe area: a root view's margins, UIKit's other defaults), with every value the
    /// document sets put in its place. The readable width follows the text size unless set.
    public func resolved() -> ViewEnvironment {
        var environment =
            device.map { $0.device.environment($0.orientation) }
            ?? ViewEnvironment(
                viewSize: viewport ?? .zero,
                layoutMargins: ViewEnvironment.rootViewMargins(for: horizontalSizeClass ?? .compact))
        if let viewport {
            // A device's screen stays its size around a smaller (or larger) view.
            if device != nil, viewport != environment.viewSize { environment.screenSize = environment.viewSize }
            environment.viewSize = viewport
        }
        if let safeArea { environment.safeArea = safeArea }
        if let layoutMargins { environment.layoutMargins = layoutMargins }
        if let layoutDirection { environment.traits.layoutDirection = layoutDirection }
        if let horizontalSizeClass { environment.traits.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { environment.traits.verticalSizeClass = verticalSizeClass }
        if let displayScale { environment.traits.displayScale = displayScale }
        if let idiom { environment.traits.userInterfaceIdiom = idiom }
        if let appearance { environment.traits.userInterfaceStyle = appearance }
        if let contentSizeCategory {
            environment.traits.preferredContentSizeCategory = contentSizeCategory
            environment.readableContentWidth = ViewEnvironment.readableContentWidth(for: contentSizeCategory)
        }
        if let readableContentWidth { environment.readableContentWidth = readableContentWidth }
        if let contentInsetAdjustmentBehavior {
            environment.contentInsetAdjustmentBehavior = contentInsetAdjustmentBehavior
        }
        return environment
    }
}
