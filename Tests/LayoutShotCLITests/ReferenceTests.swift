import Foundation
import XCTest

/// Renders every fixture with the built CLI and compares with the committed references in
/// `fixtures/references/` byte for byte. Set LAYOUTSHOT_RECORD=1 to rewrite the references
/// (then review the diff before committing).
final class ReferenceTests: XCTestCase {
    static let fixtureNames = [
        "grid-rows", "flow-vertical-headers", "flow-horizontal", "visible-rect", "transforms-3d",
        "compositional-screens", "waterfall-columns", "circle-layout", "coverflow-carousel", "flow-spacing",
        "first-figure",
    ]

    private var isRecording: Bool { ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] == "1" }

    func testSnapshotsMatchReferences() throws {
        try compareEveryFixture(extension: "json")
    }

    func testSVGsMatchReferences() throws {
        try compareEveryFixture(extension: "svg")
    }

    private func compareEveryFixture(extension pathExtension: String) throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for name in Self.fixtureNames {
            let output = directory.appendingPathComponent("\(name).\(pathExtension)")
            let result = try CLIRunner.run(["render", "fixtures/\(name).yaml", "-o", output.path])
            XCTAssertEqual(result.status, 0, "render \(name).\(pathExtension): \(result.standardError)")
            let actual = try Data(contentsOf: output)
            let reference = CLIRunner.references.appendingPathComponent("\(name).\(pathExtension)")
            if isRecording {
                try FileManager.default.createDirectory(at: CLIRunner.references, withIntermediateDirectories: true)
                try actual.write(to: reference, options: .atomic)
                continue
            }
            guard let expected = try? Data(contentsOf: reference) else {
                XCTFail("missing reference \(reference.path); record with LAYOUTSHOT_RECORD=1")
                continue
            }
            if let difference = TextDifference.first(actual: actual, expected: expected) {
                XCTFail("\(name).\(pathExtension) differs from fixtures/references at \(difference)")
            }
        }
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
