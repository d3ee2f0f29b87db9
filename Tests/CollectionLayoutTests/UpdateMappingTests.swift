import CollectionLayout
import Foundation
import XCTest

final class UpdateMappingTests: XCTestCase {
    private func path(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

    private func mapping(_ before: [Int], _ after: [Int], _ build: (inout BatchUpdates) -> Void) throws -> UpdateMapping
    {
        var updates = BatchUpdates()
        build(&updates)
        return try UpdateMapping(itemCountsBefore: before, itemCountsAfter: after, updates: updates)
    }

    private func assertRejected(
        _ before: [Int], _ after: [Int], containing fragment: String, file: StaticString = #filePath,
        line: UInt = #line,
        _ build: (inout BatchUpdates) -> Void
    ) {
        XCTAssertThrowsError(try mapping(before, after, build), file: file, line: line) { error in
            let message = (error as? BatchUpdateError)?.message ?? "\(error)"
            XCTAssertTrue(
                message.contains(fragment), "message «\(message)» lacks «\(fragment)»", file: file, line: line)
        }
    }

    func testDeleteShiftsLaterItemsBack() throws {
        let m = try mapping([4], [3]) { $0.deletedItems = [path(0, 1)] }
        XCTAssertEqual(m.indexPathAfterUpdate(forItemBefore: path(0, 0)), path(0, 0))
        XCTAssertNil(m.indexPathAfterUpdate(forItemBefore: path(0, 1)))
        XCTAssertEqual(m.indexPathAfterUpdate(forItemBefore: path(0, 2)), path(0, 1))
        XCTAssertEqual(m.indexPathAfterUpdate(forItemBefore: path(0, 3)), path(0, 2))
        XCTAssertEqual(m.indexPathBeforeUpdate(forItemAfter: path(0, 2)), path(0, 3))
    }

    func testInsertShiftsLaterItemsForward() throws {
        let m = try mapping([3], [4]) { $0.insertedItems = [path(0, 1)] }
        XCTAssertNil(m.indexPathBeforeUpdate(forItemAfter: path(0, 1)))
        XCTAssertEqual(m.indexPathAfterUpdate(forItemBefore: path(0, 1)), path(0, 2))
        XCTAssertEqual(m.indexPathAfterUpdate(forItemBefore: path(0, 2)), path(0, 3))
    }

    func testMoveWithinAndAcrossSections() throws {
        let within = try mapping([3], [3]) { $0.movedItems = [.init(from: path(0, 0), to: path(0, 2))] }
        XCTAssertEqual(within.indexPathAfterUpdate(forItemBefore: path(0, 0)), path(0, 2))
        XCTAssertEqual(within.indexPathAfterUpdate(forItemBefore: path(0, 1)), path(0, 0))
        XCTAssertEqual(within.indexPathAfterUpdate(forItemBefore: path(0, 2)), path(0, 1))
        let across = try mapping([2, 2], [1, 3]) { $0.movedItems = [.init(from: path(0, 0), to: path(1, 0))] }
        XCTAssertEqual(across.indexPathAfterUpdate(forItemBefore: path(0, 0)), path(1, 0))
        XCTAssertEqual(across.indexPathAfterUpdate(forItemBefore: path(0, 1)), path(0, 0))
        XCTAssertEqual(across.indexPathAfterUpdate(forItemBefore: path(1, 1)), path(1, 2))
    }

    func testSectionDeleteInsertAndMove() throws {
        let deleted = try mapping([2, 3], [3]) { $0.deletedSections = [0] }
        XCTAssertNil(deleted.sectionAfterUpdate(forSectionBefore: 0))
        XCTAssertEqual(deleted.sectionAfterUpdate(forSectionBefore: 1), 0)
        XCTAssertEqual(deleted.indexPathAfterUpdate(forItemBefore: path(1, 2)), path(0, 2))
        XCTAssertNil(deleted.indexPathAfterUpdate(forItemBefore: path(0, 0)))

        let inserted = try mapping([2, 3], [2, 5, 3]) { $0.insertedSections = [1] }
        XCTAssertEqual(inserted.sectionOrigins, [.old(0), .new, .old(1)])
        XCTAssertEqual(inserted.indexPathAfterUpdate(forItemBefore: path(1, 0)), path(2, 0))
        XCTAssertNil(inserted.indexPathBeforeUpdate(forItemAfter: path(1, 4)))

        let moved = try mapping([1, 2, 3], [2, 3, 1]) { $0.movedSections = [.init(from: 0, to: 2)] }
        XCTAssertEqual(moved.sectionOrigins, [.old(1), .old(2), .old(0)])
        XCTAssertEqual(moved.indexPathAfterUpdate(forItemBefore: path(0, 0)), path(2, 0))
    }

    func testReloadKeepsThePositionButPairsNothing() throws {
        let m = try mapping([3], [3]) { $0.reloadedItems = [path(0, 1)] }
        XCTAssertNil(m.indexPathAfterUpdate(forItemBefore: path(0, 1)))
        XCTAssertNil(m.indexPathBeforeUpdate(forItemAfter: path(0, 1)))
        XCTAssertEqual(m.indexPathAfterUpdate(forItemBefore: path(0, 2)), path(0, 2))
        let section = try mapping([3, 1], [2, 1]) { $0.reloadedSections = [0] }
        XCTAssertEqual(section.sectionOrigins, [.new, .old(1)])
    }

    func testUpdateItemsCarryUIKitConventions() {
        var updates = BatchUpdates()
        updates.insertedItems = [path(0, 4)]
        updates.deletedItems = [path(0, 1)]
        updates.insertedSections = [2]
        let items = updates.updateItems
        XCTAssertEqual(items.map(\.updateAction), [.insert, .delete, .insert])
        XCTAssertEqual(items[0].indexPathAfterUpdate, IndexPath(item: NSNotFound, section: 2))
        XCTAssertTrue(items[0].isSectionUpdate)
        XCTAssertNil(items[1].indexPathAfterUpdate, "a delete has no index path after the update")
        XCTAssertNil(items[2].indexPathBeforeUpdate, "an insert has no index path before the update")
    }

    func testExpectedItemCounts() throws {
        var updates = BatchUpdates()
        updates.deletedItems = [path(0, 0), path(0, 1)]
        updates.insertedSections = [1]
        updates.movedItems = [.init(from: path(1, 0), to: path(0, 0))]
        XCTAssertEqual(
            try UpdateMapping.expectedItemCounts(before: [3, 2], updates: updates, newSectionItemCounts: [1: 4]),
            [2, 4, 1])
    }

    func testInconsistentUpdatesAreRejectedWithAClearMessage() {
        assertRejected([3], [3], containing: "reports 3 items after the update, but 3 before − 0 deleted") {
            $0.insertedItems = [path(0, 0)]
        }
        assertRejected([3], [2], containing: "cannot delete item 0-5: section 0 has 3 items") {
            $0.deletedItems = [path(0, 5)]
        }
        assertRejected([3], [2], containing: "item 0-1 is both deleted and moved") {
            $0.deletedItems = [path(0, 1)]
            $0.movedItems = [.init(from: path(0, 1), to: path(0, 0))]
        }
        assertRejected([3], [4], containing: "beyond the end of section 0") { $0.insertedItems = [path(0, 9)] }
        assertRejected([1, 1], [1], containing: "section 0 is both deleted and reloaded") {
            $0.deletedSections = [0]
            $0.reloadedSections = [0]
        }
        assertRejected([1], [1, 2], containing: "brings its items") {
            $0.insertedSections = [1]
            $0.insertedItems = [path(1, 0)]
        }
        assertRejected([1, 1], [1, 1], containing: "reports 2 sections after the update, but 2 before − 1 deleted") {
            $0.deletedSections = [1]
        }
        assertRejected([1], [], containing: "cannot delete section 3") { $0.deletedSections = [3] }
    }
}
