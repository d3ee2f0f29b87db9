import Foundation
import XCTest
import Yams

/// `docs/ci.md`'s GitHub Actions workflow, checked structurally: it parses, runs on Linux,
/// installs, caches `.build`, runs `check` with options the command line accepts, and keeps
/// the report even when the check fails.
final class CIRecipeTests: XCTestCase {
    private func workflow() throws -> [String: Any] {
        let text = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```yaml\n"), "a yaml block")
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let yaml = String(text[start.upperBound..<end.lowerBound])
        return try XCTUnwrap(try Yams.load(yaml: yaml) as? [String: Any], "a mapping")
    }

    func testTheWorkflowInstallsCachesChecksAndKeepsTheReport() throws {
        let root = try workflow()
        let triggers = try XCTUnwrap(root["on"] as? [String: Any] ?? root["true"] as? [String: Any], "triggers")
        XCTAssertTrue(triggers.keys.contains("pull_request"), "runs on pull requests")
        let jobs = try XCTUnwrap(root["jobs"] as? [String: Any])
        let job = try XCTUnwrap(jobs["check"] as? [String: Any])
        XCTAssertTrue((job["runs-on"] as? String)?.hasPrefix("ubuntu") == true, "a Linux runner")
        let steps = try XCTUnwrap(job["steps"] as? [[String: Any]])
        let uses = steps.compactMap { $0["uses"] as? String }
        XCTAssertTrue(uses.contains("actions/checkout@v4"))
        let runs = steps.compactMap { $0["run"] as? String }
        XCTAssertTrue(runs.contains { $0.contains("scripts/install-deps") }, "installs the system packages")
        let cache = try XCTUnwrap(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/cache") == true })
        XCTAssertEqual((cache["with"] as? [String: Any])?["path"] as? String, ".build")
        let upload = try XCTUnwrap(
            steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
        XCTAssertEqual(upload["if"] as? String, "always()", "the report is kept when the check fails")

        // The check step's options are ones `layoutshot check` accepts.
        let check = try XCTUnwrap(runs.first { $0.contains("layoutshot check") })
        let help = String(decoding: try CLIRunner.run(["check", "--help"]).standardOutput, as: UTF8.self)
        let options = check.split(separator: " ").map(String.init).filter { $0.hasPrefix("--") }
        XCTAssertEqual(Set(options), ["--references", "--shard", "--junit", "--html", "--report-dir", "--json"])
        let matrix = (job["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
        XCTAssertEqual(matrix?["shard"] as? [Int], [1, 2, 3], "one job per shard")
        XCTAssertTrue(check.contains("--shard ${{ matrix.shard }}/3"), check)
        for option in options {
            XCTAssertTrue(help.contains(option), "\(option) is a check option")
        }
    }

    /// The last job merges what the shards uploaded, whatever their outcome, with options
    /// `merge-reports` accepts, and keeps the merged report with the images it refers to.
    func testTheReportJobMergesTheShards() throws {
        let jobs = try XCTUnwrap(try workflow()["jobs"] as? [String: Any])
        let job = try XCTUnwrap(jobs["report"] as? [String: Any])
        XCTAssertEqual(job["needs"] as? String, "check")
        XCTAssertEqual(job["if"] as? String, "always()", "merges also when a shard failed")
        let steps = try XCTUnwrap(job["steps"] as? [[String: Any]])
        let download = try XCTUnwrap(
            steps.first { ($0["uses"] as? String)?.hasPrefix("actions/download-artifact") == true })
        let downloadPath = try XCTUnwrap((download["with"] as? [String: Any])?["path"] as? String)
        XCTAssertEqual((download["with"] as? [String: Any])?["pattern"] as? String, "layout-report-*")
        let merge = try XCTUnwrap(steps.compactMap { $0["run"] as? String }.first { $0.contains("merge-reports") })
        XCTAssertTrue(merge.contains("merge-reports \(downloadPath)/*/report.json"), merge)
        let help = String(decoding: try CLIRunner.run(["merge-reports", "--help"]).standardOutput, as: UTF8.self)
        for option in merge.split(separator: " ").map(String.init).filter({ $0.hasPrefix("--") }) {
            XCTAssertTrue(help.contains(option), "\(option) is a merge-reports option")
        }
        let upload = try XCTUnwrap(
            steps.last { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
        let kept = (upload["with"] as? [String: Any])?["path"] as? String ?? ""
        XCTAssertTrue(kept.contains("merged") && kept.contains(downloadPath), "the merged report and its images")
    }
}
