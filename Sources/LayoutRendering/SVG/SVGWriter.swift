import CollectionLayout
import Foundation
import LayoutImage
import LayoutSnapshot
import LayoutSupport

/// Writes a `Scene` as a static SVG 1.1 document: semantic, readable and deterministic.
///
/// - One line per SVG element, two-space indentation; numbers by `SVGFormat.number` (at most
///   three decimals, no `-0`); presentation attributes rather than CSS, so every renderer
///   (browsers, `rsvg-convert`) resolves the same values.
/// - One `<g>` per layout element with its category/kind as `class`, its index path as
///   `data-index-path="0-3"` and a `<title>` for hover (see `elementGroup(_:indent:)`).
/// - All text goes through `SVGFormat.escape`/`escapeText`; the root sets `font-family` to
///   DejaVu Sans (with fallbacks, `TextLayout.svgFontFamily`).
/// - Panels become nested `<svg>` viewports (clipped, no ids needed) or translated `<g>`s.
///
/// It draws exactly what the Cairo backend draws, by the contracts of `SceneElement`,
/// `ElementOutline`, `TextLayout`, `SceneShape` and `ScenePanel`.
public struct SVGWriter: Sendable {
    /// Threads that format the elements of large figures (`write(_:to:)` of `FigureLayers`).
    var workers = ProcessInfo.processInfo.activeProcessorCount

    /// Creates a writer.
    public init() {}

    /// The complete SVG document for `scene`, ending in a newline.
    public func document(for scene: Scene) -> String {
        String(decoding: ByteStream.collectWriter { try write(scene, to: &$0) }, as: UTF8.self)
    }

    /// Writes the document for `scene` to `stream`, element by element, so a scene of a million
    /// elements reaches its file in chunks rather than as one string.
    ///
    /// - Throws: what the stream's drain throws (a full disk, say).
    public func write(_ scene: Scene, to stream: inout ByteStream) throws {
        stream.append(Self.documentOpening(size: scene.size, title: scene.title, background: scene.background))
        try write(scene.nodes, indent: 1, to: &stream)
        stream.append("</svg>\n")
        try stream.finish()
    }

    /// The start of every SVG document LayoutShot writes — stills, animated SVGs, scroll
    /// flipbooks: the XML declaration, the root `<svg>` of `size` with the one font stack
    /// (`TextLayout.svgFontFamily`), the title (also as `aria-label`) and the background.
    public static func documentOpening(size: CGSize, title: String?, background: Color?) -> String {
        var output = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let width = SVGFormat.number(size.width)
        let height = SVGFormat.number(size.height)
        output += "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\""
        output += " viewBox=\"0 0 \(width) \(height)\" font-family=\"\(TextLayout.svgFontFamily)\""
        if let title { output += " role=\"img\" aria-label=\"\(XMLEscaping.escape(title))\"" }
        output += ">\n"
        if let title { output += "  <title>\(XMLEscaping.escapeText(title))</title>\n" }
        if let background {
            output +=
                "  <rect class=\"background\" width=\"\(width)\" height=\"\(height)\"\(SVGFormat.fill(background))/>\n"
        }
        return output
    }

    /// Writes the document of a laid-out figure to `stream`, as `write(layers.scene, to:)` would,
    /// without making the scene: the elements go from the layers to the stream one at a time.
    ///
    /// - Throws: what the stream's drain throws (a full disk, say).
    public func write(_ layers: FigureLayers, to stream: inout ByteStream) throws {
        stream.append(Self.documentOpening(size: layers.size, title: layers.title, background: layers.background))
        try write(layers.header, indent: 1, to: &stream)
        let panel = layers.emptyPanel
        stream.append(Self.panelOpening(panel, indent: 1))
        // Runs of elements are written in batches whose slices are formatted on every core.
        try layers.forEachPanelPart(node: { try write($0, indent: 2, to: &stream) }) { run in
            for start in stride(from: run.startIndex, to: run.endIndex, by: Self.batchSize) {
                try writeInParallel(run[start..<min(run.endIndex, start + Self.batchSize)], indent: 2, to: &stream)
            }
        }
        stream.append(Self.panelClosing(panel, indent: 1))
        try write(layers.footer, indent: 1, to: &stream)
        stream.append("</svg>\n")
        try stream.finish()
    }

    /// The document as UTF-8.
    public func data(for scene: Scene) -> Data { Data(ByteStream.collectWriter { try write(scene, to: &$0) }) }

    /// The SVG of a draw list, one node after another, at `indent` levels.
    public func nodes(_ nodes: [SceneNode], indent: Int) -> String {
        String(decoding: ByteStream.collectWriter { try write(nodes, indent: indent, to: &$0) }, as: UTF8.self)
    }

    /// Writes the SVG of a draw list to `stream`, offering it a chunk after each node.
    func write(_ nodes: some Sequence<SceneNode>, indent: Int, to stream: inout ByteStream) throws {
        for node in nodes { try write(node, indent: indent, to: &stream) }
    }

