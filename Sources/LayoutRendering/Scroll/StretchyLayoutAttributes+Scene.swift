import CollectionLayout
import Foundation

/// The stretchy layout's parallax is drawn as the cell's content shifting inside its frame.
extension StretchyLayoutAttributes: SceneContentOffsetProviding {
    /// The parallax shift (`parallax`), in the cell's local points.
    public var sceneContentOffset: CGPoint { parallax }
}

/// The dark overlay that `StretchyHeaderLayout` fades in over its big header
/// (`StretchyLayoutAttributes.headerOverlayAlpha`), drawn as an extra element.
///
/// A scene has no notion of an element's inner overlay, so the overlay becomes a decoration
/// element of kind `kind` with the header's geometry, zIndex and order, and opacity
/// `headerOverlayAlpha`; `style(for:)` gives it a black fill without outline or label, so the
/// header below (its label included) darkens exactly as the tutorial's overlay view does.
public enum StretchyHeaderOverlay {
    /// The decoration kind of the overlay element.
    public static let kind = "StretchyHeaderOverlay"

    /// The overlay's look: black fill, no stroke, no label.
    public static let elementStyle = ElementStyle(fill: Color(red: 0, green: 0, blue: 0), stroke: nil, label: nil)

    /// `style` with the overlay's look for `kind`, unless `style` already defines one.
    public static func style(for style: Style) -> Style {
        var result = style
        if result.kinds[kind] == nil { result.kinds[kind] = elementStyle }
        return result
    }

    /// `attributes` with an overlay element inserted right after every element whose
    /// `headerOverlayAlpha` is positive (same centre, size, transform and zIndex, so a stable
    /// sort by zIndex keeps it directly above its header).
    public static func expanding(_ attributes: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        result.reserveCapacity(attributes.count + 1)
        for element in attributes {
            result.append(element)
            guard let stretchy = element as? StretchyLayoutAttributes, stretchy.headerOverlayAlpha > 0,
                !stretchy.isHidden
            else { continue }
            let overlay = CollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: stretchy.indexPath)
            overlay.center = stretchy.center
            overlay.size = stretchy.size
            overlay.transform3D = stretchy.transform3D
            overlay.zIndex = stretchy.zIndex
            overlay.alpha = min(1, stretchy.headerOverlayAlpha) * stretchy.alpha
            result.append(overlay)
        }
        return result
    }
}
