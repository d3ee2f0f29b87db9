import Foundation
import XCTest

/// Renders every fixture with the built CLI and compares with the committed references in
/// `fixtures/references/` byte for byte. Set LAYOUTSHOT_RECORD=1 to rewrite the references
/// (then review the diff before committing).
final class ReferenceTests: XCTestCase {
    /// Every still figure of the showcase (`fixtures/*.yaml`): its references are also the
    /// images `docs/gallery.md` shows.
    static var fixtureNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: CLIRunner.fixtures.path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }.sorted()
    }

    private var isRecording: Bool { ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] == "1" }

    func testSnapshotsMatchReferences() throws {
        try compareEveryFixture(extension: "json")
    }

    func testSVGsMatchReferences() throws {
        try compareEveryFixture(extension: "svg")
    }

    private func compareEveryFixture(extension pathExtension: String) throws {
        XCTAssertGreaterThanOrEqual(Self.fixtureNames.count, 16, "the showcase's figures")
        for name in Self.fixtureNames {
            try assertMatchesReference(["render", "fixtures/\(name).yaml"], reference: "\(name).\(pathExtension)")
        }
    }

    /// Runs `layoutshot arguments… -o <reference's name>` and compares the output with
    /// `fixtures/references/<reference>` byte for byte (or records it).
    private func assertMatchesReference(_ arguments: [String], reference name: String) throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let output = directory.appendingPathComponent(name)
        let result = try CLIRunner.run(arguments + ["-o", output.path])
        XCTAssertEqual(result.status, 0, "\(arguments) → \(name): \(result.standardError)")
        let actual = try Data(contentsOf: output)
        let reference = CLIRunner.references.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: CLIRunner.references, withIntermediateDirectories: true)
            try actual.write(to: reference, options: .atomic)
            return
        }
        guard let expected = try? Data(contentsOf: reference) else {
            return XCTFail("missing reference \(reference.path); record with LAYOUTSHOT_RECORD=1")
        }
        if let difference = TextDifference.first(actual: actual, expected: expected) {
            XCTFail("\(name) differs from fixtures/references at \(difference)")
        }
    }

    /// `layoutshot trace` of the visible-rect document, the gallery's "layout process" figure.
    func testTheTraceFigureMatchesItsReference() throws {
        try assertMatchesReference(["trace", "fixtures/visible-rect.yaml"], reference: "layout-process.svg")
    }

    /// README's first figure shows the fixture's document as it is (its comment aside) and the
    /// fixture's committed reference, so the README's command draws what the README shows.
    func testTheReadmesFirstFigureIsTheFixture() throws {
        let readme = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let fixture = try String(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("fixtures/first-figure.yaml"), encoding: .utf8)
        let document = fixture.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        XCTAssertTrue(readme.contains("```yaml\n\(document)\n```"), "README shows fixtures/first-figure.yaml")
        XCTAssertTrue(readme.contains("layoutshot render fixtures/first-figure.yaml -o first.png"))
        XCTAssertTrue(readme.contains("](fixtures/references/first-figure.svg)"))
    }

    func testGridSnapshotFramesFollowTheFormula() throws {
        // REFERENCE §6: item i of section k at x = (80 + 10)·i + 10, y = (60 + 10)·k + 10.
        let result = try CLIRunner.run(["render", "fixtures/grid-rows.yaml", "-o", "-", "--format", "json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let root = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
        let elements = root?["elements"] as? [[String: Any]] ?? []
        XCTAssertEqual(elements.count, 12)
        for element in elements {
            let section = (element["section"] as? NSNumber)?.intValue ?? -1
            let item = (element["item"] as? NSNumber)?.intValue ?? -1
            let frame = element["frame"] as? [String: NSNumber]
            XCTAssertEqual(frame?["x"]?.doubleValue, Double(90 * item + 10), "x of cell \(section)-\(item)")
            XCTAssertEqual(frame?["y"]?.doubleValue, Double(70 * section + 10), "y of cell \(section)-\(item)")
        }
    }
}