    /// Elements per batch of `write(_ layers:to:)`: a few MB of text, so memory stays small.
    static let batchSize = 16384

    /// Writes `elements` as one node each, their text made in slices on every core
    /// (`ParallelWork`) and appended in order, so the bytes do not depend on the threads.
    private func writeInParallel(_ elements: ArraySlice<SceneElement>, indent: Int, to stream: inout ByteStream) throws
    {
        guard workers > 1, elements.count >= 1024 else {
            for element in elements {
                write(element, indent: indent, to: &stream)
                try stream.drainIfFull()
            }
            return
        }
        let slices = workers * 2
        let sliceSize = (elements.count + slices - 1) / slices
        let pieces = ParallelWork.map(count: slices, jobs: workers) { slice in
            let start = min(elements.endIndex, elements.startIndex + slice * sliceSize)
            let end = min(elements.endIndex, start + sliceSize)
            // About 400 bytes an element: room reserved once rather than grown.
            return ByteStream.collectWriter(capacity: (end - start) * 512) { stream in
                for element in elements[start..<end] { write(element, indent: indent, to: &stream) }
            }
        }
        for piece in pieces { try piece.withUnsafeBytes { try stream.write($0) } }
    }

    /// Writes one node to `stream`, then offers it a chunk.
    private func write(_ node: SceneNode, indent: Int, to stream: inout ByteStream) throws {
        switch node {
        case .element(let element): write(element, indent: indent, to: &stream)
        case .shape(let shape): stream.append(shapeElement(shape, indent: indent))
        case .text(let text): stream.append(textElement(text, indent: indent))
        case .image(let image): stream.append(imageElement(image, indent: indent))
        case .panel(let panel):
            stream.append(Self.panelOpening(panel, indent: indent))
            try write(panel.scene.nodes, indent: indent + 1, to: &stream)
            stream.append(Self.panelClosing(panel, indent: indent))
        }
        try stream.drainIfFull()
    }

    /// A picture: the PNG embedded as a data URI, stretched into its rectangle, seen through its
    /// clip (a nested `<svg>` viewport).
    public func imageElement(_ image: SceneImage, indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        let n = SVGFormat.number
        let clip = image.clip
        let inner = image.rect.offsetBy(dx: -clip.minX, dy: -clip.minY)
        return pad + "<svg class=\"\(XMLEscaping.escape(image.role))\" x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" "
            + "width=\"\(n(clip.width))\" height=\"\(n(clip.height))\" overflow=\"hidden\"><image x=\"\(n(inner.minX))\" "
            + "y=\"\(n(inner.minY))\" width=\"\(n(inner.width))\" height=\"\(n(inner.height))\" preserveAspectRatio=\"none\" "
            + "href=\"data:image/png;base64,\(image.png.base64EncodedString())\"/></svg>\n"
    }

    /// A chrome shape: `<rect>`, `<polygon>`, `<polyline>` or an even-odd `<path>`, with its role as class.
    public func shapeElement(_ shape: SceneShape, indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        let paint = SVGFormat.stroke(shape.stroke, width: shape.strokeWidth, dash: shape.dash)
        let role = "class=\"\(XMLEscaping.escape(shape.role))\""
        switch shape.path {
        case .rect(let rect, let radius):
            return pad
                + "<rect \(role)\(Self.rectAttributes(rect, radius: radius))\(SVGFormat.fill(shape.fill))\(paint)/>\n"
        case .polygon(let points):
            return pad
                + "<polygon \(role) points=\"\(SVGFormat.points(points))\"\(SVGFormat.fill(shape.fill))\(paint)/>\n"
        case .polyline(let points):
            return pad + "<polyline \(role) points=\"\(SVGFormat.points(points))\" fill=\"none\"\(paint)/>\n"
        case .compound:
            return pad + "<path \(role) d=\"\(Self.pathData(shape.path))\" fill-rule=\"evenodd\""
                + "\(SVGFormat.fill(shape.fill))\(paint)/>\n"
        }
    }

    /// A chrome text as `<text>` (role as class; bold as `font-weight="bold"`).
    public func textElement(_ text: SceneText, indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        var attributes = "class=\"\(XMLEscaping.escape(text.role))\" x=\"\(SVGFormat.number(text.position.x))\""
        attributes += " y=\"\(SVGFormat.number(text.position.y))\" font-size=\"\(SVGFormat.number(text.fontSize))\""
        if text.anchor != .start { attributes += " text-anchor=\"\(text.anchor.rawValue)\"" }
        if text.isBold { attributes += " font-weight=\"bold\"" }
        return pad + "<text \(attributes)\(SVGFormat.fill(text.color))>\(XMLEscaping.escapeText(text.text))</text>\n"
    }

    /// The end of a panel opened by `panelOpening`.
    static func panelClosing(_ panel: ScenePanel, indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        return (panel.holes.isEmpty ? "" : pad + "  </g>\n") + pad + (panel.clipsToBounds ? "</svg>\n" : "</g>\n")
    }

