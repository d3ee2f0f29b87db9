import CollectionLayout
import LayoutDocument
import XCTest

/// What a document names but its layout never makes is a warning, located where it is written:
/// the document is still drawn, and the writer learns the line has no effect (issue 30).
final class ElementWarningsTests: XCTestCase {
    private func warnings(_ text: String) throws -> [Diagnostic] {
        try LayoutDocument.decode(text, file: "doc.yaml").elementWarnings()
    }

    /// The row-per-section grid lays out cells only, so a header override has nothing to change.
    func testAHeaderOverrideInALayoutWithoutHeaders() throws {
        let found = try warnings(
            """
            viewport: {width: 320, height: 480}
            layout: {type: grid}
            sections: [3, 3]
            overrides:
              "0-1": {alpha: 0.5}
              header 1: {alpha: 0.5}
            """)
        XCTAssertEqual(found.count, 1, "\(found)")
        let warning = try XCTUnwrap(found.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.kind, .noSuchElement)
        XCTAssertEqual(warning.location.line, 6)
        XCTAssertEqual(warning.location.column, 3)
        XCTAssertTrue(warning.description.hasPrefix("doc.yaml:6:3: warning: "), warning.description)
        XCTAssertTrue(warning.message.contains("grid layout makes no `header 1"), warning.message)
    }

    /// A flow layout with a header height makes a header in every section (Apple's
    /// `headerReferenceSize`: a size above 0 along the scroll axis adds one): nothing to warn.
    func testAnOverrideOfAViewTheLayoutMakes() throws {
        let found = try warnings(
            """
            viewport: {width: 320, height: 480}
            layout: {type: flow, headerReferenceSize: {width: 0, height: 30}}
            sections: [{items: 3, header: Fruit}]
            overrides:
              header 0: {alpha: 0.5}
            """)
        XCTAssertEqual(found, [])
    }

    /// A title for a kind of view the section lacks is not drawn: the grid makes no `badge` view.
    func testTitlesForViewsTheLayoutDoesNotMake() throws {
        let found = try warnings(
            """
            viewport: {width: 320, height: 480}
            layout: {type: grid}
            sections:
              - items: 3
                supplementary: {badge: New}
            """)
        XCTAssertEqual(found.map(\.location.line), [5], "\(found)")
        XCTAssertTrue(found.first?.message.contains("no `badge` view in section 0") ?? false, "\(found)")
        XCTAssertEqual(found.first?.severity, .warning)
    }

    /// A pattern of cells is checked against the data: every section has fewer than ten items,
    /// so `*-9` matches nothing, while `1-*` matches the second section's cells.
    func testACellPatternThatMatchesNoCell() throws {
        let found = try warnings(
            """
            viewport: {width: 320, height: 480}
            layout: {type: flow}
            sections: [3, 3]
            overrides:
              "*-9": {alpha: 0.5}
              "1-*": {alpha: 0.5}
            """)
        XCTAssertEqual(found.map(\.location.line), [5], "\(found)")
        XCTAssertTrue(found.first?.message.contains("no cell matches `*-9`") ?? false, "\(found)")
    }

    /// After a batch update the layout may make views it did not before (an inserted item's
    /// footer row, say): a document with `updates` is not judged against the layout before it.
    func testADocumentWithUpdatesGetsNoWarnings() throws {
        let found = try warnings(
            """
            viewport: {width: 320, height: 480}
            layout: {type: grid}
            sections: [3]
            overrides:
              header 0: {alpha: 0.5}
            updates: [{insert: "0-3"}]
            """)
        XCTAssertEqual(found, [])
    }
}
