import CollectionLayout
import Foundation
import XCTest

final class BatchUpdateTests: XCTestCase {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    /// A one-row grid of 100×100 items, 10 apart: item i at x = 110·i + 10.
    private func makeView(counts: [Int], width: CGFloat = 600) -> (CollectionView, RecordingLayout, InMemoryDataSource)
    {
        let layout = RecordingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let dataSource = InMemoryDataSource(itemCounts: counts)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 400), collectionViewLayout: layout, dataSource: dataSource)
        view.layoutIfNeeded()
        return (view, layout, dataSource)
    }

    private func transition(_ result: BatchUpdateResult, after key: IndexPath) -> ElementTransition? {
        result.transitions.first { $0.keyAfter == .cell(key) }
    }

    func testInsertedCellStartsWhereTheLayoutSaysAndOnlyInsertedOnesMove() throws {
        // REFERENCE §4: an inserted cell starts at the centre of the collection view, transparent.
        let (view, layout, dataSource) = makeView(counts: [3])
        layout.insertionStart = CGPoint(x: 300, y: 200)
        layout.calls = []
        let result = try view.performBatchUpdates {
            dataSource.itemCounts = [4]
            view.insertItems(at: [path(0, 3)])
        }
        let inserted = try XCTUnwrap(transition(result, after: path(0, 3)))
        XCTAssertEqual(inserted.change, .inserted)
        XCTAssertEqual(inserted.from.center, CGPoint(x: 300, y: 200))
        XCTAssertEqual(inserted.from.alpha, 0)
        XCTAssertEqual(inserted.to.frame, CGRect(x: 340, y: 10, width: 100, height: 100))
        XCTAssertEqual(inserted.to.alpha, 1)
        for item in 0..<3 {
            let staying = try XCTUnwrap(transition(result, after: path(0, item)))
            XCTAssertEqual(staying.change, .staying)
            XCTAssertEqual(staying.from.frame, staying.to.frame, "cell 0-\(item) does not move")
        }
        let updateIndex = try XCTUnwrap(layout.calls.firstIndex(of: "prepareForUpdates"))
        // The old state is queried first, then the layout is prepared for the new data, then
        // prepare(forCollectionViewUpdates:) precedes the initial/final queries.
        XCTAssertEqual(layout.calls.first, "elementsInRect")
        let lastPrepare = try XCTUnwrap(layout.calls.lastIndex(of: "prepare"))
        XCTAssertLessThan(lastPrepare, updateIndex)
        XCTAssertEqual(layout.calls[lastPrepare + 1], "contentSize")
        XCTAssertTrue(layout.calls[updateIndex...].contains("initial 0-3"))
        XCTAssertEqual(layout.calls.last, "finalizeUpdates")
    }

    func testDefaultDeleteFadesInPlaceAndSurvivorsSlide() throws {
        let (view, _, dataSource) = makeView(counts: [3])
        let result = try view.performBatchUpdates {
            dataSource.itemCounts = [2]
            view.deleteItems(at: [path(0, 1)])
        }
        let deleted = try XCTUnwrap(result.transitions.first { $0.keyBefore == .cell(path(0, 1)) })
        XCTAssertEqual(deleted.change, .deleted)
        XCTAssertNil(deleted.keyAfter)
        XCTAssertEqual(deleted.from.frame, CGRect(x: 120, y: 10, width: 100, height: 100))
        XCTAssertEqual(deleted.to.frame, deleted.from.frame, "a deleted item fades out in place")
        XCTAssertEqual(deleted.to.alpha, 0)
        let slid = try XCTUnwrap(transition(result, after: path(0, 1)))
        XCTAssertEqual(slid.keyBefore, .cell(path(0, 2)))
        XCTAssertEqual(slid.from.frame.minX, 230, "starts at its old slot")
        XCTAssertEqual(slid.to.frame.minX, 120, "ends at its new slot")
        XCTAssertEqual(slid.from.indexPath, path(0, 1), "initial attributes carry the new index path")
        XCTAssertEqual(result.transitions.count, 3)
    }

    func testDefaultInsertFadesInAtItsPlaceIncludingInsertedSections() throws {
        let (view, _, dataSource) = makeView(counts: [2])
        var changes = BatchUpdates()
        changes.insertedSections = [1]
        changes.insertedItems = [path(0, 0)]
        let result = try view.performBatchUpdates(changes) {
            try dataSource.apply(changes, newSectionItemCounts: [1: 2])
        }
        XCTAssertEqual(dataSource.itemCounts, [3, 2])
        for key in [path(0, 0), path(1, 0), path(1, 1)] {
            let appearing = try XCTUnwrap(transition(result, after: key), "cell \(key)")
            XCTAssertEqual(appearing.change, .inserted)
            XCTAssertEqual(appearing.from.alpha, 0, "cell \(key) starts transparent")
            XCTAssertEqual(appearing.from.frame, appearing.to.frame, "cell \(key) starts at its place")
        }
        let shifted = try XCTUnwrap(transition(result, after: path(0, 1)))
        XCTAssertEqual(shifted.from.frame.minX, 10)
        XCTAssertEqual(shifted.to.frame.minX, 120)
    }

    func testSurvivorEnteringTheVisibleRegionStartsFromItsOldPlace() throws {
        // Viewport 320 wide shows items 0–2 (x = 10, 120, 230); item 3 (x = 340) is off-screen.
        let (view, layout, dataSource) = makeView(counts: [5], width: 320)
        layout.calls = []
        let result = try view.performBatchUpdates {
            dataSource.itemCounts = [4]
            view.deleteItems(at: [path(0, 0)])
        }
        let entering = try XCTUnwrap(transition(result, after: path(0, 2)))
        XCTAssertEqual(entering.keyBefore, .cell(path(0, 3)))
        XCTAssertEqual(entering.from.frame.minX, 340, "old attributes of an item that was outside the region")
        XCTAssertEqual(entering.to.frame.minX, 230)
        XCTAssertEqual(view.itemCounts, [4])
        XCTAssertEqual(
            view.layoutAttributesForItem(at: path(0, 3))?.frame.minX, 340, "the layout ends in the new state")
    }

    func testInvalidUpdateThrowsAndNestedBatchesAreRejected() {
        let (view, _, dataSource) = makeView(counts: [3])
        XCTAssertThrowsError(
            try view.performBatchUpdates {
                dataSource.itemCounts = [3]
                view.insertItems(at: [path(0, 0)])
            }
        ) { error in
            XCTAssertTrue("\(error)".contains("invalid batch update"), "\(error)")
        }
        XCTAssertThrowsError(
            try view.performBatchUpdates {
                _ = try view.performBatchUpdates {}
            })
    }

    func testContentSizesBeforeAndAfter() throws {
        let (view, _, dataSource) = makeView(counts: [2])
        let result = try view.performBatchUpdates {
            dataSource.itemCounts = [2, 1]
            view.insertSections(IndexSet(integer: 1))
        }
        XCTAssertEqual(result.contentSizeBefore, CGSize(width: 230, height: 120))
        XCTAssertEqual(result.contentSizeAfter, CGSize(width: 230, height: 230))
        XCTAssertEqual(result.updateItems.map(\.updateAction), [.insert])
    }
}
