import Foundation
import LayoutImage
import LayoutSupport

/// A backend-independent picture: a canvas size in points, a background and an ordered draw list.
///
/// Both backends (SVG and Cairo) draw a `Scene` and nothing else, so what one draws the other
/// draws too. Coordinates are points in the scene's own space: origin top-left, x right, y down;
/// the canvas is `(0, 0, size.width, size.height)`. Backends scale points to pixels (Cairo's
/// scale factor) but never reinterpret geometry.
///
/// Painting order is `nodes` order (painter's algorithm): the first node is painted first, at the
/// bottom. `SceneBuilder` puts elements in stable zIndex order; chrome goes before (content fill)
/// or after (dimming, viewport outline, labels) as it should appear.
///
/// Scenes compose: a `ScenePanel` node places a whole sub-scene at an offset, so film strips and
/// contact sheets are scenes of panels and need no extra backend support.
public struct Scene: Hashable, Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Paint that fills the whole canvas before any node; nil leaves it transparent.
    public var background: Color?
    /// The draw list, bottom first.
    public var nodes: [SceneNode]
    /// A document title (SVG `<title>`/`aria-label`); not drawn.
    public var title: String?

    /// Creates a scene.
    public init(size: CGSize, background: Color? = nil, nodes: [SceneNode] = [], title: String? = nil) {
        self.size = size
        self.background = background
        self.nodes = nodes
        self.title = title
    }

    /// The canvas rectangle `(0, 0, size)`.
    public var bounds: CGRect { CGRect(origin: .zero, size: size) }

    /// Every element of this scene and, recursively, of its panels (in painting order, in the
    /// coordinates of the scene that holds them).
    public var allElements: [SceneElement] {
        nodes.flatMap { node -> [SceneElement] in
            switch node {
            case .element(let element): [element]
            case .panel(let panel): panel.scene.allElements
            case .shape, .text, .image: []
            }
        }
    }
}

/// One entry of a scene's draw list.
public enum SceneNode: Hashable, Sendable {
    /// A layout element (cell, supplementary or decoration view) with its style and label.
    case element(SceneElement)
    /// A chrome shape: content outline, viewport rectangle, dimming, legend swatch, arrow.
    case shape(SceneShape)
    /// A chrome text: title, caption, legend entry, panel label.
    case text(SceneText)
    /// A sub-scene placed at an offset (film-strip frame, the drawn region of a figure).
    case panel(ScenePanel)
    /// A picture (an app's image view showing a named image).
    case image(SceneImage)
}
