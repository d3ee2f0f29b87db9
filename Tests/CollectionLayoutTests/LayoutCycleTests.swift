import CollectionLayout
import Foundation
import XCTest

final class LayoutCycleTests: XCTestCase {
    private func makeView(counts: [Int] = [3]) -> (CollectionView, RecordingLayout) {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: counts))
        return (view, layout)
    }

    func testLayoutPassRunsTheThreeStepsInOrder() {
        let (view, layout) = makeView()
        view.layoutIfNeeded()
        XCTAssertEqual(layout.calls, ["prepare", "contentSize", "elementsInRect"])
        XCTAssertTrue(layout.collectionView === view)
    }

    func testInvalidationsAreCoalesced() {
        let (view, layout) = makeView()
        view.layoutIfNeeded()
        layout.calls = []
        layout.invalidateLayout()
        layout.invalidateLayout()
        layout.invalidateLayout()
        XCTAssertEqual(layout.calls, [], "invalidateLayout only marks")
        view.layoutIfNeeded()
        view.layoutIfNeeded()
        XCTAssertEqual(layout.calls, ["prepare", "contentSize", "elementsInRect"])
    }

    func testBoundsChangeAsksTheLayout() {
        let (view, layout) = makeView()
        view.layoutIfNeeded()
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 50)
        view.layoutIfNeeded()
        XCTAssertEqual(layout.calls, ["shouldInvalidate", "elementsInRect"], "no re-prepare when the layout says no")
        layout.calls = []
        layout.invalidatesOnBoundsChange = true
        view.contentOffset = CGPoint(x: 0, y: 60)
        view.layoutIfNeeded()
        XCTAssertEqual(layout.calls, ["shouldInvalidate", "prepare", "contentSize", "elementsInRect"])
        layout.calls = []
        view.contentOffset = CGPoint(x: 0, y: 60)
        XCTAssertEqual(layout.calls, [], "setting the same bounds is not a change")
    }

    func testVisibleElementsFollowTheBounds() {
        let (view, _) = makeView(counts: [3, 3, 3])
        // Rows at y = 10…110, 120…220, 230…330; a 200-tall viewport at y = 0 sees two rows.
        XCTAssertEqual(Set(view.indexPathsForVisibleItems.map(\.section)), [0, 1])
        view.contentOffset = CGPoint(x: 0, y: 115)
        XCTAssertEqual(Set(view.indexPathsForVisibleItems.map(\.section)), [1, 2])
        XCTAssertEqual(view.bounds.origin, CGPoint(x: 0, y: 115))
    }

    func testDataSourceCountsAndRanges() {
        let (view, _) = makeView(counts: [2, -3])
        XCTAssertEqual(view.numberOfSections, 2)
        XCTAssertEqual(view.numberOfItems(inSection: 1), 0, "negative counts read as 0")
        XCTAssertEqual(view.numberOfItems(inSection: 7), 0)
        XCTAssertTrue(view.isValidItem(IndexPath(item: 1, section: 0)))
        XCTAssertFalse(view.isValidItem(IndexPath(item: 2, section: 0)))
    }

    func testReplacingTheLayoutInstallsIt() {
        let (view, old) = makeView()
        let new = CollectionViewGridLayout()
        view.collectionViewLayout = new
        XCTAssertNil(old.collectionView)
        XCTAssertTrue(new.collectionView === view)
        XCTAssertTrue(view.needsLayout)
    }
}
