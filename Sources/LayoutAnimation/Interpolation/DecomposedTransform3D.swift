import CollectionLayout
import Foundation

/// A 4×4 transform split into perspective, translation, scale, skew and rotation, as the CSS
/// Transforms Level 2 "decomposing a 3D matrix" algorithm (Graphics Gems' *unmatrix*).
///
/// In the row-vector convention of `CATransform3D` the matrix (normalised so m44 = 1) is
/// `M = [[L, 0], [t, 1]] · P`: a point is scaled, sheared, rotated and translated by the affine
/// part, then the perspective part `P` (the identity with its last column set to `perspective`)
/// divides by w. The linear part is `L = diag(scale) · U · Q`, with `U` the unit lower-triangular
/// shear `[[1, 0, 0], [xy, 1, 0], [xz, yz, 1]]` and `Q` the rotation, stored as a quaternion.
/// A reflection is carried by negating all three scales. Matrices with m44 = 0 or a singular
/// linear part have no decomposition.
public struct DecomposedTransform3D: Equatable, Sendable {
    /// The perspective column (m14, m24, m34, m44) of `P`; (0, 0, 0, 1) when there is none.
    public var perspective: [CGFloat]
    /// The translation (m41, m42, m43) after normalisation.
    public var translation: [CGFloat]
    /// The scale along x, y and z.
    public var scale: [CGFloat]
    /// The shears xy, xz and yz.
    public var skew: [CGFloat]
    /// The rotation.
    public var rotation: Quaternion

    /// Creates a decomposition from its parts (arrays of 4, 3, 3 and 3 numbers).
    public init(
        perspective: [CGFloat], translation: [CGFloat], scale: [CGFloat], skew: [CGFloat], rotation: Quaternion
    ) {
        self.perspective = perspective
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.rotation = rotation
    }

    /// Determinants of the linear part at or below this magnitude count as singular.
    public static let singularDeterminant: CGFloat = 1e-12

    /// Decomposes `transform`; nil when m44 is 0, the linear part is singular, or an entry is
    /// not finite.
    public init?(_ transform: CATransform3D) {
        var m = transform.rows
        guard m.allSatisfy({ $0.allSatisfy(\.isFinite) }), m[3][3] != 0 else { return nil }
        let normaliser = m[3][3]
        m = m.map { $0.map { $0 / normaliser } }
        var rows = (0..<3).map { Array(m[$0][0..<3]) }
        guard abs(Vector3.determinant(rows)) > Self.singularDeterminant else { return nil }
        let translation = Array(m[3][0..<3])

        // Perspective: solve [[L, 0], [t, 1]] · x = (m14, m24, m34, 1) for the column x. The
        // inverse of that block matrix is [[L⁻¹, 0], [−t·L⁻¹, 1]], so x = (L⁻¹·p, 1 − t·L⁻¹·p).
        var perspective: [CGFloat] = [0, 0, 0, 1]
        if m[0][3] != 0 || m[1][3] != 0 || m[2][3] != 0 {
            let inverse = Vector3.inverse(rows)
            let column = [m[0][3], m[1][3], m[2][3]]
            let solved = inverse.map { Vector3.dot($0, column) }
            perspective = solved + [1 - Vector3.dot(translation, solved)]
        }

        // Scale and shear by Gram–Schmidt on the rows.
        var scale: [CGFloat] = [0, 0, 0]
        var skew: [CGFloat] = [0, 0, 0]
        scale[0] = Vector3.length(rows[0])
        rows[0] = Vector3.scaled(rows[0], 1 / scale[0])
        skew[0] = Vector3.dot(rows[0], rows[1])
        rows[1] = Vector3.combine(rows[1], rows[0], -skew[0])
        scale[1] = Vector3.length(rows[1])
        rows[1] = Vector3.scaled(rows[1], 1 / scale[1])
        skew[0] /= scale[1]
        skew[1] = Vector3.dot(rows[0], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[0], -skew[1])
        skew[2] = Vector3.dot(rows[1], rows[2])
        rows[2] = Vector3.combine(rows[2], rows[1], -skew[2])
        scale[2] = Vector3.length(rows[2])
        rows[2] = Vector3.scaled(rows[2], 1 / scale[2])
        skew[1] /= scale[2]
        skew[2] /= scale[2]

        // A left-handed basis is a reflection: move it into the scales.
        if Vector3.dot(rows[0], Vector3.cross(rows[1], rows[2])) < 0 {
            scale = scale.map { -$0 }
            rows = rows.map { Vector3.scaled($0, -1) }
        }
        self.init(
            perspective: perspective, translation: translation, scale: scale, skew: skew,
            rotation: Quaternion(rotationRows: rows))
    }

