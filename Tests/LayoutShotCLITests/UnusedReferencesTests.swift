import Foundation
import LayoutDiff
import XCTest

/// References of documents that were renamed or deleted: `check` lists them, and
/// `--prune-unused` removes exactly those — only reference files LayoutShot writes, only in the
/// references folder, only when the run covered the whole suite.
final class UnusedReferencesTests: XCTestCase {
    /// Two recorded documents, one then deleted, and files of the team's own in the folder.
    private func suiteWithADeletedDocument() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        try DiffCheck.copyFixture("first-figure.yaml", to: directory)
        try DiffCheck.record(["check", ".", "--references", "refs"], in: directory)
        try FileManager.default.removeItem(at: directory.appendingPathComponent("first-figure.yaml"))
        let refs = directory.appendingPathComponent("refs")
        try Data("{\"mine\": true}".utf8).write(to: refs.appendingPathComponent("notes.json"))
        try Data("not a png".utf8).write(to: refs.appendingPathComponent("logo.png"))
        return directory
    }

    func testCheckListsTheReferencesNoDocumentProduces() throws {
        let directory = try suiteWithADeletedDocument()
        let before = CLIRunner.contents(of: directory.appendingPathComponent("refs"))
        let result = try DiffCheck.run(
            ["check", ".", "--references", "refs", "--markdown", "summary.md"], in: directory)
        XCTAssertEqual(result.status, 0, "unused references do not fail a check: \(result.standardError)")
        let text = DiffCheck.text(result)
        XCTAssertTrue(
            text.contains("unused reference refs/first-figure.json (no document of this run produces it)\n"), text)
        XCTAssertTrue(text.contains("unused reference refs/first-figure.png (no document"), text)
        XCTAssertTrue(text.contains("2 unused reference file(s): check --prune-unused removes them"), text)
        XCTAssertFalse(text.contains("notes.json") || text.contains("logo.png") || text.contains("raster"), text)
        let summary = try String(contentsOf: directory.appendingPathComponent("summary.md"), encoding: .utf8)
        XCTAssertTrue(summary.contains("2 reference files no document produces any more"), summary)
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("refs")), before, "listing removes nothing")
    }

    func testPruningRemovesExactlyTheUnusedReferences() throws {
        let directory = try suiteWithADeletedDocument()
        let sharded = try DiffCheck.run(
            ["check", ".", "--references", "refs", "--shard", "1/2", "--prune-unused"], in: directory)
        XCTAssertEqual(sharded.status, 2)
        XCTAssertTrue(sharded.standardError.contains("--prune-unused needs the whole suite"), sharded.standardError)

        let result = try DiffCheck.run(["check", ".", "--references", "refs", "--prune-unused"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            DiffCheck.text(result).contains("removed unused reference refs/first-figure.png"), DiffCheck.text(result))
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("refs")),
            [".layoutshot-raster-stack.json", "grid-rows.json", "grid-rows.png", "logo.png", "notes.json"])
        let record = try RasterStackRecord(directory: directory.appendingPathComponent("refs"))
        XCTAssertEqual(Set(record.references.keys), ["grid-rows"], "the removed image is forgotten")
    }
}
