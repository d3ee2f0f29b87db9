import CollectionLayout
import Foundation
import LayoutDocument
import LayoutImage
import LayoutRendering
import LayoutSnapshot
import LayoutStyle
import LayoutSupport

/// Renders a layout document: lays it out with the engine, then produces the layout snapshot,
/// the scene, SVG or PNG. Deterministic: the same document gives byte-identical output.
///
/// ```swift
/// let document = try LayoutDocument.load(contentsOf: url)
/// let svg = try DocumentRenderer(document: document).data(as: .svg)
/// ```
public struct DocumentRenderer {
    /// The output formats, chosen by file extension on the command line.
    public enum Format: String, Sendable, CaseIterable {
        case svg, png, json, pdf

        /// The format for a file name's extension (case-insensitive), or nil.
        public init?(pathExtension: String) {
            self.init(rawValue: pathExtension.lowercased())
        }
    }

    /// The document to render.
    public var document: LayoutDocument
    /// Replaces the document's `render.region` when set.
    public var region: DocumentRenderOptions.Region?
    /// Replaces the document's `render.scale` when set.
    public var scale: Double?
    /// The PNG encoder settings.
    public var pngSettings: PNGEncodingSettings = .default
    /// Devices to draw the document on side by side, replacing `render.devices` when not empty
    /// (the layout snapshot stays that of the document's own device).
    public var devices: [DeviceSelection] = []
    /// Whether `write(as:to:)` leaves what it laid out to the process's exit instead of freeing
    /// it (`ProcessLifetime`): for a command-line tool that exits after one document, where
    /// freeing a million attributes objects costs a tenth of a second. False by default.
    public var leavesResultsToProcessExit = false

    /// The sheet of devices the drawn formats show, or nil for the document's one figure.
    private var sheet: DeviceSheet? {
        let devices = self.devices.isEmpty ? document.render.devices : self.devices
        return devices.isEmpty ? nil : DeviceSheet(document: document, devices: devices, region: region)
    }

    /// A renderer of `document`; `region` and `scale`, when given, replace its `render` values.
    public init(document: LayoutDocument, region: DocumentRenderOptions.Region? = nil, scale: Double? = nil) {
        self.document = document
        self.region = region
        self.scale = scale
    }

    /// The laid-out state: the collection view, the drawn attributes, and the keys the
    /// viewport's rect query returned.
    public struct LaidOut {
        /// The document's collection view, laid out.
        public var collectionView: CollectionView
        /// The attributes drawn: those of the whole content and the viewport, or of the viewport only.
        public var attributes: [CollectionViewLayoutAttributes]
        /// The keys of the elements the viewport's rect query returned.
        public var visibleKeys: Set<ElementKey>
    }

    /// Lays the document out: the rect query of the whole content (or of the viewport).
    ///
    /// - Throws: `DocumentError` when the layout computes a number that is not finite.
    public func layOut() throws -> LaidOut {
        try layOut(document.makeCollectionView())
    }

    /// `layOut()` in `collectionView`, the document's collection view already made.
    private func layOut(_ collectionView: CollectionView) throws -> LaidOut {
        let visible = collectionView.layoutAttributesForElements(in: collectionView.bounds)
        let attributes: [CollectionViewLayoutAttributes]
        switch region ?? document.render.region {
        case .viewport:
            attributes = visible
        case .content:
            let content = CGRect(origin: .zero, size: collectionView.contentSize)
            attributes = collectionView.layoutAttributesForElements(in: content.union(collectionView.bounds))
        }
        try document.requireFiniteGeometry(attributes, contentSize: collectionView.contentSize)
        return LaidOut(
            collectionView: collectionView, attributes: attributes, visibleKeys: Set(visible.map(\.elementKey)))
    }

    /// The layout snapshot of the drawn region.
    public func snapshot() throws -> LayoutSnapshot {
        snapshot(of: try layOut())
    }

    private func snapshot(of laidOut: LaidOut) -> LayoutSnapshot {
        LayoutSnapshot(
            attributes: laidOut.attributes, contentSize: laidOut.collectionView.contentSize,
            viewport: laidOut.collectionView.bounds)
    }

    /// The document's figure: its elements, chrome and region, before layout on a canvas.
    public func figure() throws -> Figure {
        figure(of: try layOut())
    }

    private func figure(of laidOut: LaidOut) -> Figure {
        figure(of: laidOut, deferringElements: false).figure
    }

