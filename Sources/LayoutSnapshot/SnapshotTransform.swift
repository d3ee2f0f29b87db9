import CollectionLayout
import Foundation

/// The snapshot form of a transform: 6 numbers when affine, 16 otherwise.
///
/// - Affine (`CATransform3DIsAffine`): `[a, b, c, d, tx, ty]`, Core Graphics' order, which is
///   `[m11, m12, m21, m22, m41, m42]`; the identity is `[1, 0, 0, 1, 0, 0]`.
/// - Otherwise: the 16 entries row by row, `[m11, m12, m13, m14, m21, …, m44]` (Core Animation's
///   row-vector convention: translation in m41…m43, perspective in m34).
/// The array's length tells the forms apart; any other length is an error.
enum SnapshotTransform {
    /// The numbers that represent `transform`.
    static func numbers(_ transform: CATransform3D) -> [Double] {
        let t = transform
        if CATransform3DIsAffine(t) {
            return [t.m11, t.m12, t.m21, t.m22, t.m41, t.m42].map { Double($0) }
        }
        return t.rows.flatMap { $0 }.map { Double($0) }
    }

    /// The transform `numbers` represent, or nil when there are not 6 or 16 of them.
    static func transform(_ numbers: [Double]) -> CATransform3D? {
        let n = numbers.map { CGFloat($0) }
        switch n.count {
        case 6:
            return CATransform3DMakeAffineTransform(
                CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]))
        case 16:
            return CATransform3D(rows: [Array(n[0..<4]), Array(n[4..<8]), Array(n[8..<12]), Array(n[12..<16])])
        default:
            return nil
        }
    }
}
