import CollectionLayout
import Foundation

/// Blends two transforms the way Core Animation and CSS do: by decomposition, never by
/// blending matrix entries (which would shrink a half turn through a zero scale).
public enum TransformInterpolator {
    /// How a pair of transforms is blended.
    public enum Method: Equatable, Sendable {
        /// The transforms are equal: nothing to blend.
        case constant
        /// Both are affine: the 2D decomposition (translate, scale, skew, angle).
        case decomposed2D
        /// At least one is not affine: the 3D decomposition (perspective, translate, scale,
        /// skew, quaternion).
        case decomposed3D
        /// One of them cannot be decomposed (singular or m44 = 0): the value switches from
        /// `from` to `to` at progress 0.5, as CSS's discrete fallback.
        case discrete
    }

    /// Which method `interpolate(from:to:progress:)` uses for this pair.
    public static func method(from: CATransform3D, to: CATransform3D) -> Method {
        if from == to { return .constant }
        if CATransform3DIsAffine(from), CATransform3DIsAffine(to) {
            let a = DecomposedTransform2D(CATransform3DGetAffineTransform(from))
            let b = DecomposedTransform2D(CATransform3DGetAffineTransform(to))
            return a != nil && b != nil ? .decomposed2D : .discrete
        }
        let decomposable = DecomposedTransform3D(from) != nil && DecomposedTransform3D(to) != nil
        return decomposable ? .decomposed3D : .discrete
    }

    /// The transform at `progress` between `from` (0) and `to` (1).
    ///
    /// Progress 0 and 1 return the endpoints exactly; values outside [0, 1] (a spring's
    /// overshoot) extrapolate the decomposed parts.
    public static func interpolate(from: CATransform3D, to: CATransform3D, progress: CGFloat) -> CATransform3D {
        if progress == 0 || from == to { return from }
        if progress == 1 { return to }
        if CATransform3DIsAffine(from), CATransform3DIsAffine(to) {
            guard let a = DecomposedTransform2D(CATransform3DGetAffineTransform(from)),
                let b = DecomposedTransform2D(CATransform3DGetAffineTransform(to))
            else { return progress < 0.5 ? from : to }
            let blended = DecomposedTransform2D.interpolate(from: a, to: b, progress: progress)
            return CATransform3DMakeAffineTransform(blended.transform)
        }
        guard let a = DecomposedTransform3D(from), let b = DecomposedTransform3D(to) else {
            return progress < 0.5 ? from : to
        }
        return DecomposedTransform3D.interpolate(from: a, to: b, progress: progress).transform
    }
}
