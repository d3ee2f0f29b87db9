import Foundation
import LayoutDiff
import LayoutImage
import LayoutSnapshot
import LayoutSupport
import XCTest

final class PixelDiffFileTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "LayoutDiffTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    private func write(_ image: RGBAImage, _ name: String) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try PNGEncoder.encode(image).write(to: url)
        return url
    }

    func testPNGFilesCompareLikeDecodedImages() throws {
        let expected = TestImages.edge(32, 16, edge: 10, level: 128)
        let actual = TestImages.setting(expected, [(20, 4), (21, 4)], to: Color(red: 255, green: 0, blue: 255))
        let result = try PixelDiff.compareFiles(
            expected: try write(expected, "a.png"), actual: try write(actual, "b.png"))
        XCTAssertEqual(result.mismatchedPixels, 2)
        XCTAssertEqual(result.regions, [PixelRect(x: 20, y: 4, width: 2, height: 1)])
        XCTAssertEqual(result, PixelDiff.compare(expected, actual))
    }

    func testCorruptPNGThrowsErrorNamingTheFile() throws {
        let good = try write(TestImages.filled(4, 4, TestImages.white), "good.png")
        let corrupt = directory.appendingPathComponent("corrupt.png")
        try Data("this is not a PNG file at all".utf8).write(to: corrupt)
        XCTAssertThrowsError(try PixelDiff.compareFiles(expected: good, actual: corrupt)) { error in
            guard let error = error as? PixelDiffError else { return XCTFail("unexpected error \(error)") }
            XCTAssertEqual(error.input, corrupt.path)
            XCTAssertTrue(error.message.contains("PNG"), "message says what was expected: \(error.message)")
        }
    }

    func testTruncatedPNGThrows() throws {
        let good = try write(TestImages.filled(64, 64, TestImages.white), "good.png")
        let data = try Data(contentsOf: good)
        let truncated = directory.appendingPathComponent("truncated.png")
        try data.prefix(data.count / 2).write(to: truncated)
        XCTAssertThrowsError(try PixelDiff.compareFiles(expected: truncated, actual: good)) { error in
            XCTAssertEqual((error as? PixelDiffError)?.input, truncated.path)
        }
    }

    func testMissingFileThrows() throws {
        let good = try write(TestImages.filled(4, 4, TestImages.white), "good.png")
        let missing = directory.appendingPathComponent("missing.png")
        XCTAssertThrowsError(try PixelDiff.compareFiles(expected: good, actual: missing)) { error in
            XCTAssertEqual((error as? PixelDiffError)?.input, missing.path)
        }
    }

    /// Byte-identical files are answered as identical images, with their size and (when asked
    /// for) the faded diff image the pixel comparison gives, and a copy of a corrupt file is
    /// still refused, naming the expected one.
    func testByteIdenticalFilesAreIdenticalWithoutAPixelWalk() throws {
        let image = TestImages.edge(32, 16, edge: 10, level: 128)
        let first = try write(image, "a.png")
        let second = directory.appendingPathComponent("b.png")
        try FileManager.default.copyItem(at: first, to: second)
        var options = PixelDiffOptions()
        options.producesDiffImage = true
        let result = try PixelDiff.compareFiles(expected: first, actual: second, options: options)
        XCTAssertEqual(result.status, .identical)
        XCTAssertEqual(result.expectedSize, PixelSize(width: 32, height: 16))
        XCTAssertEqual(result, PixelDiff.compare(image, image, options: options))

        let corrupt = directory.appendingPathComponent("corrupt.png")
        try Data("not a PNG".utf8).write(to: corrupt)
        let copy = directory.appendingPathComponent("copy.png")
        try FileManager.default.copyItem(at: corrupt, to: copy)
        XCTAssertThrowsError(try PixelDiff.compareFiles(expected: corrupt, actual: copy)) { error in
            XCTAssertEqual((error as? PixelDiffError)?.input, corrupt.path)
        }
    }
}
