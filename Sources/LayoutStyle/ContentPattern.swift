import Foundation

/// A placeholder drawn inside elements in place of their real content, so that what a layout
/// does to the content shows: a parallax shift moves the pattern inside the cell, a stretchy
/// header's scale stretches it. Drawn in the element's local coordinates, shifted by its
/// `contentOffset`, over the fill and inside the outline, in the outline's colour.
public enum ContentPattern: String, Hashable, Sendable, Codable, CaseIterable {
    /// Diagonal stripes, 10 points apart: texture that shows stretching and clipping.
    case stripes
    /// A picture placeholder, a sun over a mountain ridge, as wide and tall as the element:
    /// a parallax shift visibly moves the ridge against the element's edges (uniform stripes
    /// look the same at any shift), the way a photo moves in the cells of a parallax layout.
    case landscape

    /// Stripe spacing, in points.
    static let spacing: CGFloat = 10

    /// Opacity of the pattern's lines, in the outline's colour: light for the stripes, which
    /// fill the element, stronger for the landscape's few lines.
    public var opacity: CGFloat {
        switch self {
        case .stripes: 0.22
        case .landscape: 0.55
        }
    }

    /// The pattern's line segments inside `rect` (local coordinates), shifted by `offset`, cut
    /// to the rectangle.
    public func segments(in rect: CGRect, offset: CGPoint) -> [(CGPoint, CGPoint)] {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return [] }
        guard offset.x.isFinite, offset.y.isFinite else { return [] }
        switch self {
        case .stripes: return stripes(in: rect, offset: offset)
        case .landscape: return landscape(in: rect, offset: offset)
        }
    }

    /// Lines x − y = c, 10 points apart.
    private func stripes(in rect: CGRect, offset: CGPoint) -> [(CGPoint, CGPoint)] {
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

    /// The ridge's corners and the sun's centre, as fractions of the picture's width and height:
    /// the ridge in the lower third and the sun to the left, clear of a centred label, which
    /// moves with the picture.
    private static let ridge: [(CGFloat, CGFloat)] = [
        (0, 0.92), (0.18, 0.74), (0.32, 0.84), (0.54, 0.64), (0.74, 0.82), (0.87, 0.72), (1, 0.86),
    ]
    private static let sun: (x: CGFloat, y: CGFloat) = (0.2, 0.24)

    /// The ridge and a 24-sided sun (radius a tenth of the shorter side) of a picture the size
    /// of `rect`, moved by `offset`.
    private func landscape(in rect: CGRect, offset: CGPoint) -> [(CGPoint, CGPoint)] {
        let picture = rect.offsetBy(dx: offset.x, dy: offset.y)
        func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
            CGPoint(x: picture.minX + x * picture.width, y: picture.minY + y * picture.height)
        }
        let ridge = Self.ridge.map { point($0.0, $0.1) }
        let center = point(Self.sun.x, Self.sun.y)
        let radius = min(picture.width, picture.height) / 10
        let sides = 24
        let sun = (0...sides).map { side in
            let angle = 2 * CGFloat.pi * CGFloat(side) / CGFloat(sides)
            return CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        }
        return (Array(zip(ridge, ridge.dropFirst())) + Array(zip(sun, sun.dropFirst()))).compactMap {
            rect.clippedSegment(from: $0, to: $1)
        }
    }
}
