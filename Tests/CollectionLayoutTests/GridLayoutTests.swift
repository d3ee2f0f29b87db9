import CollectionLayout
import Foundation
import XCTest

/// REFERENCE §6, the row-per-section grid: x = (w + s)·i + s, y = (h + l)·k + l.
final class GridLayoutTests: XCTestCase {
    private func makeGrid(counts: [Int] = [4, 6, 2]) -> (CollectionView, CollectionViewGridLayout) {
        let layout = CollectionViewGridLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.interitemSpacing = 10
        layout.lineSpacing = 10
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: counts))
        return (view, layout)
    }

    func testFramesFollowTheFormula() throws {
        let (view, _) = makeGrid()
        for (section, count) in [4, 6, 2].enumerated() {
            for item in 0..<count {
                let frame = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: item, section: section)))
                    .frame
                let expected = CGRect(x: 90 * CGFloat(item) + 10, y: 70 * CGFloat(section) + 10, width: 80, height: 60)
                XCTAssertEqual(frame, expected, "cell \(section)-\(item)")
            }
        }
    }

    func testContentSize() {
        let (view, _) = makeGrid()
        view.layoutIfNeeded()
        // (maxItems·(w + s) + s, sections·(h + l) + l) = (6·90 + 10, 3·70 + 10).
        XCTAssertEqual(view.contentSize, CGSize(width: 550, height: 220))
    }

    func testRectQueryReturnsExactlyTheIntersectingCells() {
        let (view, _) = makeGrid()
        let rect = CGRect(x: 95, y: 75, width: 100, height: 10)
        let found = Set(view.layoutAttributesForElements(in: rect).map(\.indexPath))
        var expected: Set<IndexPath> = []
        for (section, count) in [4, 6, 2].enumerated() {
            for item in 0..<count {
                let frame = CGRect(x: 90 * CGFloat(item) + 10, y: 70 * CGFloat(section) + 10, width: 80, height: 60)
                if frame.intersects(rect) { expected.insert(IndexPath(item: item, section: section)) }
            }
        }
        XCTAssertEqual(found, expected)
        XCTAssertEqual(found, [IndexPath(item: 1, section: 1), IndexPath(item: 2, section: 1)])
        XCTAssertEqual(view.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 5, height: 5)).count, 0)
        XCTAssertEqual(
            view.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: 5000, height: 5000)).count, 12)
    }

    func testCellsThatOnlyTouchTheRectAreNotReturned() {
        // Core Graphics semantics: row 0 ends at y = 70, row 1 starts at y = 80.
        let (view, _) = makeGrid()
        XCTAssertEqual(view.layoutAttributesForElements(in: CGRect(x: 0, y: 70, width: 600, height: 10)).count, 0)
        XCTAssertEqual(view.layoutAttributesForElements(in: CGRect(x: 0, y: 69.5, width: 600, height: 1)).count, 4)
        XCTAssertFalse(CGRect(x: 0, y: 0, width: 10, height: 10).overlaps(CGRect(x: 10, y: 0, width: 5, height: 5)))
        XCTAssertTrue(CGRect(x: 0, y: 0, width: 10, height: 10).overlaps(CGRect(x: 9, y: 9, width: 5, height: 5)))
        XCTAssertFalse(
            CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10).overlaps(CGRect(x: 0, y: 0, width: 5, height: 5)))
    }

    func testOutOfRangeQueriesReturnNil() {
        let (view, layout) = makeGrid()
        view.layoutIfNeeded()
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 4, section: 0)))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 3)))
        XCTAssertNil(layout.layoutAttributesForItem(at: IndexPath(item: -1, section: 0)))
        XCTAssertNil(view.layoutAttributesForItem(at: IndexPath(item: 9, section: 9)))
    }

    func testBadSizesAreClampedToZeroWithoutNaN() {
        let (view, layout) = makeGrid()
        layout.itemSize = CGSize(width: CGFloat.nan, height: -5)
        layout.interitemSpacing = .infinity
        view.layoutIfNeeded()
        let size = view.contentSize
        // Width (NaN), height (−5) and spacing (∞) read as 0; line spacing stays 10: (0, 3·10 + 10).
        XCTAssertEqual(size, CGSize(width: 0, height: 40), "NaN, negative and infinite values read as 0")
        let all = (0..<3).compactMap { view.layoutAttributesForItem(at: IndexPath(item: 0, section: $0)) }
        XCTAssertEqual(all.map(\.frame.minY), [10, 20, 30])
        XCTAssertFalse(all.contains { $0.frame.origin.x.isNaN || $0.frame.origin.y.isNaN })
    }
}
