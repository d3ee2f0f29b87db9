import CollectionLayout
import LayoutAnimation
import LayoutDocument
import LayoutDocumentTestSupport
import XCTest

/// The top-level `scroll` section: each motion decodes to the plan it describes, defaults, and
/// every bad value is reported with file, line, column, key path and expectation.
final class ScrollDocumentTests: XCTestCase {
    static let header = """
        viewport: {width: 320, height: 480}
        layout: {type: flow, headerReferenceSize: {width: 0, height: 40}}
        sections: [20, 20]

        """

    func scroll(_ section: String, header: String = ScrollDocumentTests.header) throws -> ScrollSpecification? {
        try LayoutDocument.decode(header + section, file: "scroll.yaml").scroll
    }

    /// The diagnostics of a document whose schema check or scroll section fails.
    func scrollDiagnostics(_ section: String, header: String = ScrollDocumentTests.header) -> [Diagnostic] {
        do {
            _ = try LayoutDocument.decode(header + section, file: "scroll.yaml").scroll
            XCTFail("expected the scroll section to be rejected:\n\(section)")
            return []
        } catch {
            return error.diagnostics
        }
    }

    func testNoScrollSectionIsNil() throws {
        XCTAssertNil(try scroll(""), "a document without `scroll` has no scroll specification")
    }

    func testKeyframesWithDefaults() throws {
        let specification = try scroll("scroll: {from: -100, to: 900}\n")
        XCTAssertEqual(
            specification?.motion, .keyframes(from: -100, to: 900, frames: 8, curve: .linear),
            "8 linear frames when frames and curve are omitted")
        XCTAssertEqual(specification?.direction, .vertical, "the vertical flow layout scrolls along y")
        XCTAssertEqual(specification?.overscroll, OverscrollBehavior.none, "overscroll defaults to none (clamped)")
        XCTAssertEqual(specification?.snapFigure, false)
        XCTAssertEqual(specification?.view, .viewport, "frames show the viewport by default")
    }

    func testKeyframesWithEveryOption() throws {
        let specification = try scroll(
            """
            scroll:
              axis: y
              from: 0
              to: 600
              frames: 5
              curve: easeInEaseOut
              overscroll: rubberBand
              strip: {columns: 3, title: Pinned, frameDuration: 0.5, view: content}
            """)
        XCTAssertEqual(specification?.view, .content, "strip.view: content")
        XCTAssertEqual(specification?.motion, .keyframes(from: 0, to: 600, frames: 5, curve: .easeInEaseOut))
        XCTAssertEqual(specification?.overscroll, .rubberBand(.uiKit), "UIKit's rubber band (c = 0.55)")
        XCTAssertEqual(specification?.columns, 3)
        XCTAssertEqual(specification?.title, "Pinned")
        XCTAssertEqual(specification?.frameDuration, 0.5)
    }

    func testOffsetList() throws {
        let specification = try scroll("scroll: {offsets: [0, 120, 480.5], overscroll: exact}\n")
        XCTAssertEqual(specification?.motion, .offsets([0, 120, 480.5]))
        XCTAssertEqual(specification?.overscroll, .exact)
        XCTAssertEqual(specification?.plan.frameCount, 3, "one frame per offset")
    }

    func testFlingWithNamedAndNumericRates() throws {
        let fast = try scroll("scroll: {fling: {velocity: -800, rate: fast, from: 400}, frames: 12}\n")
        XCTAssertEqual(fast?.motion, .fling(from: 400, velocity: -800, frames: 12, rate: .fast))
        let numeric = try scroll("scroll: {fling: {velocity: 1000, rate: 0.995}}\n")
        XCTAssertEqual(
            numeric?.motion,
            .fling(from: nil, velocity: 1000, frames: 8, rate: DecelerationRate(rawValue: 0.995)),
            "a numeric rate is the factor per millisecond; from defaults to the current offset")
        let normal = try scroll("scroll: {fling: {velocity: 1000}, snapFigure: true}\n")
        XCTAssertEqual(normal?.motion, .fling(from: nil, velocity: 1000, frames: 8, rate: .normal))
        XCTAssertEqual(normal?.snapFigure, true)
    }

    func testHorizontalLayoutScrollsAlongX() throws {
        let header = """
            viewport: {width: 320, height: 200}
            layout: {type: flow, scrollDirection: horizontal}
            sections: [10]

            """
        XCTAssertEqual(try scroll("scroll: {from: 0, to: 300}\n", header: header)?.direction, .horizontal)
    }

