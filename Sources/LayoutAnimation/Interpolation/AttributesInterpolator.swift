import CollectionLayout
import Foundation

/// Blends two layout attributes as Core Animation animates a view between them.
///
/// - `center` and `size` linearly on the eased progress (size never below zero);
/// - `alpha` linearly, clamped to [0, 1] (a spring's overshoot cannot make it exceed opacity);
/// - `transform3D` by decomposition (`TransformInterpolator`);
/// - `isHidden` is not animatable: it takes the destination's value as soon as the animation
///   starts (progress ≠ 0), as a view property set inside an animation block takes effect at
///   once;
/// - `zIndex` is not animatable either: the destination's value is used throughout (UIKit
///   applies the new attributes' zIndex when the animation begins); ties keep the layout's order;
/// - index path, category and kind are the destination's.
///
/// The result is a new object of the destination's class (a copy of `to`); custom properties
/// of subclasses are blended through `InterpolatableAttributes`. Progress 0 returns a copy of
/// `from` and progress 1 a copy of `to`, so the ends of an animation are exact.
public enum AttributesInterpolator {
    /// The attributes at `progress` between `from` (0) and `to` (1).
    public static func interpolate(
        from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes, progress: CGFloat
    ) -> CollectionViewLayoutAttributes {
        if progress == 0 { return from.copied() }
        if progress == 1 { return to.copied() }
        let result = to.copied()
        result.center = CGPoint(
            x: mix(from.center.x, to.center.x, progress: progress),
            y: mix(from.center.y, to.center.y, progress: progress))
        result.size = CGSize(
            width: max(0, mix(from.size.width, to.size.width, progress: progress)),
            height: max(0, mix(from.size.height, to.size.height, progress: progress)))
        result.alpha = min(1, max(0, mix(from.alpha, to.alpha, progress: progress)))
        result.transform3D = TransformInterpolator.interpolate(
            from: from.transform3D, to: to.transform3D, progress: progress)
        if let custom = result as? any InterpolatableAttributes {
            custom.interpolateCustomProperties(from: from, to: to, progress: progress)
        }
        return result
    }

    /// `a + (b − a) · progress`, exact at both ends.
    public static func mix(_ a: CGFloat, _ b: CGFloat, progress: CGFloat) -> CGFloat {
        if progress == 0 { return a }
        if progress == 1 { return b }
        return a + (b - a) * progress
    }

    /// The points blended coordinate by coordinate.
    public static func mix(_ a: CGPoint, _ b: CGPoint, progress: CGFloat) -> CGPoint {
        CGPoint(x: mix(a.x, b.x, progress: progress), y: mix(a.y, b.y, progress: progress))
    }

    /// The sizes blended dimension by dimension.
    public static func mix(_ a: CGSize, _ b: CGSize, progress: CGFloat) -> CGSize {
        CGSize(width: mix(a.width, b.width, progress: progress), height: mix(a.height, b.height, progress: progress))
    }
}
