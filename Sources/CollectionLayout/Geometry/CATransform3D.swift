import Foundation

#if !canImport(QuartzCore)
    /// A 4×4 homogeneous transform with Core Animation's names, layout and semantics.
    ///
    /// Points are row vectors multiplied on the left (`p' = p · M`): translation lives in
    /// `m41…m43` and perspective in `m34` (commonly `-1 / eyeDistance`). Provided because
    /// Foundation on Linux lacks it; Apple platforms use QuartzCore's.
    public struct CATransform3D: Equatable, Hashable, Sendable {
        public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
        public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
        public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
        public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

        /// Creates a transform from its sixteen entries, row by row.
        public init(
            m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
            m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
            m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
            m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
        ) {
            (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
            (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
            (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
            (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
        }

        /// Creates the identity transform, as QuartzCore's `init()` does.
        public init() {
            self.init(
                m11: 1, m12: 0, m13: 0, m14: 0,
                m21: 0, m22: 1, m23: 0, m24: 0,
                m31: 0, m32: 0, m33: 1, m34: 0,
                m41: 0, m42: 0, m43: 0, m44: 1
            )
        }
    }

    /// The identity transform.
    public let CATransform3DIdentity = CATransform3D()

    /// Whether `t` is exactly the identity.
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

    /// Whether `a` and `b` are exactly equal.
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

    /// A translation by (tx, ty, tz).
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m41, t.m42, t.m43) = (tx, ty, tz)
        return t
    }

    /// A scale by (sx, sy, sz) about the origin.
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        var t = CATransform3DIdentity
        (t.m11, t.m22, t.m33) = (sx, sy, sz)
        return t
    }

    /// A rotation by `angle` radians about the vector (x, y, z); a zero vector gives the identity.
    public func CATransform3DMakeRotation(
        _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return CATransform3DIdentity }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle)
        let s = sin(angle)
        let k = 1 - c
        return CATransform3D(
            m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
            m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
            m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1
        )
    }

    /// `a` followed by `b`: a point is transformed by `a` first, then by `b` (the product a · b).
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
        let lhs = a.rows
        let rhs = b.rows
        var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += lhs[row][k] * rhs[k][column] }
                product[row][column] = sum
            }
        }
        return CATransform3D(rows: product)
    }

    /// A translation applied before `t` (in `t`'s local coordinates).
    public func CATransform3DTranslate(
        _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
    }

    /// A scale applied before `t`.
    public func CATransform3DScale(
        _ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
    }

    /// A rotation applied before `t`.
    public func CATransform3DRotate(
        _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
    ) -> CATransform3D {
        CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
    }

    /// The inverse of `t`; like QuartzCore, a singular matrix is returned unchanged.
    public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
        guard let inverse = Matrix4.inverse(of: t.rows) else { return t }
        return CATransform3D(rows: inverse)
    }

    /// The 3D form of an affine transform (it acts in the z = 0 plane).
    public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
        CATransform3D(
            m11: m.a, m12: m.b, m13: 0, m14: 0,
            m21: m.c, m22: m.d, m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: m.tx, m42: m.ty, m43: 0, m44: 1
        )
    }

    /// Whether `t` is an affine transform of the plane (nothing depends on or changes z, no
    /// perspective).
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
        t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
            && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
            && t.m43 == 0 && t.m44 == 1
    }

    /// The affine part of `t` (its 2D entries); exact only when `CATransform3DIsAffine(t)`.
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
        CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
    }
#endif

extension CATransform3D {
    /// The matrix as four rows of four entries.
    public var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// Creates a transform from four rows of four entries.
    public init(rows r: [[CGFloat]]) {
        self.init(
            m11: r[0][0], m12: r[0][1], m13: r[0][2], m14: r[0][3],
            m21: r[1][0], m22: r[1][1], m23: r[1][2], m24: r[1][3],
            m31: r[2][0], m32: r[2][1], m33: r[2][2], m34: r[2][3],
            m41: r[3][0], m42: r[3][1], m43: r[3][2], m44: r[3][3]
        )
    }

    /// The point (x, y, 0) transformed and projected back to the plane (divided by w).
    ///
    /// Returns nil when the point lands behind the eye (w ≤ 0), where no projection exists.
    public func project(_ point: CGPoint) -> CGPoint? {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        guard w > 0, w.isFinite else { return nil }
        return CGPoint(x: x / w, y: y / w)
    }
}

/// 4×4 matrix helpers shared by the transform code.
enum Matrix4 {
    /// The inverse by Gauss–Jordan elimination with partial pivoting; nil when singular.
    static func inverse(of matrix: [[CGFloat]]) -> [[CGFloat]]? {
        var a = matrix
        var inverse: [[CGFloat]] = (0..<4).map { row in (0..<4).map { $0 == row ? 1 : 0 } }
        for column in 0..<4 {
            var pivot = column
            for row in column..<4 where abs(a[row][column]) > abs(a[pivot][column]) { pivot = row }
            let pivotValue = a[pivot][column]
            guard abs(pivotValue) > 1e-12, pivotValue.isFinite else { return nil }
            a.swapAt(column, pivot)
            inverse.swapAt(column, pivot)
            for k in 0..<4 {
                a[column][k] /= pivotValue
                inverse[column][k] /= pivotValue
            }
            for row in 0..<4 where row != column {
                let factor = a[row][column]
                guard factor != 0 else { continue }
                for k in 0..<4 {
                    a[row][k] -= factor * a[column][k]
                    inverse[row][k] -= factor * inverse[column][k]
                }
            }
        }
        return inverse
    }
}
