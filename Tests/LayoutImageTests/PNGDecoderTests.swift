import Foundation
import LayoutImage
import LayoutSupport
import XCTest

/// Decoding of colour types and bit depths Cairo never writes; fixtures are made by
/// `fixtures/png/make_fixtures.py` and the expected values follow from the PNG specification.
final class PNGDecoderTests: XCTestCase {
    private func decodeFixture(_ name: String) throws -> RGBAImage {
        try PNGDecoder.decode(contentsOf: PNGTestSupport.fixturesDirectory.appendingPathComponent(name))
    }

    private func assertPixels(
        _ image: RGBAImage, _ expected: [Color], _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(image.width * image.height, expected.count, "\(name): pixel count", file: file, line: line)
        for (index, want) in expected.enumerated() {
            let got = image.pixel(x: index % image.width, y: index / image.width)
            XCTAssertEqual(
                got, want, "\(name): pixel \(index) is \(String(describing: got)), expected \(want)",
                file: file, line: line)
        }
    }

    func testPaletteWithTransparency() throws {
        let image = try decodeFixture("palette-2x2.png")
        assertPixels(
            image,
            [
                Color(red: 255, green: 0, blue: 0), Color(red: 0, green: 255, blue: 0),
                Color(red: 0, green: 0, blue: 255, alpha: 128), Color(red: 255, green: 255, blue: 255),
            ], "palette-2x2")
    }

    func testGrey8() throws {
        assertPixels(
            try decodeFixture("grey8-3x1.png"),
            [0, 128, 255].map { Color(red: $0, green: $0, blue: $0) }, "grey8-3x1")
    }

    func testGrey1ExpandsBitsToBlackAndWhite() throws {
        let bits: [UInt8] = [1, 0, 1, 1, 0, 0, 0, 0]
        assertPixels(
            try decodeFixture("grey1-8x1.png"),
            bits.map { Color(red: $0 * 255, green: $0 * 255, blue: $0 * 255) }, "grey1-8x1")
    }

    func testGreyAlpha() throws {
        assertPixels(
            try decodeFixture("greyalpha8-2x1.png"),
            [Color(red: 100, green: 100, blue: 100, alpha: 50), Color(red: 200, green: 200, blue: 200)],
            "greyalpha8-2x1")
    }

    func testSixteenBitSamplesScaleToEightBits() throws {
        // v16 / 257 rounded: 0x8080 → 128, 0x1234 → 18, 0xABCD → 171.
        assertPixels(
            try decodeFixture("rgb16-2x1.png"),
            [Color(red: 255, green: 0, blue: 128), Color(red: 18, green: 171, blue: 0)], "rgb16-2x1")
        assertPixels(try decodeFixture("rgba16-1x1.png"), [Color(red: 255, green: 0, blue: 0)], "rgba16-1x1")
    }

    func testNonPNGDataThrows() {
        XCTAssertThrowsError(try PNGDecoder.decode(Data("hello, this is not a PNG file".utf8))) { error in
            XCTAssertTrue("\(error)".contains("not a valid PNG"), "unexpected message: \(error)")
        }
        XCTAssertThrowsError(try PNGDecoder.decode(Data([0x89, 0x50])))
        XCTAssertThrowsError(try PNGDecoder.decode(Data()))
    }

    func testTruncatedPNGThrows() throws {
        let image = RGBAImage(width: 40, height: 40, red: 1, green: 2, blue: 3, alpha: 200)
        let data = try PNGEncoder.encode(image)
        for length in [20, 40, data.count / 2, data.count - 13] {
            XCTAssertThrowsError(try PNGDecoder.decode(data.prefix(length)), "truncated to \(length) bytes")
        }
    }

    func testCorruptChecksumThrows() throws {
        var bytes = [UInt8](try PNGEncoder.encode(RGBAImage(width: 8, height: 8, red: 9, green: 9, blue: 9, alpha: 9)))
        bytes[45] ^= 0xFF  // inside the IDAT data: its CRC no longer matches
        XCTAssertThrowsError(try PNGDecoder.decode(Data(bytes))) { error in
            XCTAssertTrue("\(error)".contains("PNG"), "unexpected message: \(error)")
        }
    }

