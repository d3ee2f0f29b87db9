import Foundation

/// The writing direction of the user interface, as UIKit's `UIUserInterfaceLayoutDirection`.
public enum UserInterfaceLayoutDirection: Int, Sendable, Hashable, CaseIterable {
    /// Left to right (English).
    case leftToRight
    /// Right to left (Arabic, Hebrew).
    case rightToLeft
}

/// Light or dark mode, as UIKit's `UIUserInterfaceStyle`: dynamic colours resolve by it.
public enum UserInterfaceStyle: Int, Sendable, Hashable, CaseIterable {
    /// Not known; colours resolve as in light mode, as UIKit's do.
    case unspecified
    /// Light mode.
    case light
    /// Dark mode.
    case dark
}

/// A size class, as UIKit's `UIUserInterfaceSizeClass`: adaptive layouts pick columns by it.
public enum UserInterfaceSizeClass: Int, Sendable, Hashable, CaseIterable {
    /// Not known.
    case unspecified
    /// Compact (an iPhone's width in portrait).
    case compact
    /// Regular (an iPad's width).
    case regular
}

/// The kind of device, as UIKit's `UIUserInterfaceIdiom`: layouts pick columns by it.
public enum UserInterfaceIdiom: Int, Sendable, Hashable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// An iPhone.
    case phone
    /// An iPad.
    case pad
    /// An Apple TV.
    case tv
    /// CarPlay.
    case carPlay
    /// A Mac (Catalyst with the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision
}

/// The traits of the environment a layout reads, as the part of UIKit's `UITraitCollection`
/// layouts use.
public struct TraitCollection: Sendable, Hashable {
    /// Pixels per point of the screen (used to round positions to pixels); 2, a Retina iPhone.
    public var displayScale: CGFloat
    /// The writing direction.
    public var layoutDirection: UserInterfaceLayoutDirection
    /// The horizontal size class; compact, an iPhone in portrait (set regular for iPad figures).
    public var horizontalSizeClass = UserInterfaceSizeClass.compact
    /// The vertical size class; regular, an iPhone in portrait.
    public var verticalSizeClass = UserInterfaceSizeClass.regular
    /// The device; an iPhone, like the size classes (set pad with regular size classes for iPad
    /// figures).
    public var userInterfaceIdiom = UserInterfaceIdiom.phone
    /// The text size the user chose (Dynamic Type); UIKit's default, `.large`.
    public var preferredContentSizeCategory = ContentSizeCategory.large
    /// Light or dark mode; light, a device's default appearance.
    public var userInterfaceStyle = UserInterfaceStyle.light

    /// Traits with `displayScale` pixels per point and `layoutDirection`.
    public init(displayScale: CGFloat = 2, layoutDirection: UserInterfaceLayoutDirection = .leftToRight) {
        self.displayScale = displayScale
        self.layoutDirection = layoutDirection
    }
}

/// How the safe area adds to the content inset, as UIKit's
/// `UIScrollView.ContentInsetAdjustmentBehavior` (see `CollectionView.adjustedContentInset`).
public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable, CaseIterable {
    /// UIKit's default: as `scrollableAxes` (headlessly there is no navigation controller whose
    /// content view would always be adjusted vertically).
    case automatic
    /// The safe area is added along the axes that scroll.
    case scrollableAxes
    /// The safe area is never added.
    case never
    /// The safe area is always added, on every edge.
    case always
}
