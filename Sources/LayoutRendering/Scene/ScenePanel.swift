import Foundation

/// A sub-scene placed inside a scene: one frame of a film strip, or the drawn region of a figure.
///
/// Drawing contract (both backends): save state; translate by `origin`; if `clipsToBounds`, clip
/// to `(0, 0, scene.size)`; fill `scene.background` over `(0, 0, scene.size)` if set; if `holes`
/// is not empty, clip to `drawableArea` minus the holes (even-odd); draw `scene.nodes` in order;
/// restore. `label` is semantic only (SVG `data-label` and `<title>`);
/// a visible caption is a separate `SceneText` node so its placement stays explicit.
public struct ScenePanel: Hashable, Sendable {
    /// Where the sub-scene's origin lands, in the enclosing scene's coordinates.
    public var origin: CGPoint
    /// The sub-scene.
    public var scene: Scene
    /// A name for the panel ("t = 0.25 s", "y = 120"); not drawn.
    public var label: String?
    /// Whether drawing is clipped to the sub-scene's canvas.
    public var clipsToBounds: Bool
    /// Rectangles (in the sub-scene's coordinates) its nodes never paint: the label boxes that
    /// ghosts, arrows and callouts must not cross.
    public var holes: [CGRect] = []

    /// Creates a panel.
    public init(origin: CGPoint, scene: Scene, label: String? = nil, clipsToBounds: Bool = true) {
        self.origin = origin
        self.scene = scene
        self.label = label
        self.clipsToBounds = clipsToBounds
    }

    /// The panel's rectangle in the enclosing scene: `(origin, scene.size)`.
    public var frame: CGRect { CGRect(origin: origin, size: scene.size) }

    /// The area the holes are cut from: the canvas, grown by 10,000 points when the panel does
    /// not clip (its nodes may draw outside it).
    public var drawableArea: CGRect {
        clipsToBounds ? scene.bounds : scene.bounds.insetBy(dx: -10_000, dy: -10_000)
    }
}
