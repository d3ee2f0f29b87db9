import CollectionLayout
import Foundation
import LayoutDocument
import LayoutDocumentTestSupport
import XCTest

/// Item texts in a document: estimated rows self-size to them at the document's text size.
///
/// Expected heights follow LayoutShot's documented cell metrics (`TextCellMeasure`: body text at
/// the category's size from Apple's Dynamic Type table, lines of DejaVu Sans' height, 2384/2048
/// em, 11 points above and below, at least 44) — worked out here by hand, not printed.
final class DynamicTypeDocumentTests: XCTestCase {
    private func rowHeights(category: String, texts: String) throws -> [CGFloat] {
        let document = try LayoutDocument.decode(
            """
            viewport: {width: 390, height: 844}
            environment: {contentSizeCategory: \(category)}
            layout: {type: compositional, sections: [{list: plain}]}
            sections: [{items: \(texts)}]
            """, file: "doc.yaml")
        let view = document.makeCollectionView()
        return (0..<document.sections[0].itemCount).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.frame.height
        }
    }

    func testRowsKeepTheirEstimateAtTheDefaultSize() throws {
        // Body 17: a line is 17 × 2384/2048 = 19.8, 20 with 22 of margins is 42, under 44.
        XCTAssertEqual(try rowHeights(category: "large", texts: "[Inbox, Drafts]"), [44, 44])
    }

    func testRowsGrowAtAccessibilitySizes() throws {
        // Body 53 (AX5): 53 × 2384/2048 = 61.7 → 62, + 22 = 84.
        XCTAssertEqual(try rowHeights(category: "accessibilityExtraExtraExtraLarge", texts: "[Inbox]"), [84])
        // Body 40 (AX3): 40 × 2384/2048 = 46.6 → 47, + 22 = 69.
        XCTAssertEqual(try rowHeights(category: "accessibilityExtraLarge", texts: "[Inbox]"), [69])
    }

    func testALongTextWrapsAndGrowsItsRow() throws {
        // At 53 points "Mail Notifications" is about 456 wide (DejaVu Sans' advances), more than
        // the 358 left inside the 16-point margins; each word fits a line: 2 × 61.7 = 123.4 → 124,
        // + 22 = 146.
        XCTAssertEqual(
            try rowHeights(category: "accessibilityExtraExtraExtraLarge", texts: "[\"Mail Notifications\"]"), [146])
    }

    func testTextsAreTheCellsLabels() throws {
        let document = try LayoutDocument.decode(
            "viewport: {width: 390, height: 844}\nlayout: {type: flow}\nsections: [{items: [Inbox, Sent]}]\n",
            file: "doc.yaml")
        XCTAssertEqual(document.sections[0].itemCount, 2)
        XCTAssertEqual(document.elementLabels[.cell(IndexPath(item: 1, section: 0))], "Sent")
    }

    func testSizesAndTextsDoNotMix() {
        let found = diagnostics(
            for:
                "viewport: {width: 390, height: 844}\nlayout: {type: flow}\nsections: [{items: [Inbox, {width: 1, height: 1}]}]\n"
        )
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found.first?.message.contains("either a size for every item or a text") == true, "\(found)")
    }
}
