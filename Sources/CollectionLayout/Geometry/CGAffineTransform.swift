import Foundation

#if !canImport(CoreGraphics)
    /// A 2D affine transform with Core Graphics' names, layout and semantics.
    ///
    /// Foundation on Linux has no `CGAffineTransform`; layout code ported from UIKit uses it for
    /// `UICollectionViewLayoutAttributes.transform`, so LayoutShot provides it. Points are row
    /// vectors: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. On Apple platforms the system type
    /// is used instead.
    public struct CGAffineTransform: Equatable, Hashable, Sendable {
        /// The factor of x in x′ (`x' = a·x + c·y + tx`).
        public var a: CGFloat
        /// The factor of x in y′ (`y' = b·x + d·y + ty`).
        public var b: CGFloat
        /// The factor of y in x′.
        public var c: CGFloat
        /// The factor of y in y′.
        public var d: CGFloat
        /// The translation added to x′.
        public var tx: CGFloat
        /// The translation added to y′.
        public var ty: CGFloat

        /// Creates a transform from its six matrix entries.
        public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
            self.a = a
            self.b = b
            self.c = c
            self.d = d
            self.tx = tx
            self.ty = ty
        }

        /// Creates the identity transform, as Core Graphics' `init()` does.
        public init() {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
        }

        /// The transform that leaves every point where it is.
        public static let identity = CGAffineTransform()

        /// A transform that moves every point by (tx, ty).
        public init(translationX tx: CGFloat, y ty: CGFloat) {
            self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
        }

        /// A transform that scales x by `sx` and y by `sy` about the origin.
        public init(scaleX sx: CGFloat, y sy: CGFloat) {
            self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
        }

        /// A rotation by `angle` radians about the origin; positive angles turn +x towards +y
        /// (clockwise on a y-down screen, as in UIKit).
        public init(rotationAngle angle: CGFloat) {
            let cosine = cos(angle)
            let sine = sin(angle)
            self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
        }

        /// Whether this is exactly the identity transform.
        public var isIdentity: Bool { self == .identity }

        /// `self` followed by `t2`: a point is transformed by `self` first, then by `t2`.
        public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
            CGAffineTransform(
                a: a * t2.a + b * t2.c,
                b: a * t2.b + b * t2.d,
                c: c * t2.a + d * t2.c,
                d: c * t2.b + d * t2.d,
                tx: tx * t2.a + ty * t2.c + t2.tx,
                ty: tx * t2.b + ty * t2.d + t2.ty
            )
        }

        /// A translation applied before `self` (in the transform's local coordinates).
        public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
            CGAffineTransform(translationX: tx, y: ty).concatenating(self)
        }

        /// A scale applied before `self`.
        public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
            CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
        }

        /// A rotation applied before `self`.
        public func rotated(by angle: CGFloat) -> CGAffineTransform {
            CGAffineTransform(rotationAngle: angle).concatenating(self)
        }

        /// The inverse transform; like Core Graphics, a singular transform is returned unchanged.
        public func inverted() -> CGAffineTransform {
            let determinant = a * d - b * c
            guard determinant != 0, determinant.isFinite else { return self }
            let ia = d / determinant
            let ib = -b / determinant
            let ic = -c / determinant
            let id = a / determinant
            return CGAffineTransform(
                a: ia, b: ib, c: ic, d: id,
                tx: -(tx * ia + ty * ic),
                ty: -(tx * ib + ty * id)
            )
        }
    }

    extension CGPoint {
        /// The point transformed by `t`.
        public func applying(_ t: CGAffineTransform) -> CGPoint {
            CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
        }
    }

    extension CGSize {
        /// The size transformed by `t`'s linear part (translation ignored; may be negative).
        public func applying(_ t: CGAffineTransform) -> CGSize {
            CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
        }
    }

    extension CGRect {
        /// The smallest axis-aligned rectangle containing this rectangle's four corners after `t`.
        public func applying(_ t: CGAffineTransform) -> CGRect {
            if isNull { return self }
            let r = standardized
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
            ].map { $0.applying(t) }
            return CGRect.boundingBox(of: corners)
        }
    }
#endif

extension CGRect {
    /// The smallest axis-aligned rectangle containing `points` (`.null` for none).
    static func boundingBox(of points: [CGPoint]) -> CGRect {
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for point in points.dropFirst() {
            minX = Swift.min(minX, point.x)
            maxX = Swift.max(maxX, point.x)
            minY = Swift.min(minY, point.y)
            maxY = Swift.max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