    /// The matrix these parts describe: `[[diag(scale)·U·Q, 0], [translation, 1]] · P`.
    public var transform: CATransform3D {
        let q = rotation.rotationRows
        let shear: [[CGFloat]] = [[1, 0, 0], [skew[0], 1, 0], [skew[1], skew[2], 1]]
        var linear = Vector3.multiply(shear, q)
        for row in 0..<3 { linear[row] = Vector3.scaled(linear[row], scale[row]) }
        var affine = [linear[0] + [0], linear[1] + [0], linear[2] + [0], translation + [1]]
        if perspective != [0, 0, 0, 1] {
            var p: [[CGFloat]] = [[1, 0, 0, 0], [0, 1, 0, 0], [0, 0, 1, 0], [0, 0, 0, 1]]
            for row in 0..<4 { p[row][3] = perspective[row] }
            affine = Vector3.multiply(affine, p)
        }
        return CATransform3D(rows: affine)
    }

    /// The blend of `from` and `to` at `progress`: perspective, translation, scale and skew
    /// linearly, the rotation by spherical linear interpolation along the shorter arc.
    public static func interpolate(
        from: DecomposedTransform3D, to: DecomposedTransform3D, progress: CGFloat
    ) -> DecomposedTransform3D {
        func mix(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] { zip(a, b).map { $0 + ($1 - $0) * progress } }
        return DecomposedTransform3D(
            perspective: mix(from.perspective, to.perspective), translation: mix(from.translation, to.translation),
            scale: mix(from.scale, to.scale), skew: mix(from.skew, to.skew),
            rotation: Quaternion.slerp(from: from.rotation, to: to.rotation, progress: progress))
    }
}

/// Small vector and matrix helpers for the decomposition (arrays keep the code close to the spec).
enum Vector3 {
    static func dot(_ a: [CGFloat], _ b: [CGFloat]) -> CGFloat { zip(a, b).reduce(0) { $0 + $1.0 * $1.1 } }
    static func length(_ a: [CGFloat]) -> CGFloat { dot(a, a).squareRoot() }
    static func scaled(_ a: [CGFloat], _ factor: CGFloat) -> [CGFloat] { a.map { $0 * factor } }
    /// `a + factor · b`.
    static func combine(_ a: [CGFloat], _ b: [CGFloat], _ factor: CGFloat) -> [CGFloat] {
        zip(a, b).map { $0 + factor * $1 }
    }
    static func cross(_ a: [CGFloat], _ b: [CGFloat]) -> [CGFloat] {
        [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]]
    }
    static func determinant(_ m: [[CGFloat]]) -> CGFloat { dot(m[0], cross(m[1], m[2])) }
    /// The matrix product `a · b` (any compatible sizes).
    static func multiply(_ a: [[CGFloat]], _ b: [[CGFloat]]) -> [[CGFloat]] {
        a.map { row in (0..<b[0].count).map { column in (0..<row.count).reduce(0) { $0 + row[$1] * b[$1][column] } } }
    }
    /// The inverse of a non-singular 3×3 matrix: the adjugate over the determinant.
    static func inverse(_ m: [[CGFloat]]) -> [[CGFloat]] {
        let determinant = determinant(m)
        // Columns of the inverse are the cross products of the rows, so build it transposed.
        let c0 = cross(m[1], m[2])
        let c1 = cross(m[2], m[0])
        let c2 = cross(m[0], m[1])
        return (0..<3).map { row in [c0[row], c1[row], c2[row]].map { $0 / determinant } }
    }
}
