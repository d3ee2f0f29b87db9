import CollectionLayout
import Foundation

/// An affine transform split into translation, scale, skew and rotation, the 2D form of the
/// CSS Transforms "interpolation of matrices" algorithm.
///
/// In the row-vector convention of `CGAffineTransform` the linear part is
/// `L = diag(scaleX, scaleY) · [[1, 0], [skew, 1]] · R(angle)`, followed by the translation:
/// a point is scaled, then sheared (x += skew·y), then rotated, then moved. The rows of L are
/// orthogonalised by Gram–Schmidt; a reflection (negative determinant) is carried by a negative
/// scale on the axis the spec picks (x when `a < d`, else y). Singular matrices have no
/// decomposition: CSS and Core Animation switch such transforms discretely instead.
public struct DecomposedTransform2D: Equatable, Sendable {
    /// The translation (tx, ty).
    public var translation: CGPoint
    /// The scale along x, negative when it carries a reflection.
    public var scaleX: CGFloat
    /// The scale along y, negative when it carries a reflection.
    public var scaleY: CGFloat
    /// The shear factor: x is shifted by `skew · y` before the rotation.
    public var skew: CGFloat
    /// The rotation in radians, in (−π, π]; positive turns +x towards +y (clockwise on screen).
    public var angle: CGFloat

    /// Creates a decomposition from its parts.
    public init(translation: CGPoint, scaleX: CGFloat, scaleY: CGFloat, skew: CGFloat, angle: CGFloat) {
        self.translation = translation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.skew = skew
        self.angle = angle
    }

    /// Determinants at or below this magnitude count as singular (a zero scale).
    public static let singularDeterminant: CGFloat = 1e-12

    /// Decomposes `t`; nil when its linear part is singular or not finite.
    public init?(_ t: CGAffineTransform) {
        let determinant = t.a * t.d - t.b * t.c
        guard determinant.isFinite, abs(determinant) > Self.singularDeterminant, t.tx.isFinite, t.ty.isFinite
        else { return nil }
        var row0 = (x: t.a, y: t.b)
        var row1 = (x: t.c, y: t.d)
        var signX: CGFloat = 1
        var signY: CGFloat = 1
        if determinant < 0 {
            if t.a < t.d {
                signX = -1
                row0 = (-row0.x, -row0.y)
            } else {
                signY = -1
                row1 = (-row1.x, -row1.y)
            }
        }
        let lengthX = (row0.x * row0.x + row0.y * row0.y).squareRoot()
        let unit0 = (x: row0.x / lengthX, y: row0.y / lengthX)
        var shear = unit0.x * row1.x + unit0.y * row1.y
        let orthogonal = (x: row1.x - shear * unit0.x, y: row1.y - shear * unit0.y)
        let lengthY = (orthogonal.x * orthogonal.x + orthogonal.y * orthogonal.y).squareRoot()
        shear /= lengthY
        self.init(
            translation: CGPoint(x: t.tx, y: t.ty), scaleX: signX * lengthX, scaleY: signY * lengthY,
            skew: shear, angle: atan2(unit0.y, unit0.x))
    }

    /// The affine transform these parts describe.
    public var transform: CGAffineTransform {
        let cosine = cos(angle)
        let sine = sin(angle)
        return CGAffineTransform(
            a: scaleX * cosine, b: scaleX * sine,
            c: scaleY * (skew * cosine - sine), d: scaleY * (skew * sine + cosine),
            tx: translation.x, ty: translation.y)
    }

    /// The blend of `from` and `to` at `progress` (0 = from, 1 = to; values outside extrapolate).
    ///
    /// Before blending, the spec's two normalisations: when the two reflections sit on different
    /// axes, `from` trades its reflection for a half turn (both scales negated, angle ± π); and
    /// the angles are brought within π of each other so the rotation takes the shorter way
    /// (350° → 10° passes through 0°). An angle of exactly 0 counts as 2π first, so a half turn
    /// from the identity (0 → ±π) always turns the same way: through −π/2, anticlockwise on screen.
    public static func interpolate(
        from: DecomposedTransform2D, to: DecomposedTransform2D, progress: CGFloat
    ) -> DecomposedTransform2D {
        var a = from
        var b = to
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX
            a.scaleY = -a.scaleY
            a.angle += a.angle < 0 ? .pi : -.pi
        }
        if a.angle == 0 { a.angle = 2 * .pi }
        if b.angle == 0 { b.angle = 2 * .pi }
        if abs(a.angle - b.angle) > .pi {
            if a.angle > b.angle { a.angle -= 2 * .pi } else { b.angle -= 2 * .pi }
        }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * progress }
        return DecomposedTransform2D(
            translation: CGPoint(x: mix(a.translation.x, b.translation.x), y: mix(a.translation.y, b.translation.y)),
            scaleX: mix(a.scaleX, b.scaleX), scaleY: mix(a.scaleY, b.scaleY),
            skew: mix(a.skew, b.skew), angle: mix(a.angle, b.angle))
    }
}
