import CollectionLayout
import Foundation

/// What building an element needs from its attributes, read on the layout's thread so that the
/// rest (style, label, fitting) can run on any.
struct ElementSource: Sendable {
    var key: ElementKey
    var size: CGSize
    var center: CGPoint
    var transform: CompactTransform3D
    /// The attributes' alpha, clamped to 0…1 (1 when not finite).
    var alpha: CGFloat
    var zIndex: Int
    var contentOffset: CGPoint
    var clip: CGRect?
    var overlayAlpha: CGFloat
    /// The element's own view, relative to its centre.
    var viewContent: [SceneNode]?

    /// What a figure needs of `attributes` before its element is built: the box the element
    /// (and its overlay) covers, `SceneElement.boundingBox`; its overlay alpha; and whether a
    /// band clips it.
    static func coverage(of attributes: CollectionViewLayoutAttributes) -> (
        box: CGRect, overlayAlpha: CGFloat, isClipped: Bool
    ) {
        let size = attributes.size
        let geometry = ElementGeometry(size: size, center: attributes.center, transform: attributes.compactTransform3D)
        // Unwrapped once: each optional chain through the existential copied it.
        guard let hooks = SceneBuilder.hooks(of: attributes) else {
            return (geometry.boundingBox(size: size), 0, false)
        }
        return (geometry.boundingBox(size: size), hooks.sceneOverlayAlpha, hooks.sceneClip != nil)
    }

    /// The source of `attributes`; `overlayAlpha`, when given, as already read from its hooks;
    /// the element's view from `viewContent` when it gives one.
    init(
        _ attributes: CollectionViewLayoutAttributes, overlayAlpha: CGFloat? = nil,
        viewContent provider: ViewContentProvider? = nil
    ) {
        key = attributes.elementKey
        size = attributes.size
        center = attributes.center
        transform = attributes.compactTransform3D
        alpha = min(1, max(0, attributes.alpha.isFinite ? attributes.alpha : 1))
        zIndex = attributes.zIndex
        // Unwrapped once: each optional chain through the existential copied it.
        if let hooks = SceneBuilder.hooks(of: attributes) {
            contentOffset = hooks.sceneContentOffset
            clip = hooks.sceneClip
            self.overlayAlpha = overlayAlpha ?? hooks.sceneOverlayAlpha
        } else {
            contentOffset = .zero
            clip = nil
            self.overlayAlpha = overlayAlpha ?? 0
        }
        viewContent = provider?.nodes(attributes).map {
            ViewSceneNodes.moved($0, by: CGPoint(x: -center.x, y: -center.y))
        }
    }
}
