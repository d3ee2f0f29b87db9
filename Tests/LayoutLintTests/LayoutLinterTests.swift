import CollectionLayout
import Foundation
import LayoutLint
import XCTest

/// One seeded layout per contract (SeededLayouts.swift): the linter reports that rule, for the
/// elements the bug touches, and nothing else. Timing is off here (`QueryCostTests` has it),
/// so every run gives the same findings.
final class LayoutLinterTests: XCTestCase {
    /// Lints `makeLayout`'s layouts in a 300 × 400 view with sections [6, 4], without timing.
    private func lint(_ makeLayout: @escaping () -> CollectionViewLayout) -> [LintFinding] {
        var options = LintOptions()
        options.checksQueryCost = false
        return LayoutLinter(options: options) {
            CollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: makeLayout(),
                dataSource: InMemoryDataSource(itemCounts: [6, 4]))
        }.run()
    }

    private func assertOnly(
        _ rule: LintRule, in findings: [LintFinding], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(findings.isEmpty, "\(rule) not reported", file: file, line: line)
        for finding in findings where finding.rule != rule {
            XCTFail("unrelated finding: \(finding)", file: file, line: line)
        }
    }

    private func finding(for element: String, in findings: [LintFinding]) -> LintFinding? {
        findings.first { $0.element == element }
    }

    func testCorrectLayoutsHaveNoFindings() {
        XCTAssertEqual(lint { RowListLayout() }, [])
        // Sticky headers done right: computed from the offset, and invalidated when it moves.
        XCTAssertEqual(lint { PreparedStickyLayout(invalidates: true) }, [])
    }

    /// The sweeps: viewport tiles (300 × 400) from y 0, and half tiles (150 × 200) shifted back by
    /// a third of the viewport (400 / 3), whose tops fall at 66.67, 266.67, 466.67, 666.67,
    /// 866.67 and 1066.67. A query misses the element straddling its top edge: at 400 cell 0-3
    /// (340–440), at 800 cell 1-1 (780–880), at 66.67 cell 0-0 (40–140), at 266.67 cell 0-2
    /// (240–340), at 466.67 cell 0-4 (440–540), at 666.67 header 1-0 (640–680), at 1066.67 cell
    /// 1-3 (980–1080). The first query (from y −400) misses nothing.
    func testRectQueryThatMissesElementsStartingAboveTheRect() {
        let findings = lint { StartsInRectLayout() }
        assertOnly(.rectQuery, in: findings)
        XCTAssertEqual(
            Set(findings.map(\.element)),
            ["cell 0-0", "cell 0-2", "cell 0-3", "cell 0-4", "header 1-0", "cell 1-1", "cell 1-3"])
        let missed = finding(for: "cell 0-3", in: findings)
        XCTAssertEqual(
            missed?.expected,
            "in the answer to layoutAttributesForElements(in: (0, 400, 300, 400)), which its frame (0, 340, 300, 100) intersects"
        )
        XCTAssertEqual(missed?.found, "not returned")
    }

    /// Section 1's cells come back on demand at 40 + 100·i instead of 680 + 100·i; section 0's
    /// agree.
    func testOnDemandAnswerThatDisagreesWithTheRectAnswer() {
        let findings = lint { RecomputingItemLayout() }
        assertOnly(.onDemand, in: findings)
        XCTAssertEqual(findings.map(\.element), ["cell 1-0", "cell 1-1", "cell 1-2", "cell 1-3"])
        XCTAssertEqual(
            finding(for: "cell 1-2", in: findings)?.expected,
            "layoutAttributesForItem(at:) to answer as the rect query does: frame (0, 880, 300, 100)")
        XCTAssertEqual(finding(for: "cell 1-2", in: findings)?.found, "frame (0, 240, 300, 100)")
    }

    /// Sections of 6 and 4 items: items 0-5 and 1-3 have no row.
    func testItemsWithoutAttributes() {
        let findings = lint { OffByOneLayout() }
        assertOnly(.missingElement, in: findings)
        XCTAssertEqual(findings.map(\.element), ["cell 0-5", "cell 1-3"])
        XCTAssertEqual(
            finding(for: "cell 0-5", in: findings)?.expected, "a cell: the data source has 6 items in section 0")
    }

    /// The first query covers the content (300 × 1080) with a viewport's margin: (−300, −400,
    /// 900, 1880); both headers come back twice in it.
    func testHeadersReturnedTwiceInOneAnswer() {
        let findings = lint { DoubledHeaderLayout() }
        assertOnly(.duplicateElement, in: findings)
        XCTAssertEqual(findings.map(\.element), ["header 0-0", "header 1-0"])
        XCTAssertEqual(
            findings.first?.expected, "once in the answer to layoutAttributesForElements(in: (-300, -400, 900, 1880))")
        XCTAssertEqual(findings.first?.found, "2 times")
    }

    func testNonFiniteAndNegativeFrames() {
        let findings = lint { RatioWidthLayout() }
        assertOnly(.invalidFrame, in: findings)
        XCTAssertEqual(findings.map(\.element), ["cell 0-2", "cell 1-1"])
        XCTAssertEqual(finding(for: "cell 0-2", in: findings)?.found, "frame (nan, 240, nan, 100)")
        XCTAssertEqual(finding(for: "cell 1-1", in: findings)?.found, "frame (0, 780, -150, 100)")
    }

    func testElementBelowTheContent() {
        let findings = lint { ShortContentLayout() }
        assertOnly(.outsideContent, in: findings)
        XCTAssertEqual(findings.map(\.element), ["cell 1-3"])
        XCTAssertEqual(findings.first?.expected, "inside the content (0, 0, 300, 980) at offset zero")
        XCTAssertEqual(findings.first?.found, "frame (0, 980, 300, 100) reaches 100 past the bottom edge")
    }

    /// The content scrolls 1080 − 400 = 680 points; the last offset is 680, where the queries
    /// that follow the scroll pin header 0-0 at min(max(680, 0), 640 − 40) = 600 and header 1-0
    /// at min(max(680, 640), 1080 − 40) = 680 — in the very objects returned at offset zero.
    func testAttributesEditedAfterTheyWereReturned() {
        let findings = lint { StickyCacheLayout() }
        assertOnly(.mutatedAttributes, in: findings)
        XCTAssertEqual(findings.map(\.element), ["header 0-0", "header 1-0"])
        let header = finding(for: "header 0-0", in: findings)
        XCTAssertTrue(
            header?.expected.hasSuffix("to keep frame (0, 0, 300, 40)") == true, "\(String(describing: header))")
        XCTAssertTrue(
            header?.found.hasPrefix("frame (0, 600, 300, 40) after scrolling") == true, "\(String(describing: header))")
    }

    /// Offsets −100 (overscroll), 170, 340, 510 and 680. At 170 a layout prepared there pins
    /// header 0-0 at 170, in view, while the stale one keeps it at 0–40, out of view; at 680
    /// header 1-0 pins at 680 while the stale one keeps it at 640–680, which only touches the
    /// visible rectangle's top edge.
    func testStickyHeadersWithoutInvalidation() {
        let findings = lint { PreparedStickyLayout(invalidates: false) }
        assertOnly(.boundsInvalidation, in: findings)
        XCTAssertEqual(findings.map(\.element), ["header 0-0", "header 1-0"])
        XCTAssertEqual(
            finding(for: "header 0-0", in: findings)?.expected,
            "frame (0, 170, 300, 40) at offset (0, 170), as a layout prepared there answers")
        XCTAssertEqual(
            finding(for: "header 1-0", in: findings)?.expected,
            "frame (0, 680, 300, 40) at offset (0, 680), as a layout prepared there answers")
        XCTAssertTrue(finding(for: "header 1-0", in: findings)?.found.hasPrefix("not returned") == true)
    }

    /// A layout that breaks one rule for many elements lists `maxFindingsPerRule` of them, then
    /// counts the rest. With sections [0, 10] the headers take y 0–80 and cell 1-i starts at
    /// 80 + 100·i, but comes back on demand at 40 + 100·i: all 10 cells disagree.
    func testFindingsPerRuleAreCapped() {
        var options = LintOptions()
        options.checksQueryCost = false
        options.maxFindingsPerRule = 3
        let findings = LayoutLinter(options: options) {
            CollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: RecomputingItemLayout(),
                dataSource: InMemoryDataSource(itemCounts: [0, 10]))
        }.run()
        XCTAssertEqual(findings.map(\.element), ["cell 1-0", "cell 1-1", "cell 1-2", "7 more elements"])
        XCTAssertEqual(findings.last?.found, "not listed: at most 3 findings per rule")
    }

    func testFindingsEncodeAsJSON() throws {
        let finding = LintFinding(rule: .onDemand, element: "cell 0-1", expected: "a", found: "b")
        let data = try JSONEncoder().encode(finding)
        XCTAssertEqual(try JSONDecoder().decode(LintFinding.self, from: data), finding)
        let object = try JSONSerialization.jsonObject(with: data) as? [String: String]
        XCTAssertEqual(object?["rule"], "on-demand")
    }
}
