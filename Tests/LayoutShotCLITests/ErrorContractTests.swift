import Foundation
import XCTest

/// One error contract for every command (README, each `--help`): 0 success, 1 differences
/// (`diff`, `check`) or findings (`lint`), 2 any trouble. The same fault gives the same status — and, for a
/// document, the same message — whichever command meets it.
final class ErrorContractTests: XCTestCase {
    /// Documents valid in their core but invalid in a section only one command plays: decoding
    /// reads every section once, so every command rejects them alike.
    private let invalidDocuments: [(name: String, body: String, message: String)] = [
        (
            "bad-updates.yaml",
            "viewport: {width: 250, height: 250}\nlayout: {type: flow}\nsections: [3]\n"
                + "updates:\n  - delete: [\"0-0\", {section: 0, item: 7}]\n",
            "bad-updates.yaml:5:21: error: updates[0].delete[1]: invalid batch update: cannot delete item 0-7"
        ),
        (
            // Placed beyond the end: was found only when animating, without a location.
            "bad-insert.yaml",
            "viewport: {width: 250, height: 250}\nlayout: {type: flow}\nsections: [3]\nupdates: [{insert: '0-9'}]\n",
            "bad-insert.yaml:4:20: error: updates[0].insert: invalid batch update: item 0-9 is placed beyond the end"
        ),
        (
            "bad-scroll.yaml",
            "viewport: {width: 320, height: 480}\nlayout: {type: flow}\nsections: [20]\n"
                + "scroll:\n  offsets: [0, 100]\n  fling: {velocity: 500}\n",
            "bad-scroll.yaml:"
        ),
    ]