    /// A compositional layout scrolls along its configuration's axis (Apple's
    /// `UICollectionViewCompositionalLayoutConfiguration.scrollDirection`: "the axis that the
    /// content in the collection view layout scrolls along"), and the cover flow is a horizontal
    /// carousel: a scroll of either runs along x by default, and `axis: y` is refused.
    func testHorizontalCompositionalAndCoverFlowScrollAlongX() throws {
        let layouts = [
            "{type: compositional, scrollDirection: horizontal, sections: [{group: {width: 100, height: 100, items: [{width: 100, height: 100}]}}]}",
            "{type: coverflow}",
        ]
        for layout in layouts {
            let header = "viewport: {width: 320, height: 200}\nlayout: \(layout)\nsections: [10]\n"
            XCTAssertEqual(try scroll("scroll: {from: 0, to: 300}\n", header: header)?.direction, .horizontal, layout)
            let found = scrollDiagnostics("scroll: {axis: y, from: 0, to: 300}\n", header: header)
            XCTAssertEqual(found.map(\.location.keyPath), ["scroll.axis"], layout)
        }
    }

    // MARK: - Errors

    func testOffsetThatIsNotANumberIsLocated() {
        let found = scrollDiagnostics("scroll:\n  offsets: [0, 120, abc]\n")
        assertSingleDiagnostic(
            found, kind: .typeMismatch, line: 5, column: 21, keyPath: "scroll.offsets[2]",
            contains: "expected a finite number, found the string `abc`")
    }

    func testZeroFramesIsLocated() {
        let found = scrollDiagnostics("scroll:\n  from: 0\n  to: 100\n  frames: 0\n")
        assertSingleDiagnostic(
            found, kind: .outOfRange, line: 7, column: 11, keyPath: "scroll.frames",
            contains: "expected an integer from 1 to 1000, found 0")
    }

    func testNaNVelocityIsLocated() {
        let found = scrollDiagnostics("scroll:\n  fling: {velocity: .nan}\n")
        XCTAssertEqual(found.count, 1, "one problem: \(found)")
        XCTAssertEqual(found.first?.location.keyPath, "scroll.fling.velocity", "key path of \(found)")
        XCTAssertEqual(found.first?.location.line, 5, "line of \(found)")
        XCTAssertEqual(found.first?.location.column, 21, "column of \(found)")
    }

    func testEmptyOffsetListIsLocated() {
        let found = scrollDiagnostics("scroll:\n  offsets: []\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 5, column: 12, keyPath: "scroll.offsets",
            contains: "expected at least 1 entry, found 0")
    }

    func testTwoMotionsAreRejectedAtTheSecond() {
        let found = scrollDiagnostics("scroll:\n  from: 0\n  to: 10\n  offsets: [1, 2]\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 7, column: 12, keyPath: "scroll.offsets",
            contains: "exactly one of `from` + `to`, `offsets` or `fling`")
    }

    func testMissingMotionIsReportedAtTheSection() {
        let found = scrollDiagnostics("scroll:\n  frames: 4\n")
        assertSingleDiagnostic(
            found, kind: .missingKey, line: 5, column: 3, keyPath: "scroll", contains: "expected one of `from` + `to`")
    }

    func testFromWithoutToIsLocated() {
        let found = scrollDiagnostics("scroll:\n  from: 10\n")
        assertSingleDiagnostic(found, kind: .missingKey, line: 5, column: 9, keyPath: "scroll.from", contains: "`to`")
    }

    /// A snap figure marks where a fling comes to rest, so a document asking for one with another
    /// motion is invalid in itself — for `render`, `check` and `lint` as for `scroll` (issue 30).
    func testSnapFigureWithoutAFlingIsLocated() {
        let found = scrollDiagnostics("scroll:\n  offsets: [0, 10]\n  snapFigure: true\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 6, column: 15, keyPath: "scroll.snapFigure", contains: "`fling`")
        XCTAssertNoThrow(try scroll("scroll:\n  offsets: [0, 10]\n  snapFigure: false\n"))
    }

    func testFramesBesideOffsetsIsLocated() {
        let found = scrollDiagnostics("scroll:\n  offsets: [0, 10]\n  frames: 3\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 6, column: 11, keyPath: "scroll.frames", contains: "one frame per offset")
    }

    func testAxisAcrossTheLayoutIsLocated() {
        let found = scrollDiagnostics("scroll:\n  axis: x\n  from: 0\n  to: 10\n")
        assertSingleDiagnostic(
            found, kind: .invalidValue, line: 5, column: 9, keyPath: "scroll.axis",
            contains: "the flow layout scrolls vertically")
    }

    func testRateOfOneIsLocated() {
        let found = scrollDiagnostics("scroll:\n  fling: {velocity: 100, rate: 1}\n")
        assertSingleDiagnostic(
            found, kind: .outOfRange, line: 5, column: 32, keyPath: "scroll.fling.rate", contains: "≤ 0.9999")
    }

    func testUnknownScrollKeySuggestsTheRightOne() {
        let found = scrollDiagnostics("scroll:\n  offset: [0, 10]\n")
        XCTAssertTrue(
            found.contains {
                $0.kind == .unknownKey && $0.location.keyPath == "scroll.offset" && $0.message.contains("offsets")
            },
            "expected an unknown-key diagnostic at scroll.offset suggesting `offsets`, found \(found)")
    }
}
