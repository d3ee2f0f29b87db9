import CGIF
import CWebP
import Foundation
import LayoutImage
import XCTest

@testable import LayoutAnimatedImage

/// The animated GIF and WebP encoders, read back with the libraries' own decoders (giflib's
/// `DGifSlurp`, libwebp's `WebPAnimDecoder`): frame count, each frame's duration, the loop, the
/// pixels, and the same bytes for the same frames.
final class AnimatedImageEncoderTests: XCTestCase {
    /// Three 40 × 30 frames: red, green, then blue with a white square; 100 ms, 250 ms, 1 s.
    private func frames() throws -> [AnimationFrame] {
        func image(_ red: UInt8, _ green: UInt8, _ blue: UInt8, square: Bool = false) throws -> RGBAImage {
            var pixels: [UInt8] = []
            for y in 0..<30 {
                for x in 0..<40 {
                    let white = square && (10..<20).contains(x) && (10..<20).contains(y)
                    pixels += white ? [255, 255, 255, 255] : [red, green, blue, 255]
                }
            }
            return try RGBAImage(width: 40, height: 30, pixels: pixels)
        }
        return [
            AnimationFrame(image: try image(220, 40, 40), milliseconds: 100),
            AnimationFrame(image: try image(40, 200, 60), milliseconds: 250),
            AnimationFrame(image: try image(30, 60, 210, square: true), milliseconds: 1000),
        ]
    }

    func testGIFFramesDelaysLoopAndColours() throws {
        let data = try GIFEncoder.encode(try frames())
        XCTAssertEqual(data, try GIFEncoder.encode(try frames()), "same frames, same bytes")
        XCTAssertTrue(data.starts(with: Data("GIF89a".utf8)))
        let decoded = try GIFDecoded(data)
        XCTAssertEqual(decoded.size, [40, 30])
        XCTAssertEqual(decoded.delays, [10, 25, 100], "hundredths of a second")
        XCTAssertTrue(decoded.loopsForever)
        XCTAssertEqual(decoded.colour(frame: 0, x: 0, y: 0), [220, 40, 40])
        XCTAssertEqual(decoded.colour(frame: 1, x: 39, y: 29), [40, 200, 60])
        XCTAssertEqual(decoded.colour(frame: 2, x: 15, y: 15), [255, 255, 255])
        XCTAssertEqual(decoded.colour(frame: 2, x: 5, y: 5), [30, 60, 210])
    }

    /// A frame of 2,048 colours, each on one pixel, over a white background. The palette rule
    /// (GIFEncoder's documentation): the 256 most frequent colours, ties to the smaller
    /// 0xRRGGBB value, and every other colour its nearest entry by RGB distance. Here: white,
    /// then the 255 smallest one-pixel colours, which are (100, g, b) for g 0...3 but the last.
    /// A pixel (100, g, b) with g ≥ 4 and b < 252 is nearest to (100, 3, b), at distance (g − 3)².
    /// Frames are compressed on several cores; each must come back in its place.
    func testGIFOfMoreThan256ColoursKeepsTheMostFrequentExactly() throws {
        let width = 64
        let height = 64
        var pixels = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<2048 {
            let offset = (16 * width + pixel) * 4
            pixels.replaceSubrange(offset..<(offset + 3), with: [100, UInt8(pixel / 64), UInt8(pixel % 64 * 4)])
        }
        let many = AnimationFrame(image: try RGBAImage(width: width, height: height, pixels: pixels), milliseconds: 100)
        let solid = try RGBAImage(
            width: width, height: height, pixels: (0..<(width * height)).flatMap { _ in [9, 8, 7, 255] as [UInt8] })
        let frames = [many, AnimationFrame(image: solid, milliseconds: 100), many, many, many]
        let data = try GIFEncoder.encode(frames)
        XCTAssertEqual(data, try GIFEncoder.encode(frames), "same frames, same bytes")
        let decoded = try GIFDecoded(data)
        XCTAssertEqual(decoded.delays.count, 5)
        XCTAssertEqual(decoded.colour(frame: 1, x: 10, y: 10), [9, 8, 7], "frames in their order")
        for frame in [0, 2, 3, 4] {
            XCTAssertEqual(decoded.colour(frame: frame, x: 0, y: 0), [255, 255, 255])
            for pixel in 0..<2048 where pixel % 64 * 4 < 252 {
                let green = pixel / 64
                let expected: [UInt8] = [100, UInt8(min(green, 3)), UInt8(pixel % 64 * 4)]
                let position = 16 * width + pixel
                XCTAssertEqual(
                    decoded.colour(frame: frame, x: position % width, y: position / width), expected,
                    "pixel \(pixel) of frame \(frame)")
            }
        }
    }

