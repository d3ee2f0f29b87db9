import Foundation
import LayoutDiff
import LayoutImage
import LayoutRendering
import XCTest

/// References say what drew them: `check` keeps the raster stack (Cairo, pixman, FreeType,
/// libpng, zlib, font files) of every image it records in the references directory, and a pixel
/// failure against a reference drawn with another stack names the components that differ —
/// the reason a reference recorded on a laptop fails on CI, which no other snapshot tool says.
final class RasterStackTests: XCTestCase {
    private func recordFile(_ directory: URL) -> URL {
        directory.appendingPathComponent("references/\(RasterStackRecord.fileName)")
    }

    /// Records the grid, then darkens one pixel of its reference image so the next check fails
    /// on pixels alone.
    private func recordedGridWithOneChangedPixel() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        try DiffCheck.record(in: directory)
        let png = directory.appendingPathComponent("references/grid-rows.png")
        var image = try PNGDecoder.decode(contentsOf: png)
        image.setPixel(x: 1, y: 1, to: Color(red: 0, green: 0, blue: 0))
        try PNGEncoder.encode(image).write(to: png)
        return directory
    }

    func testRecordingNotesTheStackOfEachImage() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        try DiffCheck.record(in: directory)
        let record = try RasterStackRecord(directory: directory.appendingPathComponent("references"))
        XCTAssertEqual(record.stack(of: "grid-rows"), RasterFingerprint.stack)
        XCTAssertEqual(record.stacks.count, 1)
        // A passing check writes nothing.
        let before = try Data(contentsOf: recordFile(directory))
        XCTAssertEqual(try DiffCheck.run(["check", "."], in: directory).status, 0)
        XCTAssertEqual(try Data(contentsOf: recordFile(directory)), before)
    }

    /// The same stack: the failure is only the pixels. Another Cairo and another font file: the
    /// text, JUnit and Markdown reports all name both, with the recorded and this run's values.
    func testAPixelFailureNamesTheComponentsThatDiffer() throws {
        let directory = try recordedGridWithOneChangedPixel()
        let same = try DiffCheck.run(["check", "."], in: directory)
        XCTAssertEqual(same.status, 1)
        XCTAssertFalse(DiffCheck.text(same).contains("raster stack"), DiffCheck.text(same))

        var record = try RasterStackRecord(directory: directory.appendingPathComponent("references"))
        var laptop = RasterFingerprint.stack
        let cairo = try XCTUnwrap(laptop.components.firstIndex { $0.name == "Cairo" })
        let thisCairo = laptop.components[cairo].version
        laptop.components[cairo].version = "1.14.0"
        let font = try XCTUnwrap(laptop.components.firstIndex { $0.name == "DejaVuSans.ttf" })
        let thisFont = laptop.components[font].version
        laptop.components[font].version = "fnv1a-1234, 700000 bytes"
        record.note(["grid-rows"], drawnWith: laptop)
        try record.save(in: directory.appendingPathComponent("references"))

        let result = try DiffCheck.run(
            ["check", ".", "--junit", "out/junit.xml", "--markdown", "out/summary.md"], in: directory)
        XCTAssertEqual(result.status, 1)
        let expected =
            "the reference image was drawn with a different raster stack: Cairo 1.14.0 (this run \(thisCairo)), "
            + "DejaVuSans.ttf fnv1a-1234, 700000 bytes (this run \(thisFont))"
        XCTAssertTrue(DiffCheck.text(result).contains(expected), DiffCheck.text(result))
        for report in ["out/junit.xml", "out/summary.md"] {
            let text = try String(contentsOf: directory.appendingPathComponent(report), encoding: .utf8)
            XCTAssertTrue(text.contains("Cairo 1.14.0 (this run \(thisCairo))"), "\(report): \(text)")
        }
        XCTAssertEqual(
            try RasterStackRecord(directory: directory.appendingPathComponent("references")).stack(of: "grid-rows"),
            laptop,
            "a failing check records nothing")
    }

    /// A file of that name that is not a record is never replaced: the check refuses before it
    /// writes anything.
    func testAForeignFileInTheRecordsPlaceIsLeftAlone() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("references"), withIntermediateDirectories: true)
        try Data("my notes".utf8).write(to: recordFile(directory))
        let result = try DiffCheck.run(["check", "."], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("is not LayoutShot's record of the raster stack"), result.standardError)
        XCTAssertEqual(try String(contentsOf: recordFile(directory), encoding: .utf8), "my notes")
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("references")), [RasterStackRecord.fileName])
    }
}
