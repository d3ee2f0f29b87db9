import Foundation
import LayoutDiff
import LayoutImage
import XCTest

/// The record of which raster stack drew which reference image, and what a failure says of two
/// stacks.
final class RasterStackRecordTests: XCTestCase {
    private func stack(cairo: String, font: String? = "fnv1a-1, 10 bytes") -> RasterStack {
        RasterStack(
            components: [.init(name: "Cairo", version: cairo), .init(name: "zlib", version: "1.3")]
                + (font.map { [.init(name: "DejaVuSans.ttf", version: $0)] } ?? []))
    }

    func testDifferencesNameEachChangedMissingOrNewComponent() {
        XCTAssertEqual(stack(cairo: "1.18.0").differences(from: stack(cairo: "1.18.0")), [])
        XCTAssertEqual(
            stack(cairo: "1.16.0").differences(from: stack(cairo: "1.18.2")), ["Cairo 1.16.0 (this run 1.18.2)"])
        XCTAssertEqual(
            stack(cairo: "1.18.0", font: nil).differences(from: stack(cairo: "1.18.0")),
            ["DejaVuSans.ttf fnv1a-1, 10 bytes (not recorded with the references)"])
        XCTAssertEqual(
            stack(cairo: "1.18.0").differences(from: stack(cairo: "1.18.0", font: nil)),
            ["DejaVuSans.ttf fnv1a-1, 10 bytes (not in this run)"])
    }

    /// Stacks are shared by id; re-recording every reference on a new machine leaves one stack.
    func testNotingSharesStacksAndForgetsUnusedOnes() {
        var record = RasterStackRecord()
        record.note(["a", "b"], drawnWith: stack(cairo: "1.16.0"))
        record.note(["c"], drawnWith: stack(cairo: "1.16.0"))
        XCTAssertEqual(record.stacks.count, 1)
        record.note(["a"], drawnWith: stack(cairo: "1.18.2"))
        XCTAssertEqual(record.stacks.count, 2)
        XCTAssertEqual(record.stack(of: "a"), stack(cairo: "1.18.2"))
        XCTAssertEqual(record.stack(of: "b"), stack(cairo: "1.16.0"))
        record.note(["b", "c"], drawnWith: stack(cairo: "1.18.2"))
        XCTAssertEqual(Array(record.stacks.values), [stack(cairo: "1.18.2")])
        XCTAssertNil(record.note(forFailing: "a", current: stack(cairo: "1.18.2")), "same stack: nothing to say")
        XCTAssertNil(record.note(forFailing: "unknown", current: stack(cairo: "1.0")), "not recorded: nothing")
        XCTAssertTrue(
            record.note(forFailing: "a", current: stack(cairo: "1.20.0"))?.contains("Cairo 1.18.2 (this run 1.20.0)")
                == true)
    }

    func testSavedRecordsReadBackAndForeignFilesAreRefused() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defer { try? FileManager.default.removeItem(at: directory) }
        var record = RasterStackRecord()
        record.note(["grid"], drawnWith: stack(cairo: "1.18.0"))
        try record.save(in: directory)
        XCTAssertEqual(try RasterStackRecord(directory: directory), record)
        try Data("{}".utf8).write(to: directory.appendingPathComponent(RasterStackRecord.fileName))
        XCTAssertThrowsError(try RasterStackRecord(directory: directory))
        XCTAssertThrowsError(try record.save(in: directory))
        XCTAssertEqual(
            try Data(contentsOf: directory.appendingPathComponent(RasterStackRecord.fileName)), Data("{}".utf8))
    }
}