    /// The encoder compresses each frame in a GIF of its own and splices the image blocks into
    /// one file. GIF compresses every image on its own (giflib starts its LZW state afresh per
    /// image), so the file must be byte for byte what giflib writes in one stream, frame after
    /// frame, as the encoder did before it used every core.
    func testSplicedFramesAreTheBytesOfOneGiflibStream() throws {
        let width = 64
        var pixels = [UInt8](repeating: 255, count: width * width * 4)
        for pixel in 0..<1000 { pixels[(640 + pixel) * 4] = UInt8(pixel % 251) }
        let many = try RGBAImage(width: width, height: width, pixels: pixels)
        for frames in [try self.frames(), [many, many].map { AnimationFrame(image: $0, milliseconds: 40) }] {
            XCTAssertEqual(try GIFEncoder.encode(frames), try oneGiflibStream(frames))
        }
    }

    /// `frames` written by giflib in one stream: screen, loop extension, then per frame its
    /// delay, descriptor with the frame's palette, and rows.
    private func oneGiflibStream(_ frames: [AnimationFrame]) throws -> Data {
        let width = frames[0].image.width
        let height = frames[0].image.height
        return try GIFStream.write(width: width, height: height) { gif, _ in
            var application = Array("NETSCAPE2.0".utf8)
            var loop: [UInt8] = [1, 0, 0]
            XCTAssertEqual(EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE), GIF_OK)
            XCTAssertEqual(EGifPutExtensionBlock(gif, Int32(application.count), &application), GIF_OK)
            XCTAssertEqual(EGifPutExtensionBlock(gif, Int32(loop.count), &loop), GIF_OK)
            XCTAssertEqual(EGifPutExtensionTrailer(gif), GIF_OK)
            for frame in frames {
                let palette = Palette(overWhite: frame.image)
                let map = try XCTUnwrap(GifMakeMapObject(256, palette.giflibEntries))
                defer { GifFreeMapObject(map) }
                let hundredths = max(1, (frame.milliseconds + 5) / 10)
                var control: [UInt8] = [0x04, UInt8(hundredths & 0xFF), UInt8(hundredths >> 8), 0]
                XCTAssertEqual(EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(control.count), &control), GIF_OK)
                XCTAssertEqual(EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map), GIF_OK)
                var indices = palette.indices
                indices.withUnsafeMutableBufferPointer { buffer in
                    for row in 0..<height {
                        XCTAssertEqual(EGifPutLine(gif, buffer.baseAddress! + row * width, Int32(width)), GIF_OK)
                    }
                }
            }
        }
    }

    func testWebPFramesTimestampsAndLosslessPixels() throws {
        let data = try WebPAnimationEncoder.encode(try frames())
        XCTAssertEqual(data, try WebPAnimationEncoder.encode(try frames()), "same frames, same bytes")
        var webp = WebPData()
        try data.withUnsafeBytes { buffer in
            webp.bytes = buffer.bindMemory(to: UInt8.self).baseAddress
            webp.size = buffer.count
            var options = WebPAnimDecoderOptions()
            XCTAssertNotEqual(WebPAnimDecoderOptionsInitInternal(&options, WEBP_DEMUX_ABI_VERSION), 0)
            options.color_mode = MODE_RGBA
            let decoder = try XCTUnwrap(WebPAnimDecoderNewInternal(&webp, &options, WEBP_DEMUX_ABI_VERSION))
            defer { WebPAnimDecoderDelete(decoder) }
            var info = WebPAnimInfo()
            XCTAssertNotEqual(WebPAnimDecoderGetInfo(decoder, &info), 0)
            XCTAssertEqual([info.canvas_width, info.canvas_height], [40, 30])
            XCTAssertEqual(info.frame_count, 3)
            XCTAssertEqual(info.loop_count, 0, "loops forever")
            var timestamps: [Int32] = []
            var centres: [[UInt8]] = []
            while WebPAnimDecoderHasMoreFrames(decoder) != 0 {
                var pixels: UnsafeMutablePointer<UInt8>?
                var timestamp: Int32 = 0
                XCTAssertNotEqual(WebPAnimDecoderGetNext(decoder, &pixels, &timestamp), 0)
                timestamps.append(timestamp)
                if let pixels {
                    let offset = (15 * 40 + 15) * 4
                    centres.append([pixels[offset], pixels[offset + 1], pixels[offset + 2]])
                }
            }
            XCTAssertEqual(timestamps, [100, 350, 1350], "each frame ends at the sum of the durations so far")
            XCTAssertEqual(centres, [[220, 40, 40], [40, 200, 60], [255, 255, 255]], "lossless")
        }
    }

    func testBadFramesAreRefusedWithAReason() throws {
        XCTAssertThrowsError(try GIFEncoder.encode([])) { XCTAssertTrue("\($0)".contains("at least one frame")) }
        var mixed = try frames()
        mixed[1].image = try RGBAImage(width: 2, height: 2, pixels: [UInt8](repeating: 255, count: 16))
        XCTAssertThrowsError(try WebPAnimationEncoder.encode(mixed)) {
            XCTAssertTrue("\($0)".contains("frame 1 is 2×2"))
        }
        var long = try frames()
        long[0].milliseconds = 120_000
        XCTAssertThrowsError(try GIFEncoder.encode(long)) { XCTAssertTrue("\($0)".contains("120000 ms")) }
    }
}

