import Foundation
import LayoutStyle

/// The outline path of an element in local coordinates: the rule both backends share.
///
/// The stroke is centred on the element's bounds inset by half the stroke width, so the painted
/// outline covers exactly the band between the bounds and the bounds inset by the full width: it
/// never spills outside the element (adjacent cells stay crisp and separate). Fill uses the same
/// inset path (the stroke covers the rim). The corner radius shrinks by the same half width so
/// the outer edge of the stroke keeps the style's radius. Without a stroke, the path is the bounds.
/// Paths run clockwise from the top-left (a rounded one from (minX + r, minY)), as SVG's `<rect>`
/// does, so that dash patterns start at the same place in every backend.
public struct ElementOutline: Hashable, Sendable {
    /// The rectangle to fill and stroke, centred at the local origin.
    public var rect: CGRect
    /// The corner radius of `rect` (0: square corners), already clamped.
    public var cornerRadius: CGFloat

    /// The outline of an element of `size` drawn with `style`.
    public init(style: ElementStyle, size: CGSize) {
        let inset = style.hasStroke ? min(style.strokeWidth / 2, min(size.width, size.height) / 2) : 0
        let width = max(0, size.width - 2 * inset)
        let height = max(0, size.height - 2 * inset)
        rect = CGRect(x: -width / 2, y: -height / 2, width: width, height: height)
        let radius = max(0, style.cornerRadius - inset)
        cornerRadius = min(radius, min(width, height) / 2)
    }

    /// The outline as a closed polygon in local coordinates, clockwise from the top-left: the
    /// rectangle's corners, or each rounded corner as `segmentsPerCorner` chords of its
    /// quarter circle. What a perspective transform projects, so a card turned in 3D keeps its
    /// rounded corners.
    public func polygon(segmentsPerCorner: Int = 8) -> [CGPoint] {
        guard cornerRadius > 0 else {
            return [
                CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
            ]
        }
        let r = cornerRadius
        // Corner centres and the angle each quarter starts at (y down: clockwise on screen).
        let corners: [(CGPoint, CGFloat)] = [
            (CGPoint(x: rect.minX + r, y: rect.minY + r), .pi),
            (CGPoint(x: rect.maxX - r, y: rect.minY + r), 1.5 * .pi),
            (CGPoint(x: rect.maxX - r, y: rect.maxY - r), 0),
            (CGPoint(x: rect.minX + r, y: rect.maxY - r), 0.5 * .pi),
        ]
        var points: [CGPoint] = []
        for (center, start) in corners {
            for step in 0...segmentsPerCorner {
                let angle = start + CGFloat(step) / CGFloat(segmentsPerCorner) * .pi / 2
                points.append(CGPoint(x: center.x + r * cos(angle), y: center.y + r * sin(angle)))
            }
        }
        return points
    }
}
