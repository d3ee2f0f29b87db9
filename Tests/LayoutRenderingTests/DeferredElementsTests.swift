import CollectionLayout
import Foundation
import LayoutStyle
import LayoutSupport
import LayoutTestSupport
import XCTest

@testable import LayoutRendering

/// A figure written as its elements are built (`makeFigureDeferringElements`,
/// `SVGWriter.write(_:elements:to:)`) is byte for byte the figure of the built elements.
final class DeferredElementsTests: XCTestCase {
    /// 20,000 cells (three batches) and a header, with zIndex ties, hidden, translucent,
    /// rotated and perspective cells, overlays from drawing hooks, a highlight, a label and an
    /// appearance; the rotated cells of the last column reach past the content, so the region
    /// grows and the elements are moved into it.
    private func attributes() -> [CollectionViewLayoutAttributes] {
        var attributes = AttributeFixtures.variedCells(count: 20_000) { indexPath in
            indexPath.item % 11 == 0
                ? OverlaidAttributes(forCellWith: indexPath) : CollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        for (item, cell) in attributes.enumerated() {
            if item % 5 == 0 { cell.alpha = 0.5 }
            if item % 17 == 0 { cell.transform3D = CATransform3DRotate(perspective, .pi / 5, 0, 1, 0) }
        }
        attributes.append(
            AttributeFixtures.supplementary(
                CollectionElementKind.sectionHeader, 0, 0, CGRect(x: 0, y: 0, width: 480, height: 10)))
        return attributes
    }

    private let contentSize = CGSize(width: 480, height: 100_000)
    private let viewport = CGRect(x: 0, y: 0, width: 480, height: 800)

    func testFigureWrittenAsItsElementsAreBuiltIsTheFigureOfTheBuiltElements() throws {
        let attributes = attributes()
        let labels = [attributes[5].elementKey: "five"]
        let appearances = [attributes[8].elementKey: ElementAppearance(fill: Color(red: 255, green: 0, blue: 0))]
        for workers in [1, 3] {
            var builder = SceneBuilder(options: RenderOptions(highlightVisible: true))
            builder.workers = workers
            var writer = SVGWriter()
            writer.workers = workers
            let built = builder.makeFigure(
                attributes: attributes, contentSize: contentSize, viewport: viewport, labels: labels,
                appearances: appearances
            ).layers()
            let expected = ByteStream.collectWriter { try writer.write(built, to: &$0) }

            let (figure, elements) = try XCTUnwrap(
                builder.makeFigureDeferringElements(
                    attributes: attributes, contentSize: contentSize, viewport: viewport, labels: labels,
                    appearances: appearances))
            XCTAssertTrue(figure.elements.isEmpty, "nothing built before it is written")
            let layers = figure.layers()
            XCTAssertNotEqual(layers.elementShift, .zero, "the region grew past the content: elements are moved")
            XCTAssertEqual(elements.count, built.elements.count)
            XCTAssertTrue(elements.built(moving: layers.elementShift) == built.elements, "workers \(workers)")
            var chunks = 0
            var streamed: [UInt8] = []
            var stream = ByteStream(chunkSize: 1 << 16) {
                chunks += 1
                streamed += $0
            }
            try writer.write(layers, elements: elements, to: &stream)
            XCTAssertTrue(streamed == expected, "workers \(workers): the streamed document differs")
            XCTAssertGreaterThan(chunks, 2, "written in pieces, not at once")
        }
    }

    func testADrainThatFailsStopsTheWritingWithItsError() throws {
        struct DiskFull: Error {}
        let (figure, elements) = try XCTUnwrap(
            SceneBuilder().makeFigureDeferringElements(
                attributes: attributes(), contentSize: contentSize, viewport: viewport))
        var chunks = 0
        var stream = ByteStream(chunkSize: 1 << 16) { _ in
            chunks += 1
            if chunks == 3 { throw DiskFull() }
        }
        XCTAssertThrowsError(try SVGWriter().write(figure.layers(), elements: elements, to: &stream)) { error in
            XCTAssertTrue(error is DiskFull, "\(error)")
        }
        XCTAssertEqual(chunks, 3, "nothing is drained after the failure")
    }

    func testFiguresThatNeedTheirElementsToBeMadeAreNotDeferred() {
        let attributes = attributes()
        func defers(_ options: RenderOptions, attributes: [CollectionViewLayoutAttributes]) -> Bool {
            SceneBuilder(options: options).makeFigureDeferringElements(
                attributes: attributes, contentSize: contentSize, viewport: viewport) != nil
        }
        XCTAssertTrue(defers(RenderOptions(), attributes: attributes))
        // A legend lists what is drawn; a smaller region leaves out what lies outside it.
        XCTAssertFalse(defers(RenderOptions(showLegend: true), attributes: attributes))
        XCTAssertFalse(defers(RenderOptions(region: .viewport), attributes: attributes))
        // A band's clip adds scroll cues, made from the clipped elements.
        let clipped = ClippedAttributes(forCellWith: IndexPath(item: 0, section: 1))
        clipped.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        XCTAssertFalse(defers(RenderOptions(), attributes: attributes + [clipped]))
        // Elements drawn as the app's views are made with their views.
        var builder = SceneBuilder()
        builder.viewContent = ViewContentProvider { _ in nil }
        XCTAssertNil(
            builder.makeFigureDeferringElements(attributes: attributes, contentSize: contentSize, viewport: viewport))
    }

    func testViewportOutlineIsDrawnAroundLabelsSoItsFigureNeedsItsElements() throws {
        let figure = try XCTUnwrap(
            SceneBuilder(options: RenderOptions(showViewport: true)).makeFigureDeferringElements(
                attributes: attributes(), contentSize: contentSize, viewport: viewport)
        ).figure
        XCTAssertTrue(figure.layers().drawsAroundLabels)
    }
}

/// Attributes whose element is darkened by an overlay, as a stretchy header's is.
private final class OverlaidAttributes: CollectionViewLayoutAttributes, SceneDrawingHooks {
    var sceneOverlayAlpha: CGFloat { 0.4 }
}

/// Attributes seen through a band, as an orthogonal section's cells are.
private final class ClippedAttributes: CollectionViewLayoutAttributes, SceneDrawingHooks {
    var sceneClip: CGRect? { CGRect(x: 0, y: 0, width: 20, height: 20) }
}
