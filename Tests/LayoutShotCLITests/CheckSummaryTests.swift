import Foundation
import XCTest

/// `check --markdown` and `merge-reports --markdown`: a summary for a job summary or a pull
/// request comment, linking the HTML report relative to itself.
final class CheckSummaryTests: XCTestCase {
    func testCheckAndMergeWriteAMarkdownSummary() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [2]\n"
        try Data(document.utf8).write(to: directory.appendingPathComponent("d.yaml"))
        try DiffCheck.record(["check", "d.yaml", "--references", "refs"], in: directory)
        try Data(document.replacingOccurrences(of: "[2]", with: "[3]").utf8).write(
            to: directory.appendingPathComponent("d.yaml"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
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
        let merged = try DiffCheck.run(["merge-reports", "out/report.json", "--markdown", "merged.md"], in: directory)
        XCTAssertEqual(merged.status, 1, merged.standardError)
        let mergedSummary = try String(contentsOf: directory.appendingPathComponent("merged.md"), encoding: .utf8)
        XCTAssertTrue(mergedSummary.contains("| **failed** | d |"), mergedSummary)
    }
}
