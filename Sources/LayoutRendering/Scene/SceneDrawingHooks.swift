import CollectionLayout
import Foundation
import LayoutImage
import LayoutStyle
import LayoutSupport

/// Attributes subclasses adopt this to be drawn as more than an outlined rectangle; both
/// requirements have defaults (none), so a subclass implements only what it needs.
///
/// - `sceneContentOffset`: the element's content drawn shifted inside its frame (a parallax
///   effect: the cell's image moves while its frame stays); `SceneBuilder` copies it to
///   `SceneElement.contentOffset`.
/// - `sceneClip`: a rectangle the element is seen through (an orthogonally scrolling section's
///   band); figures draw such elements inside a clipped panel of that rectangle.
/// - `sceneOverlayAlpha`: a darkening overlay over the element (a header that dims as it
///   scrolls away, as an overlay view inside the cell would). `SceneBuilder` draws it as an
///   element of its own right after the element, of the decoration kind `ElementOverlay.kind`:
///   same geometry, transform and zIndex, opacity `sceneOverlayAlpha` (clamped to 1) times the
///   element's alpha, styled by the theme's style for that kind or else
///   `ElementOverlay.elementStyle` (black, no outline, no label). So every output — stills,
///   scroll frames, animations — draws it alike.
///
/// One protocol rather than one per hook: the builder asks each element once (a dynamic cast
/// per element shows in animation benchmarks).
public protocol SceneDrawingHooks {
    /// Shift of the element's content inside its frame, in the element's local points.
    var sceneContentOffset: CGPoint { get }
    /// The overlay's opacity, 0 (none) … 1.
    var sceneOverlayAlpha: CGFloat { get }
    /// The rectangle (content coordinates) the element is seen through, such as the band of an
    /// orthogonally scrolling section; nil when nothing clips it.
    var sceneClip: CGRect? { get }
}

extension SceneDrawingHooks {
    /// No shift.
    public var sceneContentOffset: CGPoint { .zero }
    /// No overlay.
    public var sceneOverlayAlpha: CGFloat { 0 }
    /// No clip.
    public var sceneClip: CGRect? { nil }
}

extension CompositionalLayoutAttributes: SceneDrawingHooks {
    /// An orthogonal section's band: its items show only inside it, as on screen.
    public var sceneClip: CGRect? { orthogonalClip }
}

/// The overlay element `SceneDrawingHooks.sceneOverlayAlpha` asks for.
public enum ElementOverlay {
    /// The decoration kind of overlay elements.
    public static let kind = "overlay"

    /// The overlay's default look: black fill, no stroke, no label.
    public static let elementStyle = ElementStyle(fill: Color(red: 0, green: 0, blue: 0), stroke: nil, label: nil)
}
