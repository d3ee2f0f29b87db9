import LayoutDocument
import LayoutDocumentTestSupport
import XCTest

/// Every kind of document error names the file, line, column, key path and what was expected.
/// Positions are counted by hand from the literal documents below (1-based, columns in
/// characters).
final class DocumentErrorTests: XCTestCase {
    private let valid = """
        viewport: {width: 320, height: 480}
        layout: {type: flow}
        sections: [3]
        """

    func testValidMinimalDocumentDecodes() throws {
        let document = try LayoutDocument.decode(valid, file: "doc.yaml")
        XCTAssertEqual(document.viewport, CGSize(width: 320, height: 480))
        XCTAssertEqual(document.itemCounts, [3])
    }

    func testMalformedYAMLIsASyntaxErrorAtTheParserPosition() {
        // Line 2 opens a flow mapping that line 3 never closes; libyaml stops at line 3, column 1.
        let text = "viewport: {width: 1, height: 1}\nlayout: {type: flow\nsections: [1]\n"
        let found = diagnostics(for: text)
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?.kind, .syntax)
        XCTAssertEqual(found.first?.location.line, 3, "\(found)")
        XCTAssertTrue(found.first?.message.contains("malformed YAML/JSON") ?? false, "\(found)")
    }

    /// A key indented too far makes libyaml say "mapping values are not allowed in this
    /// context"; the message adds what to look at, and keeps the parser's position.
    func testIndentationProblemsGetAHint() {
        let text =
            "viewport: {width: 100, height: 100}\nlayout:\n  type: flow\n    itemSize: {width: 10, height: 10}\n"
            + "sections: [1]\n"
        let found = diagnostics(for: text)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.location.line, 4)
        XCTAssertTrue(found.first?.message.contains("mapping values are not allowed") ?? false, "\(found)")
        XCTAssertTrue(found.first?.message.contains("check the indentation") ?? false, "\(found)")
        let other = diagnostics(for: "sections: [1\n")
        XCTAssertFalse(other.first?.message.contains("check the indentation") ?? true, "\(other)")
    }

    /// UIKit's flow layout leaves a header out when its reference size is 0 along the scroll
    /// axis ("If the size in the appropriate scrolling dimension is 0, no header is added",
    /// Apple's `UICollectionViewFlowLayout.headerReferenceSize` page): a title for it would draw
    /// nothing, so it is refused where it is written.
    func testATitleForAHeaderTheFlowLayoutDoesNotDrawIsRefused() throws {
        let text =
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections:\n  - {items: 2, header: Recent}\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 4, column: 24, keyPath: "sections[0].header",
            contains: "headerReferenceSize has no height")
        // With a height the title is drawn; a horizontal layout needs a width instead.
        _ = try LayoutDocument.decode(
            text.replacingOccurrences(
                of: "{type: flow}", with: "{type: flow, headerReferenceSize: {width: 0, height: 30}}"),
            file: "doc.yaml")
        let horizontal = text.replacingOccurrences(
            of: "{type: flow}",
            with: "{type: flow, scrollDirection: horizontal, headerReferenceSize: {width: 0, height: 30}}")
        let message = diagnostics(for: horizontal).first?.message ?? ""
        XCTAssertTrue(message.contains("has no width") && message.contains("{width: 44, height: 0}"), message)
        // A transition's second layout may draw the titles the first does not.
        _ = try LayoutDocument.decode(
            text + "transition: {type: flow, headerReferenceSize: {width: 0, height: 30}}\n",
            file: "doc.yaml")
    }

    func testWrongTypeNamesTheExpectedTypeAndWhatWasFound() {
        // `"wide"` starts at line 1, column 19.
        let text = "viewport: {width: \"wide\", height: 480}\nlayout: {type: flow}\nsections: [3]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .typeMismatch, line: 1, column: 19, keyPath: "viewport.width",
            contains: "expected a number ≥ 1, found the string `wide`")
    }

    func testUnknownKeySuggestsTheClosestKnownKey() {
        // `itemsize` starts at line 4, column 3.
        let text =
            "viewport: {width: 1, height: 1}\nlayout:\n  type: flow\n  itemsize: {width: 1, height: 1}\nsections: []\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .unknownKey, line: 4, column: 3, keyPath: "layout.itemsize",
            contains: "unknown key `itemsize` (did you mean `itemSize`?)")
    }

    func testUnknownKeyWithoutCloseMatchListsTheKnownKeys() {
        let text = valid + "\nbanana: 1\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .unknownKey, line: 4, column: 1, keyPath: "banana",
            contains: "expected one of: version, viewport")
    }

    func testMissingRequiredKeyIsReportedAtTheMapping() {
        // The `viewport` mapping starts at line 1, column 11.
        let text = "viewport: {width: 320}\nlayout: {type: grid}\nsections: [1]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .missingKey, line: 1, column: 11, keyPath: "viewport",
            contains: "missing required key `height`")
    }

    func testNegativeSizeIsOutOfRange() {
        // `-80` starts at line 4, column 33.
        let text =
            "viewport: {width: 1, height: 1}\nlayout:\n  type: grid\n  itemSize: {width: 80, height: -80}\nsections: [1]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .outOfRange, line: 4, column: 33, keyPath: "layout.itemSize.height",
            contains: "expected a number ≥ 0, found -80")
    }

    func testNaNIsRejected() {
        // `.nan` starts at line 1, column 30.
        let text = "viewport: {width: 1, height: .nan}\nlayout: {type: flow}\nsections: [1]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .outOfRange, line: 1, column: 30, keyPath: "viewport.height",
            contains: "found .nan")
    }

    func testUnknownLayoutTypeSuggestsAKnownOne() {
        // `flwo` starts at line 2, column 16.
        let text = "viewport: {width: 1, height: 1}\nlayout: {type: flwo}\nsections: [1]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 2, column: 16, keyPath: "layout.type",
            contains: "unknown type `flwo` (did you mean `flow`?); expected one of flow, grid")
    }

    func testPropertyOfAnotherLayoutTypeIsUnknown() {
        // `minimumLineSpacing` belongs to flow, not grid; it starts at line 2, column 22.
        let text = "viewport: {width: 1, height: 1}\nlayout: {type: grid, minimumLineSpacing: 3}\nsections: [1]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .unknownKey, line: 2, column: 22, keyPath: "layout.minimumLineSpacing",
            contains: "unknown key `minimumLineSpacing`")
    }

    func testEnumValueSuggestion() {
        // `horizontl` starts at line 2, column 39.
        let text = "viewport: {width: 1, height: 1}\nlayout: {type: flow, scrollDirection: horizontl}\nsections: [1]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 2, column: 39, keyPath: "layout.scrollDirection",
            contains: "expected one of vertical, horizontal, found `horizontl` (did you mean `horizontal`?)")
    }

    func testBadColourNamesThePattern() {
        // `blue` starts at line 5, column 16.
        let text = valid + "\nstyle:\n  cell: {fill: blue}\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 5, column: 16, keyPath: "style.cell.fill",
            contains: "expected a hex colour")
    }

    func testUnknownLabelPlaceholder() {
        let text = valid + "\nstyle: {label: \"{row}\"}\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 4, column: 16, keyPath: "style.label",
            contains: "`{row}` is unknown")
    }

    func testOverrideOfAMissingItemIsOutOfRange() {
        // The document has 3 items in section 0; `0-3` starts at line 5, column 3.
        let text = valid + "\noverrides:\n  0-3: {alpha: 0.5}\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .outOfRange, line: 5, column: 3, keyPath: "overrides.0-3",
            contains: "expected an item below 3 in section 0, found 3")
    }

    func testOverrideKeyMustNameAnElement() {
        let text = valid + "\noverrides:\n  cell 3: {alpha: 0.5}\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 5, column: 3, keyPath: "overrides.cell 3",
            contains: "expected a key that is `S-I` for a cell")
        // A layout's own kind is a key, and a section past the end is out of range.
        let kind = valid + "\noverrides:\n  column-header 3: {alpha: 0.5}\n"
        assertSingleDiagnostic(
            diagnostics(for: kind), kind: .outOfRange, line: 5, column: 3, keyPath: "overrides.column-header 3",
            contains: "expected a section below 1, found 3")
    }

    func testAlphaAboveOne() {
        let text = valid + "\noverrides:\n  0-1: {alpha: 1.5}\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .outOfRange, line: 5, column: 16, keyPath: "overrides.0-1.alpha",
            contains: "expected a number ≥ 0 and ≤ 1, found 1.5")
    }

    func testTransformOperationNeedsExactlyOneKey() {
        let text = valid + "\noverrides:\n  0-1:\n    transform: [{rotate: 10, scale: 2}]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 6, column: 17, keyPath: "overrides.0-1.transform[0]",
            contains: "expected exactly one of rotate, rotateX")
    }

    func testPerItemSizesNeedAFlowLayout() {
        let text =
            "viewport: {width: 1, height: 1}\nlayout: {type: grid}\nsections:\n  - items: [{width: 1, height: 1}]\n"
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .invalidValue, line: 4, column: 12, keyPath: "sections[0].items",
            contains: "per-item sizes need `type: flow`")
    }

    func testUnsupportedVersion() {
        let text = "version: 2\n" + valid
        assertSingleDiagnostic(
            diagnostics(for: text), kind: .outOfRange, line: 1, column: 10, keyPath: "version",
            contains: "expected the integer 1, found 2")
    }

    func testDuplicateKey() {
        let found = diagnostics(for: "viewport: {width: 1, width: 2}\n")
        XCTAssertEqual(found.first?.kind, .syntax, "\(found)")
        XCTAssertTrue(found.first?.message.contains("duplicate key `width`") ?? false, "\(found)")
    }

    func testEmptyDocument() {
        let found = diagnostics(for: "# nothing here\n")
        XCTAssertEqual(found.first?.kind, .syntax, "\(found)")
        XCTAssertTrue(found.first?.message.contains("found an empty file") ?? false, "\(found)")
    }

    func testMissingFileIsUnreadable() {
        let url = URL(fileURLWithPath: "/nonexistent/layout.yaml")
        XCTAssertThrowsError(try LayoutDocument.load(contentsOf: url, displayName: "layout.yaml")) { error in
            let diagnostic = (error as? DocumentError)?.diagnostics.first
            XCTAssertEqual(diagnostic?.kind, .unreadable)
            XCTAssertEqual(diagnostic?.description, "layout.yaml: error: the file does not exist")
        }
    }

    func testEveryProblemIsReportedNotJustTheFirst() {
        let text = "viewport: {width: -1, height: 1}\nlayout: {type: flow, itemSize: 3}\nsections: [1]\nextra: 1\n"
        let found = diagnostics(for: text)
        XCTAssertEqual(found.map(\.location.keyPath), ["viewport.width", "layout.itemSize", "extra"], "\(found)")
    }

    func testJSONPositionsAreLineAndColumnInTheJSONText() {
        // In the JSON below, `-5` is on line 3 at column 66; `"sectoins"` on line 5 at column 3.
        let json = """
            {
              "viewport": {"width": 320, "height": 480},
              "layout": {"type": "flow", "itemSize": {"width": 10, "height": -5}},
              "sections": [1],
              "sectoins": []
            }
            """
        let found = diagnostics(for: json, file: "doc.json")
        XCTAssertEqual(found.count, 2, "\(found)")
        XCTAssertEqual(found.first?.location.description, "doc.json:3:66", "\(found)")
        XCTAssertEqual(found.first?.location.keyPath, "layout.itemSize.height")
        XCTAssertEqual(found.last?.location.description, "doc.json:5:3", "\(found)")
        XCTAssertTrue(found.last?.message.contains("did you mean `sections`?") ?? false, "\(found)")
    }

    /// One run reports every problem (issue 30): an alpha of 2, refused by the schema, does not
    /// hide a scroll without `to`, which only the reader sees; both come in document order.
    func testSchemaAndReaderProblemsComeTogether() {
        let found = diagnostics(
            for: """
                viewport: {width: 320, height: 480}
                layout: {type: flow}
                sections: [3]
                overrides:
                  "0-1": {alpha: 2}
                scroll: {from: 0}
                """)
        XCTAssertEqual(found.map(\.location.keyPath), ["overrides.0-1.alpha", "scroll.from"], "\(found)")
        XCTAssertEqual(found.map(\.kind), [.outOfRange, .missingKey])
    }

    /// A refused value does not hide the reader's finding at the root: a document without a
    /// viewport (or device) is told so beside its bad alpha.
    func testARefusedValueDoesNotHideAMissingViewport() {
        let found = diagnostics(
            for: """
                layout: {type: flow}
                sections: [3]
                overrides:
                  "0-1": {alpha: 2}
                """)
        XCTAssertEqual(found.map(\.location.keyPath), ["", "overrides.0-1.alpha"], "\(found)")
        XCTAssertTrue(found.first?.message.contains("`viewport`") ?? false, "\(found)")
    }

    /// What the reader would say only because the schema refused a value it reads against is left
    /// unsaid: a transition may draw the section titles the flow layout alone does not, so with a
    /// refused transition the titles are not also reported.
    func testNoEchoOfARefusedTransition() {
        let found = diagnostics(
            for: """
                viewport: {width: 320, height: 480}
                layout: {type: flow}
                sections: [{items: 3, header: Fruit}]
                transition: {type: grid, itemSize: {width: -1, height: 10}}
                """)
        XCTAssertEqual(found.map(\.location.keyPath), ["transition.itemSize.width"], "\(found)")
    }

    /// The reader's problems come in document order too, not in the order it reads the sections.
    func testReaderProblemsComeInDocumentOrder() {
        let found = diagnostics(
            for: """
                viewport: {width: 320, height: 480}
                layout: {type: flow}
                scroll: {from: 0}
                sections: [3]
                overrides:
                  "0-7": {alpha: 0.5}
                """)
        XCTAssertEqual(found.map(\.location.line), [3, 6], "\(found)")
    }
}