    /// The panel's holes as an even-odd clip path, and the group that uses it. Its id comes from
    /// the path itself, so equal clips share one name and the output stays deterministic.
    private static func holesOpening(_ panel: ScenePanel, indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        func rectangle(_ rect: CGRect) -> String {
            let n = SVGFormat.number
            return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
        }
        let path = ([panel.drawableArea] + panel.holes).map(rectangle).joined()
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in path.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        let id = "holes-" + String(hash, radix: 16)
        return pad + "  <clipPath id=\"\(id)\"><path clip-rule=\"evenodd\" d=\"\(path)\"/></clipPath>\n"
            + pad + "  <g clip-path=\"url(#\(id))\">\n"
    }

    /// The opening of a panel — its `<svg>` or `<g>` tag, title and background — shared with the
    /// animated SVG writer, which fills panels with animated content.
    static func panelOpening(_ panel: ScenePanel, indent: Int) -> String {
        let pad = String(repeating: "  ", count: indent)
        let size = panel.scene.size
        let (width, height) = (SVGFormat.number(size.width), SVGFormat.number(size.height))
        let label = panel.label.map { " data-label=\"\(XMLEscaping.escape($0))\"" } ?? ""
        var output = pad
        if panel.clipsToBounds {
            output += "<svg class=\"panel\"\(label) x=\"\(SVGFormat.number(panel.origin.x))\""
            output += " y=\"\(SVGFormat.number(panel.origin.y))\" width=\"\(width)\" height=\"\(height)\""
            output += " viewBox=\"0 0 \(width) \(height)\" overflow=\"hidden\">\n"
        } else {
            output += "<g class=\"panel\"\(label)\(translate(panel.origin))>\n"
        }
        if let title = panel.label { output += pad + "  <title>\(XMLEscaping.escapeText(title))</title>\n" }
        if let background = panel.scene.background {
            output += pad + "  <rect class=\"background\" width=\"\(width)\" height=\"\(height)\""
            output += "\(SVGFormat.fill(background))/>\n"
        }
        if !panel.holes.isEmpty { output += holesOpening(panel, indent: indent) }
        return output
    }

    /// ` transform="translate(x y)"`, or nothing at the origin.
    static func translate(_ point: CGPoint) -> String {
        let (x, y) = (SVGFormat.number(point.x), SVGFormat.number(point.y))
        return x == "0" && y == "0" ? "" : " transform=\"translate(\(x) \(y))\""
    }

    /// ` x=… y=… width=… height=…` and ` rx=…` when rounded (radius clamped to half the shorter side).
    static func rectAttributes(_ rect: CGRect, radius: CGFloat) -> String {
        String(decoding: ByteStream.collectWriter { writeRectAttributes(rect, radius: radius, to: &$0) }, as: UTF8.self)
    }

    /// Writes `rectAttributes(rect, radius:)` to `stream`.
    static func writeRectAttributes(_ rect: CGRect, radius: CGFloat, to stream: inout ByteStream) {
        let clamped = min(max(0, radius), min(rect.width, rect.height) / 2)
        // Written one by one (no array per element: this runs for every element).
        stream.append(" x=\"")
        stream.append(thousandths: Double(rect.minX))
        stream.append("\" y=\"")
        stream.append(thousandths: Double(rect.minY))
        stream.append("\" width=\"")
        stream.append(thousandths: Double(rect.width))
        stream.append("\" height=\"")
        stream.append(thousandths: Double(rect.height))
        stream.append("\"")
        if !DecimalText.isZeroInThousandths(Double(clamped)) {
            stream.append(" rx=\"")
            stream.append(thousandths: Double(clamped))
            stream.append("\"")
        }
    }

    /// Path data for a scene path; rounded rectangles start at (minX + r, minY) and run clockwise,
    /// like SVG's `<rect>`.
    static func pathData(_ path: ScenePath) -> String {
        let n = SVGFormat.number
        switch path {
        case .rect(let rect, let radius):
            let r = min(max(0, radius), min(rect.width, rect.height) / 2)
            guard n(r) != "0" else {
                return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
            }
            let arc = "A\(n(r)) \(n(r)) 0 0 1 "
            return "M\(n(rect.minX + r)) \(n(rect.minY))H\(n(rect.maxX - r))\(arc)\(n(rect.maxX)) \(n(rect.minY + r))"
                + "V\(n(rect.maxY - r))\(arc)\(n(rect.maxX - r)) \(n(rect.maxY))H\(n(rect.minX + r))"
                + "\(arc)\(n(rect.minX)) \(n(rect.maxY - r))V\(n(rect.minY + r))\(arc)\(n(rect.minX + r)) \(n(rect.minY))Z"
        case .polygon(let points), .polyline(let points):
            guard let first = points.first else { return "" }
            let rest = points.dropFirst().map { "L\(n($0.x)) \(n($0.y))" }.joined()
            return "M\(n(first.x)) \(n(first.y))" + rest + (path == .polyline(points) ? "" : "Z")
        case .compound(let paths):
            return paths.map(pathData).joined(separator: " ")
        }
    }
}