    /// The document's figure with its annotations; when `deferringElements` and the figure allows
    /// it (`SceneBuilder.makeFigureDeferringElements`), without its elements, which are answered
    /// to be built as they are written.
    private func figure(of laidOut: LaidOut, deferringElements: Bool) -> (figure: Figure, elements: DeferredElements?) {
        var builder = SceneBuilder(
            style: document.makeStyle(), options: document.makeRenderOptions(region: region, scale: scale))
        builder.viewContent = document.viewContentProvider()
        let presentation = document.presentation(for: laidOut.attributes)
        let (attributes, contentSize, viewport) =
            (laidOut.attributes, laidOut.collectionView.contentSize, laidOut.collectionView.bounds)
        var (figure, elements): (Figure, DeferredElements?)
        if deferringElements,
            let deferred = builder.makeFigureDeferringElements(
                attributes: attributes, contentSize: contentSize, viewport: viewport, highlighted: laidOut.visibleKeys,
                labels: presentation.labels, appearances: presentation.appearances)
        {
            (figure, elements) = deferred
        } else {
            figure = builder.makeFigure(
                attributes: attributes, contentSize: contentSize, viewport: viewport, highlighted: laidOut.visibleKeys,
                labels: presentation.labels, appearances: presentation.appearances)
            elements = nil
        }
        figure.annotations += annotationNodes(
            attributes: attributes, contentSize: contentSize, style: builder.style, region: figure.region)
        return (figure, elements)
    }

    /// The document's figure laid out, and its elements when they can be built as they are
    /// written; nil elements: the layers hold them.
    private func layers(of laidOut: LaidOut) -> (FigureLayers, DeferredElements?) {
        let (figure, elements) = figure(of: laidOut, deferringElements: true)
        var layers = figure.layers()
        guard let elements, layers.drawsAroundLabels else { return (layers, elements) }
        // Drawing around the labels needs every element's: they are built before writing.
        layers.elements = elements.built(moving: layers.elementShift)
        return (layers, nil)
    }

    /// The scene both backends draw.
    public func scene() throws -> Scene { try figure().scene }

    /// Refuses a PNG that cannot fit the canvas limits before any element is queried or drawn
    /// (`LayoutDocument.checkCanvasBeforeDrawing`).
    ///
    /// - Throws: `RasterError`, as `RasterCanvas` words it.
    func checkCanvasBeforeDrawing(in collectionView: CollectionView? = nil) throws {
        try document.checkCanvasBeforeDrawing(
            region: region ?? document.render.region, scale: effectiveScale, in: collectionView)
    }

    /// The pixels per point used for PNG output.
    public var effectiveScale: Double { scale ?? document.render.scale }

    /// The rendered bytes in `format`.
    ///
    /// - Throws: `RasterError` when a PNG canvas would exceed Cairo's limits or the pixel
    ///   budget; Cairo and PNG errors when drawing or encoding fails.
    public func data(as format: Format) throws -> Data {
        if let sheet, format != .json {
            let scene = try sheet.scene()
            switch format {
            case .png:
                return try RasterRenderer(scale: CGFloat(effectiveScale)).pngData(for: scene, settings: pngSettings)
            case .pdf: return try PDFRenderer().pdfData(for: scene)
            case .svg, .json: return SVGWriter().data(for: scene)
            }
        }
        switch format {
        case .json, .svg:
            return Data(try ByteStream.collect { try write(as: format, to: &$0) })
        case .png:
            // One layout pass serves the early canvas check and the output.
            let collectionView = document.makeCollectionView()
            try checkCanvasBeforeDrawing(in: collectionView)
            return try RasterRenderer(scale: CGFloat(effectiveScale)).pngData(
                for: figure(of: try layOut(collectionView)).scene, settings: pngSettings)
        case .pdf: return try PDFRenderer().pdfData(for: figure().scene)
        }
    }

    /// Writes the output in a text format (`.json` or `.svg`) to `stream` as it is produced, so
    /// its size in memory is a chunk, not the file: the JSON straight from the layout attributes,
    /// the SVG node by node. Other formats are encoded whole (`data(as:)`) and then written.
    ///
    /// - Throws: `DocumentError` for a layout that computes numbers out of range; what the
    ///   stream's drain throws.
    public func write(as format: Format, to stream: inout ByteStream) throws {
        switch format {
        case .json:
            let laidOut = try layOut()
            retire(laidOut)
            try LayoutSnapshot.writeCanonicalJSON(
                attributes: laidOut.attributes, contentSize: laidOut.collectionView.contentSize,
                viewport: laidOut.collectionView.bounds, to: &stream)
        case .svg where sheet != nil:
            stream.append(contentsOf: try data(as: .svg))
            try stream.finish()
        case .svg:
            let laidOut = try layOut()
            let (layers, elements) = layers(of: laidOut)
            retire((laidOut, layers, elements))
            if let elements {
                try SVGWriter().write(layers, elements: elements, to: &stream)
            } else {
                try SVGWriter().write(layers, to: &stream)
            }
        case .png, .pdf:
            stream.append(contentsOf: try data(as: format))
            try stream.finish()
        }
    }

    /// Leaves `results` to the process's exit when `leavesResultsToProcessExit` says so; else
    /// nothing: they are freed as usual once no longer used.
    private func retire<Results>(_ results: Results) {
        if leavesResultsToProcessExit { ProcessLifetime.keep(results) }
    }