/// A GIF read back with giflib: screen size, per-frame delays and loop extension, and colours.
private struct GIFDecoded {
    var size: [Int32] = []
    var delays: [Int] = []
    var loopsForever = false
    private var frames: [(indices: [UInt8], palette: [GifColorType], width: Int)] = []

    init(_ data: Data) throws {
        final class Reader {
            let data: Data
            var offset = 0
            init(_ data: Data) { self.data = data }
        }
        let reader = Reader(data)
        let read: InputFunc = { file, buffer, length in
            guard let file, let buffer else { return 0 }
            let reader = Unmanaged<Reader>.fromOpaque(file.pointee.UserData).takeUnretainedValue()
            let count = min(Int(length), reader.data.count - reader.offset)
            reader.data.copyBytes(to: buffer, from: reader.offset..<(reader.offset + count))
            reader.offset += count
            return Int32(count)
        }
        var status: Int32 = 0
        let gif = try XCTUnwrap(DGifOpen(Unmanaged.passUnretained(reader).toOpaque(), read, &status))
        defer { DGifCloseFile(gif, &status) }
        XCTAssertEqual(DGifSlurp(gif), GIF_OK)
        size = [gif.pointee.SWidth, gif.pointee.SHeight]
        for index in 0..<Int(gif.pointee.ImageCount) {
            let image = gif.pointee.SavedImages[index]
            for block in 0..<Int(image.ExtensionBlockCount) {
                let ext = image.ExtensionBlocks[block]
                if ext.Function == GRAPHICS_EXT_FUNC_CODE {
                    delays.append(Int(ext.Bytes[1]) | Int(ext.Bytes[2]) << 8)
                } else if ext.Function == APPLICATION_EXT_FUNC_CODE, ext.ByteCount == 11 {
                    loopsForever =
                        String(decoding: UnsafeBufferPointer(start: ext.Bytes, count: 11), as: UTF8.self)
                        == "NETSCAPE2.0"
                }
            }
            let map = try XCTUnwrap(image.ImageDesc.ColorMap ?? gif.pointee.SColorMap)
            let width = Int(image.ImageDesc.Width)
            let count = width * Int(image.ImageDesc.Height)
            frames.append(
                (
                    Array(UnsafeBufferPointer(start: image.RasterBits, count: count)),
                    Array(UnsafeBufferPointer(start: map.pointee.Colors, count: Int(map.pointee.ColorCount))), width
                ))
        }
    }

    func colour(frame: Int, x: Int, y: Int) -> [UInt8] {
        let entry = frames[frame].palette[Int(frames[frame].indices[y * frames[frame].width + x])]
        return [entry.Red, entry.Green, entry.Blue]
    }
}
