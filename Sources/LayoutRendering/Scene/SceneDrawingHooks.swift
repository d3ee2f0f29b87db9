import CollectionLayout
import Foundation

/// Attributes subclasses adopt this to have their content drawn shifted inside the frame (a
/// parallax effect: the cell's image moves while its frame stays); `SceneBuilder` copies it to
/// `SceneElement.contentOffset`.
public protocol SceneContentOffsetProviding {
    /// Shift of the element's content inside its frame, in the element's local points.
    var sceneContentOffset: CGPoint { get }
}

/// Attributes subclasses adopt this to have a darkening overlay drawn over the element (a
/// header that dims as it scrolls away, as an overlay view inside the cell would).
///
/// `SceneBuilder` draws the overlay as an element of its own right after the element, of the
/// decoration kind `ElementOverlay.kind`: same geometry, transform and zIndex, opacity
/// `sceneOverlayAlpha` (clamped to 1) times the element's alpha, styled by the theme's style
/// for that kind or else `ElementOverlay.elementStyle` (black, no outline, no label). So every
/// output — stills, scroll frames, animations, snapshots' figures — draws it alike.
public protocol SceneOverlayProviding {
    /// The overlay's opacity, 0 (none) … 1.
    var sceneOverlayAlpha: CGFloat { get }
}

/// The overlay element `SceneOverlayProviding` asks for.
public enum ElementOverlay {
    /// The decoration kind of overlay elements.
    public static let kind = "overlay"

    /// The overlay's default look: black fill, no stroke, no label.
    public static let elementStyle = ElementStyle(fill: Color(red: 0, green: 0, blue: 0), stroke: nil, label: nil)
}
