import Foundation
import XCTest

/// `check` writes references and failure images only where nothing of the user's can be lost:
/// never over a file that is not a reference, never among the references (audit 4, D3 and D4).
final class ReferencePlacementTests: XCTestCase {
    private static let document = """
        viewport: {width: 120, height: 80}
        layout: {type: flow, itemSize: {width: 30, height: 30}}
        sections: [3]
        """

    private func write(_ text: String, to path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// D3: `check app/layouts --references app --record` with a document `package.yaml` replaced
    /// the app's `package.json` with a snapshot: record mode `all` wrote without looking.
    func testRecordingNeverReplacesAFileThatIsNotAReference() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let package = #"{"name": "app", "version": "1.0.0"}"#
        try write(package, to: "app/package.json", in: directory)
        try write(Self.document, to: "app/layouts/package.yaml", in: directory)
        for mode in ["all", "failed", "missing"] {
            let result = try CLIRunner.run(
                ["check", "app/layouts", "--references", "app", "--record-mode", mode], in: directory)
            XCTAssertEqual(result.status, 2, "\(mode): \(result.standardError)")
            // Mode `all` finds it is not a reference before writing; the others, reading it.
            let output = String(decoding: result.standardOutput, as: UTF8.self)
            XCTAssertTrue(
                output.contains(
                    mode == "all" ? "is in the place of a reference but is not one" : "cannot read reference"),
                "\(mode): \(output)")
            XCTAssertEqual(
                try String(contentsOf: directory.appendingPathComponent("app/package.json"), encoding: .utf8),
                package, mode)
        }
    }

    /// What layoutshot wrote it replaces: recording twice in mode `all` (a still and a strip,
    /// whose frame layouts are a third file) succeeds both times.
    func testRecordingAgainReplacesItsOwnReferences() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(Self.document, to: "docs/still.yaml", in: directory)
        try write(
            Self.document + "\nupdates: [{delete: '0-1'}]\nanimation: {frames: 3}\n", to: "docs/strip.yaml",
            in: directory)
        for _ in 0..<2 {
            let result = try CLIRunner.run(["check", "docs", "--record-mode", "all"], in: directory)
            XCTAssertEqual(result.status, 1, result.standardError)
            XCTAssertTrue(result.standardError.contains("2 cases recorded"), result.standardError)
        }
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("docs/references")),
            [
                ".layoutshot-raster-stack.json", "still.json", "still.png", "strip.frames.json", "strip.json",
                "strip.png",
            ])
    }

    /// D4: with `--report-dir refs --references refs`, document `a`'s failure images
    /// `a.expected.png` and `a.diff.png` replaced the references of documents `a.expected` and
    /// `a.diff`. A report directory that is a references directory is refused, spelled either way.
    func testTheReportDirectoryIsNeverAReferencesDirectory() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for name in ["a", "a.expected", "a.diff"] {
            try write(Self.document, to: "docs/\(name).yaml", in: directory)
        }
        let recorded = try CLIRunner.run(
            ["check", "docs", "--references", "refs", "--record-mode", "all"], in: directory)
        XCTAssertEqual(recorded.status, 1, recorded.standardError)
        let before = CLIRunner.contents(of: directory.appendingPathComponent("refs")).map {
            (try? Data(contentsOf: directory.appendingPathComponent("refs/\($0)"))) ?? Data()
        }
        try write(Self.document.replacingOccurrences(of: "[3]", with: "[4]"), to: "docs/a.yaml", in: directory)
        for reportDirectory in ["refs", "./refs/", "docs/../refs"] {
            let result = try CLIRunner.run(
                ["check", "docs", "--references", "refs", "--report-dir", reportDirectory], in: directory)
            XCTAssertEqual(result.status, 2, "\(reportDirectory): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("is the references directory"), result.standardError)
        }
        // Documents checked with references beside them: their `references` folder is refused too.
        let beside = try CLIRunner.run(["check", "docs", "--report-dir", "docs/references"], in: directory)
        XCTAssertEqual(beside.status, 2, beside.standardError)
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("refs")).map {
                (try? Data(contentsOf: directory.appendingPathComponent("refs/\($0)"))) ?? Data()
            }, before)
    }
}
