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
}
