import Foundation
import LayoutImage
import XCTest

/// An output that is one of the command's inputs is refused (exit 2) and the input is left as
/// it was, however the path is spelled; the command's own earlier reports in a checked
/// directory are not taken for documents.
final class OutputOverInputTests: XCTestCase {
    private func assertRefused(
        _ arguments: [String], in directory: URL, keeps file: String, line: UInt = #line
    ) throws {
        let url = directory.appendingPathComponent(file)
        let before = try Data(contentsOf: url)
        let result = try DiffCheck.run(arguments, in: directory)
        XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)", line: line)
        XCTAssertTrue(result.standardError.contains("destroy"), result.standardError, line: line)
        XCTAssertEqual(try Data(contentsOf: url), before, "\(file) is untouched", line: line)
    }

    func testEveryCommandRefusesToWriteOverItsInput() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try DiffCheck.write(DiffCheck.image(4, 4), "a.png", in: directory)
        try DiffCheck.write(DiffCheck.image(4, 4, black: [(1, 1)]), "b.png", in: directory)
        try assertRefused(
            ["render", "grid-rows.yaml", "-o", "grid-rows.yaml", "--format", "svg"], in: directory,
            keeps: "grid-rows.yaml")
        try assertRefused(
            ["render", "grid-rows.yaml", "-o", "sub/../grid-rows.yaml", "--format", "json"], in: directory,
            keeps: "grid-rows.yaml")
        try assertRefused(["diff", "a.png", "b.png", "-o", "a.png"], in: directory, keeps: "a.png")
        try assertRefused(
            ["check", "grid-rows.yaml", "--junit", "grid-rows.yaml"], in: directory, keeps: "grid-rows.yaml")
        try assertRefused(["check", ".", "--html", "grid-rows.yaml"], in: directory, keeps: "grid-rows.yaml")
        try assertRefused(["lint", "grid-rows.yaml", "-o", "grid-rows.yaml"], in: directory, keeps: "grid-rows.yaml")
    }

    func testEarlierReportsInTheCheckedDirectoryAreNotDocuments() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        try DiffCheck.record(in: directory)
        for _ in 0..<2 {
            let result = try DiffCheck.run(
                ["check", ".", "--json", "report.json", "--cache", "cache.json"], in: directory)
            XCTAssertEqual(result.status, 0, result.standardError)
            XCTAssertTrue(DiffCheck.text(result).hasSuffix("1 case: 1 passed\n"), DiffCheck.text(result))
        }
    }
}
