import CollectionLayout
import LayoutAnimation
import LayoutRendering
import XCTest

/// The snapping figure: a carousel (items 200 wide, 20 apart, inset 95, viewport 390×400) flung
/// at 1000 pt/s from 0 would rest at 0.499 · (1000 − 10) = 494.01 (UIKit's deceleration: WWDC
/// 2018 "Designing Fluid Interfaces", stopping at 10 pt/s); the layout centres item 2
/// at 440. Both viewports appear, with their offsets.
final class SnapFigureTests: XCTestCase {
    func testFigureShowsNaturalAndAdjustedViewports() throws {
        let layout = CollectionViewSnappingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 300)
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 0, left: 95, bottom: 0, right: 95)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [10]))
        let plan = ScrollPlan(.fling(from: 0, velocity: 1000, frames: 2, rate: .normal), direction: .horizontal)
        let fling = try XCTUnwrap(try plan.sample(in: collectionView).fling, "fling")
        let scene = SnapFigure().makeScene(collectionView: collectionView, fling: fling, direction: .horizontal)
        guard case .panel(let panel)? = scene.nodes.first(where: { if case .panel = $0 { true } else { false } }) else {
            return XCTFail("no region panel")
        }
        // Region: along x, both rests (440…884.01 for 390-wide viewports at 440 and 494.01) and
        // half a viewport (195) beyond them, 245…1079.01, so local x = x − 245; along y the
        // content (400) with a label band of 26 above and below: local y = y + 26.
        XCTAssertEqual(panel.scene.size.width, 1079.01 - 245, accuracy: 1e-9)
        // The annotations are a panel of their own, drawn around the labels (its holes).
        let nodes = panel.scene.nodes.flatMap { node -> [SceneNode] in
            if case .panel(let annotations) = node, !annotations.holes.isEmpty { return annotations.scene.nodes }
            return [node]
        }
        let natural: CGFloat = 0.499 * (1000 - 10)
        let proposed = nodes.compactMap { node -> CGRect? in
            if case .shape(let shape) = node, shape.role == "proposed-viewport", case .rect(let rect, _) = shape.path {
                return rect
            }
            return nil
        }
        XCTAssertEqual(proposed.count, 1, "one proposed viewport")
        XCTAssertEqual(
            proposed.first?.minX ?? 0, natural - 245, accuracy: 1e-9, "proposed viewport at the natural rest")
        XCTAssertEqual(proposed.first?.minY ?? 0, 26, accuracy: 1e-9, "below the label band")
        XCTAssertEqual(proposed.first?.size, CGSize(width: 390, height: 400), "viewport size")
        let texts = nodes.compactMap { node -> String? in
            if case .text(let text) = node { return text.text }
            return nil
        }
        XCTAssertEqual(
            texts, ["natural rest x = 494", "snapped x = 440"], "offset labels, to a tenth of a point (494.01)")
        let highlighted = scene.allElements.filter(\.isHighlighted).map(\.key)
        XCTAssertEqual(highlighted, [.cell(IndexPath(item: 2, section: 0))], "the centred item is highlighted")
        XCTAssertEqual(collectionView.contentOffset.x, 440, "the collection view shows the adjusted offset")
    }
}
