import CollectionLayout
import Foundation

/// A unit quaternion (x, y, z, w) representing a rotation, as used by the 3D matrix
/// decomposition; blended by spherical linear interpolation.
public struct Quaternion: Equatable, Sendable {
    /// The x component of the vector part (the axis's x times sin(angle / 2) for a unit axis).
    public var x: CGFloat
    /// The y component of the vector part.
    public var y: CGFloat
    /// The z component of the vector part.
    public var z: CGFloat
    /// The scalar part, cos(angle / 2).
    public var w: CGFloat

    /// Creates a quaternion from its components.
    public init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) {
        self.x = x
        self.y = y
        self.z = z
        self.w = w
    }

    /// No rotation.
    public static let identity = Quaternion(x: 0, y: 0, z: 0, w: 1)

    /// The rotation by `angle` radians about the axis (x, y, z), with `CATransform3DMakeRotation`'s sense.
    public init(angle: CGFloat, axisX x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0 else {
            self = .identity
            return
        }
        let s = sin(angle / 2) / length
        self.init(x: x * s, y: y * s, z: z * s, w: cos(angle / 2))
    }

    /// The quaternion of a rotation matrix given as rows in the row-vector convention
    /// (`p' = p · rows`), by Shepperd's method: the largest of w², x², y², z² is taken from the
    /// diagonal and the others from off-diagonal sums, which stays accurate near half turns.
    init(rotationRows q: [[CGFloat]]) {
        // r[i][j] is the column-vector matrix: the transpose of the rows.
        func r(_ i: Int, _ j: Int) -> CGFloat { q[j][i] }
        let trace = r(0, 0) + r(1, 1) + r(2, 2)
        var result: Quaternion
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            result = Quaternion(
                x: (r(2, 1) - r(1, 2)) / s, y: (r(0, 2) - r(2, 0)) / s, z: (r(1, 0) - r(0, 1)) / s, w: s / 4)
        } else if r(0, 0) > r(1, 1), r(0, 0) > r(2, 2) {
            let s = (1 + r(0, 0) - r(1, 1) - r(2, 2)).squareRoot() * 2
            result = Quaternion(
                x: s / 4, y: (r(0, 1) + r(1, 0)) / s, z: (r(0, 2) + r(2, 0)) / s, w: (r(2, 1) - r(1, 2)) / s)
        } else if r(1, 1) > r(2, 2) {
            let s = (1 + r(1, 1) - r(0, 0) - r(2, 2)).squareRoot() * 2
            result = Quaternion(
                x: (r(0, 1) + r(1, 0)) / s, y: s / 4, z: (r(1, 2) + r(2, 1)) / s, w: (r(0, 2) - r(2, 0)) / s)
        } else {
            let s = (1 + r(2, 2) - r(0, 0) - r(1, 1)).squareRoot() * 2
            result = Quaternion(
                x: (r(0, 2) + r(2, 0)) / s, y: (r(1, 2) + r(2, 1)) / s, z: s / 4, w: (r(1, 0) - r(0, 1)) / s)
        }
        self = result.normalized
    }

    /// The rotation matrix as rows in the row-vector convention (the transpose of the usual
    /// column-vector matrix).
    var rotationRows: [[CGFloat]] {
        let (xx, yy, zz) = (x * x, y * y, z * z)
        let (xy, xz, yz) = (x * y, x * z, y * z)
        let (xw, yw, zw) = (x * w, y * w, z * w)
        return [
            [1 - 2 * (yy + zz), 2 * (xy + zw), 2 * (xz - yw)],
            [2 * (xy - zw), 1 - 2 * (xx + zz), 2 * (yz + xw)],
            [2 * (xz + yw), 2 * (yz - xw), 1 - 2 * (xx + yy)],
        ]
    }

    /// The four-dimensional dot product.
    func dot(_ other: Quaternion) -> CGFloat { x * other.x + y * other.y + z * other.z + w * other.w }

    /// The same rotation with unit length (the identity if the length is zero).
    var normalized: Quaternion {
        let length = dot(self).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        return Quaternion(x: x / length, y: y / length, z: z / length, w: w / length)
    }

    /// Spherical linear interpolation along the shorter arc: q and −q are the same rotation,
    /// so `to` is negated when the quaternions point apart, and the blend never spins the long
    /// way round. Nearly equal quaternions are blended linearly and renormalised.
    public static func slerp(from a: Quaternion, to b: Quaternion, progress: CGFloat) -> Quaternion {
        var target = b
        var cosine = a.dot(b)
        if cosine < 0 {
            target = Quaternion(x: -b.x, y: -b.y, z: -b.z, w: -b.w)
            cosine = -cosine
        }
        let weightA: CGFloat
        let weightB: CGFloat
        if cosine > 1 - 1e-12 {
            weightA = 1 - progress
            weightB = progress
        } else {
            let theta = acos(min(cosine, 1))
            let sine = sin(theta)
            weightA = sin((1 - progress) * theta) / sine
            weightB = sin(progress * theta) / sine
        }
        return Quaternion(
            x: weightA * a.x + weightB * target.x, y: weightA * a.y + weightB * target.y,
            z: weightA * a.z + weightB * target.z, w: weightA * a.w + weightB * target.w
        ).normalized
    }
}
