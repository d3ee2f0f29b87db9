import CollectionLayout
import Foundation
import LayoutShotCommandLine
import XCTest

/// `layoutshot lint`: the built-in layouts keep UIKit's contracts (every showcase fixture is
/// clean, query timing included), a seeded layout exits 1 with located findings, an invalid
/// document exits 2 before anything is linted, and `--json` prints a canonical report.
final class LintCommandTests: XCTestCase {
    /// Rows 100 tall under a 10-point inset, with a seeded bug: the on-demand answer adds the
    /// inset a second time, so cell i is at y 10 + 100·i in rect answers and 20 + 100·i on demand.
    private final class DriftingRowsLayout: CollectionViewLayout {
        private var count = 0
        private var width: CGFloat { collectionView?.bounds.width ?? 0 }

        override func prepare() {
            super.prepare()
            count = collectionView?.numberOfItems(inSection: 0) ?? 0
        }

        override var collectionViewContentSize: CGSize { CGSize(width: width, height: 10 + 100 * CGFloat(count)) }

        private func attributes(_ item: Int, top: CGFloat) -> CollectionViewLayoutAttributes {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: 0, y: top + 100 * CGFloat(item), width: width, height: 100)
            return attributes
        }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            let first = Int(min(CGFloat(count), max(0, ((rect.minY - 10) / 100).rounded(.down))))
            let end = Int(min(CGFloat(count), max(0, ((rect.maxY - 10) / 100).rounded(.up))))
            return (first..<max(first, end)).map { attributes($0, top: 10) }.filter { $0.frame.overlaps(rect) }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            indexPath.section == 0 && indexPath.item < count ? attributes(indexPath.item, top: 20) : nil
        }
    }

    private let drifting = RegisteredLayout("drifting-rows") { _ in DriftingRowsLayout() }

    private func writeDocument(_ text: String, named name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    func testEveryFixtureIsClean() throws {
        let result = try CLIRunner.run(["lint", "fixtures"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let names = try FileManager.default.contentsOfDirectory(atPath: CLIRunner.fixtures.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertFalse(names.isEmpty)
        XCTAssertEqual(
            String(decoding: result.standardOutput, as: UTF8.self),
            names.map { "fixtures/\($0): no findings\n" }.joined())
    }

    /// Three rows in a 300 × 400 view: cell i at (0, 10 + 100·i, 300, 100) in the rect answer,
    /// 10 points lower on demand.
    func testASeededLayoutExitsOneWithLocatedFindings() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = try writeDocument(
            "viewport: {width: 300, height: 400}\nlayout: {type: drifting-rows}\nsections: [3]\n", named: "rows.yaml",
            in: directory)
        let report = directory.appendingPathComponent("report.txt")
        XCTAssertEqual(
            LayoutShot.run(["lint", document.path, "--no-performance", "-o", report.path], layouts: [drifting]), 1)
        let lines = try String(contentsOf: report, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, "\(lines)")
        XCTAssertEqual(
            lines.dropFirst().first,
            "\(document.path): cell 0-1: on-demand: expected layoutAttributesForItem(at:) to answer as the rect query "
                + "does: frame (0, 110, 300, 100); found frame (0, 120, 300, 100)")

        let json = directory.appendingPathComponent("report.json")
        XCTAssertEqual(
            LayoutShot.run(
                ["lint", document.path, "--no-performance", "--json", "-o", json.path], layouts: [drifting]),
            1)
        let object = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(contentsOf: json)) as? [String: Any])
        XCTAssertEqual(object["version"] as? Int, 1)
        XCTAssertEqual(object["findingCount"] as? Int, 3)
        let documents = try XCTUnwrap(object["documents"] as? [[String: Any]])
        XCTAssertEqual(documents.first?["path"] as? String, document.path)
        let findings = try XCTUnwrap(documents.first?["findings"] as? [[String: String]])
        XCTAssertEqual(findings.map { $0["element"] }, ["cell 0-0", "cell 0-1", "cell 0-2"])
        XCTAssertEqual(Set(findings.compactMap { $0["rule"] }), ["on-demand"])
        XCTAssertEqual(findings.first?["found"], "frame (0, 20, 300, 100)")
    }

    /// Every document is read before any is linted: a valid one before the invalid one prints
    /// nothing.
    func testAnInvalidDocumentExitsTwoBeforeAnythingIsLinted() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let bad = try writeDocument(
            "viewport: {width: 320, height: 480}\nlayout: {type: flow, itemSize: {width: -1, height: 2}}\nsections: [1]\n",
            named: "bad.yaml", in: directory)
        let good = CLIRunner.fixtures.appendingPathComponent("grid-rows.yaml").path
        let result = try CLIRunner.run(["lint", good, bad.path])
        XCTAssertEqual(result.status, 2, result.standardError)
        // `-1` is on line 2 at column 40.
        XCTAssertTrue(
            result.standardError.contains(
                "bad.yaml:2:40: error: layout.itemSize.width: expected a number ≥ 0, found -1"),
            result.standardError)
        XCTAssertTrue(result.standardOutput.isEmpty)
        XCTAssertEqual(try CLIRunner.run(["lint"]).status, 2, "no document named")
    }

    /// JSONValue's canonical form (docs/snapshot-format.md): sorted keys, two-space indentation,
    /// one line only for objects and arrays of scalars (an empty array is not a scalar); the
    /// documents in the order given.
    func testTheJSONReportIsCanonical() throws {
        let arguments = [
            "lint", "fixtures/grid-rows.yaml", "fixtures/circle-layout.yaml", "--json", "--no-performance",
        ]
        let first = try CLIRunner.run(arguments)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(
            String(decoding: first.standardOutput, as: UTF8.self),
            """
            {
              "documents": [
                {
                  "findings": [],
                  "path": "fixtures/grid-rows.yaml"
                },
                {
                  "findings": [],
                  "path": "fixtures/circle-layout.yaml"
                }
              ],
              "findingCount": 0,
              "version": 1
            }

            """)
        XCTAssertEqual(try CLIRunner.run(arguments).standardOutput, first.standardOutput, "the same bytes every run")
    }
}
