import CollectionLayout
import XCTest

/// Selection made by code, as UIKit documents `selectItem(at:animated:scrollPosition:)`,
/// `deselectItem(at:animated:)`, `indexPathsForSelectedItems`, `allowsSelection` and
/// `allowsMultipleSelection`.
final class SelectionTests: XCTestCase {
    private func makeView() -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 300), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [20]))
        view.layoutIfNeeded()
        return view
    }

    func testSelectingReplacesTheSelectionAndNilClearsIt() {
        let view = makeView()
        // "If there are no selected items, the value of this property is nil."
        XCTAssertNil(view.indexPathsForSelectedItems)
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)], "replaced")
        XCTAssertEqual(view.visibleCells.map(\.isSelected), [false, false, true])
        view.selectItem(at: nil, animated: false, scrollPosition: [])
        XCTAssertNil(view.indexPathsForSelectedItems, "nil clears the selection")
        XCTAssertEqual(view.visibleCells.map(\.isSelected), [false, false, false])
    }

    func testMultipleSelectionAddsAndDeselectingRemoves() {
        let view = makeView()
        view.allowsMultipleSelection = true
        for item in [2, 0] {
            view.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: [])
        }
        XCTAssertEqual(
            view.indexPathsForSelectedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 0)])
        view.deselectItem(at: IndexPath(item: 0, section: 0), animated: false)
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 2, section: 0)])
    }

    func testNothingChangesWhenSelectionIsNotAllowed() {
        let view = makeView()
        view.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        view.allowsSelection = false
        view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        XCTAssertEqual(view.indexPathsForSelectedItems, [IndexPath(item: 1, section: 0)])
    }

    /// The scroll position scrolls the item into view, as `scrollToItem(at:at:animated:)` does;
    /// a cell made afterwards for the selected item is selected.
    func testSelectingWithAScrollPositionScrollsAndTheNewCellIsSelected() {
        let view = makeView()
        view.selectItem(at: IndexPath(item: 10, section: 0), animated: false, scrollPosition: .top)
        XCTAssertEqual(view.contentOffset.y, 1000, "item 10's top: 10 × 100")
        view.layoutIfNeeded()
        let cell = view.cellForItem(at: IndexPath(item: 10, section: 0))
        XCTAssertEqual(cell?.isSelected, true)
        XCTAssertEqual(view.cellForItem(at: IndexPath(item: 11, section: 0))?.isSelected, false)
    }
}
