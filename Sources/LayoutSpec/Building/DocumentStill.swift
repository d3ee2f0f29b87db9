import CollectionLayout
import Foundation
import LayoutRendering
import LayoutSnapshot

/// A document laid out once: what every still output is made from. Its layout snapshot, its
/// figure and its scene all come from the same pass (`DocumentRenderer.still()`), so `check`
/// records and draws the same elements and a caller never lays a document out twice.
public struct DocumentStill {
    /// The collection view, the attributes drawn and the keys the viewport's query returned.
    public let laidOut: DocumentRenderer.LaidOut
    /// The renderer that laid it out: the document and the region, scale and devices it draws.
    public let renderer: DocumentRenderer
    /// Whether the formats that write this still leave what it laid out and built to the
    /// process's exit instead of freeing it (`ProcessLifetime`): for a command-line tool that
    /// exits after one document, where freeing a million attributes objects costs a tenth of a
    /// second. False by default.
    public var leavesResultsToProcessExit = false

    /// The document laid out.
    public var document: LayoutDocument { renderer.document }

    /// The layout snapshot of the drawn region: every attribute drawn, the content size and the
    /// bounds (that of the document's own device when the drawn formats show a device sheet).
    public var snapshot: LayoutSnapshot {
        LayoutSnapshot(
            attributes: laidOut.attributes, contentSize: laidOut.collectionView.contentSize,
            viewport: laidOut.collectionView.bounds)
    }

    /// The document's figure: its elements, chrome, region and annotations, before layout on a
    /// canvas.
    public func figure() -> Figure {
        renderer.figure(of: laidOut, deferringElements: false).figure
    }

    /// The document's figure laid out on its canvas; its `contentOrigin` maps element frames to
    /// the image.
    public func layers() -> FigureLayers { figure().layers() }

    /// The figure laid out, and its elements when they can be built as they are written (a
    /// large figure of the whole content, `SceneBuilder.makeFigureDeferringElements`); nil
    /// elements: the layers hold them. What a streamed SVG is written from.
    public func layersDeferringElements() -> (layers: FigureLayers, elements: DeferredElements?) {
        let (figure, elements) = renderer.figure(of: laidOut, deferringElements: true)
        var layers = figure.layers()
        guard let elements, layers.drawsAroundLabels else { return (layers, elements) }
        // Drawing around the labels needs every element's: they are built before writing.
        layers.elements = elements.built(moving: layers.elementShift)
        return (layers, nil)
    }

    /// The sheet of devices the drawn formats show instead of the figure, or nil.
    public var deviceSheet: DeviceSheet? { renderer.deviceSheet }

    /// The scene both backends draw: the device sheet's when there is one, else the figure's.
    ///
    /// - Throws: what drawing the device sheet throws (a device's layout out of range).
    public func scene() throws -> Scene {
        if let sheet = deviceSheet { return try sheet.scene() }
        return figure().scene
    }
}
