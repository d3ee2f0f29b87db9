import Foundation

extension CGRect {
    /// Whether the two rectangles intersect as Core Graphics' `intersects(_:)`
    /// (`CGRectIntersectsRect`) answers on Apple platforms, on every platform.
    ///
    /// Foundation on Linux also counts rectangles that only touch along an edge or at a corner,
    /// so a viewport would report the row that starts exactly at its bottom edge; layouts (and
    /// ported code, through `layoutshot-port`'s shim) use this so that rect queries answer as
    /// they do on iOS. The rule: a null rectangle intersects nothing and an infinite one
    /// everything; otherwise, both standardized, each axis is a half-open interval
    /// `[min, max)`, or the single point `min` when its length is zero, and the two must share a
    /// point on both axes. So `(0, 0, 10, 10)` and `(10, 0, 5, 5)` do not intersect, a zero-size
    /// rectangle intersects itself, and a NaN rectangle intersects nothing.
    public func overlaps(_ other: CGRect) -> Bool {
        // The common case, two rectangles of positive size: four comparisons. (`width` is
        // standardized, so the stored size is what tells a negative one.)
        if size.width > 0, size.height > 0, other.size.width > 0, other.size.height > 0 {
            return origin.x < other.origin.x + other.width && other.origin.x < origin.x + width
                && origin.y < other.origin.y + other.height && other.origin.y < origin.y + height
        }
        if isNull || other.isNull { return false }
        if isInfinite || other.isInfinite { return true }
        let a = standardized
        let b = other.standardized
        return Self.axesShare(a.minX, a.width, b.minX, b.width) && Self.axesShare(a.minY, a.height, b.minY, b.height)
    }

    /// Whether `[a, a + aLength)` and `[b, b + bLength)` share a point, a zero length making
    /// the interval the point itself.
    private static func axesShare(_ a: CGFloat, _ aLength: CGFloat, _ b: CGFloat, _ bLength: CGFloat) -> Bool {
        switch (aLength > 0, bLength > 0) {
        case (true, true): max(a, b) < min(a + aLength, b + bLength)
        case (false, true): b <= a && a < b + bLength
        case (true, false): a <= b && b < a + aLength
        case (false, false): a == b
        }
    }
}
