import Foundation
import LayoutImage
import LayoutRendering
import LayoutSpec
import LayoutSupport

extension DocumentOutput {
    /// The renderer of the still: the document with the options' region, scale and devices.
    var stillRenderer: DocumentRenderer {
        var renderer = DocumentRenderer(document: document, region: options.region, scale: options.scale)
        renderer.devices = options.devices
        return renderer
    }

    /// The still, laid out once; with `checkingCanvas`, a PNG canvas that cannot fit is refused
    /// before any element is queried.
    func still(checkingCanvas: Bool = false) throws -> DocumentStill {
        var still = try stillRenderer.still(checkingCanvas: checkingCanvas)
        still.leavesResultsToProcessExit = options.leavesResultsToProcessExit
        return still
    }

    /// `write(as:to:)` of a still: its figure (or device sheet) drawn, or its snapshot as JSON,
    /// in the format `OutputFormat<DocumentStill>.catalogue` lists for `kind`.
    func writeStill(as kind: OutputKind, to stream: inout ByteStream) throws {
        let renderer = stillRenderer
        let formats = OutputFormat<DocumentStill>.catalogue(
            scale: renderer.effectiveScale, settings: options.pngSettings)
        guard let format = formats[kind] else { throw Self.unsupported(kind, of: "a still", kinds: OutputKind.still) }
        try document.locatingCanvasLimits {
            // A PNG that cannot fit is refused before any element is queried.
            try format.write(try still(checkingCanvas: kind == .png && renderer.deviceSheet == nil), &stream)
        }
    }

    /// The scene format of a drawn kind (SVG, PNG, PDF); nil for another.
    static func sceneFormat(_ kind: OutputKind, scale: Double, _ settings: PNGEncodingSettings)
        -> OutputFormat<Scene>?
    {
        switch kind {
        case .svg: .svg
        case .png: .png(scale: scale, settings: settings)
        case .pdf: .pdf
        default: nil
        }
    }

    /// `write(as:to:)` of a trace: the sequence diagram beside the layout, drawn.
    func writeTrace(scrollBy: CGFloat?, as kind: OutputKind, to stream: inout ByteStream) throws {
        let document = scaledDocument
        guard let format = Self.sceneFormat(kind, scale: document.render.scale, options.pngSettings) else {
            throw Self.unsupported(kind, of: "a trace", kinds: OutputKind.drawing)
        }
        let scene = try DocumentTracer(document: document, scrollBy: scrollBy).scene()
        try document.locatingCanvasLimits { try format.write(scene, &stream) }
    }
}
