import CollectionLayout
import Foundation
import LayoutStyle

/// What a figure shows, before it is laid out on a canvas: the drawn region of the content, the
/// elements, the overlays that explain them, and the chrome its options ask for.
///
/// Every output is built from a `Figure` — stills (`SceneBuilder`), animation frames, strips and
/// the animated SVG (`AnimationScenes`), scroll frames, and `check`'s element outlines — and
/// each adds to the typed parts here (relabel an element, add ghosts) instead of editing a
/// finished `Scene`. `layers()` lays it out; `scene` is what the backends draw.
public struct Figure: Sendable {
    /// The theme: element styles, chrome colours, background.
    public var style: Style
    /// Region, chrome, title, caption and legend.
    public var options: RenderOptions
    /// The content rectangle `(0, 0, contentSize)`, in content coordinates.
    public var content: CGRect
    /// The collection view's bounds (origin = content offset), in content coordinates.
    public var viewport: CGRect
    /// The drawn region, in content coordinates; the region panel shows exactly this.
    public var region: CGRect
    /// The elements in painting order, in content coordinates (`center` in content points).
    public var elements: [SceneElement]
    /// Chrome that explains the elements (ghosts, arrows, callouts), in the region panel's
    /// coordinates (content point minus `region.origin`, as `AnimationScenes.element(ofTrack:at:)`
    /// gives them): drawn over the elements and under the viewport chrome.
    public var overlays: [SceneNode]
    /// Callouts about the viewports (a proposed viewport, its label), in the panel's coordinates
    /// like `overlays`: drawn over everything in the region, the viewport chrome included.
    public var annotations: [SceneNode]

    /// Creates a figure.
    public init(
        style: Style, options: RenderOptions, content: CGRect, viewport: CGRect, region: CGRect,
        elements: [SceneElement], overlays: [SceneNode] = [], annotations: [SceneNode] = []
    ) {
        self.style = style
        self.options = options
        self.content = content
        self.viewport = viewport
        self.region = region
        self.elements = elements
        self.overlays = overlays
        self.annotations = annotations
    }

    /// The figure laid out on its canvas.
    public consuming func layers() -> FigureLayers {
        FigureLayout(style: style, options: options).layers(of: self)
    }

    /// The scene both backends draw.
    public var scene: Scene { layers().scene }
}
