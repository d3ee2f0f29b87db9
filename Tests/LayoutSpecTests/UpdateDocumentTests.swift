import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutDocumentTestSupport
import LayoutSpec
import LayoutTestSupport
import XCTest

/// `updates`: reading batch changes, UIKit's consistency errors located at the offending key,
/// and the insertion figure's numbers (REFERENCE §4) checked on an intermediate frame.
final class UpdateDocumentTests: XCTestCase {
    private let head = "viewport: {width: 250, height: 250}\nlayout: {type: flow}\nsections: [3, 2]\n"

    private func animationDiagnostics(_ body: String, line: UInt = #line) -> [Diagnostic] {
        do {
            let document = try LayoutDocument.decode(head + body, file: "doc.yaml")
            _ = try document.animation()
            XCTFail("expected the animation to be rejected", line: line)
        } catch {
            return error.diagnostics
        }
        return []
    }

    func testReadsEveryKindOfChangeInBothIndexPathSpellings() throws {
        let document = try LayoutDocument.decode(
            head + """
                updates:
                  - insert: [{section: 0, item: 0}, "1-2"]
                  - delete: "0-2"
                  - move: {from: "0-0", to: "0-2"}
                  - insertSection: {section: 2, items: 5}
                """, file: "doc.yaml")
        guard case .updates(let update) = try document.animation().change else {
            return XCTFail("expected updates")
        }
        XCTAssertEqual(update.changes.insertedItems, [IndexPath(item: 0, section: 0), IndexPath(item: 2, section: 1)])
        XCTAssertEqual(update.changes.deletedItems, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(
            update.changes.movedItems, [.init(from: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))]
        )
        XCTAssertEqual(update.changes.insertedSections, [2])
        // Section 0: 3 − 1 deleted − 1 moved out + 1 inserted + 1 moved in = 3; section 1: 2 + 1; new: 5.
        XCTAssertEqual(update.itemCountsAfter, [3, 3, 5])
    }

    func testDeletingAndMovingTheSameItemIsReportedAtTheMove() {
        let found = animationDiagnostics("updates:\n  - delete: \"0-1\"\n  - move: {from: \"0-1\", to: \"0-0\"}\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 6, column: 11, keyPath: "updates[1].move",
            contains: "item 0-1 is both deleted and moved")
    }

