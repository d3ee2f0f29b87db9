import CollectionLayout
import Foundation

/// Transforms boxed in `NSValue` as UIKit boxes them, so a ported attributes subclass's
/// `isEqual(_:)` that compares `NSValue(cgAffineTransform:)`s compiles and answers as on iOS.
///
/// Linux Foundation's `NSValue` cannot box a struct, but it boxes arrays of doubles: a transform
/// is stored as its entries (`[6d]`, `[16d]`), so two values are equal exactly when their bytes
/// are, as `-[NSValue isEqualToValue:]` compares them on Apple platforms.
extension NSValue {
    /// A boxed affine transform (`a, b, c, d, tx, ty`).
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        let entries: [Double] = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map {
            Double($0)
        }
        self.init(bytes: entries, objCType: "[6d]")
    }

    /// The boxed affine transform; the identity when the value holds something else.
    public var cgAffineTransformValue: CGAffineTransform {
        guard String(cString: objCType) == "[6d]" else { return .identity }
        var entries = [Double](repeating: 0, count: 6)
        entries.withUnsafeMutableBytes { bytes in bytes.baseAddress.map { getValue($0) } }
        return CGAffineTransform(
            a: entries[0], b: entries[1], c: entries[2], d: entries[3], tx: entries[4], ty: entries[5])
    }

    /// A boxed 3D transform (its rows, `m11` first).
    public convenience init(caTransform3D transform: CATransform3D) {
        let entries = transform.rows.joined().map { Double($0) }
        self.init(bytes: entries, objCType: "[16d]")
    }

    /// The boxed 3D transform; the identity when the value holds something else.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == "[16d]" else { return CATransform3DIdentity }
        var entries = [Double](repeating: 0, count: 16)
        entries.withUnsafeMutableBytes { bytes in bytes.baseAddress.map { getValue($0) } }
        return CATransform3D(rows: (0..<4).map { row in entries[row * 4..<row * 4 + 4].map { CGFloat($0) } })
    }
}
