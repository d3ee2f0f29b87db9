import CollectionLayout
import Foundation
import XCTest

/// A layout's `attributesAdjustment` changes what its collection view takes from it — the rect
/// and on-demand queries and the states around a batch update — for any layout, without
/// touching the layout's own answers.
final class LayoutAttributesAdjustmentTests: XCTestCase {
    /// Raises every cell of section 0 to zIndex 5, on a copy (the rect query's answer through the
    /// protocol's default, element by element).
    private struct RaiseSectionZero: LayoutAttributesAdjusting {
        func adjusted(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
            guard attributes.indexPath.section == 0 else { return attributes }
            let copy = attributes.copied()
            copy.zIndex = 5
            return copy
        }
    }

    private func makeGrid(counts: [Int] = [3, 2]) -> (CollectionView, InMemoryDataSource) {
        let layout = CollectionViewGridLayout()
        layout.itemSize = CGSize(width: 80, height: 60)
        layout.attributesAdjustment = RaiseSectionZero()
        let data = InMemoryDataSource(itemCounts: counts)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout, dataSource: data)
        return (view, data)
    }

    func testQueriesAreAdjustedAndTheLayoutsOwnAnswersAreNot() throws {
        let (view, _) = makeGrid()
        let shown = view.layoutAttributesForElements(in: view.bounds)
        XCTAssertEqual(shown.filter { $0.indexPath.section == 0 }.map(\.zIndex), [5, 5, 5])
        XCTAssertEqual(shown.filter { $0.indexPath.section == 1 }.map(\.zIndex), [0, 0])
        XCTAssertEqual(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex, 5, "on demand")
        let layout = view.collectionViewLayout
        let own = layout.layoutAttributesForElements(in: view.bounds) ?? []
        XCTAssertTrue(own.allSatisfy { $0.zIndex == 0 }, "the layout's own answers are not adjusted")
        XCTAssertEqual(layout.adjustedLayoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.zIndex, 5)
        layout.attributesAdjustment = nil
        XCTAssertTrue(view.layoutAttributesForElements(in: view.bounds).allSatisfy { $0.zIndex == 0 }, "removed")
    }

    /// A batch update sees the adjusted states on both sides: the cell that moves from section 1
    /// into section 0 (an insertion at 0-0 shifts nothing across sections, so a move is used)
    /// goes from zIndex 0 to zIndex 5.
    func testABatchUpdateAnimatesBetweenAdjustedStates() throws {
        let (view, data) = makeGrid()
        view.layoutIfNeeded()
        let result = try view.performBatchUpdates {
            data.itemCounts = [4, 1]
            view.moveItem(at: IndexPath(item: 0, section: 1), to: IndexPath(item: 3, section: 0))
        }
        let moved = try XCTUnwrap(
            result.transitions.first { $0.keyBefore == .cell(IndexPath(item: 0, section: 1)) })
        XCTAssertEqual(moved.from.zIndex, 0)
        XCTAssertEqual(moved.to.zIndex, 5)
        XCTAssertTrue(result.attributesAfter.filter { $0.indexPath.section == 0 }.allSatisfy { $0.zIndex == 5 })
    }
}
