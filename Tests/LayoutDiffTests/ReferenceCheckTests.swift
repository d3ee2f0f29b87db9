import CollectionLayout
import Foundation
import LayoutDiff
import LayoutImage
import LayoutSnapshot
import LayoutTestSupport
import XCTest

/// The reference workflow as a library: record modes (swift-snapshot-testing's semantics),
/// the store, the two strategies pulled back from one subject, and failure artifacts.
final class ReferenceCheckTests: XCTestCase {
    /// A rendered subject: one 20 × 10 cell drawn in black on a white 40 × 20 image.
    private struct Subject {
        var snapshot: LayoutSnapshot
        var image: RGBAImage
    }

    private func subject(cellX: CGFloat) -> Subject {
        let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: cellX, y: 5, width: 20, height: 10)
        let snapshot = LayoutSnapshot(
            attributes: [cell], contentSize: CGSize(width: 40, height: 20),
            viewport: CGRect(x: 0, y: 0, width: 40, height: 20))
        var image = TestImages.filled(40, 20, TestImages.white)
        for y in 5..<15 { for x in Int(cellX)..<Int(cellX) + 20 { image.setPixel(x: x, y: y, to: TestImages.black) } }
        return Subject(snapshot: snapshot, image: image)
    }

    private func check(_ mode: RecordMode, in directory: URL, artifacts: Bool = false) -> ReferenceCheck<Subject> {
        ReferenceCheck(
            store: ReferenceStore(directory: directory.appendingPathComponent("references")), mode: mode,
            layout: ReferenceStrategy.layoutSnapshot.pullback(\.snapshot),
            image: ReferenceStrategy.png(options: PixelDiffOptions(threshold: 0)).pullback(\.image),
            artifacts: artifacts
                ? ReferenceArtifacts(
                    directory: directory.appendingPathComponent("report"),
                    outlines: { _ in ElementOutlines(offset: .zero, scale: 1) }) : nil)
    }

    private func directory() throws -> URL { try makeTemporaryDirectory("layoutshot-reference") }

    func testMissingIsRecordedThenMatches() throws {
        let folder = try directory()
        let first = check(.missing, in: folder).check(subject(cellX: 5), named: "cell")
        XCTAssertEqual(first.status, .recorded)
        XCTAssertEqual(
            DirectoryContents.of(folder.appendingPathComponent("references")), ["cell.json", "cell.png"],
            "both recorded")
        let references = folder.appendingPathComponent("references")
        XCTAssertEqual(
            first.images.recorded.map(\.path),
            [references.appendingPathComponent("cell.json").path, references.appendingPathComponent("cell.png").path],
            "the case names the files it wrote, for review")
        let again = check(.missing, in: folder).check(subject(cellX: 5), named: "cell")
        XCTAssertEqual(again.status, .passed, again.message ?? "")
        XCTAssertEqual(again.images.recorded, [], "nothing written, nothing to review")
    }

    /// Nothing can be compared without a reference, so under `never` it is an error (exit 2),
    /// not a difference (exit 1) — the exit-code contract of issue 25.
    func testNeverIsAnErrorOnAMissingReferenceAndWritesNothing() throws {
        let folder = try directory()
        let result = check(.never, in: folder).check(subject(cellX: 5), named: "cell")
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message?.contains("cell.json and") == true, result.message ?? "")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent("references").path))
    }

    func testAMovedCellFailsWithArtifactsAndFailedModeReRecords() throws {
        let folder = try directory()
        _ = check(.missing, in: folder).check(subject(cellX: 5), named: "cell")
        let moved = check(.never, in: folder, artifacts: true).check(subject(cellX: 9), named: "cell")
        XCTAssertEqual(moved.status, .failed)
        // Columns 5–8 turn white and 25–28 black, over 10 rows: 80 pixels.
        XCTAssertEqual(moved.pixel?.mismatchedPixels, 80)
        XCTAssertEqual(moved.elements?.changes.count, 1, "cell 0-0 moved by (4, 0)")
        XCTAssertEqual(
            DirectoryContents.of(folder.appendingPathComponent("report")),
            // The actual layout snapshot and image, as references are encoded, for `approve`.
            ["cell.actual.json", "cell.actual.png", "cell.diff.png", "cell.expected.png"])
        XCTAssertEqual(moved.approval?.files.map(\.reference), ["cell.json", "cell.png"])
        let rerecorded = check(.failed, in: folder).check(subject(cellX: 9), named: "cell")
        XCTAssertEqual(rerecorded.status, .recorded)
        XCTAssertEqual(rerecorded.images.recorded.map(\.lastPathComponent), ["cell.json", "cell.png"])
        XCTAssertEqual(check(.never, in: folder).check(subject(cellX: 9), named: "cell").status, .passed)
    }

    func testACorruptReferenceIsAnErrorNamingTheFile() throws {
        let folder = try directory()
        _ = check(.missing, in: folder).check(subject(cellX: 5), named: "cell")
        let png = folder.appendingPathComponent("references/cell.png")
        try Data("not a png".utf8).write(to: png)
        let result = check(.never, in: folder).check(subject(cellX: 5), named: "cell")
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message?.contains(png.path) == true, result.message ?? "")
    }

    func testRecordModeFromTheEnvironment() throws {
        XCTAssertEqual(try RecordMode.resolve(option: nil, recordFlag: false, environment: [:]), .missing)
        XCTAssertEqual(
            try RecordMode.resolve(option: nil, recordFlag: false, environment: ["CI": "true"]), .never,
            "a CI machine never records unless asked")
        XCTAssertEqual(try RecordMode.resolve(option: nil, recordFlag: false, environment: ["CI": "0"]), .missing)
        XCTAssertEqual(
            try RecordMode.resolve(option: nil, recordFlag: false, environment: ["CI": "1", "LAYOUTSHOT_RECORD": "1"]),
            .all, "an explicit request wins")
        XCTAssertEqual(
            try RecordMode.resolve(option: nil, recordFlag: false, environment: ["LAYOUTSHOT_RECORD_MODE": "Never"]),
            .never)
        XCTAssertEqual(
            try RecordMode.resolve(option: nil, recordFlag: false, environment: ["LAYOUTSHOT_RECORD": "1"]), .all)
        XCTAssertEqual(try RecordMode.resolve(option: .failed, recordFlag: true, environment: [:]), .failed)
        XCTAssertThrowsError(
            try RecordMode.resolve(option: nil, recordFlag: false, environment: ["LAYOUTSHOT_RECORD_MODE": "sometimes"])
        )
    }
}

/// The sorted names in a directory.
enum DirectoryContents {
    static func of(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}
