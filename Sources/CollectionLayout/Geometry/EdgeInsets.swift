import Foundation

/// Insets on four edges, as UIKit's `UIEdgeInsets` (which Foundation on Linux lacks).
public struct EdgeInsets: Equatable, Hashable, Sendable, Codable {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of the given lengths on the four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `left + right`.
    public var horizontal: CGFloat { left + right }
    /// `top + bottom`.
    public var vertical: CGFloat { top + bottom }

    /// Edge by edge sums: insets measured from other insets, seen from the view's edges.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(
            top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
            right: lhs.right + rhs.right)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` on each edge (as UIKit's `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.horizontal, height: size.height - insets.vertical)
    }
}