    /// The document's `annotations` in the region's coordinates; an annotation whose element
    /// is not drawn, or a spacing between elements that overlap on both axes, is left out.
    private func annotationNodes(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, style: Style, region: CGRect
    ) -> [SceneNode] {
        // The obstacles below are every element's frame: none are gathered for no annotation.
        guard !document.annotations.isEmpty else { return [] }
        let callouts = FigureCallouts(style: style)
        func frame(_ selector: ElementSelector) -> CGRect? {
            attributes.first { selector.matches($0) }.map { $0.frame.offsetBy(dx: -region.minX, dy: -region.minY) }
        }
        let content = CGRect(origin: CGPoint(x: -region.minX, y: -region.minY), size: contentSize)
        // Labels keep clear of the elements, the content outline's edges and each other; the text
        // may use the figure's margin around the region.
        let room = CGRect(origin: .zero, size: region.size).insetBy(dx: -12, dy: -12)
        var obstacles = attributes.filter { !$0.isHidden }.map { $0.frame.offsetBy(dx: -region.minX, dy: -region.minY) }
        obstacles += [
            CGRect(x: content.minX - 1, y: content.minY - 1, width: content.width + 2, height: 2),
            CGRect(x: content.minX - 1, y: content.maxY - 1, width: content.width + 2, height: 2),
            CGRect(x: content.minX - 1, y: content.minY - 1, width: 2, height: content.height + 2),
            CGRect(x: content.maxX - 1, y: content.minY - 1, width: 2, height: content.height + 2),
        ]
        func dimension(from start: CGPoint, to end: CGPoint) -> [SceneNode] {
            callouts.dimension(from: start, to: end, avoiding: &obstacles, in: room)
        }
        return document.annotations.flatMap { annotation -> [SceneNode] in
            switch annotation {
            case .spacing(let first, let second):
                guard let a = frame(first), let b = frame(second) else { return [] }
                let (left, right) = a.midX <= b.midX ? (a, b) : (b, a)
                let (upper, lower) = a.midY <= b.midY ? (a, b) : (b, a)
                if right.minX >= left.maxX {
                    let top = max(left.minY, right.minY)
                    let bottom = min(left.maxY, right.maxY)
                    let y = top < bottom ? (top + bottom) / 2 : left.midY
                    return dimension(from: CGPoint(x: left.maxX, y: y), to: CGPoint(x: right.minX, y: y))
                }
                if lower.minY >= upper.maxY {
                    let leading = max(upper.minX, lower.minX)
                    let trailing = min(upper.maxX, lower.maxX)
                    let x = leading < trailing ? (leading + trailing) / 2 : upper.midX
                    return dimension(from: CGPoint(x: x, y: upper.maxY), to: CGPoint(x: x, y: lower.minY))
                }
                return []
            case .inset(let selector, let edge):
                guard let f = frame(selector) else { return [] }
                switch edge {
                case .left:
                    return dimension(
                        from: CGPoint(x: content.minX, y: f.midY), to: CGPoint(x: f.minX, y: f.midY))
                case .right:
                    return dimension(
                        from: CGPoint(x: f.maxX, y: f.midY), to: CGPoint(x: content.maxX, y: f.midY))
                case .top:
                    return dimension(
                        from: CGPoint(x: f.midX, y: content.minY), to: CGPoint(x: f.midX, y: f.minY))
                case .bottom:
                    return dimension(
                        from: CGPoint(x: f.midX, y: f.maxY), to: CGPoint(x: f.midX, y: content.maxY))
                }
            case .callout(let selector, let text):
                guard let f = frame(selector) else { return [] }
                // The element pointed at is not in the way of its own callout.
                var others = obstacles.filter { $0 != f }
                let nodes = callouts.callout(text, pointingAt: f, in: room, avoiding: &others)
                if let box = others.last { obstacles.append(box) }
                return nodes
            }
        }
    }
}

extension LayoutDocument {
    /// Runs `body`, reporting a canvas that does not fit (`RasterError`) as a problem of this
    /// document at `keyPath` (its region and scale decide the canvas), with `hint` appended: the
    /// message then starts with the file and line like every other. A document without that key
    /// is located at what sizes the canvas instead: its `viewport`, its `device`, its `layout`.
    ///
    /// - Throws: what `body` throws, a `RasterError` as a `DocumentError`.
    public func locatingCanvasLimits<T>(at keyPath: String = "render", hint: String? = nil, _ body: () throws -> T)
        throws -> T
    {
        do {
            return try body()
        } catch let error as RasterError {
            let located = [keyPath, "viewport", "device", "layout"].first { keyLocations[$0] != nil } ?? keyPath
            throw self.error(at: located, .outOfRange, error.message + (hint.map { "\nhint: " + $0 } ?? ""))
        }
    }
}
