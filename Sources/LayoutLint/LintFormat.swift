import CollectionLayout
import Foundation

/// The text of numbers, rectangles and transforms in findings: fixed decimals without trailing
/// zeros, so a report reads the same on every run and platform.
enum LintFormat {
    /// "12", "0.5", "-3.125", "nan", "inf": points to a thousandth (`decimals` 3), transform
    /// entries to a millionth (a perspective entry such as −1/400 is small).
    static func number(_ value: CGFloat, decimals: Int = 3) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        var text = String(format: "%.\(decimals)f", Double(value))
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text == "-0" ? "0" : text
    }

    /// "(x, y, width, height)".
    static func rect(_ rect: CGRect) -> String {
        "(\([rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map { number($0) }.joined(separator: ", ")))"
    }

    /// "(x, y)".
    static func point(_ point: CGPoint) -> String { "(\(number(point.x)), \(number(point.y)))" }

    /// "identity", the six affine entries "(a, b, c, d, tx, ty)", or all sixteen entries.
    static func transform(_ transform: CATransform3D) -> String {
        if transform == CATransform3DIdentity { return "identity" }
        if CATransform3DIsAffine(transform) {
            let affine = CATransform3DGetAffineTransform(transform)
            let entries = [affine.a, affine.b, affine.c, affine.d, affine.tx, affine.ty]
            return "(\(entries.map { number($0, decimals: 6) }.joined(separator: ", ")))"
        }
        return "[\(entries(transform).map { number($0, decimals: 6) }.joined(separator: ", "))]"
    }

    /// The sixteen entries, row by row.
    static func entries(_ t: CATransform3D) -> [CGFloat] {
        [
            t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24,
            t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44,
        ]
    }
}
