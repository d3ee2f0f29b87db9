import Foundation

extension CollectionViewLayoutAttributes {
    /// The first geometric property that is not a finite number of at most `largestMagnitude`,
    /// with its value ("center.y", nan), or nil when every one is.
    ///
    /// A layout's arithmetic can overflow or divide by zero on input that is valid on its own
    /// (a custom layout, a transform that sends a corner behind the eye); outputs refuse such
    /// attributes by name rather than write `null` or `inf`.
    public func propertyOutOfRange(largestMagnitude: CGFloat) -> (name: String, value: CGFloat)? {
        let t = transform3D
        let transformEntries: [CGFloat] = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
        let properties: [(String, CGFloat)] =
            [
                ("center.x", center.x), ("center.y", center.y), ("size.width", size.width),
                ("size.height", size.height), ("alpha", alpha),
            ]
            + transformEntries.enumerated().map {
                ("transform3D.m\($0.offset / 4 + 1)\($0.offset % 4 + 1)", $0.element)
            }
        if let bad = properties.first(where: { !(abs($0.1) <= largestMagnitude) }) { return bad }
        let frame = self.frame
        let corners: [(String, CGFloat)] = [
            ("frame.minX", frame.minX), ("frame.minY", frame.minY), ("frame.width", frame.width),
            ("frame.height", frame.height),
        ]
        return corners.first { !(abs($0.1) <= largestMagnitude) }
    }
}
