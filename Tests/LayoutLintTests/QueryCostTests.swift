import CollectionLayout
import Foundation
import LayoutLint
import XCTest

/// The timing rule, on layouts whose query costs differ by orders of magnitude, so the outcome
/// does not hang on fine timing: with 16 times the items, a scan of every element costs about
/// 16 times as much (far above the threshold of 5), a spatial index about
/// log(32,000) / log(2,000) ≈ 1.4 times (far below it).
final class QueryCostTests: XCTestCase {
    private func lint(_ makeLayout: @escaping () -> CollectionViewLayout) -> [LintFinding] {
        LayoutLinter {
            CollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: makeLayout(),
                dataSource: InMemoryDataSource(itemCounts: [6, 4]))
        }.run()
    }

    func testAScanOfEveryElementIsReported() {
        let findings = lint { ScanningLayout() }
        XCTAssertEqual(findings.map(\.rule), [.linearQuery], "\(findings)")
        XCTAssertEqual(findings.first?.element, "layout")
    }

    func testASpatialIndexIsNotReported() {
        XCTAssertEqual(lint { RowListLayout() }, [])
    }

    func testNoTimingWhenSwitchedOff() {
        var options = LintOptions()
        options.checksQueryCost = false
        let findings = LayoutLinter(options: options) {
            CollectionView(
                frame: CGRect(x: 0, y: 0, width: 300, height: 400), collectionViewLayout: ScanningLayout(),
                dataSource: InMemoryDataSource(itemCounts: [6, 4]))
        }.run()
        XCTAssertEqual(findings, [])
    }
}
