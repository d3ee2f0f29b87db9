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
/// - All text goes through `XMLEscaping` (`escape` for attribute values, `escapeText` for
///   character data, or their `appendAttribute`/`appendText`); the root sets `font-family` to
///   DejaVu Sans (with fallbacks, `TextLayout.svgFontFamily`).
/// - Panels become nested `<svg>` viewports (clipped, no ids needed) or translated `<g>`s; a
///   panel with holes clips to an even-odd path whose id is the path's `FNV1a` hash.
///
/// It draws exactly what the Cairo backend draws, by the contracts of `SceneElement`,
/// `ElementOutline`, `TextLayout`, `SceneShape` and `ScenePanel`.
public struct SVGWriter: Sendable {
    /// Threads that format the elements of large figures (`write(_:to:)` of `FigureLayers`;
    /// elements written as they are built are formatted on their builder's, `SceneBuilder`'s).
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
        Self.writeDocumentOpening(size: scene.size, title: scene.title, background: scene.background, to: &stream)
        try write(scene.nodes, indent: 1, to: &stream)
        stream.append("</svg>\n")
        try stream.finish()
    }

    /// The start of every SVG document LayoutShot writes — stills, animated SVGs, scroll
    /// flipbooks: the XML declaration, the root `<svg>` of `size` with the one font stack
    /// (`TextLayout.svgFontFamily`), the title (also as `aria-label`) and the background.
    public static func documentOpening(size: CGSize, title: String?, background: Color?) -> String {
        String(
            decoding: ByteStream.collectWriter {
                writeDocumentOpening(size: size, title: title, background: background, to: &$0)
            }, as: UTF8.self)
    }

    /// Writes `documentOpening(size:title:background:)` to `stream`.
    static func writeDocumentOpening(size: CGSize, title: String?, background: Color?, to stream: inout ByteStream) {
        stream.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        let width = SVGFormat.number(size.width)
        let height = SVGFormat.number(size.height)
        stream.append(
            "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"\(width)\" height=\"\(height)\"")
        stream.append(" viewBox=\"0 0 \(width) \(height)\" font-family=\"\(TextLayout.svgFontFamily)\"")
        if let title { stream.append(" role=\"img\" aria-label=\"\(XMLEscaping.escape(title))\"") }
        stream.append(">\n")
        if let title { stream.append("  <title>\(XMLEscaping.escapeText(title))</title>\n") }
        if let background {
            stream.append("  <rect class=\"background\" width=\"\(width)\" height=\"\(height)\"")
            SVGFormat.writeFill(background, to: &stream)
            stream.append("/>\n")
        }
    }

    /// Writes the document of a laid-out figure to `stream`, as `write(layers.scene, to:)` would,
    /// without making the scene: the elements go from the layers to the stream one at a time.
    ///
    /// - Throws: what the stream's drain throws (a full disk, say).
    public func write(_ layers: FigureLayers, to stream: inout ByteStream) throws {
        try writeDocument(of: layers, to: &stream) { stream in
            // Runs of elements are written in batches whose slices are formatted on every core.
            try layers.forEachPanelPart(node: { try write($0, indent: 2, to: &stream) }) { run in
                for start in stride(from: run.startIndex, to: run.endIndex, by: Self.batchSize) {
                    try writeInParallel(run[start..<min(run.endIndex, start + Self.batchSize)], indent: 2, to: &stream)
                }
            }
        }
    }

    /// Writes the document of a laid-out figure whose elements are `elements` to `stream`, as
    /// `write(_:to:)` would once they were built into `layers`: they are built and formatted a
    /// batch at a time on every core, and none is kept once it is written, so a figure of a
    /// million elements never holds them all.
    ///
    /// - Precondition: `layers` holds no elements and draws nothing around their labels
    ///   (`drawsAroundLabels`, which needs them all).
    /// - Throws: what the stream's drain throws (a full disk, say).
    public func write(_ layers: FigureLayers, elements: DeferredElements, to stream: inout ByteStream) throws {
        precondition(layers.elements.isEmpty && !layers.drawsAroundLabels, "the elements are written as they are built")
        try writeDocument(of: layers, to: &stream) { stream in
            for node in layers.underlay { try write(node, indent: 2, to: &stream) }
            let piece: @Sendable (ElementSlice) -> [UInt8] = { [self] slice in
                formatted(count: slice.count, indent: 2, slice.forEach)
            }
            try elements.forEachBatch(moving: layers.elementShift, piece) { pieces in
                for piece in pieces { try stream.write(owned: piece) }
            }
            for node in layers.nodesOverElements { try write(node, indent: 2, to: &stream) }
        }
    }

    /// Writes a laid-out figure's document around its region panel's contents, which
    /// `panelContents` writes.
    private func writeDocument(
        of layers: FigureLayers, to stream: inout ByteStream, panelContents: (inout ByteStream) throws -> Void
    ) throws {
        Self.writeDocumentOpening(size: layers.size, title: layers.title, background: layers.background, to: &stream)
        try write(layers.header, indent: 1, to: &stream)
        let panel = layers.emptyPanel
        Self.writePanelOpening(panel, indent: 1, to: &stream)
        try panelContents(&stream)
        Self.writePanelClosing(panel, indent: 1, to: &stream)
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
            var lines = RepeatedLines()
            for element in elements {
                write(element, indent: indent, to: &stream, lines: &lines)
                try stream.drainIfFull()
            }
            return
        }
        let slices = workers * 2
        let sliceSize = (elements.count + slices - 1) / slices
        let pieces = ParallelWork.map(count: slices, jobs: workers) { slice in
            let start = min(elements.endIndex, elements.startIndex + slice * sliceSize)
            return formatted(elements[start..<min(elements.endIndex, start + sliceSize)], indent: indent)
        }
        for piece in pieces { try stream.write(owned: piece) }
    }

    /// The groups of `elements`, one after another.
    private func formatted(_ elements: ArraySlice<SceneElement>, indent: Int) -> [UInt8] {
        formatted(count: elements.count, indent: indent) { body in elements.forEach(body) }
    }

    /// The groups of the `count` elements `forEach` hands over, one after another, their
    /// repeated lines copied (`RepeatedLines`).
    private func formatted(count: Int, indent: Int, _ forEach: ((SceneElement) -> Void) -> Void) -> [UInt8] {
        ByteStream.collectWriter(capacity: count * Self.bytesPerElement) { stream in
            var lines = RepeatedLines()
            forEach { write($0, indent: indent, to: &stream, lines: &lines) }
        }
    }

    /// Room for an element's group, reserved once for a slice rather than grown (about 400
    /// bytes each).
    private static let bytesPerElement = 512

    /// Writes one node to `stream`, then offers it a chunk (a panel's nodes offer one each).
    private func write(_ node: SceneNode, indent: Int, to stream: inout ByteStream) throws {
        try write(node, indent: indent, to: &stream) { try write($0, indent: indent + 1, to: &$1) }
        try stream.drainIfFull()
    }

    /// Writes one node to `stream`: an element's group, a chrome shape, text or picture, or a
    /// panel around its nodes, which `writeNodes` writes. Every tag of a still SVG is formatted
    /// here or below, straight into the stream (the animated writer composes these with tags of
    /// its own).
    func write(
        _ node: SceneNode, indent: Int, to stream: inout ByteStream,
        nodes writeNodes: ([SceneNode], inout ByteStream) throws -> Void
    ) rethrows {
        switch node {
        case .element(let element): write(element, indent: indent, to: &stream)
        case .shape(let shape): writeShape(shape, indent: indent, to: &stream)
        case .text(let text): writeText(text, indent: indent, to: &stream)
        case .image(let image): writeImage(image, indent: indent, to: &stream)
        case .panel(let panel):
            Self.writePanelOpening(panel, indent: indent, to: &stream)
            try writeNodes(panel.scene.nodes, &stream)
            Self.writePanelClosing(panel, indent: indent, to: &stream)
        }
    }

    /// A picture as `writeImage` writes it.
    public func imageElement(_ image: SceneImage, indent: Int) -> String {
        String(decoding: ByteStream.collectWriter { writeImage(image, indent: indent, to: &$0) }, as: UTF8.self)
    }

    /// A chrome shape as `writeShape` writes it.
    public func shapeElement(_ shape: SceneShape, indent: Int) -> String {
        String(decoding: ByteStream.collectWriter { writeShape(shape, indent: indent, to: &$0) }, as: UTF8.self)
    }

    /// A chrome text as `writeText` writes it.
    public func textElement(_ text: SceneText, indent: Int) -> String {
        String(decoding: ByteStream.collectWriter { writeText(text, indent: indent, to: &$0) }, as: UTF8.self)
    }

    /// A picture: the PNG embedded as a data URI, stretched into its rectangle, seen through its
    /// clip (a nested `<svg>` viewport).
    func writeImage(_ image: SceneImage, indent: Int, to stream: inout ByteStream) {
        let n = SVGFormat.number
        let clip = image.clip
        let inner = image.rect.offsetBy(dx: -clip.minX, dy: -clip.minY)
        stream.pad(indent)
        stream.append("<svg class=\"\(XMLEscaping.escape(image.role))\" x=\"\(n(clip.minX))\" y=\"\(n(clip.minY))\" ")
        stream.append(
            "width=\"\(n(clip.width))\" height=\"\(n(clip.height))\" overflow=\"hidden\"><image x=\"\(n(inner.minX))\" "
        )
        stream.append(
            "y=\"\(n(inner.minY))\" width=\"\(n(inner.width))\" height=\"\(n(inner.height))\" preserveAspectRatio=\"none\" "
        )
        stream.append("href=\"data:image/png;base64,\(image.png.base64EncodedString())\"/></svg>\n")
    }

    /// A chrome shape: `<rect>`, `<polygon>`, `<polyline>` or an even-odd `<path>`, with its role as class.
    func writeShape(_ shape: SceneShape, indent: Int, to stream: inout ByteStream) {
        let role = "class=\"\(XMLEscaping.escape(shape.role))\""
        stream.pad(indent)
        switch shape.path {
        case .rect(let rect, let radius):
            stream.append("<rect \(role)")
            Self.writeRectAttributes(rect, radius: radius, to: &stream)
            SVGFormat.writeFill(shape.fill, to: &stream)
        case .polygon(let points):
            stream.append("<polygon \(role) points=\"\(SVGFormat.points(points))\"")
            SVGFormat.writeFill(shape.fill, to: &stream)
        case .polyline(let points):
            stream.append("<polyline \(role) points=\"\(SVGFormat.points(points))\" fill=\"none\"")
        case .compound:
            stream.append("<path \(role) d=\"\(Self.pathData(shape.path))\" fill-rule=\"evenodd\"")
            SVGFormat.writeFill(shape.fill, to: &stream)
        }
        SVGFormat.writeStroke(shape.stroke, width: shape.strokeWidth, dash: shape.dash, to: &stream)
        stream.append("/>\n")
    }

    /// A chrome text as `<text>` (role as class; bold as `font-weight="bold"`).
    func writeText(_ text: SceneText, indent: Int, to stream: inout ByteStream) {
        stream.pad(indent)
        stream.append("<text class=\"\(XMLEscaping.escape(text.role))\" x=\"\(SVGFormat.number(text.position.x))\"")
        stream.append(" y=\"\(SVGFormat.number(text.position.y))\" font-size=\"\(SVGFormat.number(text.fontSize))\"")
        if text.anchor != .start { stream.append(" text-anchor=\"\(text.anchor.rawValue)\"") }
        if text.isBold { stream.append(" font-weight=\"bold\"") }
        SVGFormat.writeFill(text.color, to: &stream)
        stream.append(">\(XMLEscaping.escapeText(text.text))</text>\n")
    }

    /// The end of a panel opened by `panelOpening`.
    static func panelClosing(_ panel: ScenePanel, indent: Int) -> String {
        String(decoding: ByteStream.collectWriter { writePanelClosing(panel, indent: indent, to: &$0) }, as: UTF8.self)
    }

    /// Writes `panelClosing(panel, indent:)` to `stream`.
    static func writePanelClosing(_ panel: ScenePanel, indent: Int, to stream: inout ByteStream) {
        if !panel.holes.isEmpty {
            stream.pad(indent + 1)
            stream.append("</g>\n")
        }
        stream.pad(indent)
        stream.append(panel.clipsToBounds ? "</svg>\n" : "</g>\n")
    }

    /// The panel's holes as an even-odd clip path, and the group that uses it. Its id comes from
    /// the path itself, so equal clips share one name and the output stays deterministic.
    private static func writeHolesOpening(_ panel: ScenePanel, indent: Int, to stream: inout ByteStream) {
        func rectangle(_ rect: CGRect) -> String {
            let n = SVGFormat.number
            return "M\(n(rect.minX)) \(n(rect.minY))H\(n(rect.maxX))V\(n(rect.maxY))H\(n(rect.minX))Z"
        }
        let path = ([panel.drawableArea] + panel.holes).map(rectangle).joined()
        let id = "holes-" + String(FNV1a.hash(path.utf8), radix: 16)
        stream.pad(indent + 1)
        stream.append("<clipPath id=\"\(id)\"><path clip-rule=\"evenodd\" d=\"\(path)\"/></clipPath>\n")
        stream.pad(indent + 1)
        stream.append("<g clip-path=\"url(#\(id))\">\n")
    }

    /// The opening of a panel — its `<svg>` or `<g>` tag, title and background — shared with the
    /// animated SVG writer, which fills panels with animated content.
    static func panelOpening(_ panel: ScenePanel, indent: Int) -> String {
        String(decoding: ByteStream.collectWriter { writePanelOpening(panel, indent: indent, to: &$0) }, as: UTF8.self)
    }

    /// Writes `panelOpening(panel, indent:)` to `stream`.
    static func writePanelOpening(_ panel: ScenePanel, indent: Int, to stream: inout ByteStream) {
        let size = panel.scene.size
        let (width, height) = (SVGFormat.number(size.width), SVGFormat.number(size.height))
        let label = panel.label.map { " data-label=\"\(XMLEscaping.escape($0))\"" } ?? ""
        stream.pad(indent)
        if panel.clipsToBounds {
            stream.append("<svg class=\"panel\"\(label) x=\"\(SVGFormat.number(panel.origin.x))\"")
            stream.append(" y=\"\(SVGFormat.number(panel.origin.y))\" width=\"\(width)\" height=\"\(height)\"")
            stream.append(" viewBox=\"0 0 \(width) \(height)\" overflow=\"hidden\">\n")
        } else {
            stream.append("<g class=\"panel\"\(label)\(translate(panel.origin))>\n")
        }
        if let title = panel.label {
            stream.pad(indent + 1)
            stream.append("<title>\(XMLEscaping.escapeText(title))</title>\n")
        }
        if let background = panel.scene.background {
            stream.pad(indent + 1)
            stream.append("<rect class=\"background\" width=\"\(width)\" height=\"\(height)\"")
            SVGFormat.writeFill(background, to: &stream)
            stream.append("/>\n")
        }
        if !panel.holes.isEmpty { writeHolesOpening(panel, indent: indent, to: &stream) }
    }

    /// ` transform="translate(x y)"`, or nothing at the origin.
    static func translate(_ point: CGPoint) -> String {
        let (x, y) = (SVGFormat.number(point.x), SVGFormat.number(point.y))
        return x == "0" && y == "0" ? "" : " transform=\"translate(\(x) \(y))\""
    }

    /// Writes ` x=… y=… width=… height=…` and ` rx=…` when rounded (radius clamped to half the
    /// shorter side) to `stream`.
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
