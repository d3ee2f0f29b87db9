import Foundation

/// Layout attributes of `StretchyHeaderLayout`: UIKit-style subclass carrying what the effects
/// need beyond the base properties.
///
/// Written exactly as a UIKit developer subclasses `UICollectionViewLayoutAttributes`: stored
/// properties with defaults, `copy(with:)` and `isEqual(_:)` overridden to include them (the
/// collection view skips re-applying attributes that compare equal, so a parallax change that
/// equality ignored would never reach the cell), and the three factory initialisers inherited.
open class StretchyLayoutAttributes: CollectionViewLayoutAttributes {
    /// How far the cell's *content* is shifted inside its unchanged frame (parallax); zero for
    /// elements without parallax. A renderer draws the content translated by this amount and
    /// clipped to the frame.
    open var parallax: CGPoint = .zero

    /// The element's untransformed frame origin, as computed in `prepare()`: the reference point
    /// of the sticky and stretchy formulas.
    open var initialOrigin: CGPoint = .zero

    /// Opacity of the dark overlay drawn over the big header's content (0 = no overlay), which
    /// darkens the header as content scrolls over it. The element's own `alpha` is unaffected.
    open var headerOverlayAlpha: CGFloat = 0

    /// A copy of the same class including `parallax`, `initialOrigin` and `headerOverlayAlpha`.
    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        guard let attributes = copy as? StretchyLayoutAttributes else { return copy }
        attributes.parallax = parallax
        attributes.initialOrigin = initialOrigin
        attributes.headerOverlayAlpha = headerOverlayAlpha
        return attributes
    }

    /// The base class's equality plus exact equality of the three extra properties.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? StretchyLayoutAttributes, super.isEqual(object) else { return false }
        return parallax == other.parallax && initialOrigin == other.initialOrigin
            && headerOverlayAlpha == other.headerOverlayAlpha
    }

    open override var description: String {
        super.description.dropLast()
            + " parallax=(\(parallax.x), \(parallax.y)) overlayAlpha=\(headerOverlayAlpha)>"
    }
}
