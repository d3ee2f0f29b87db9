/// A rectangle of whole pixels: `x`, `y` of its top-left pixel, `width` × `height` pixels.
///
/// Used for ignore regions and for the bounding boxes of changed regions. Integer-valued so
/// that results are exact and serialise without rounding.
public struct PixelRect: Hashable, Sendable, Codable, CustomStringConvertible {
    /// Column of the leftmost pixel.
    public var x: Int
    /// Row of the topmost pixel.
    public var y: Int
    /// Number of columns.
    public var width: Int
    /// Number of rows.
    public var height: Int

    /// A rectangle of `width` × `height` pixels whose top-left pixel is (`x`, `y`).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// One past the rightmost column.
    public var maxX: Int { x + width }
    /// One past the bottom row.
    public var maxY: Int { y + height }
    /// Number of pixels covered (0 for an empty or negative rectangle).
    public var area: Int { max(0, width) * max(0, height) }

    /// Whether the pixel at (`px`, `py`) lies inside.
    @inline(__always)
    public func contains(x px: Int, y py: Int) -> Bool {
        px >= x && px < x + width && py >= y && py < y + height
    }

    /// Whether the two rectangles share at least one pixel.
    public func intersects(_ other: PixelRect) -> Bool {
        x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
    }

    /// The pixels both cover; nil when they share none.
    public func intersection(_ other: PixelRect) -> PixelRect? {
        guard intersects(other) else { return nil }
        let minX = max(x, other.x)
        let minY = max(y, other.y)
        return PixelRect(x: minX, y: minY, width: min(maxX, other.maxX) - minX, height: min(maxY, other.maxY) - minY)
    }

    /// The smallest rectangle covering both.
    public func union(_ other: PixelRect) -> PixelRect {
        let minX = min(x, other.x)
        let minY = min(y, other.y)
        return PixelRect(x: minX, y: minY, width: max(maxX, other.maxX) - minX, height: max(maxY, other.maxY) - minY)
    }

    /// "x,y wxh", the form the CLI's `--ignore` option reads back.
    public var description: String { "\(x),\(y) \(width)×\(height)" }
}
