import CollectionLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class StripTests: XCTestCase {
    private func frames(_ count: Int) -> [FilmStrip.Frame] {
        (0..<count).map { index in
            FilmStrip.Frame(
                scene: Scene(size: CGSize(width: 100, height: 50), background: .white),
                label: FilmStrip.timeLabel(CGFloat(index) * 0.25))
        }
    }

    private func panels(_ scene: Scene) -> [ScenePanel] {
        scene.nodes.compactMap { node in
            if case .panel(let panel) = node { return panel }
            return nil
        }
    }

    func testContactSheetPlacesFramesRowByRow() throws {
        let scene = try FilmStrip(columns: 2).makeScene(frames: frames(5))
        let labelHeight = 6 + 12 * TextLayout.lineHeightRatio
        let rowPitch: CGFloat = 50 + labelHeight + 16
        let expected = (0..<5).map { (index: Int) -> CGPoint in
            let column = CGFloat(index % 2)
            let row = CGFloat(index / 2)
            return CGPoint(x: 16 + column * 116, y: 16 + row * rowPitch)
        }
        XCTAssertEqual(panels(scene).map(\.origin), expected)
        let width: CGFloat = 16 + 100 + 16 + 100 + 16
        XCTAssertEqual(scene.size.width, width)
        let rows: CGFloat = 3
        let height: CGFloat = 16 + rows * (50 + labelHeight) + (rows - 1) * 16 + 16
        XCTAssertEqual(scene.size.height, height.rounded(.up), "sheet height rounded up to whole points")
        XCTAssertTrue(panels(scene).allSatisfy(\.clipsToBounds))
    }

    func testLabelsAreCentredUnderTheirFrames() throws {
        let scene = try FilmStrip(columns: 2).makeScene(frames: frames(3))
        let labels = SceneFixtures.texts("panel-label", in: scene)
        XCTAssertEqual(labels.map(\.text), ["t = 0 s", "t = 0.25 s", "t = 0.5 s"])
        for (label, panel) in zip(labels, panels(scene)) {
            XCTAssertEqual(label.anchor, .middle)
            XCTAssertEqual(label.position.x, panel.frame.midX, "\(label.text) centred under its frame")
            XCTAssertGreaterThan(label.position.y, panel.frame.maxY, "\(label.text) below its frame")
        }
    }

    func testWithoutColumnsEveryFrameIsInOneRow() throws {
        let scene = try FilmStrip().makeScene(frames: frames(4))
        XCTAssertEqual(Set(panels(scene).map(\.origin.y)), [16])
        let width: CGFloat = 16 + 4 * 100 + 3 * 16 + 16
        XCTAssertEqual(scene.size.width, width)
    }

    func testSmallerFramesAreCentredInTheirCell() throws {
        var list = frames(2)
        list[1].scene.size = CGSize(width: 60, height: 30)
        let scene = try FilmStrip().makeScene(frames: list)
        XCTAssertEqual(panels(scene)[1].origin, CGPoint(x: 16 + 116 + 20, y: 16 + 10))
    }

    func testInvalidRequestsAreErrors() {
        XCTAssertThrowsError(try FilmStrip().makeScene(frames: [])) { error in
            XCTAssertEqual("\(error)", "a film strip needs at least one frame")
        }
        XCTAssertThrowsError(try FilmStrip(columns: 0).makeScene(frames: frames(2))) { error in
            XCTAssertEqual("\(error)", "columns must be at least 1, got 0")
        }
    }

    func testStripOfFiguresIsValidSVG() throws {
        let grid = AttributeFixtures.referenceGrid()
        let figures = (0..<3).map { index in
            SceneBuilder(options: RenderOptions(region: .viewport)).makeScene(
                attributes: grid.attributes, contentSize: grid.contentSize,
                viewport: CGRect(x: 0, y: CGFloat(index) * 40, width: 200, height: 100))
        }
        let strip = try FilmStrip(columns: 3).makeScene(
            frames: figures.enumerated().map {
                FilmStrip.Frame(scene: $1, label: FilmStrip.offsetLabel(CGFloat($0) * 40))
            })
        let parser = XMLParser(data: SVGWriter().data(for: strip))
        let collector = ElementCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "\(String(describing: parser.parserError))")
        XCTAssertTrue(collector.texts.contains("y = 80"))
        XCTAssertEqual(strip.allElements.count, figures.map(\.allElements.count).reduce(0, +))
    }
}