    func testAnInvalidDocumentGivesTheSameMessageAndStatusInEveryCommand() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for document in invalidDocuments {
            try Data(document.body.utf8).write(to: directory.appendingPathComponent(document.name))
            var messages: [String: String] = [:]
            for command in [["render"], ["animate"], ["scroll"]] {
                let arguments = command + [document.name, "-o", "out.png"]
                let result = try CLIRunner.run(arguments, in: directory)
                XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
                XCTAssertTrue(
                    result.standardError.hasPrefix(document.message), "\(arguments): \(result.standardError)")
                messages[command[0]] = result.standardError
            }
            XCTAssertEqual(Set(messages.values).count, 1, "one message for \(document.name): \(messages)")
            let check = try DiffCheck.run(["check", document.name, "--record-mode", "never"], in: directory)
            XCTAssertEqual(check.status, 2, DiffCheck.text(check) + check.standardError)
            let firstLine = messages["render"]?.split(separator: "\n").first.map(String.init) ?? "?"
            XCTAssertTrue(
                (DiffCheck.text(check) + check.standardError).contains(
                    firstLine.replacingOccurrences(
                        of: "\(document.name):", with: "")),
                "check reports the decoder's message \(firstLine): \(DiffCheck.text(check))")
            XCTAssertEqual(CLIRunner.contents(of: directory).filter { !$0.hasSuffix(".yaml") }, [], "nothing written")
        }
    }

    func testAMissingInputExitsTwoInEveryCommand() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let commands: [[String]] = [
            ["render", "missing.yaml", "-o", "out.svg"],
            ["animate", "missing.yaml", "-o", "out.svg"],
            ["scroll", "missing.yaml", "-o", "out.svg"],
            ["diff", "missing.png", "missing-too.png"],
            ["check", "missing.yaml"],
            ["lint", "missing.yaml"],
        ]
        for arguments in commands {
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.contains("missing"), "\(arguments) names the file: \(result.standardError)")
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), [])
    }

    func testAnUnwritableOutputExitsTwoInEveryCommand() throws {
        let directory = try outputCommandsInputs()
        try Data("a file, not a folder".utf8).write(to: directory.appendingPathComponent("not-a-folder"))
        let commands = Self.outputCommands(into: "not-a-folder")
        for arguments in commands {
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.contains("'not-a-folder' is not a directory"),
                "\(arguments) names the place: \(result.standardError)")
        }
        XCTAssertEqual(
            CLIRunner.contents(of: directory),
            ["a.png", "b.png", "carousel-snap.yaml", "grid-rows.yaml", "move.yaml", "not-a-folder"])
    }

    /// Every command makes the folders its output names, parents included (a CI step writes
    /// `report/junit.xml` on a fresh checkout), and only those.
    func testEveryCommandMakesTheFoldersItsOutputNames() throws {
        let directory = try outputCommandsInputs()
        for (index, arguments) in Self.outputCommands(into: "new").enumerated() {
            let folder = "run\(index)"
            let rewritten = arguments.map { $0.replacingOccurrences(of: "new/", with: "\(folder)/new/") }
            let result = try CLIRunner.run(
                rewritten + (arguments[0] == "check" ? ["--references", "refs\(index)"] : []), in: directory)
            // A first check records its reference (exit 1); every other command succeeds.
            XCTAssertEqual(result.status, arguments[0] == "check" ? 1 : 0, "\(rewritten): \(result.standardError)")
            let made = CLIRunner.contents(of: directory.appendingPathComponent("\(folder)/new"))
            XCTAssertFalse(made.isEmpty, "\(rewritten) wrote into the folder it made")
        }
    }

    /// A temporary folder with the inputs of `outputCommands(into:)`: a still, an animation and a
    /// scroll document, and two PNGs to diff.
    private func outputCommandsInputs() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for name in ["grid-rows.yaml", "animations/move.yaml", "scroll/carousel-snap.yaml"] {
            let source = CLIRunner.packageRoot.appendingPathComponent("fixtures/\(name)")
            try FileManager.default.copyItem(
                at: source, to: directory.appendingPathComponent(source.lastPathComponent))
        }
        XCTAssertEqual(try CLIRunner.run(["render", "grid-rows.yaml", "-o", "a.png"], in: directory).status, 0)
        XCTAssertEqual(try CLIRunner.run(["render", "grid-rows.yaml", "-o", "b.png"], in: directory).status, 0)
        return directory
    }

    /// One command of each kind writing a file into `folder`.
    private static func outputCommands(into folder: String) -> [[String]] {
        [
            ["render", "grid-rows.yaml", "-o", "\(folder)/out.svg"],
            ["animate", "move.yaml", "-o", "\(folder)/out.svg"],
            ["scroll", "carousel-snap.yaml", "-o", "\(folder)/out.png"],
            ["schema", "-o", "\(folder)/schema.json"],
            ["diff", "a.png", "b.png", "-o", "\(folder)/diff.png"],
            ["check", "grid-rows.yaml", "--junit", "\(folder)/junit.xml"],
            ["check", "grid-rows.yaml", "--html", "\(folder)/report.html"],
            ["check", "grid-rows.yaml", "--json", "\(folder)/report.json", "--report-dir", "\(folder)/images"],
            ["check", "grid-rows.yaml", "--markdown", "\(folder)/summary.md"],
            ["lint", "grid-rows.yaml", "-o", "\(folder)/report.txt"],
            ["animate", "move.yaml", "-o", "\(folder)/f-%03d.png"],
        ]
    }

    /// A bad option value is a wrong command line in every command: exit 2 with the option named.
    func testBadOptionValuesExitTwoInEveryCommand() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let fixtures = CLIRunner.packageRoot.appendingPathComponent("fixtures").path
        let commands: [(arguments: [String], option: String)] = [
            (["scroll", "\(fixtures)/scroll/carousel-snap.yaml", "-o", "out.png", "--columns", "0"], "--columns"),
            (
                ["animate", "\(fixtures)/animations/move.yaml", "-o", "out.png", "--strip-columns", "0"],
                "--strip-columns"
            ),
            (["render", "\(fixtures)/grid-rows.yaml", "-o", "out.png", "--scale", "0"], "--scale"),
            (["check", "\(fixtures)/grid-rows.yaml", "--scale", "0"], "--scale"),
            (["diff", "a.png", "b.png", "--threshold", "2"], "--threshold"),
        ]
        for (arguments, option) in commands {
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.contains(option), "\(arguments) names \(option): \(result.standardError)")
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), [], "nothing written")
    }

    /// A misspelt command is named as a command, with a suggestion, not read as a document that
    /// makes the next option "unknown"; a word close to no command gets the list of commands.
    func testAnUnknownCommandIsNamedWithASuggestion() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let misspelt = try CLIRunner.run(["rendr", "x.yaml", "-o", "x.png"], in: directory)
        XCTAssertEqual(misspelt.status, 2)
        XCTAssertTrue(
            misspelt.standardError.contains("unknown command `rendr` (did you mean `render`?)"), misspelt.standardError)
        let far = try CLIRunner.run(["draw", "x.yaml"], in: directory)
        XCTAssertEqual(far.status, 2)
        XCTAssertFalse(far.standardError.contains("did you mean"), far.standardError)
        XCTAssertTrue(far.standardError.contains("the commands are render, schema, animate"), far.standardError)
        XCTAssertEqual(try CLIRunner.run(["help", "render"], in: directory).status, 0, "help is a command")
        XCTAssertEqual(CLIRunner.contents(of: directory), [], "nothing written")
    }

    func testEveryHelpStatesTheContract() throws {
        for command in ["render", "animate", "scroll", "diff", "check", "lint", "schema"] {
            let result = try CLIRunner.run([command, "--help"])
            let help = String(decoding: result.standardOutput, as: UTF8.self)
                .split(whereSeparator: \.isWhitespace).joined(separator: " ")
            XCTAssertTrue(
                help.contains(
                    "Exit status: 0 success (diff, check: the inputs match; lint: no findings), 1 differences (diff, check; render --docc --check: stale figures) or findings (lint), 2 trouble"
                ),
                "\(command) --help: \(help)")
        }
    }
}