    func testMissingFileNamesThePath() {
        let url = URL(fileURLWithPath: "/nonexistent/dir/missing.png")
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/dir/missing.png"), "unexpected message: \(error)")
        }
    }

    func testADecompressionBombIsRefusedFromItsHeader() {
        // 16384² pixels (a 1 GiB buffer) declared in a 57-byte file: refused before allocating.
        let bomb = PNGTestSupport.headerOnly(width: 16384, height: 16384)
        XCTAssertThrowsError(try PNGDecoder.decode(bomb)) { error in
            XCTAssertTrue(
                "\(error)".contains("image of 16384×16384 pixels exceeds the limit of 100000000 pixels"), "\(error)")
        }
        // The limit is inclusive, and a header within it is read on (to fail only for its
        // missing data).
        XCTAssertThrowsError(
            try PNGDecoder.decode(PNGTestSupport.headerOnly(width: 101, height: 100), pixelLimit: 10_000)
        ) {
            XCTAssertTrue("\($0)".contains("exceeds the limit of 10000 pixels"), "\($0)")
        }
        XCTAssertThrowsError(
            try PNGDecoder.decode(PNGTestSupport.headerOnly(width: 100, height: 100), pixelLimit: 10_000)
        ) {
            XCTAssertFalse("\($0)".contains("exceeds the limit"), "\($0)")
        }
    }

    func testAChunkDeclaringMoreBytesThanTheFileHasIsRefusedBeforeLibpngAllocatesIt() throws {
        // Found by fuzz-png (Fuzz/regressions/png): a valid header, then an iTXt chunk declaring
        // 0x7E000000 bytes and holding none. libpng allocated and cleared 2 GB before failing.
        let header = PNGTestSupport.headerOnly(width: 2, height: 1).prefix(33)  // signature + IHDR
        let bomb = header + Data([0x7E, 0x00, 0x00, 0x00]) + Data("iTXt".utf8)
        XCTAssertThrowsError(try PNGDecoder.decode(bomb)) { error in
            XCTAssertTrue(
                "\(error)".contains("chunk \"iTXt\" at byte 33 declares 2113929216 bytes, only 0 remain"), "\(error)")
        }
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions/png/itxt-chunk-length-2gib.png")
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".contains("declares 2113929216 bytes"), "\(error)")
        }
    }

    /// Audit 4: a PNG with 2 GB of zeros appended passed `check` and was "same" to `diff`, as
    /// libpng stops at IEND. The PNG specification makes IEND the last chunk; anything after it
    /// is refused.
    func testBytesAfterTheEndChunkAreRefused() throws {
        let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4, red: 1, green: 2, blue: 3, alpha: 255))
        XCTAssertNoThrow(try PNGDecoder.decode(png))
        XCTAssertThrowsError(try PNGDecoder.decode(png + Data(count: 1000))) { error in
            XCTAssertTrue("\(error)".contains("1000 bytes follow its IEND chunk"), "\(error)")
        }
    }

    /// Audit 4: a 2 GB file of zeros named `.png` took 45 s before its signature was checked.
    /// Its first eight bytes decide, and a file too large for any image within the pixel limit
    /// is refused from its size (a sparse file here: nothing is written or read).
    func testAFileIsRefusedFromItsSignatureAndSizeBeforeItIsRead() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("png-\(UUID().uuidString).png")
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        try Data(count: 16).write(to: url)
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: url)) { error in
            XCTAssertTrue("\(error)".contains("does not start with the PNG signature"), "\(error)")
        }
        let png = try PNGEncoder.encode(RGBAImage(width: 4, height: 4, red: 1, green: 2, blue: 3, alpha: 255))
        try png.write(to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: UInt64(PNGDecoder.maximumFileBytes(pixelLimit: 1000) + 1))
        try handle.close()
        XCTAssertThrowsError(try PNGDecoder.decode(contentsOf: url, pixelLimit: 1000)) { error in
            XCTAssertTrue("\(error)".contains("over the limit of \(5000 + (1 << 20))"), "\(error)")
        }
    }
}
