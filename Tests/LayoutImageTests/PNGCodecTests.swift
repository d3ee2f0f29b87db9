import Foundation
import LayoutImage
import LayoutSupport
import XCTest

final class PNGCodecTests: XCTestCase {
    /// A 7×5 image that exercises every alpha class: opaque, translucent, and transparent with
    /// non-zero colour (straight alpha keeps it).
    private func sampleImage() throws -> RGBAImage {
        var bytes: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 {
                bytes += [UInt8(x * 36), UInt8(y * 60), UInt8((x * y * 13) % 256), UInt8([255, 128, 0, 1, 254][y])]
            }
        }
        return try RGBAImage(width: 7, height: 5, pixels: bytes)
    }

    func testRoundTripIsExactForBothSettings() throws {
        let image = try sampleImage()
        for settings in [PNGEncodingSettings.default, .fast, .init(compressionLevel: 9, rowFilter: .paeth)] {
            let data = try PNGEncoder.encode(image, settings: settings)
            let decoded = try PNGDecoder.decode(data)
            XCTAssertEqual(decoded.width, 7, "width after round trip with \(settings)")
            XCTAssertEqual(decoded.height, 5, "height after round trip with \(settings)")
            XCTAssertEqual(decoded.pixels, image.pixels, "pixels after round trip with \(settings)")
            XCTAssertEqual(PNGTestSupport.colourType(data), 6, "translucent image must be written as RGBA")
        }
    }

    func testEveryRowFilterRoundTripsRowsWiderThanAFilterSpan() throws {
        // Rows of 1,204 bytes (RGBA: more than one 1 KiB span, so the early give-up check runs)
        // and 903 (RGB), lengths that are no multiple of a vector, noise that every filter
        // predicts differently. libpng decodes them, so each filter's bytes are checked against
        // the specification's reconstruction.
        var seed: UInt32 = 12_345
        func noise() -> UInt8 {
            seed = seed &* 1_103_515_245 &+ 12_345
            return UInt8(truncatingIfNeeded: seed >> 16)
        }
        let translucent = try RGBAImage(width: 301, height: 9, pixels: (0..<(301 * 9 * 4)).map { _ in noise() })
        var opaque = try RGBAImage(width: 301, height: 9, pixels: (0..<(301 * 9 * 4)).map { _ in noise() })
        for y in 0..<9 {
            for x in 0..<301 {
                guard let pixel = opaque.pixel(x: x, y: y) else { continue }
                opaque.setPixel(x: x, y: y, to: Color(red: pixel.red, green: pixel.green, blue: pixel.blue))
            }
        }
        for filter in PNGEncodingSettings.RowFilter.allCases {
            for image in [translucent, opaque] {
                let data = try PNGEncoder.encode(image, settings: .init(compressionLevel: 6, rowFilter: filter))
                // Not XCTAssertEqual: a failure would print 10,000 bytes twice.
                XCTAssertTrue(try PNGDecoder.decode(data) == image, "\(filter): decoded pixels differ")
            }
        }
    }

    func testOpaqueImageIsWrittenAsRGBAndRoundTripsExactly() throws {
        var image = RGBAImage(width: 3, height: 2, red: 10, green: 20, blue: 30, alpha: 255)
        image.setPixel(x: 2, y: 1, to: Color(red: 250, green: 1, blue: 99))
        let data = try PNGEncoder.encode(image)
        XCTAssertEqual(PNGTestSupport.colourType(data), 2, "opaque image should be written as RGB (colour type 2)")
        XCTAssertEqual(try PNGDecoder.decode(data), image)
    }

    func testOutputIsDeterministicAndHasOnlyCriticalChunks() throws {
        let image = try sampleImage()
        let first = try PNGEncoder.encode(image)
        let second = try PNGEncoder.encode(image)
        XCTAssertEqual(first, second, "two encodings of the same image differ")
        XCTAssertEqual(Array(first.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        let types = PNGTestSupport.chunkTypes(first)
        XCTAssertEqual(types.first, "IHDR")
        XCTAssertEqual(types.last, "IEND")
        XCTAssertEqual(Set(types), ["IHDR", "IDAT", "IEND"], "no time, text or gamma chunks expected: \(types)")
    }

    func testFastSettingsGiveLargerButEquivalentFiles() throws {
        // A smooth gradient compresses much better with row filters than without.
        var bytes: [UInt8] = []
        for y in 0..<64 { for x in 0..<64 { bytes += [UInt8(x * 4), UInt8(y * 4), UInt8((x + y) * 2), 255] } }
        let image = try RGBAImage(width: 64, height: 64, pixels: bytes)
        let small = try PNGEncoder.encode(image, settings: .default)
        let fast = try PNGEncoder.encode(image, settings: .fast)
        XCTAssertLessThan(small.count, fast.count, "adaptive filters + zlib 6 should beat no filter + igzip")
        XCTAssertEqual(try PNGDecoder.decode(fast), image)
    }

    func testEmptyImageCannotBeEncoded() {
        let empty = RGBAImage(width: 0, height: 4, red: 0, green: 0, blue: 0, alpha: 0)
        XCTAssertThrowsError(try PNGEncoder.encode(empty)) { error in
            XCTAssertTrue("\(error)".contains("at least 1"), "unexpected message: \(error)")
        }
    }

    func testImageInitialiserRejectsWrongByteCount() {
        XCTAssertThrowsError(try RGBAImage(width: 2, height: 2, pixels: [0, 0, 0])) { error in
            XCTAssertTrue("\(error)".contains("got 3"), "unexpected message: \(error)")
        }
        XCTAssertThrowsError(try RGBAImage(width: -1, height: 2, pixels: []))
    }

    func testPremultiplyMatchesRoundedProductForAllValues() {
        let table = PixelConversion.premultiplyTable
        for alpha in 0..<256 {
            for value in 0..<256 {
                // a·c/255 is never exactly halfway (255 is odd), so rounding is unambiguous.
                let expected = UInt8((Double(alpha * value) / 255).rounded())
                let actual = table[alpha << 8 | value]
                if actual != expected {
                    XCTFail("premultiply(c: \(value), a: \(alpha)) = \(actual), expected \(expected)")
                    return
                }
            }
        }
    }

    func testUnpremultiplyMatchesCairoRoundingForAllValidValues() {
        let table = PixelConversion.unpremultiplyTable
        for alpha in 1..<256 {
            for value in 0...alpha {
                // Cairo: (p·255 + a/2) / a, i.e. p·255/a rounded half up.
                let expected = UInt8((Double(value * 255) / Double(alpha) + 0.5).rounded(.down))
                let actual = table[alpha << 8 | value]
                if actual != expected {
                    XCTFail("unpremultiply(p: \(value), a: \(alpha)) = \(actual), expected \(expected)")
                    return
                }
            }
        }
        XCTAssertEqual(table[0], 0, "alpha 0 unpremultiplies to 0")
    }
}

/// The banded encoder: the bytes depend on the image alone, never on the number of workers.
final class BandedPNGEncodingTests: XCTestCase {
    /// A 400×1400 image (2 bands of 1 MiB as RGB, 3 as RGBA) of gradients and noise, so that
    /// every filter wins somewhere.
    private func image(translucent: Bool) throws -> RGBAImage {
        let (width, height) = (400, 1400)
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        var seed: UInt32 = 12345
        for y in 0..<height {
            for x in 0..<width {
                seed = seed &* 1_103_515_245 &+ 12345
                let noise = UInt8(truncatingIfNeeded: seed >> 16) & (y % 3 == 0 ? 0xFF : 0x07)
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8(truncatingIfNeeded: x) &+ noise
                pixels[offset + 1] = UInt8(truncatingIfNeeded: y)
                pixels[offset + 2] = UInt8(truncatingIfNeeded: x &+ y)
                pixels[offset + 3] = translucent ? UInt8(truncatingIfNeeded: 128 + x % 128) : 255
            }
        }
        return try RGBAImage(width: width, height: height, pixels: pixels)
    }

    func testOneTwoAndThreeWorkersWriteTheSameBytesAndTheyDecodeToTheSamePixels() throws {
        for translucent in [false, true] {
            let original = try image(translucent: translucent)
            for settings in [
                PNGEncodingSettings.default, .fast, PNGEncodingSettings(compressionLevel: 1, rowFilter: .paeth),
            ] {
                let one = try PNGEncoder.encode(original, settings: settings, workers: 1)
                for workers in [2, 3] {
                    XCTAssertEqual(
                        try PNGEncoder.encode(original, settings: settings, workers: workers), one,
                        "\(workers) workers, \(settings), translucent \(translucent)")
                }
                XCTAssertEqual(try PNGDecoder.decode(one).pixels, original.pixels, "\(settings)")
            }
        }
    }

    func testEveryIgzipLevelWritesOneStreamThatLibpngDecodes() throws {
        // libpng inflates the joined bands as one zlib stream and checks its Adler-32, so a band
        // that ended with a final block, or a lost sync flush, fails here. Level 0 has no working
        // buffer; the other levels each size one of their own.
        let original = try image(translucent: true)
        let filtered = PNGEncodingSettings(compressor: .igzip(level: 1), rowFilter: .adaptive)
        let unfiltered = (0...3).map { PNGEncodingSettings(compressor: .igzip(level: $0), rowFilter: .none) }
        for settings in unfiltered + [filtered] {
            let one = try PNGEncoder.encode(original, settings: settings, workers: 1)
            XCTAssertEqual(try PNGEncoder.encode(original, settings: settings, workers: 3), one, "\(settings)")
            XCTAssertTrue(try PNGDecoder.decode(one).pixels == original.pixels, "\(settings): pixels differ")
        }
    }

    func testIgzipWritesNoiseThatDoesNotCompress() throws {
        // 700×700 RGBA noise: 1,960,700 bytes of rows (with their filter bytes) in 2 bands that
        // deflate cannot shrink. A stored block costs 5 bytes of header per at most 65,535 bytes
        // (RFC 1951 §3.2.4), so the file stays within 0.1 % of the rows (about 2 KB of room);
        // Huffman-coded noise would cost more than that.
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        let pixels = (0..<(700 * 700 * 4)).map { _ -> UInt8 in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: seed >> 56)
        }
        let noise = try RGBAImage(width: 700, height: 700, pixels: pixels)
        let data = try PNGEncoder.encode(noise, settings: .fast)
        let rowsWithFilterBytes = 700 * (700 * 4 + 1)
        XCTAssertLessThan(data.count, rowsWithFilterBytes + rowsWithFilterBytes / 1000, "noise is stored, not expanded")
        XCTAssertTrue(try PNGDecoder.decode(data).pixels == pixels, "noise pixels differ after the round trip")
    }

    func testTheFastSettingsAreIgzipWithoutFilters() {
        let fast = PNGEncodingSettings.fast
        XCTAssertEqual(fast.compressor, .igzip(level: 2))
        XCTAssertEqual(fast.rowFilter, .none)
    }

    func testCompressorLevelsAreClampedToEachCompressorsRange() throws {
        // zlib's levels are 0…9 (zlib.h); igzip's 0…3 (igzip_lib.h, ISAL_DEF_MAX_LEVEL). A level
        // set on the property after initialisation is stored clamped too, and the file decodes.
        var settings = PNGEncodingSettings.fast
        let image = RGBAImage(width: 5, height: 3, red: 9, green: 8, blue: 7, alpha: 255)
        for (given, stored) in [
            (PNGEncodingSettings.Compressor.igzip(level: -4), PNGEncodingSettings.Compressor.igzip(level: 0)),
            (.igzip(level: 9), .igzip(level: 3)), (.zlib(level: 40), .zlib(level: 9)),
        ] {
            settings.compressor = given
            XCTAssertEqual(settings.compressor, stored, "\(given)")
            XCTAssertEqual(try PNGDecoder.decode(try PNGEncoder.encode(image, settings: settings)), image, "\(given)")
        }
        XCTAssertEqual(PNGEncodingSettings(compressor: .zlib(level: 12), rowFilter: .none).compressor, .zlib(level: 9))
        XCTAssertEqual(PNGEncodingSettings(compressionLevel: -1, rowFilter: .none).compressor, .zlib(level: 0))
        XCTAssertEqual(PNGEncodingSettings(compressor: .igzip(level: 6), rowFilter: .none).compressor, .igzip(level: 3))
        XCTAssertEqual(
            PNGEncodingSettings(compressor: .igzip(level: -2), rowFilter: .none).compressor, .igzip(level: 0))
    }
}
