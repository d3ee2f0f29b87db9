import Foundation

/// Draws a `Scene` as a one-page PDF with Cairo's PDF surface: the same drawing code as PNG
/// (`SceneDrawer`), so it looks like the SVG and the PNG, in vector form for print and LaTeX.
/// The page is the scene's size in points; text stays text. Deterministic bytes.
public struct PDFRenderer: Sendable {
    /// Creates a renderer.
    public init() {}

    /// The PDF of `scene`.
    /// - Throws: `CairoError` when Cairo fails or the font DejaVu Sans is missing.
    public func pdfData(for scene: Scene) throws -> Data {
        try CairoFont.checkAvailable()
        let surface = try CairoPDFSurface(size: scene.size)
        if let title = scene.title { surface.setTitle(title) }
        let context = try CairoContext(surface: surface)
        try SceneDrawer(context: context).draw(scene)
        try context.checkStatus(while: "finishing the scene")
        return try surface.finish()
    }
}
