import Foundation
import LayoutDiff
import LayoutRendering
import XCTest

/// `layoutshot approve`: a reviewer accepts changed cases from a check's JSON report — also one
/// downloaded from CI with its report folder — and approve refuses, writing nothing, whatever it
/// cannot do safely.
final class ApproveCommandTests: XCTestCase {
    /// A team's folder whose two documents were recorded, then one changed (first-figure's cells
    /// 110 → 100 wide), and a CI check that failed on it, its report in `report/`.
    private func failedCheck() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let layouts = directory.appendingPathComponent("layouts")
        try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
        for name in ["grid-rows.yaml", "first-figure.yaml"] {
            try FileManager.default.copyItem(
                at: CLIRunner.fixtures.appendingPathComponent(name), to: layouts.appendingPathComponent(name))
        }
        try DiffCheck.record(["check", "layouts", "--references", "refs"], in: directory)
        try DiffCheck.copyFixture("first-figure.yaml", to: layouts, replacing: [("width: 110", "width: 100")])
        let failed = try DiffCheck.run(
            ["check", "layouts", "--references", "refs", "--json", "report/r.json", "--report-dir", "report"],
            in: directory, environment: ["CI": "true"])
        XCTAssertEqual(failed.status, 1, failed.standardError)
        return directory
    }

    private func references(_ directory: URL) throws -> [String: Data] {
        let folder = directory.appendingPathComponent("refs")
        var files: [String: Data] = [:]
        for name in CLIRunner.contents(of: folder) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }

    /// Approving the failed case writes exactly the files the run drew — the references then
    /// equal the report folder's `.actual` files — and the next check passes. The report may
    /// have moved (downloaded elsewhere): its files are found beside it.
    func testApprovingWritesWhatTheRunDrewAndTheNextCheckPasses() throws {
        let directory = try failedCheck()
        let downloaded = directory.appendingPathComponent("downloads/artifact")
        try FileManager.default.createDirectory(
            at: downloaded.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: directory.appendingPathComponent("report"), to: downloaded)

        let approved = try DiffCheck.run(["approve", "downloads/artifact/r.json", "first-figure"], in: directory)
        XCTAssertEqual(approved.status, 0, approved.standardError)
        let text = DiffCheck.text(approved)
        XCTAssertTrue(text.contains("approved first-figure: wrote refs/first-figure.png"), text)
        XCTAssertTrue(text.contains("2 reference file(s) written for 1 case(s)"), text)
        for kind in ["json", "png"] {
            XCTAssertEqual(
                try Data(contentsOf: directory.appendingPathComponent("refs/first-figure.\(kind)")),
                try Data(contentsOf: downloaded.appendingPathComponent("first-figure.actual.\(kind)")), kind)
        }
        let again = try DiffCheck.run(
            ["check", "layouts", "--references", "refs"], in: directory, environment: ["CI": "true"])
        XCTAssertEqual(again.status, 0, DiffCheck.text(again))
    }

    /// Every refusal is exit 2 with the reason, and leaves the references as they were.
    func testRefusalsWriteNothing() throws {
        let directory = try failedCheck()
        let before = try references(directory)
        func refused(_ arguments: [String], _ reason: String, file: StaticString = #filePath, line: UInt = #line) throws
        {
            let result = try DiffCheck.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, result.standardError, file: file, line: line)
            XCTAssertTrue(result.standardError.contains(reason), result.standardError, file: file, line: line)
            XCTAssertEqual(try references(directory), before, "nothing written", file: file, line: line)
        }
        try refused(
            ["approve", "report/r.json", "first-figur"], "no case 'first-figur' (did you mean `first-figure`?)")
        try refused(["approve", "report/r.json", "grid-rows"], "case 'grid-rows' passed: nothing to approve")
        try refused(["approve", "report/r.json"], "name the cases to approve, or give --all")

        // A reference changed after the run compared against it: the reviewer saw another one.
        let png = directory.appendingPathComponent("refs/first-figure.png")
        let original = try Data(contentsOf: png)
        try (original + Data([0])).write(to: png)
        let changed = try references(directory)
        let result = try DiffCheck.run(["approve", "report/r.json", "--all"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("first-figure.png' changed since the run compared against it"))
        XCTAssertEqual(try references(directory), changed)
        try original.write(to: png)

        // A report edited to write outside the references folder, or to read outside its own.
        let report = directory.appendingPathComponent("report/r.json")
        let json = try String(contentsOf: report, encoding: .utf8)
        try Data(json.replacingOccurrences(of: "\"first-figure.json\"", with: "\"..\\/escape.json\"").utf8).write(
            to: report)
        try refused(["approve", "report/r.json", "first-figure"], "is not a reference file name")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("escape.json").path))
        try Data(
            json.replacingOccurrences(of: "\"first-figure.actual.json\"", with: "\"..\\/layouts\\/grid-rows.yaml\"")
                .utf8
        )
        .write(to: report)
        try refused(["approve", "report/r.json", "first-figure"], "is outside the report's folder")

        // A report folder without its files (only the JSON downloaded).
        try Data(json.utf8).write(to: report)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("report/first-figure.actual.png"))
        try refused(["approve", "report/r.json", "first-figure"], "keep the report's folder with the report")
    }

    /// Without a report folder a case has nothing to approve, and says how to get one.
    func testACheckWithoutAReportFolderHasNothingToApprove() throws {
        let directory = try failedCheck()
        let plain = try DiffCheck.run(
            ["check", "layouts", "--references", "refs", "--json", "plain.json"], in: directory,
            environment: ["CI": "true"])
        XCTAssertEqual(plain.status, 1)
        let result = try DiffCheck.run(["approve", "plain.json", "first-figure"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("run check with --report-dir"), result.standardError)
    }
}
