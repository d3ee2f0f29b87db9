import CollectionLayout
import LayoutAnimation
import LayoutImage
import LayoutRendering
import XCTest

/// The stretchy layout's parallax and header overlay reach the scene, and scroll strips lay out
/// one labelled viewport per frame. Layout: REFERENCE §6's example in a 390×700 viewport with
/// sections of 3, 2, 4 and 1 items (cell 0-0 spans 423–623, centre 523).
final class ScrollStripTests: XCTestCase {
    func makeStretchy(offset: CGFloat = 0) -> CollectionView {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: StretchyHeaderLayout(),
            dataSource: InMemoryDataSource(itemCounts: [3, 2, 4, 1]))
        collectionView.contentOffset = CGPoint(x: 0, y: offset)
        return collectionView
    }

    func testParallaxBecomesTheElementsContentOffset() throws {
        let collectionView = makeStretchy()
        let cell = try XCTUnwrap(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)), "cell 0-0")
        let element = SceneBuilder().element(for: cell)
        // d = 523 − 0 − 350 = 173; p = −60 · 173 / (350 + 100).
        XCTAssertEqual(element.contentOffset.y, -60 * 173 / 450, accuracy: 1e-9, "cell 0-0 content shift")
        XCTAssertEqual(element.contentOffset.x, 0, "no horizontal shift")
        XCTAssertEqual(element.center, CGPoint(x: 195, y: 523), "the frame itself does not move")
    }

    func testHeaderOverlayIsAnElementAboveTheHeader() throws {
        let collectionView = makeStretchy(offset: 150)
        let figure = SceneBuilder().makeFigure(
            attributes: collectionView.layoutAttributesForVisibleElements(), contentSize: collectionView.contentSize,
            viewport: collectionView.bounds)
        let elements = figure.elements
        let headerIndex = try XCTUnwrap(
            elements.firstIndex { $0.key.kind == CollectionElementKind.stretchyHeader }, "header in the figure")
        let header = elements[headerIndex]
        let overlay = elements[headerIndex + 1]
        XCTAssertEqual(overlay.key.kind, ElementOverlay.kind, "overlay drawn right above the header")
        XCTAssertEqual(overlay.alpha, 0.5, accuracy: 1e-12, "overlay alpha = min(0.6, 150 / 300)")
        XCTAssertEqual(overlay.center, header.center, "overlay covers the header")
        XCTAssertEqual(overlay.size, header.size, "overlay covers the header")
        XCTAssertEqual(overlay.zIndex, header.zIndex, "overlay shares the header's zIndex")
        // The header's own outline colour, its hue deeper, so the darkening keeps the header's hue.
        XCTAssertEqual(overlay.style.fill, header.style.stroke, "an overlay in the header's own deeper colour")
        XCTAssertNotNil(header.style.stroke)
        XCTAssertNil(overlay.label, "overlay has no label")

        let atTop = makeStretchy(offset: 0)
        let topFigure = SceneBuilder().makeFigure(
            attributes: atTop.layoutAttributesForVisibleElements(), contentSize: atTop.contentSize,
            viewport: atTop.bounds)
        XCTAssertFalse(topFigure.elements.contains { $0.key.kind == ElementOverlay.kind }, "no overlay at 0")
    }

    func testStripHasOneLabelledViewportPerFrame() throws {
        let collectionView = makeStretchy()
        let plan = ScrollPlan(.offsets([-100, 0, 150, 370]), overscroll: .exact)
        let sequence = try plan.sample(in: collectionView)
        let strip = ScrollStrip(columns: 2)
        let frames = strip.frames(for: sequence)
        XCTAssertEqual(frames.map(\.label), ["y = -100", "y = 0", "y = 150", "y = 370"], "offset labels")
        for frame in frames {
            XCTAssertEqual(
                frame.scene.size, CGSize(width: 390, height: 700), "\(frame.label): one viewport, no margins")
        }
        let scene = try strip.makeScene(for: sequence)
        let panels = scene.nodes.compactMap { node -> ScenePanel? in
            if case .panel(let panel) = node { return panel }
            return nil
        }
        XCTAssertEqual(panels.map(\.label), frames.map(\.label), "one panel per frame, in order")
        XCTAssertEqual(panels[1].origin.x - panels[0].origin.x, 390 + 16, "side by side, 16 apart")
        XCTAssertGreaterThan(panels[2].origin.y, panels[0].origin.y + 700, "two columns: third frame on the next row")
        XCTAssertEqual(
            SVGWriter().document(for: scene), SVGWriter().document(for: try strip.makeScene(for: sequence)),
            "deterministic")
    }
}

/// The animated (flipbook) SVG of a scroll: one group per frame, shown in turn.
final class ScrollFlipbookSVGTests: XCTestCase {
    func testOneDiscretelyTimedGroupPerFrame() throws {
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: StretchyHeaderLayout(),
            dataSource: InMemoryDataSource(itemCounts: [3, 2, 4, 1]))
        let sequence = try ScrollPlan(.offsets([-100, 150, 370, 1000]), overscroll: .exact).sample(in: collectionView)
        let writer = ScrollFlipbookSVG(frameDuration: 0.5)
        let document = try writer.document(for: sequence)
        XCTAssertEqual(document.components(separatedBy: "<g class=\"frame\"").count - 1, 4, "one group per frame")
        XCTAssertEqual(document.components(separatedBy: "<?xml").count - 1, 1, "one XML declaration")
        XCTAssertEqual(document.components(separatedBy: "dur=\"2s\"").count - 1, 4, "4 frames × 0.5 s loop")
        // Frame 1 of 4 is visible during [0.25, 0.5) of the loop.
        XCTAssertTrue(
            document.contains("values=\"hidden;visible;hidden\" keyTimes=\"0;0.25;0.5\""), "frame 1 timing")
        XCTAssertTrue(document.contains("values=\"visible;hidden\" keyTimes=\"0;0.25\""), "frame 0 timing")
        XCTAssertTrue(document.contains("values=\"hidden;visible\" keyTimes=\"0;0.75\""), "last frame timing")
        XCTAssertTrue(document.contains("data-label=\"y = 370\""), "frames carry their offset label")
        XCTAssertEqual(document, try writer.document(for: sequence), "deterministic")
    }
}
