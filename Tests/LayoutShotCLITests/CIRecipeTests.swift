import Foundation
import XCTest
import Yams

/// `docs/ci.md`'s GitHub Actions workflow against `action.yml`, checked structurally: the
/// workflow gives the action only inputs it declares, uploads the folder the action writes,
/// whatever the outcome, and merges what the shards uploaded. (ExamplePackageTests'
/// `GitHubActionTests` run the action's steps with the workflow's inputs, as a runner does.)
final class CIRecipeTests: XCTestCase {
    private func yaml(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try Yams.load(yaml: text) as? [String: Any], "a mapping")
    }

    private func workflow() throws -> [String: Any] {
        let text = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```yaml\n"), "a yaml block")
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        return try yaml(String(text[start.upperBound..<end.lowerBound]))
    }

    private func action() throws -> [String: Any] {
        try yaml(
            String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("action.yml"), encoding: .utf8))
    }

    private func steps(_ job: String) throws -> [[String: Any]] {
        let jobs = try XCTUnwrap(try workflow()["jobs"] as? [String: Any])
        return try XCTUnwrap((jobs[job] as? [String: Any])?["steps"] as? [[String: Any]])
    }

    /// The step that runs the action: LayoutShot checked out into `.layoutshot` first.
    private func actionStep(_ steps: [[String: Any]]) throws -> [String: String] {
        let checkout = try XCTUnwrap(
            steps.first { ($0["with"] as? [String: Any])?["path"] as? String == ".layoutshot" })
        XCTAssertEqual(checkout["uses"] as? String, "actions/checkout@v4")
        let step = try XCTUnwrap(steps.first { $0["uses"] as? String == "./.layoutshot" })
        return try XCTUnwrap(step["with"] as? [String: String])
    }

    func testTheWorkflowGivesTheActionItsInputsAndKeepsTheReport() throws {
        let root = try workflow()
        let triggers = try XCTUnwrap(root["on"] as? [String: Any] ?? root["true"] as? [String: Any], "triggers")
        XCTAssertTrue(triggers.keys.contains("pull_request"), "runs on pull requests")
        let jobs = try XCTUnwrap(root["jobs"] as? [String: Any])
        let job = try XCTUnwrap(jobs["check"] as? [String: Any])
        XCTAssertTrue((job["runs-on"] as? String)?.hasPrefix("ubuntu") == true, "a Linux runner")
        let matrix = (job["strategy"] as? [String: Any])?["matrix"] as? [String: Any]
        XCTAssertEqual(matrix?["shard"] as? [Int], [1, 2, 3], "one job per shard")

        let steps = try steps("check")
        let inputs = try actionStep(steps)
        let declared = try XCTUnwrap(try action()["inputs"] as? [String: Any])
        XCTAssertTrue(Set(inputs.keys).isSubset(of: declared.keys), "\(inputs.keys) are the action's inputs")
        XCTAssertEqual(inputs["shard"], "${{ matrix.shard }}/3")
        let upload = try XCTUnwrap(
            steps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
        XCTAssertEqual(upload["if"] as? String, "always()", "the report is kept when the check fails")
        let reportDir = (declared["report-dir"] as? [String: Any])?["default"] as? String
        XCTAssertEqual((upload["with"] as? [String: Any])?["path"] as? String, reportDir)
    }

    /// The last job merges what the shards uploaded, whatever their outcome, and keeps the
    /// merged report with the images it refers to.
    func testTheReportJobMergesTheShards() throws {
        let jobs = try XCTUnwrap(try workflow()["jobs"] as? [String: Any])
        let job = try XCTUnwrap(jobs["report"] as? [String: Any])
        XCTAssertEqual(job["needs"] as? String, "check")
        XCTAssertEqual(job["if"] as? String, "always()", "merges also when a shard failed")
        let steps = try steps("report")
        let download = try XCTUnwrap(
            steps.first { ($0["uses"] as? String)?.hasPrefix("actions/download-artifact") == true })
        let downloadPath = try XCTUnwrap((download["with"] as? [String: Any])?["path"] as? String)
        XCTAssertEqual((download["with"] as? [String: Any])?["pattern"] as? String, "layout-report-*")
        XCTAssertEqual(try actionStep(steps)["merge-reports"], downloadPath)
        let upload = try XCTUnwrap(
            steps.last { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact") == true })
        let kept = (upload["with"] as? [String: Any])?["path"] as? String ?? ""
        XCTAssertTrue(
            kept.contains("layoutshot-report") && kept.contains(downloadPath), "the merged report and its images")
    }

    /// The action runs its script in every step that runs anything, with each input it maps
    /// declared, and caches the folder the script builds in.
    func testTheActionRunsItsScriptOnItsInputs() throws {
        let action = try action()
        let declared = Set(try XCTUnwrap(action["inputs"] as? [String: Any]).keys)
        let runs = try XCTUnwrap(action["runs"] as? [String: Any])
        XCTAssertEqual(runs["using"] as? String, "composite")
        let steps = try XCTUnwrap(runs["steps"] as? [[String: Any]])
        for step in steps {
            if let run = step["run"] as? String {
                XCTAssertTrue(run.hasPrefix("bash \"$GITHUB_ACTION_PATH/scripts/ci-action\" "), run)
                XCTAssertEqual(step["shell"] as? String, "bash")
            }
            for value in ((step["env"] as? [String: String]) ?? [:]).values {
                let name = value.replacingOccurrences(of: "${{ inputs.", with: "").replacingOccurrences(
                    of: " }}", with: "")
                XCTAssertTrue(declared.contains(name), "\(value) is a declared input")
            }
        }
        let cache = try XCTUnwrap(steps.first { ($0["uses"] as? String)?.hasPrefix("actions/cache@") == true })
        XCTAssertEqual((cache["with"] as? [String: Any])?["path"] as? String, "${{ runner.temp }}/layoutshot-build")
        let script = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("scripts/ci-action"), encoding: .utf8)
        XCTAssertTrue(script.contains("${RUNNER_TEMP:-${TMPDIR:-/tmp}}/layoutshot-build"), "the script builds there")
    }

    /// The guide's shell commands run as written, in order, in a team's folder of documents:
    /// the first records the references (exit 1), the check by hand then passes and writes
    /// every report into the folder it names.
    func testTheGuidesCommandsRunAsWritten() throws {
        let text = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        var commands: [String] = []
        var inShell = false
        var pending = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShell = !inShell && line == "```sh"
                continue
            }
            guard inShell else { continue }
            pending += line.hasSuffix("\\") ? String(line.dropLast()) : String(line)
            if !line.hasSuffix("\\") {
                if pending.hasPrefix("layoutshot ") { commands.append(pending) }
                pending = ""
            }
        }
        XCTAssertEqual(commands.count, 2, "\(commands)")
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let layouts = directory.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        for name in ["grid-rows.yaml", "first-figure.yaml"] {
            try FileManager.default.copyItem(
                at: CLIRunner.fixtures.appendingPathComponent(name), to: layouts.appendingPathComponent(name))
        }
        var statuses: [Int32] = []
        for command in commands {
            let words = command.split(separator: "#")[0].split(separator: " ").map(String.init)
            let result = try CLIRunner.run(Array(words.dropFirst()), in: directory)
            statuses.append(result.status)
        }
        XCTAssertEqual(statuses, [1, 0], "records, then passes")
        for name in ["report.json", "junit.xml", "index.html", "summary.md"] {
            XCTAssertTrue(
                FileManager.default.fileExists(
                    atPath: directory.appendingPathComponent("layoutshot-report/\(name)").path),
                name)
        }
    }
}
