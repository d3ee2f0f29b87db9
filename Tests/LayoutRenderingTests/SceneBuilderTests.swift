import CollectionLayout
import Foundation
import LayoutImage
import LayoutStyle
import LayoutSupport
import LayoutTestSupport
import XCTest

@testable import LayoutRendering

final class SceneBuilderTests: XCTestCase {
    private let noMargins = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    func testHiddenElementsAreDropped() {
        let visible = AttributeFixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 10, height: 10))
        let hidden = AttributeFixtures.cell(0, 1, CGRect(x: 20, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let scene = SceneBuilder().makeScene(
            attributes: [visible, hidden], contentSize: CGSize(width: 30, height: 10), viewport: .zero)
        XCTAssertEqual(scene.allElements.map(\.key), [.cell(IndexPath(item: 0, section: 0))])
    }

    func testElementsAreSortedStablyByZIndex() {
        let zIndices = [1, 0, 1, 0, -1]
        let attributes = zIndices.enumerated().map { item, z in
            AttributeFixtures.cell(0, item, CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: z)
        }
        let scene = SceneBuilder().makeScene(
            attributes: attributes, contentSize: CGSize(width: 10, height: 10), viewport: .zero)
        // zIndex −1 first; then the two 0s and the two 1s, each pair in the layout's order.
        XCTAssertEqual(scene.allElements.map(\.key.indexPath.item), [4, 1, 3, 0, 2])
    }

    func testContentRegionIsTheWholeContentInsideTheMargins() throws {
        let grid = AttributeFixtures.referenceGrid()
        let scene = SceneBuilder().makeScene(
            attributes: grid.attributes, contentSize: grid.contentSize,
            viewport: CGRect(x: 0, y: 0, width: 200, height: 100))
        let panel = try XCTUnwrap(SceneFixtures.regionPanel(of: scene))
        XCTAssertEqual(scene.size, CGSize(width: 550 + 32, height: 220 + 32))
        XCTAssertEqual(panel.origin, CGPoint(x: 16, y: 16))
        XCTAssertEqual(panel.scene.size, CGSize(width: 550, height: 220))
        XCTAssertFalse(panel.clipsToBounds)
        XCTAssertEqual(scene.allElements.count, 12)
        let last = try XCTUnwrap(scene.allElements.last)
        // Cell 2-1: frame (100, 150, 80, 60), centre (140, 180).
        XCTAssertEqual(last.key, .cell(IndexPath(item: 1, section: 2)))
        XCTAssertEqual(last.center, CGPoint(x: 140, y: 180))
    }

    func testViewportRegionKeepsOnlyOverlappingElementsInViewportCoordinates() throws {
        let grid = AttributeFixtures.referenceGrid()
        let viewport = CGRect(x: 0, y: 75, width: 550, height: 70)
        let builder = SceneBuilder(options: RenderOptions(region: .viewport, margins: noMargins))
        let scene = builder.makeScene(attributes: grid.attributes, contentSize: grid.contentSize, viewport: viewport)
        let panel = try XCTUnwrap(SceneFixtures.regionPanel(of: scene))
        XCTAssertTrue(panel.clipsToBounds)
        XCTAssertEqual(panel.scene.size, CGSize(width: 550, height: 70))
        // Section 1's row spans y 80…140, inside 75…145; rows 0 (10…70) and 2 (150…210) are out.
        XCTAssertEqual(scene.allElements.map(\.key), (0..<6).map { .cell(IndexPath(item: $0, section: 1)) })
        let first = try XCTUnwrap(scene.allElements.first)
        // Cell 1-0 has centre (50, 110) in content coordinates: 110 − 75 = 35 in the viewport.
        XCTAssertEqual(first.center, CGPoint(x: 50, y: 35), "cell 1-0 centre in viewport coordinates")
    }

    func testHighlightIsTheViewportRectQueryResult() {
        let grid = AttributeFixtures.referenceGrid()
        let layout = CollectionViewGridLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [4, 6, 2]))
        let queried = Set(collectionView.layoutAttributesForVisibleElements().map(\.elementKey))
        let builder = SceneBuilder(options: RenderOptions(showViewport: true, highlightVisible: true))
        let scene = builder.makeScene(
            attributes: grid.attributes, contentSize: grid.contentSize, viewport: collectionView.bounds)
        let highlighted = Set(scene.allElements.filter(\.isHighlighted).map(\.key))
        // Viewport (0, 0, 200, 100): items 0…2 of sections 0 (y 10…70) and 1 (y 80…140).
        let expected = Set(
            [0, 1].flatMap { section in (0..<3).map { ElementKey.cell(IndexPath(item: $0, section: section)) } })
        XCTAssertEqual(highlighted, expected)
        XCTAssertEqual(queried, expected, "the grid layout's rect query")
        for element in scene.allElements where element.isHighlighted {
            XCTAssertEqual(element.style.stroke, Style.light.chrome.highlightStroke, "\(element.key) outline")
            XCTAssertEqual(element.style.strokeWidth, 2, "\(element.key) outline width")
        }
    }

    func testExplicitHighlightSetWins() {
        let grid = AttributeFixtures.referenceGrid()
        let only = ElementKey.cell(IndexPath(item: 5, section: 1))
        let builder = SceneBuilder(options: RenderOptions(highlightVisible: true))
        let scene = builder.makeScene(
            attributes: grid.attributes, contentSize: grid.contentSize,
            viewport: CGRect(x: 0, y: 0, width: 100, height: 100),
            highlighted: [only])
        XCTAssertEqual(scene.allElements.filter(\.isHighlighted).map(\.key), [only])
    }

    func testViewportChromeDimsOutsideAndOutlinesInside() throws {
        let grid = AttributeFixtures.referenceGrid()
        let viewport = CGRect(x: 0, y: 75, width: 200, height: 70)
        var style = Style.light
        style.chrome.viewportStrokeWidth = 2
        let scene = SceneBuilder(style: style, options: RenderOptions(showViewport: true)).makeScene(
            attributes: grid.attributes, contentSize: grid.contentSize, viewport: viewport)
        let outline = try XCTUnwrap(SceneFixtures.shapes("viewport", in: scene).first)
        // A 2-point stroke inset by 1 stays inside the viewport.
        XCTAssertEqual(outline.path, .rect(CGRect(x: 1, y: 76, width: 198, height: 68), cornerRadius: 0))
        let dim = try XCTUnwrap(SceneFixtures.shapes("dim", in: scene).first)
        XCTAssertEqual(
            dim.path,
            .compound([
                .rect(CGRect(x: 0, y: 0, width: 550, height: 220), cornerRadius: 0), .rect(viewport, cornerRadius: 0),
            ]))
    }

    func testAffineGeometryMapsLocalCoordinatesAboutTheCentre() {
        let attributes = AttributeFixtures.cell(0, 0, CGRect(x: 10, y: 10, width: 80, height: 60))
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 2)
        let element = SceneBuilder().element(for: attributes)
        guard case .affine(let m) = element.geometry else { return XCTFail("expected affine geometry") }
        // Local (40, 0) (the right edge's midpoint) rotates by 90° to (0, 40), then moves to the centre (50, 40).
        let point = CGPoint(x: 40, y: 0).applying(m)
        XCTAssertTrue(LayoutTolerance.isClose(point, CGPoint(x: 50, y: 80)), "rotated point \(point)")
        // The 80×60 box rotated a quarter turn is 60×80 around (50, 40).
        XCTAssertTrue(
            LayoutTolerance.isClose(element.boundingBox, CGRect(x: 20, y: 0, width: 60, height: 80)),
            "bounding box \(element.boundingBox)")
    }

    func testPerspectiveGeometryIsTheProjectedQuadrilateral() {
        let attributes = AttributeFixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 80, height: 60))
        var transform = CATransform3DIdentity
        transform.m14 = -1 / 400  // w = 1 − x/400: the right side comes closer.
        attributes.transform3D = transform
        let element = SceneBuilder().element(for: attributes)
        guard case .quadrilateral(let corners) = element.geometry else { return XCTFail("expected a quadrilateral") }
        // Left corners: w = 1.1; right corners: w = 0.9; then + centre (40, 30).
        let expected = [
            CGPoint(x: 40 - 40 / 1.1, y: 30 - 30 / 1.1), CGPoint(x: 40 + 40 / 0.9, y: 30 - 30 / 0.9),
            CGPoint(x: 40 + 40 / 0.9, y: 30 + 30 / 0.9), CGPoint(x: 40 - 40 / 1.1, y: 30 + 30 / 1.1),
        ]
        for (corner, want) in zip(corners, expected) {
            XCTAssertTrue(LayoutTolerance.isClose(corner, want), "corner \(corner), expected \(want)")
        }
    }

    func testSingularTransformIsInvisible() {
        let attributes = AttributeFixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 80, height: 60))
        attributes.transform = CGAffineTransform(scaleX: 0, y: 1)
        XCTAssertEqual(SceneBuilder().element(for: attributes).geometry, .invisible)
        XCTAssertTrue(SceneBuilder().element(for: attributes).boundingBox.isNull)
    }

    func testLabelsComeFromTemplatesOverridesAndFitTheElement() {
        let builder = SceneBuilder()
        let cell = builder.element(for: AttributeFixtures.cell(1, 3, CGRect(x: 0, y: 0, width: 80, height: 60)))
        XCTAssertEqual(cell.label, "1-3")
        XCTAssertEqual(cell.style.fontSize, 12, "\"1-3\" is 19.6 points wide at 12 points: it fits 80 points")
        let header = builder.element(
            for: AttributeFixtures.supplementary(
                CollectionElementKind.sectionHeader, 2, 0, CGRect(x: 0, y: 0, width: 300, height: 40)))
        XCTAssertEqual(header.label, "header 2")
        let tiny = builder.element(for: AttributeFixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 8, height: 8)))
        XCTAssertNil(tiny.label, "an 8-point cell has no room for a 6-point label")
        let titled = builder.element(
            for: AttributeFixtures.supplementary(
                CollectionElementKind.sectionHeader, 0, 0, CGRect(x: 0, y: 0, width: 300, height: 40)),
            label: "Recent")
        XCTAssertEqual(titled.label, "Recent")
    }

    func testNarrowElementShrinksItsLabel() {
        // "10-10" = 1303 + 1303 + 739 + 1303 + 1303 = 5951 units = 34.87 points at 12 points;
        // available 30 − 2·(2 + 1) = 24 points → 12 · 24 / 34.87 = 8.26 points.
        let element = SceneBuilder().element(
            for: AttributeFixtures.cell(10, 10, CGRect(x: 0, y: 0, width: 30, height: 30)))
        XCTAssertEqual(element.style.fontSize, 12 * 24 / (5951.0 / 2048 * 12), accuracy: 1e-9)
    }

    func testTitleLegendAndCaptionStackUnderEachOther() throws {
        let grid = AttributeFixtures.referenceGrid()
        let header = AttributeFixtures.supplementary(
            CollectionElementKind.sectionHeader, 0, 0, CGRect(x: 0, y: 0, width: 550, height: 10))
        let options = RenderOptions(title: "Grid", caption: "Three sections", showLegend: true)
        let scene = SceneBuilder(options: options).makeScene(
            attributes: grid.attributes + [header], contentSize: grid.contentSize, viewport: .zero)
        let title = try XCTUnwrap(SceneFixtures.texts("title", in: scene).first)
        let panel = try XCTUnwrap(SceneFixtures.regionPanel(of: scene))
        let caption = try XCTUnwrap(SceneFixtures.texts("caption", in: scene).first)
        XCTAssertEqual(SceneFixtures.texts("legend", in: scene).map(\.text), ["cell", "header"])
        XCTAssertLessThan(title.position.y, panel.origin.y)
        XCTAssertGreaterThan(caption.position.y, panel.frame.maxY)
        XCTAssertLessThan(caption.position.y, scene.size.height - 16)
        XCTAssertEqual(scene.title, "Grid")
    }
    func testCollectionViewFigureUsesItsRectQueries() throws {
        let layout = CollectionViewGridLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 100), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [4, 6, 2]))
        collectionView.contentOffset = CGPoint(x: 0, y: 75)
        // Bounds (0, 75, 200, 100): rows 1 (y 80…140) and 2 (y 150…210), columns 0…2 (x < 200).
        let expected: Set<ElementKey> = [
            .cell(IndexPath(item: 0, section: 1)), .cell(IndexPath(item: 1, section: 1)),
            .cell(IndexPath(item: 2, section: 1)), .cell(IndexPath(item: 0, section: 2)),
            .cell(IndexPath(item: 1, section: 2)),
        ]
        let figure = SceneBuilder(options: RenderOptions(showViewport: true, highlightVisible: true))
            .makeScene(for: collectionView)
        XCTAssertEqual(figure.allElements.count, 12, "the whole content is drawn")
        XCTAssertEqual(Set(figure.allElements.filter(\.isHighlighted).map(\.key)), expected)
        let viewportOnly = SceneBuilder(options: RenderOptions(region: .viewport)).makeScene(for: collectionView)
        XCTAssertEqual(Set(viewportOnly.allElements.map(\.key)), expected)
        let cell = try XCTUnwrap(viewportOnly.allElements.first { $0.key == .cell(IndexPath(item: 0, section: 2)) })
        // Cell 2-0: centre (50, 180) in content coordinates, (50, 105) in the viewport.
        XCTAssertEqual(cell.center, CGPoint(x: 50, y: 105), "cell 2-0 centre in the viewport")
        XCTAssertEqual(cell.contentCenter, CGPoint(x: 50, y: 180), "cell 2-0 centre in the content")
    }

    func testContentRegionGrowsToWholePointsAroundTransformedElements() throws {
        let cell = AttributeFixtures.cell(0, 0, CGRect(x: 0, y: 0, width: 80, height: 60))
        cell.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let scene = SceneBuilder(options: RenderOptions(margins: .zero)).makeScene(
            attributes: [cell], contentSize: CGSize(width: 80, height: 60), viewport: .zero)
        // Rotated 45°, the box's half-extent is (40 + 30)·cos 45° = 49.497 around (40, 30):
        // x −9.497…89.497 and y −19.497…79.497, rounded outwards to −10…90 and −20…80.
        let panel = try XCTUnwrap(SceneFixtures.regionPanel(of: scene))
        XCTAssertEqual(panel.scene.size, CGSize(width: 100, height: 100))
        XCTAssertEqual(scene.allElements.first?.center, CGPoint(x: 50, y: 50), "centre moved by (10, 20)")
        XCTAssertEqual(scene.size, CGSize(width: 100, height: 100))
    }

    func testLargeFiguresBuiltOnEveryCoreAreTheOneByOneFigure() throws {
        // 6,000 attributes (batches whose slices are built side by side) with zIndex ties,
        // hidden and rotated elements, drawing hooks (overlays, clips, shifted content), a
        // highlight, a label and an appearance; against the elements made one at a time by the
        // public single-element API, in the zIndex order.
        let attributes = AttributeFixtures.variedCells(count: 6_000) { indexPath in
            indexPath.item % 11 == 0
                ? HookedAttributes(forCellWith: indexPath) : CollectionViewLayoutAttributes(forCellWith: indexPath)
        }
        let highlighted = Set(attributes.prefix(50).map(\.elementKey))
        let labels = [attributes[5].elementKey: "five"]
        let appearances = [attributes[8].elementKey: ElementAppearance(fill: Color(red: 255, green: 0, blue: 0))]
        // Narrower than the rotated cells of the last column reach: the region grows.
        let (contentSize, viewport) = (CGSize(width: 480, height: 30_000), CGRect(x: 0, y: 0, width: 480, height: 800))
        var builder = SceneBuilder(options: RenderOptions(highlightVisible: true))
        builder.workers = 3
        let figure = builder.makeFigure(
            attributes: attributes, contentSize: contentSize, viewport: viewport, highlighted: highlighted,
            labels: labels, appearances: appearances)

        var expected: [SceneElement] = []
        for attributes in SceneBuilder.stablySortedByZIndex(attributes.filter { !$0.isHidden }) {
            let key = attributes.elementKey
            builder.appendElements(
                for: attributes, highlighted: highlighted.contains(key), label: labels[key],
                appearance: appearances[key], to: &expected)
        }
        XCTAssertEqual(figure.elements.count, expected.count)
        XCTAssertTrue(figure.elements == expected, "the figure's elements differ from the one-by-one elements")
        XCTAssertEqual(
            figure.elements.count { $0.key.kind == ElementOverlay.kind },
            attributes.count { $0 is HookedAttributes && !$0.isHidden }, "one overlay per visible hooked element")
        let region = builder.makeFigure(elements: expected, contentSize: contentSize, viewport: viewport).region
        XCTAssertEqual(figure.region, region)
        XCTAssertGreaterThan(region.maxX, contentSize.width, "grown by the rotated cells")
    }
}

/// Attributes drawn with every hook: a darkening overlay, a clip and shifted content.
private final class HookedAttributes: CollectionViewLayoutAttributes, SceneDrawingHooks {
    var sceneOverlayAlpha: CGFloat { 0.4 }
    var sceneClip: CGRect? { CGRect(x: 0, y: 0, width: 300, height: 20_000) }
    var sceneContentOffset: CGPoint { CGPoint(x: 0, y: -6) }
}
