import Foundation

/// How a device is held.
public enum DeviceOrientation: String, Sendable, Hashable, CaseIterable {
    /// Upright: the screen's short side across.
    case portrait
    /// On its side (home indicator on the right): the long side across.
    case landscape
}

/// A device a layout is shown on: its screen in points, its scale, its safe area in each
/// orientation and its size classes — what `environment(_:)` turns into a `ViewEnvironment` for
/// a full-screen collection view. The presets' values and their sources are listed in
/// docs/devices.md.
public struct Device: Sendable, Hashable {
    /// The name documents and the command line use (`iphone-15`).
    public let name: String
    /// The marketing name (`iPhone 15`).
    public let displayName: String
    /// The screen in points, portrait.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// Phone or pad.
    public let idiom: UserInterfaceIdiom
    /// The safe area in portrait.
    public let portraitSafeArea: EdgeInsets
    /// The safe area in landscape (home indicator on the right, camera on the left).
    public let landscapeSafeArea: EdgeInsets
    /// Whether the width is regular in landscape (iPads, and the Plus and Max iPhones).
    public let regularWidthInLandscape: Bool

    /// A device with these properties.
    public init(
        name: String, displayName: String, portraitSize: CGSize, scale: CGFloat, idiom: UserInterfaceIdiom,
        portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, regularWidthInLandscape: Bool
    ) {
        self.name = name
        self.displayName = displayName
        self.portraitSize = portraitSize
        self.scale = scale
        self.idiom = idiom
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.regularWidthInLandscape = regularWidthInLandscape
    }

    /// The environment of a full-screen collection view (a view controller's root view) on this
    /// device held in `orientation`:
    /// - size classes from Apple's Human Interface Guidelines ("Layout — device size classes"):
    ///   an iPad is regular both ways; an iPhone is compact wide and regular tall in portrait,
    ///   compact tall in landscape, and regular wide in landscape only on Plus and Max models;
    /// - layout margins of a root view: none at the top and bottom, and at the sides the system
    ///   minimum, 16 points in a compact width and 20 in a regular one (Apple,
    ///   `systemMinimumLayoutMargins`; measured by useyourloaf.com, "Changing root view layout
    ///   margins"), measured from the safe area.
    public func environment(_ orientation: DeviceOrientation = .portrait) -> ViewEnvironment {
        let landscape = orientation == .landscape
        var traits = TraitCollection(displayScale: scale)
        traits.userInterfaceIdiom = idiom
        let pad = idiom == .pad
        traits.horizontalSizeClass = pad || (landscape && regularWidthInLandscape) ? .regular : .compact
        traits.verticalSizeClass = pad || !landscape ? .regular : .compact
        return ViewEnvironment(
            viewSize: landscape ? CGSize(width: portraitSize.height, height: portraitSize.width) : portraitSize,
            safeArea: landscape ? landscapeSafeArea : portraitSafeArea,
            layoutMargins: ViewEnvironment.rootViewMargins(for: traits.horizontalSizeClass), traits: traits)
    }

    /// The device named `name` among `presets`, or nil.
    public static func named(_ name: String) -> Device? {
        presets.first { $0.name == name }
    }

    /// The devices documents can name, phones first, smallest first.
    public static let presets: [Device] = [
        phone("iphone-se-3", "iPhone SE (3rd generation)", 375, 667, scale: 2, portraitTop: 20, homeIndicator: false),
        phone("iphone-15", "iPhone 15", 393, 852, scale: 3, portraitTop: 59, homeIndicator: true),
        phone("iphone-15-pro", "iPhone 15 Pro", 393, 852, scale: 3, portraitTop: 59, homeIndicator: true),
        phone(
            "iphone-15-plus", "iPhone 15 Plus", 430, 932, scale: 3, portraitTop: 59, homeIndicator: true,
            regularWidthInLandscape: true),
        phone(
            "iphone-15-pro-max", "iPhone 15 Pro Max", 430, 932, scale: 3, portraitTop: 59, homeIndicator: true,
            regularWidthInLandscape: true),
        pad("ipad-mini", "iPad mini (6th generation)", 744, 1133),
        pad("ipad-10", "iPad (10th generation)", 820, 1180),
        pad("ipad-pro-11", "iPad Pro 11-inch", 834, 1194),
    ]

    /// A phone: with a home indicator, 34 points at the bottom in portrait; in landscape the
    /// portrait top inset moves to both sides and 21 points stay at the bottom. Without one (a
    /// Home button), only the status bar in portrait and nothing in landscape.
    private static func phone(
        _ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat, scale: CGFloat,
        portraitTop: CGFloat, homeIndicator: Bool, regularWidthInLandscape: Bool = false
    ) -> Device {
        Device(
            name: name, displayName: displayName, portraitSize: CGSize(width: width, height: height), scale: scale,
            idiom: .phone,
            portraitSafeArea: EdgeInsets(top: portraitTop, left: 0, bottom: homeIndicator ? 34 : 0, right: 0),
            landscapeSafeArea: homeIndicator
                ? EdgeInsets(top: 0, left: portraitTop, bottom: 21, right: portraitTop) : .zero,
            regularWidthInLandscape: regularWidthInLandscape)
    }

    /// An iPad with a home indicator: 24 points of status bar at the top and 20 of home indicator
    /// at the bottom, in both orientations.
    private static func pad(_ name: String, _ displayName: String, _ width: CGFloat, _ height: CGFloat) -> Device {
        let safeArea = EdgeInsets(top: 24, left: 0, bottom: 20, right: 0)
        return Device(
            name: name, displayName: displayName, portraitSize: CGSize(width: width, height: height), scale: 2,
            idiom: .pad, portraitSafeArea: safeArea, landscapeSafeArea: safeArea, regularWidthInLandscape: true)
    }
}
