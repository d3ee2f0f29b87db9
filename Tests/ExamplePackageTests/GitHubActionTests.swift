import Foundation
import XCTest
import Yams

/// LayoutShot's GitHub Action, run the way a runner runs a composite action, in a temporary
/// "team repository": its own documents and references, and a package of its own layout class
/// (a copy of Examples/OwnLayoutCLI depending on this checkout). Each `run:` step of
/// `action.yml` is run with bash as the runner does (`bash -e -o pipefail`), its `${{ inputs.… }}`
/// expressions filled in from the inputs that docs/ci.md's workflow gives, `GITHUB_*` variables
/// pointing at temporary files, and what a step writes to `$GITHUB_ENV` passed to the next.
/// Steps that `uses:` another action (the build cache) are what a runner would skip on a cache
/// miss. Two changes to the runner's defaults keep the test minutes long: a debug build, and the
/// build folder of Examples/OwnLayoutCLI (which ExamplePackageTests builds too).
final class GitHubActionTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let example = root.appendingPathComponent("Examples/OwnLayoutCLI")

    private var team: URL!
    private var runner: URL!

    override func setUpWithError() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("action-\(UUID().uuidString)")
        team = base.appendingPathComponent("team")
        runner = base.appendingPathComponent("runner")
        for folder in [
            team!, runner!, team.appendingPathComponent("Tools/LayoutCLI"), team.appendingPathComponent("layouts"),
        ] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
        // The team's package of its own layout class, depending on LayoutShot by path.
        let package = try String(contentsOf: Self.example.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertTrue(package.contains("path: \"../..\""))
        try Data(package.replacingOccurrences(of: "path: \"../..\"", with: "path: \"\(Self.root.path)\"").utf8)
            .write(to: team.appendingPathComponent("Tools/LayoutCLI/Package.swift"))
        try FileManager.default.copyItem(
            at: Self.example.appendingPathComponent("Sources"),
            to: team.appendingPathComponent("Tools/LayoutCLI/Sources"))
        BuildPlans.forget(of: Self.example)
        // Its documents: the mosaic of its own layout class, and two of the built-in types.
        try FileManager.default.copyItem(
            at: Self.example.appendingPathComponent("docs/mosaic.yaml"),
            to: team.appendingPathComponent("layouts/mosaic.yaml"))
        for name in ["grid-rows.yaml", "first-figure.yaml"] {
            try FileManager.default.copyItem(
                at: Self.root.appendingPathComponent("fixtures/\(name)"),
                to: team.appendingPathComponent("layouts/\(name)"))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: team.deletingLastPathComponent())
    }

    // MARK: - A runner

    /// What one run of the action left: its exit status, the step summary and outputs.
    private struct Run {
        var status: Int32
        var log: String
        var summary: String
        var outputs: [String: String]
    }

    private func load(_ url: URL) throws -> [String: Any] {
        try XCTUnwrap(try Yams.load(yaml: String(contentsOf: url, encoding: .utf8)) as? [String: Any])
    }

    /// The `with:` of docs/ci.md's `uses: ./.layoutshot` step in `job`, with `${{ matrix.shard }}`
    /// filled in.
    private func workflowInputs(_ job: String, shard: Int? = nil) throws -> [String: String] {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "```yaml\n"))
        let end = try XCTUnwrap(text.range(of: "```", range: start.upperBound..<text.endIndex))
        let workflow = try XCTUnwrap(
            try Yams.load(yaml: String(text[start.upperBound..<end.lowerBound])) as? [String: Any])
        let steps = try XCTUnwrap(
            ((workflow["jobs"] as? [String: Any])?[job] as? [String: Any])?["steps"] as? [[String: Any]])
        let step = try XCTUnwrap(steps.first { $0["uses"] as? String == "./.layoutshot" })
        let with = try XCTUnwrap(step["with"] as? [String: String])
        return with.mapValues { $0.replacingOccurrences(of: "${{ matrix.shard }}", with: shard.map(String.init) ?? "") }
    }

    /// `${{ inputs.name }}` and `${{ inputs.name != '' && 'a' || 'b' }}`, the expressions
    /// action.yml's run steps use; anything else fails the test.
    private func evaluate(_ text: String, inputs: [String: String]) throws -> String {
        var result = text
        while let open = result.range(of: "${{ "),
            let close = result.range(of: " }}", range: open.upperBound..<result.endIndex)
        {
            let expression = String(result[open.upperBound..<close.lowerBound])
            let value: String
            if expression.hasPrefix("inputs."), !expression.contains(" ") {
                value = inputs[String(expression.dropFirst("inputs.".count))] ?? ""
            } else if let match = expression.wholeMatch(of: /inputs\.([a-z-]+) != '' && '([a-z]+)' \|\| '([a-z]+)'/) {
                value = (inputs[String(match.1)] ?? "").isEmpty ? String(match.3) : String(match.2)
            } else {
                XCTFail("an expression the test does not evaluate: \(expression)")
                value = ""
            }
            result.replaceSubrange(open.lowerBound..<close.upperBound, with: value)
        }
        return result
    }

    /// Runs action.yml's steps with `with` as a runner would, stopping at the first that fails.
    private func runAction(_ with: [String: String]) throws -> Run {
        let action = try load(Self.root.appendingPathComponent("action.yml"))
        let declared = try XCTUnwrap(action["inputs"] as? [String: [String: Any]])
        var inputs = declared.mapValues { "\($0["default"] ?? "")" }
        for (name, value) in with {
            XCTAssertNotNil(declared[name], "\(name) is an input of the action")
            inputs[name] = value
        }
        // The test's two departures from a runner's run: see the class comment.
        inputs["configuration"] = "debug"
        let files = ["GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY"].map {
            ($0, runner.appendingPathComponent("\($0)-\(UUID().uuidString)"))
        }
        for (_, file) in files { FileManager.default.createFile(atPath: file.path, contents: nil) }
        var environment = ProcessInfo.processInfo.environment
        environment["CI"] = "true"
        environment["GITHUB_ACTIONS"] = "true"
        environment["GITHUB_WORKSPACE"] = team.path
        environment["GITHUB_ACTION_PATH"] = Self.root.path
        environment["RUNNER_TEMP"] = runner.path
        environment["LAYOUTSHOT_INPUT_BUILD_PATH"] = Self.example.appendingPathComponent(".build").path
        for (name, file) in files { environment[name] = file.path }
        // The Swift driver's and SwiftPM's leftovers go in the runner's folder, removed afterwards.
        environment["TMPDIR"] = runner.path
        let steps = try XCTUnwrap((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        var log = ""
        var status: Int32 = 0
        for step in steps {
            guard let script = step["run"] as? String else { continue }
            var stepEnvironment = environment
            for (name, value) in (step["env"] as? [String: String]) ?? [:] {
                stepEnvironment[name] = try evaluate(value, inputs: inputs)
            }
            for line in try String(contentsOf: files[1].1, encoding: .utf8).split(separator: "\n") {
                let parts = line.split(separator: "=", maxSplits: 1)
                if parts.count == 2 { stepEnvironment[String(parts[0])] = String(parts[1]) }
            }
            let result = try bash(try evaluate(script, inputs: inputs), environment: stepEnvironment)
            log += result.log
            status = result.status
            if status != 0 { break }
        }
        let outputs = try String(contentsOf: files[0].1, encoding: .utf8).split(separator: "\n").reduce(
            into: [String: String]()
        ) { outputs, line in
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { outputs[String(parts[0])] = String(parts[1]) }
        }
        return Run(
            status: status, log: log, summary: try String(contentsOf: files[3].1, encoding: .utf8), outputs: outputs)
    }

    /// `bash -e -o pipefail -c script` in the team's repository, as `shell: bash` runs a step.
    private func bash(_ script: String, environment: [String: String]) throws -> (status: Int32, log: String) {
        try Processes.run(
            URL(fileURLWithPath: "/bin/bash"), ["--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script],
            in: team,
            environment: environment)
    }

    private func quoted(_ log: String) -> String {
        log.suffix(3000).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(
            separator: "\n")
    }

    // MARK: - The runs

    /// The team records its references once, then the workflow's check passes (exit 0, the
    /// summary on the run's page, the report folder ready for upload); a change to the mosaic's
    /// columns fails it (exit 1), names the document and leaves its failure images.
    func testTheWorkflowsCheckPassesThenFailsOnAChange() throws {
        var inputs = try workflowInputs("check")
        inputs["shard"] = nil
        var recording = inputs
        recording["record-mode"] = "missing"
        let recorded = try runAction(recording)
        XCTAssertEqual(recorded.status, 1, "recording exits 1:\n\(quoted(recorded.log))")
        let references = team.appendingPathComponent("layouts/references")
        for name in ["mosaic.png", "mosaic.json", "grid-rows.png", "first-figure.json"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: references.appendingPathComponent(name).path), name)
        }
        try FileManager.default.removeItem(at: team.appendingPathComponent("layoutshot-report"))

        let passed = try runAction(inputs)
        XCTAssertEqual(passed.status, 0, quoted(passed.log))
        XCTAssertEqual(passed.outputs["status"], "0")
        XCTAssertEqual(passed.outputs["report-dir"], "layoutshot-report")
        XCTAssertTrue(passed.summary.contains("3 passed"), passed.summary)
        let report = team.appendingPathComponent("layoutshot-report")
        for name in ["report.json", "junit.xml", "index.html", "summary.md"] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: report.appendingPathComponent(name).path), name)
        }

        let mosaic = team.appendingPathComponent("layouts/mosaic.yaml")
        let text = try String(contentsOf: mosaic, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "columns: 4", with: "columns: 3").utf8).write(to: mosaic)
        let failed = try runAction(inputs)
        XCTAssertEqual(failed.status, 1, quoted(failed.log))
        XCTAssertEqual(failed.outputs["status"], "1")
        XCTAssertTrue(failed.summary.contains("mosaic") && failed.summary.contains("1 failed"), failed.summary)
        let junit = try String(contentsOf: report.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains("<failure"), junit)
        let images = (try? FileManager.default.subpathsOfDirectory(atPath: report.path)) ?? []
        XCTAssertTrue(images.contains { $0.hasSuffix(".png") && $0.contains("mosaic") }, "\(images)")
    }

    /// The three shards of the workflow's matrix each check their part; the report job merges
    /// what they uploaded into one report that exits as one unsharded check would.
    func testTheShardsMergeInTheReportJob() throws {
        var recording = try workflowInputs("check")
        recording["shard"] = nil
        recording["record-mode"] = "missing"
        XCTAssertEqual(try runAction(recording).status, 1)
        let reports = team.appendingPathComponent("reports")
        for shard in 1...3 {
            try? FileManager.default.removeItem(at: team.appendingPathComponent("layoutshot-report"))
            let run = try runAction(try workflowInputs("check", shard: shard))
            XCTAssertEqual(run.status, 0, quoted(run.log))
            // What actions/upload-artifact and download-artifact do between the jobs.
            try FileManager.default.createDirectory(at: reports, withIntermediateDirectories: true)
            try FileManager.default.moveItem(
                at: team.appendingPathComponent("layoutshot-report"),
                to: reports.appendingPathComponent("layout-report-\(shard)"))
        }
        let merged = try runAction(try workflowInputs("report"))
        XCTAssertEqual(merged.status, 0, quoted(merged.log))
        XCTAssertTrue(merged.summary.contains("3 passed"), merged.summary)
        let junit = try String(
            contentsOf: team.appendingPathComponent("layoutshot-report/junit.xml"), encoding: .utf8)
        XCTAssertEqual(junit.components(separatedBy: "<testcase ").count - 1, 3, junit)
    }
}
