import Foundation

extension CGRect {
    /// Whether the two rectangles share interior points: Core Graphics' `intersects(_:)` on
    /// every platform.
    ///
    /// Foundation on Linux also counts rectangles that only touch along an edge, so a viewport
    /// would report the row that starts exactly at its bottom edge; layouts use this instead so
    /// that rect queries answer as they do on iOS. A NaN rectangle overlaps nothing.
    public func overlaps(_ other: CGRect) -> Bool {
        minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
    }
}
