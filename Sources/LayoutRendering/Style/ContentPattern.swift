import Foundation

/// A placeholder drawn inside elements in place of their real content, so that what a layout
/// does to the content shows: a parallax shift moves the pattern inside the cell, a stretchy
/// header's scale stretches it. Drawn in the element's local coordinates, shifted by its
/// `contentOffset`, over the fill and inside the outline, in the outline's colour.
public enum ContentPattern: String, Hashable, Sendable, Codable, CaseIterable {
    /// Diagonal stripes, 10 points apart.
    case stripes

    /// Stripe spacing, in points.
    static let spacing: CGFloat = 10
    /// Opacity of the stripes (in the outline's colour).
    public static let opacity: CGFloat = 0.22

    /// The pattern's line segments inside `rect` (local coordinates), shifted by `offset`:
    /// lines x − y = c, 10 points apart, cut to the rectangle.
    public func segments(in rect: CGRect, offset: CGPoint) -> [(CGPoint, CGPoint)] {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return [] }
        let spacing = Self.spacing
        let shift = (offset.x - offset.y).truncatingRemainder(dividingBy: spacing)
        let low = rect.minX - rect.maxY
        let high = rect.maxX - rect.minY
        var c = (low / spacing).rounded(.down) * spacing + shift
        var result: [(CGPoint, CGPoint)] = []
        while c <= high {
            // On x − y = c: enter at the larger of (minX, minY + c), leave at the smaller of (maxX, maxY + c).
            let startX = max(rect.minX, rect.minY + c)
            let endX = min(rect.maxX, rect.maxY + c)
            if endX - startX > 0.01 {
                result.append((CGPoint(x: startX, y: startX - c), CGPoint(x: endX, y: endX - c)))
            }
            c += spacing
        }
        return result
    }
}
