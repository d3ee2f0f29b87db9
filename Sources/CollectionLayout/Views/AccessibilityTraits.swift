/// What an accessible element is, as UIKit's `UIAccessibilityTraits` (kept on views for code that
/// sets them; LayoutShot reads none). The bits are LayoutShot's own.
public struct AccessibilityTraits: OptionSet, Sendable, Hashable {
    /// The traits' bits.
    public let rawValue: UInt64
    /// Traits of `rawValue`'s bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    /// No trait.
    public static let none = AccessibilityTraits([])
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Static text.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 4)
    /// Not enabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 5)
    /// Adjustable.
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 6)
    /// A header.
    public static let header = AccessibilityTraits(rawValue: 1 << 7)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 8)
}
