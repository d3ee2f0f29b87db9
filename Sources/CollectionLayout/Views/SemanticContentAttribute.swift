/// How a view's content is arranged when the writing direction flips, as UIKit's
/// `UISemanticContentAttribute` (same raw values).
public enum SemanticContentAttribute: Int, Sendable, Hashable, CaseIterable {
    /// Follows the writing direction.
    case unspecified = 0
    /// Playback controls: always left to right.
    case playback = 1
    /// Directional controls (a D-pad): always left to right.
    case spatial = 2
    /// Always left to right.
    case forceLeftToRight = 3
    /// Always right to left.
    case forceRightToLeft = 4
}

extension View {
    /// The writing direction of a view whose `semanticContentAttribute` is `attribute`, as
    /// UIKit's `UIView.userInterfaceLayoutDirection(for:)`: right to left only when forced so or,
    /// unspecified, when the app's is (the current screen's; left to right elsewhere).
    /// Playback and spatial content is always left to right, as Apple documents.
    public class func userInterfaceLayoutDirection(for attribute: SemanticContentAttribute)
        -> UserInterfaceLayoutDirection
    {
        switch attribute {
        case .unspecified: Screen.current?.traits.layoutDirection ?? .leftToRight
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The direction `semanticContentAttribute` forces, or nil when it follows the writing
    /// direction.
    var forcedLayoutDirection: UserInterfaceLayoutDirection? {
        semanticContentAttribute == .unspecified
            ? nil : View.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// Which margins and size a view's autoresizing changes, as UIKit's
    /// `UIView.AutoresizingMask` (same raw values).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        /// The mask's bits.
        public let rawValue: UInt
        /// A mask of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The left margin is flexible.
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        /// The width is flexible.
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        /// The right margin is flexible.
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        /// The top margin is flexible.
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        /// The height is flexible.
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        /// The bottom margin is flexible.
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }
}
