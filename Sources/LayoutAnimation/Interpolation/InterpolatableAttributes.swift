import CollectionLayout
import Foundation

/// A hook for attributes subclasses with extra animatable properties.
///
/// `AttributesInterpolator` builds an in-between state as a copy of the *to* attributes (so it
/// has the destination's class and every non-animated property of the destination), sets the
/// standard properties, then calls `interpolateCustomProperties` on that copy when its class
/// adopts this protocol. Blend your own properties there, typically with
/// `AttributesInterpolator.mix(_:_:progress:)`:
///
/// ```swift
/// final class ParallaxAttributes: CollectionViewLayoutAttributes, InterpolatableAttributes {
///     var parallax: CGFloat = 0
///     func interpolateCustomProperties(
///         from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes, progress: CGFloat
///     ) {
///         let start = (from as? ParallaxAttributes)?.parallax ?? 0
///         let end = (to as? ParallaxAttributes)?.parallax ?? 0
///         parallax = AttributesInterpolator.mix(start, end, progress: progress)
///     }
/// }
/// ```
public protocol InterpolatableAttributes: CollectionViewLayoutAttributes {
    /// Sets this object's own extra properties to their blend at `progress` (0 = `from`,
    /// 1 = `to`; may lie outside [0, 1] for springs). `from` may be of another class.
    func interpolateCustomProperties(
        from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes, progress: CGFloat)
}
