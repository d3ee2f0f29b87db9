import Foundation
import XCTest

/// Inputs are the files the kernel opens, and an output is refused when it is one of them as a
/// file (device and inode), not as a spelling: `lnk/..` after a symbolic link, a hard link and a
/// second mount of the same folder all name the input (audit 4, D1 and D2).
final class InputIdentityTests: XCTestCase {
    /// A document every command reads: a batch update for `animate`, a scroll for `scroll`.
    private static let document = """
        {"version": 1, "viewport": {"width": 200, "height": 200},
         "layout": {"type": "flow", "itemSize": {"width": 40, "height": 40}},
         "sections": [12], "updates": [{"insert": {"section": 0, "item": 0}}],
         "animation": {"frames": 2}, "scroll": {"offsets": [0, 40]}}
        """

    /// The other document, in the lexical parent: what `URL(fileURLWithPath:)` would read.
    private static let decoy = """
        {"version": 1, "viewport": {"width": 100, "height": 100}, "layout": {"type": "flow"}, "sections": [1]}
        """

    /// The five commands that read one document and write one output, writing `output`. A
    /// document is read by its content whatever its name, so it is called `d.svg`: a name every
    /// one of them would write.
    private static func commands(reading input: String, writing output: String) -> [[String]] {
        ["render", "lint", "trace", "animate", "scroll"].map { [$0, input, "-o", output] }
    }

    /// `deep/inner` and the link `lnk` to it, with the document at `deep/d.svg` (what
    /// `lnk/../d.svg` opens) and the decoy at `./d.svg`.
    private func linkedFolder() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let inner = directory.appendingPathComponent("deep/inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("lnk").path, withDestinationPath: "deep/inner")
        try Data(Self.document.utf8).write(to: directory.appendingPathComponent("deep/d.svg"))
        try Data(Self.decoy.utf8).write(to: directory.appendingPathComponent("d.svg"))
        return directory
    }

    func testADocumentIsReadWhereTheKernelFindsIt() throws {
        let directory = try linkedFolder()
        // `cat lnk/../d.svg` prints deep/d.svg: twelve items, not the decoy's one.
        let result = try CLIRunner.run(["render", "lnk/../d.svg", "-o", "-", "--format", "json"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        let snapshot = try XCTUnwrap(
            JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any])
        XCTAssertEqual((snapshot["elements"] as? [Any])?.count, 12, "read deep/d.svg")
    }

    func testNoCommandWritesOverItsInputThroughALinkAndDotDot() throws {
        let directory = try linkedFolder()
        let input = directory.appendingPathComponent("deep/d.svg")
        let decoy = directory.appendingPathComponent("d.svg")
        for arguments in Self.commands(reading: "lnk/../d.svg", writing: "deep/d.svg") {
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("would destroy it"), "\(arguments): \(result.standardError)")
            XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), Self.document, "\(arguments)")
        }
        // Writing the lexical parent's file is allowed: it is not the input.
        for arguments in Self.commands(reading: "lnk/../d.svg", writing: "d.svg") {
            try Data(Self.decoy.utf8).write(to: decoy)
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), Self.document, "\(arguments)")
        }
    }

    func testNoCommandWritesOverAHardLinkToItsInput() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let input = directory.appendingPathComponent("d.svg")
        try Data(Self.document.utf8).write(to: input)
        try FileManager.default.linkItem(at: input, to: directory.appendingPathComponent("same.svg"))
        for arguments in Self.commands(reading: "d.svg", writing: "same.svg") {
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), Self.document, "\(arguments)")
        }
    }

    /// `mount --bind a b`, in a user and mount namespace of its own (`unshare`), so the test
    /// needs no privileges and leaves no mount behind when it ends.
    func testNoCommandWritesOverItsInputThroughASecondMount() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"), "no unshare here")
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for name in ["a", "b"] {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        let input = directory.appendingPathComponent("a/d.svg")
        try Data(Self.document.utf8).write(to: input)
        let executable = CLIRunner.executable.path
        let script = Self.commands(reading: "a/d.svg", writing: "b/d.svg").map { arguments in
            ([executable] + arguments).map { "'\($0)'" }.joined(separator: " ") + "; echo \"status $?\""
        }
        let shell = try CLIRunner.runTool(
            "/usr/bin/unshare",
            [
                "--user", "--map-root-user", "--mount", "sh", "-c",
                "mount --bind a b || exit 99\n" + script.joined(separator: "\n"),
            ], in: directory)
        try XCTSkipIf(
            shell.status == 99 || shell.output.hasPrefix("unshare:"), "no mount namespace here: \(shell.output)")
        XCTAssertEqual(shell.output.components(separatedBy: "status 2").count - 1, 5, shell.output)
        XCTAssertEqual(try String(contentsOf: input, encoding: .utf8), Self.document)
    }
}
