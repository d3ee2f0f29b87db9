import Foundation
import LayoutImage
import LayoutRendering

extension OutputFormat where Product == Scene {
    /// A scene as a static SVG document: semantic, one `<g>` per element.
    public static var svg: OutputFormat {
        OutputFormat(name: "svg") { scene, stream in try SVGWriter().write(scene, to: &stream) }
    }

    /// A scene drawn by Cairo at `scale` pixels per point and encoded with `settings`.
    ///
    /// - Throws (when writing): `RasterError` when the canvas exceeds Cairo's limits or the
    ///   pixel budget.
    public static func png(scale: Double, settings: PNGEncodingSettings = .default) -> OutputFormat {
        OutputFormat(name: "png") { scene in
            try RasterRenderer(scale: CGFloat(scale)).pngData(for: scene, settings: settings)
        }
    }

    /// A scene as a one-page vector PDF.
    public static var pdf: OutputFormat {
        OutputFormat(name: "pdf") { scene in try PDFRenderer().pdfData(for: scene) }
    }

    /// The frame file format of `kind`.
    public static func frame(_ kind: FrameKind, scale: Double, settings: PNGEncodingSettings) -> OutputFormat {
        switch kind {
        case .png: .png(scale: scale, settings: settings)
        case .svg: .svg
        }
    }
}
