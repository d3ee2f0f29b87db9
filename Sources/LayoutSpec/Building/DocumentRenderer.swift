import CollectionLayout
import Foundation
import LayoutDocument
import LayoutRendering
import LayoutSnapshot
import LayoutStyle
import LayoutSupport

/// Lays a layout document out with the engine and hands over the still it makes
/// (`DocumentStill`): the layout snapshot and the figure of one layout pass. Deterministic: the
/// same document gives the same still. The output stage (`LayoutOutput`) writes it as SVG, PNG,
/// PDF or JSON.
///
/// ```swift
/// let document = try LayoutDocument.load(contentsOf: url)
/// let still = try DocumentRenderer(document: document).still()
/// let snapshot = still.snapshot
/// ```
public struct DocumentRenderer {
    /// The document to render.
    public var document: LayoutDocument
    /// Replaces the document's `render.region` when set.
    public var region: DocumentRenderOptions.Region?
    /// Replaces the document's `render.scale` when set.
    public var scale: Double?
    /// Devices to draw the document on side by side, replacing `render.devices` when not empty
    /// (the layout snapshot stays that of the document's own device).
    public var devices: [DeviceSelection] = []

    /// The sheet of devices the drawn formats show, or nil for the document's one figure.
    public var deviceSheet: DeviceSheet? {
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
        /// The attributes drawn: those of the whole content (`CollectionView.wholeContentRect`),
        /// or of the viewport only.
        public var attributes: [CollectionViewLayoutAttributes]
        /// The keys of the elements the viewport's rect query returned.
        public var visibleKeys: Set<ElementKey>
    }

    /// The region drawn: the renderer's, else the document's `render.region`.
    public var effectiveRegion: DocumentRenderOptions.Region { region ?? document.render.region }

    /// The pixels per point used for PNG output.
    public var effectiveScale: Double { scale ?? document.render.scale }

    /// Lays the document out once and hands over the still: its snapshot and figure come from
    /// that one pass. With `checkingCanvas`, a PNG that cannot fit the canvas limits is refused
    /// after the layout is prepared and before any element is queried
    /// (`LayoutDocument.checkCanvasBeforeDrawing`).
    ///
    /// - Throws: `DocumentError` when the layout computes a number that is not finite;
    ///   `RasterError` for a canvas that does not fit, when checked.
    public func still(checkingCanvas: Bool = false) throws -> DocumentStill {
        let collectionView = document.makeCollectionView()
        if checkingCanvas {
            try document.checkCanvasBeforeDrawing(region: effectiveRegion, scale: effectiveScale, in: collectionView)
        }
        return DocumentStill(laidOut: try layOut(collectionView), renderer: self)
    }

    /// `still()`'s pass in `collectionView`, the document's collection view already made.
    private func layOut(_ collectionView: CollectionView) throws -> LaidOut {
        let visible = collectionView.layoutAttributesForElements(in: collectionView.bounds)
        let attributes: [CollectionViewLayoutAttributes]
        switch effectiveRegion {
        case .viewport: attributes = visible
        case .content: attributes = collectionView.layoutAttributesForWholeContent()
        }
        try document.requireFiniteGeometry(attributes, contentSize: collectionView.contentSize)
        return LaidOut(
            collectionView: collectionView, attributes: attributes, visibleKeys: Set(visible.map(\.elementKey)))
    }

    /// The layout snapshot of the drawn region (`still().snapshot`).
    public func snapshot() throws -> LayoutSnapshot { try still().snapshot }

    /// The document's figure (`still().figure()`).
    public func figure() throws -> Figure { try still().figure() }

    /// The scene both backends draw (`still().scene()`): the device sheet's when devices are set.
    public func scene() throws -> Scene { try still().scene() }

    /// The document's figure of `laidOut` with its annotations; when `deferringElements` and the
    /// figure allows it (`SceneBuilder.makeFigureDeferringElements`), without its elements, which
    /// are answered to be built as they are written.
    func figure(of laidOut: LaidOut, deferringElements: Bool) -> (figure: Figure, elements: DeferredElements?) {
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