    func testIndexPathOutOfRangeIsReportedAtThatIndexPath() {
        let found = animationDiagnostics("updates:\n  - reload: [\"0-0\", \"1-4\"]\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 5, column: 21, keyPath: "updates[0].reload[1]", contains: "1-4")
    }

    func testCountsThatDoNotAddUpAreReportedAtTheCount() {
        let found = animationDiagnostics(
            "updates:\n  changes:\n    - delete: \"1-0\"\n  itemCountsAfter: [3, 2]\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 7, column: 24, keyPath: "updates.itemCountsAfter[1]",
            contains: "expected 1 item in section 1 after the update")
    }

    func testMissingChangeAndBothChangesAreErrors() {
        XCTAssertEqual(animationDiagnostics("").first?.kind, .missingKey, "no updates and no transition")
        let both = animationDiagnostics("updates: [{insert: \"0-0\"}]\ntransition: {type: grid}\n")
        XCTAssertEqual(both.first?.location.keyPath, "updates", "both updates and transition: \(both)")
    }

    func testInsertedItemStartsAtTheCentreTransparentAndHalfwayIsHalfway() throws {
        let url = PackagePaths.fixture("animations/insertion-center.yaml")
        let document = try LayoutDocument.load(contentsOf: url)
        let plan = try DocumentAnimator(document: document, animation: try document.animation()).plan()
        // Viewport 250×250: the centre is (125, 125). Item 0-3's slot: x = y = 10 + 110 + 10 = 130,
        // size 110, so its centre is (185, 185).
        func cell(_ item: Int, at t: Double) -> CollectionViewLayoutAttributes? {
            plan.frame(at: t).first { $0.elementKey == .cell(IndexPath(item: item, section: 0)) }
        }
        XCTAssertNil(cell(3, at: 0), "the inserted cell is not drawn at t = 0 (alpha 0)")
        guard let middle = cell(3, at: 0.5), let end = cell(3, at: 1), let staying = cell(1, at: 0.5) else {
            return XCTFail("cells 0-3 and 0-1 must be in the frames")
        }
        // Ease-in-ease-out is symmetric: progress 0.5 at t = 0.5.
        XCTAssertEqual(middle.center.x, 155, accuracy: 1e-6, "0-3 centre x at t = 0.5: (125 + 185) / 2")
        XCTAssertEqual(middle.center.y, 155, accuracy: 1e-6, "0-3 centre y at t = 0.5")
        XCTAssertEqual(middle.alpha, 0.5, accuracy: 1e-6, "0-3 alpha at t = 0.5")
        XCTAssertEqual(end.center, CGPoint(x: 185, y: 185), "0-3 ends in the bottom-right slot")
        XCTAssertEqual(end.alpha, 1, "0-3 ends opaque")
        XCTAssertEqual(staying.center, CGPoint(x: 185, y: 65), "0-1 does not move: (130 + 55, 10 + 55)")
        XCTAssertEqual(staying.alpha, 1, "0-1 is not faded (only inserted items start at the centre)")
    }

    func testCentreStartAffectsOnlyTheInsertedSectionOfAGrid() throws {
        let text = """
            viewport: {width: 400, height: 300}
            layout: {type: grid, itemSize: {width: 80, height: 60}, interitemSpacing: 10, lineSpacing: 10}
            sections: [2, 1]
            updates:
              - insertSection: {section: 1, items: 3}
            animation: {insertionStart: center}
            """
        let document = try LayoutDocument.decode(text, file: "doc.yaml")
        let plan = try DocumentAnimator(document: document, animation: try document.animation()).plan()
        for track in plan.tracks {
            let path = track.key.indexPath
            if path.section == 1 {
                // Inserted: from the bounds' centre (200, 150), transparent.
                XCTAssertEqual(track.from.center, CGPoint(x: 200, y: 150), "start of inserted cell \(path)")
                XCTAssertEqual(track.from.alpha, 0, "start alpha of inserted cell \(path)")
            } else {
                // Not inserted: from its old place, opaque (row k at y = 70·k + 10 → centre y = 70·k + 40).
                XCTAssertEqual(track.from.alpha, 1, "start alpha of cell \(path)")
                let oldSection = path.section == 2 ? 1 : 0
                XCTAssertEqual(track.from.center.y, CGFloat(70 * oldSection + 40), "start y of cell \(path)")
                XCTAssertEqual(track.to.center.y, CGFloat(70 * path.section + 40), "end y of cell \(path)")
            }
        }
        XCTAssertEqual(plan.tracks.count, 6, "2 + 3 + 1 cells after the update")
    }

    func testReloadedSectionTakesItsNewCountAndPerItemSizesAreRejected() throws {
        let document = try LayoutDocument.decode(
            head + "updates:\n  - reloadSection: {section: 1, items: 4}\n", file: "doc.yaml")
        guard case .updates(let update) = try document.animation().change else { return XCTFail("expected updates") }
        XCTAssertEqual(update.itemCountsAfter, [3, 4], "section 1 reloaded with 4 items")
        let sized =
            "viewport: {width: 250, height: 250}\nlayout: {type: flow}\n"
            + "sections: [{items: [{width: 10, height: 10}]}]\nupdates: [{insert: \"0-0\"}]\n"
        XCTAssertThrowsError(try LayoutDocument.decode(sized, file: "doc.yaml")) { error in
            XCTAssertEqual((error as? DocumentError)?.diagnostics.first?.location.keyPath, "updates", "\(error)")
        }
    }
}
