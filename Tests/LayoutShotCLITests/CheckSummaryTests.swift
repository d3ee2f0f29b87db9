import Foundation
import XCTest

/// `check --markdown` and `merge-reports --markdown`: a summary for a job summary or a pull
/// request comment, linking the HTML report relative to itself.
final class CheckSummaryTests: XCTestCase {
    /// A directory with `d.yaml` whose references in `refs` were recorded before it changed
    /// (two items, now three), and an empty `reportDirectory`.
    private func changedDocument(reportDirectory: String) throws -> URL {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [2]\n"
        try Data(document.utf8).write(to: directory.appendingPathComponent("d.yaml"))
        try DiffCheck.record(["check", "d.yaml", "--references", "refs"], in: directory)
        try Data(document.replacingOccurrences(of: "[2]", with: "[3]").utf8).write(
            to: directory.appendingPathComponent("d.yaml"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(reportDirectory), withIntermediateDirectories: false)
        return directory
    }

    func testCheckAndMergeWriteAMarkdownSummary() throws {
        let directory = try changedDocument(reportDirectory: "out")
        let result = try DiffCheck.run(
            [
                "check", "d.yaml", "--references", "refs", "--record-mode", "never", "--report-dir", "out/images",
                "--html", "out/report.html", "--markdown", "summary.md", "--json", "out/report.json",
            ], in: directory)
        XCTAssertEqual(result.status, 1, result.standardError)
        let summary = try String(contentsOf: directory.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.hasPrefix("## layoutshot check: 1 case: 1 failed\n"), summary)
        XCTAssertTrue(summary.contains("| **failed** | d |"), summary)
        XCTAssertTrue(summary.contains("[The report with the images](out/report.html)"), summary)
        // The element changes counted as the text report counts them — two items became three:
        // one cell added — and the command that accepts them.
        XCTAssertTrue(DiffCheck.text(result).contains("; 1 element changed: 1 added\n"), DiffCheck.text(result))
        XCTAssertTrue(summary.contains("<summary>d: 1 element changed: 1 added</summary>"), summary)
        XCTAssertTrue(summary.contains("```sh\nlayoutshot approve out/report.json --all\n```"), summary)
        let page = "https://github.com/team/app/actions/runs/42"
        let merged = try DiffCheck.run(
            ["merge-reports", "out/report.json", "--markdown", "merged.md", "--report-url", page], in: directory)
        XCTAssertEqual(merged.status, 1, merged.standardError)
        let mergedSummary = try String(contentsOf: directory.appendingPathComponent("merged.md"), encoding: .utf8)
        XCTAssertTrue(mergedSummary.contains("| **failed** | d |"), mergedSummary)
        XCTAssertTrue(mergedSummary.contains("[The report with the images](\(page))"), mergedSummary)
    }

    /// `--record-mode failed` re-records what differs: the run exits 1, and every report shows
    /// the change to review — the HTML a section with the old reference, the new rendering and
    /// their diff; the text the case's changes and diff image; JUnit a failure.
    func testReRecordedCasesAreReviewable() throws {
        let directory = try changedDocument(reportDirectory: "report")
        let result = try DiffCheck.run(
            [
                "check", "d.yaml", "--references", "refs", "--record-mode", "failed", "--report-dir", "report",
                "--html", "report/index.html", "--junit", "report/junit.xml",
            ], in: directory)
        XCTAssertEqual(result.status, 1, result.standardError)
        let text = DiffCheck.text(result)
        XCTAssertTrue(text.contains("REC  d — "), text)
        XCTAssertTrue(text.contains("diff: report/d.diff.png"), text)
        let html = try String(contentsOf: directory.appendingPathComponent("report/index.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("<h2><span class=\"badge\">recorded</span> d</h2>"), html)
        XCTAssertTrue(html.contains("d.expected.png") && html.contains("d.actual.png"), "before and after")
        let junit = try String(contentsOf: directory.appendingPathComponent("report/junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("failures=\"1\""), junit)
        XCTAssertTrue(junit.contains("type=\"ReferenceRecorded\""), junit)
    }
}
