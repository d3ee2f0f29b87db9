import Foundation

/// A sub-scene placed inside a scene: one frame of a film strip, or the drawn region of a figure.
///
/// Drawing contract (both backends): save state; translate by `origin`; if `clipsToBounds`, clip
/// to `(0, 0, scene.size)`; fill `scene.background` over `(0, 0, scene.size)` if set; draw
/// `scene.nodes` in order; restore. `label` is semantic only (SVG `data-label` and `<title>`);
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

    /// Creates a panel.
    public init(origin: CGPoint, scene: Scene, label: String? = nil, clipsToBounds: Bool = true) {
        self.origin = origin
        self.scene = scene
        self.label = label
        self.clipsToBounds = clipsToBounds
    }

    /// The panel's rectangle in the enclosing scene: `(origin, scene.size)`.
    public var frame: CGRect { CGRect(origin: origin, size: scene.size) }
}
