import Foundation
import LayoutImage

/// Draws a `Scene` with Cairo into pixels (and PNG) at a scale factor.
///
/// The scene's points become `scale` pixels each; the canvas is `RasterCanvas` (checked against
/// Cairo's 32,767-pixel limit and a pixel budget before anything is allocated). Drawing follows
/// the scene's contracts exactly (see `SceneElement`, `ScenePanel`, `SceneShape`, `SceneText`,
/// `ElementOutline`, `TextLayout`), so the SVG of the same scene rasterised by another renderer
/// looks the same. Output is deterministic: same scene and scale, same bytes.
///
/// ```swift
/// let png = try RasterRenderer(scale: 2).pngData(for: scene, settings: .default)
/// ```
public struct RasterRenderer: Sendable {
    /// Pixels per scene point (1, 2, 3…).
    public var scale: CGFloat
    /// The largest canvas accepted, in pixels (see `RasterCanvas.defaultPixelBudget`).
    public var pixelBudget: Int

    /// Creates a renderer.
    public init(scale: CGFloat = 1, pixelBudget: Int = RasterCanvas.defaultPixelBudget) {
        self.scale = scale
        self.pixelBudget = pixelBudget
    }

    /// The canvas `scene` would be drawn on; throws the same limit errors as rendering.
    public func canvas(for scene: Scene) throws -> RasterCanvas {
        try RasterCanvas(sceneSize: scene.size, scale: scale, pixelBudget: pixelBudget)
    }

    /// Draws `scene` into a new Cairo image surface.
    /// - Throws: `RasterError` when the canvas is too large or the scale invalid; `CairoError`
    ///   when Cairo fails (naming the element being drawn) or the font DejaVu Sans is missing.
    public func surface(for scene: Scene) throws -> CairoImageSurface {
        let canvas = try canvas(for: scene)
        try CairoFont.checkAvailable()
        let surface = try CairoImageSurface(width: canvas.width, height: canvas.height)
        let context = try CairoContext(surface: surface)
        context.scale(x: scale, y: scale)
        try SceneDrawer(context: context).draw(scene)
        try context.checkStatus(while: "finishing the scene")
        return surface
    }

    /// Draws `scene` and returns its pixels as straight-alpha RGBA.
    public func image(for scene: Scene) throws -> RGBAImage {
        try surface(for: scene).makeImage()
    }

    /// Draws `scene` and encodes it as PNG (straight from the surface's memory, no extra copy).
    public func pngData(for scene: Scene, settings: PNGEncodingSettings = .default) throws -> Data {
        try surface(for: scene).pngData(settings: settings)
    }
}
