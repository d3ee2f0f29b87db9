import CollectionLayout
import Foundation
import LayoutImage
import LayoutRendering
import LayoutSnapshot

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
    public func layOut() -> LaidOut {
        let collectionView = document.makeCollectionView()
        let visible = collectionView.layoutAttributesForElements(in: collectionView.bounds)
        let attributes: [CollectionViewLayoutAttributes]
        switch region ?? document.render.region {
        case .viewport:
            attributes = visible
        case .content:
            let content = CGRect(origin: .zero, size: collectionView.contentSize)
            attributes = collectionView.layoutAttributesForElements(in: content.union(collectionView.bounds))
        }
        return LaidOut(
            collectionView: collectionView, attributes: attributes, visibleKeys: Set(visible.map(\.elementKey)))
    }

    /// The layout snapshot of the drawn region.
    public func snapshot() -> LayoutSnapshot {
        let laidOut = layOut()
        return LayoutSnapshot(
            attributes: laidOut.attributes, contentSize: laidOut.collectionView.contentSize,
            viewport: laidOut.collectionView.bounds)
    }

    /// The document's figure: its elements, chrome and region, before layout on a canvas.
    public func figure() -> Figure {
        let laidOut = layOut()
        let builder = SceneBuilder(
            style: document.makeStyle(), options: document.makeRenderOptions(region: region, scale: scale))
        let presentation = document.presentation(for: laidOut.attributes)
        return builder.makeFigure(
            attributes: laidOut.attributes, contentSize: laidOut.collectionView.contentSize,
            viewport: laidOut.collectionView.bounds, highlighted: laidOut.visibleKeys, labels: presentation.labels,
            appearances: presentation.appearances)
    }

    /// The scene both backends draw.
    public func scene() -> Scene { figure().scene }

    /// The pixels per point used for PNG output.
    public var effectiveScale: Double { scale ?? document.render.scale }

    /// The rendered bytes in `format`.
    ///
    /// - Throws: `RasterError` when a PNG canvas would exceed Cairo's limits or the pixel
    ///   budget; Cairo and PNG errors when drawing or encoding fails.
    public func data(as format: Format) throws -> Data {
        switch format {
        case .json: return snapshot().jsonData()
        case .svg: return SVGWriter().data(for: scene())
        case .png:
            return try RasterRenderer(scale: CGFloat(effectiveScale)).pngData(for: scene(), settings: pngSettings)
        case .pdf: return try PDFRenderer().pdfData(for: scene())
        }
    }
}
