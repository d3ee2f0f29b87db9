import Foundation

extension CollectionViewLayoutAttributes {
    /// The first geometric property that is not a finite number of at most `largestMagnitude`,
    /// with its value ("center.y", nan), or nil when every one is.
    ///
    /// A layout's arithmetic can overflow or divide by zero on input that is valid on its own
    /// (a custom layout, a transform that sends a corner behind the eye); outputs refuse such
    /// attributes by name rather than write `null` or `inf`. Checked for every element drawn, so
    /// the common case (all in range) allocates nothing.
    public func propertyOutOfRange(largestMagnitude: CGFloat) -> (name: String, value: CGFloat)? {
        let frame = self.frame
        let transform = compactTransform3D
        func fits(_ value: CGFloat) -> Bool { abs(value) <= largestMagnitude }
        // The identity's entries are 0 and 1: most elements' transform is checked without
        // expanding it into sixteen numbers.
        func transformFits() -> Bool {
            if transform.isIdentity && largestMagnitude >= 1 { return true }
            let t = transform.value
            return fits(t.m11) && fits(t.m12) && fits(t.m13) && fits(t.m14) && fits(t.m21) && fits(t.m22)
                && fits(t.m23) && fits(t.m24) && fits(t.m31) && fits(t.m32) && fits(t.m33) && fits(t.m34)
                && fits(t.m41) && fits(t.m42) && fits(t.m43) && fits(t.m44)
        }
        let allInRange =
            fits(center.x) && fits(center.y) && fits(size.width) && fits(size.height) && fits(alpha)
            && fits(frame.minX) && fits(frame.minY) && fits(frame.width) && fits(frame.height) && transformFits()
        guard !allInRange else { return nil }
        let t = transform.value
        let transformEntries = [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43,
            t.m44,
        ]
        let properties: [(String, CGFloat)] =
            [
                ("center.x", center.x), ("center.y", center.y), ("size.width", size.width),
                ("size.height", size.height), ("alpha", alpha),
            ]
            + transformEntries.enumerated().map {
                ("transform3D.m\($0.offset / 4 + 1)\($0.offset % 4 + 1)", $0.element)
            }
            + [
                ("frame.minX", frame.minX), ("frame.minY", frame.minY), ("frame.width", frame.width),
                ("frame.height", frame.height),
            ]
        return properties.first { !fits($0.1) }
    }
}
