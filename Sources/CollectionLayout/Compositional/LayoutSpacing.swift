import Foundation

/// Spacing between compositional layout elements, as UIKit's `NSCollectionLayoutSpacing`:
/// fixed, or flexible — at least `spacing`, growing to share out the room left in the group.
public final class LayoutSpacing: Hashable, Sendable {
    /// The points (the minimum, when flexible).
    public let spacing: CGFloat
    /// Whether the spacing grows to fill the room left.
    public let isFlexibleSpacing: Bool

    private init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing.isFinite ? max(0, spacing) : 0
        self.isFlexibleSpacing = flexible
    }

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> Self { Self(points, flexible: false) }
    /// At least `points`, more when the group has room left.
    public static func flexible(_ points: CGFloat) -> Self { Self(points, flexible: true) }

    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Same value and kind.
    public static func == (lhs: LayoutSpacing, rhs: LayoutSpacing) -> Bool {
        lhs.spacing == rhs.spacing && lhs.isFlexibleSpacing == rhs.isFlexibleSpacing
    }

    /// Hashes value and kind.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(spacing)
        hasher.combine(isFlexibleSpacing)
    }
}

/// The space around an item in its group, as UIKit's `NSCollectionLayoutEdgeSpacing`: it moves
/// the item (unlike `contentInsets`, which shrink the cell inside the item's frame).
public final class LayoutEdgeSpacing: Hashable, Sendable {
    /// Before the item horizontally.
    public let leading: LayoutSpacing?
    /// Above the item.
    public let top: LayoutSpacing?
    /// After the item horizontally.
    public let trailing: LayoutSpacing?
    /// Below the item.
    public let bottom: LayoutSpacing?

    /// Edge spacing with any of the four edges.
    public init(leading: LayoutSpacing?, top: LayoutSpacing?, trailing: LayoutSpacing?, bottom: LayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    /// Same edges.
    public static func == (lhs: LayoutEdgeSpacing, rhs: LayoutEdgeSpacing) -> Bool {
        (lhs.leading, lhs.top, lhs.trailing, lhs.bottom) == (rhs.leading, rhs.top, rhs.trailing, rhs.bottom)
    }

    /// Hashes the edges.
    public func hash(into hasher: inout Hasher) {
        for edge in [leading, top, trailing, bottom] { hasher.combine(edge) }
    }
}

/// Insets by leading/trailing edge rather than left/right, as UIKit's `NSDirectionalEdgeInsets`.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// Above.
    public var top: CGFloat
    /// Before, in the writing direction.
    public var leading: CGFloat
    /// Below.
    public var bottom: CGFloat
    /// After, in the writing direction.
    public var trailing: CGFloat

    /// Insets of the four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// `rect` shrunk by the insets (left to right: leading is the left edge).
    func inset(_ rect: CGRect) -> CGRect {
        CGRect(
            x: rect.minX + leading, y: rect.minY + top, width: max(0, rect.width - leading - trailing),
            height: max(0, rect.height - top - bottom))
    }
}
