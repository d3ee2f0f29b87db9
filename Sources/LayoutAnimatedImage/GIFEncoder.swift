internal import CGIF
import Foundation
import LayoutImage
import LayoutSupport

/// Writes frames as an animated GIF (giflib) that loops forever.
///
/// Each frame gets its own palette of at most 256 colours (`Palette`: its most frequent colours,
/// so a figure's fills, outlines and text are exact and only anti-aliased edges are
/// approximated); frames show for their duration rounded to hundredths of a second, GIF's
/// unit. Every core takes a frame at a time: it builds the palette and has giflib compress the
/// frame's image block (descriptor, colour table, LZW data) into a GIF of its own. One thread
/// then writes the file in frame order: giflib's header and loop extension, and per frame a
/// graphic control extension followed by that image block. A GIF compresses each image block
/// on its own, so the bytes are those of one giflib stream, whatever the number of cores.
public enum GIFEncoder {
    /// The largest frame accepted, in pixels (a 4096 × 4096 figure).
    public static let maximumPixels = 4096 * 4096

    /// The GIF of `frames`.
    /// - Throws: `AnimatedImageError` for no frames, frames of different sizes, a frame too
    ///   large or a duration out of range, or when giflib fails.
    public static func encode(_ frames: [AnimationFrame]) throws -> Data {
        try AnimatedImageError.validate(frames, maximumPixels: maximumPixels)
        let imageBlocks = ParallelWork.map(count: frames.count, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            index in
            Result { try imageBlock(of: frames[index].image, index: index) }
        }
        return try GIFStream.write(width: frames[0].image.width, height: frames[0].image.height) { gif, sink in
            try putLoopForever(gif)
            for (frame, block) in zip(frames, imageBlocks) {
                let hundredths = max(1, (frame.milliseconds + 5) / 10)
                var control: [UInt8] = [0x04, UInt8(hundredths & 0xFF), UInt8(hundredths >> 8), 0]  // dispose: keep
                guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(control.count), &control) == GIF_OK else {
                    throw AnimatedImageError("giflib could not write a frame's timing (error \(gif.pointee.Error))")
                }
                sink.data.append(contentsOf: try block.get())
            }
        }
    }

    /// Frame `index`'s image block: its image descriptor, its palette as the local colour
    /// table, and its pixels' LZW data, as giflib writes them in a one-frame GIF.
    private static func imageBlock(of image: RGBAImage, index: Int) throws -> [UInt8] {
        let palette = Palette(overWhite: image)
        guard let map = GifMakeMapObject(256, palette.giflibEntries) else {
            throw AnimatedImageError("giflib could not make a colour map")
        }
        defer { GifFreeMapObject(map) }
        let file = try GIFStream.write(width: image.width, height: image.height) { gif, _ in
            guard EGifPutImageDesc(gif, 0, 0, Int32(image.width), Int32(image.height), false, map) == GIF_OK else {
                throw AnimatedImageError("giflib could not write frame \(index) (error \(gif.pointee.Error))")
            }
            var indices = palette.indices
            try indices.withUnsafeMutableBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for row in 0..<image.height {
                    guard EGifPutLine(gif, base + row * image.width, Int32(image.width)) == GIF_OK else {
                        throw AnimatedImageError("giflib could not write frame \(index), row \(row)")
                    }
                }
            }
        }
        // A one-frame GIF is its 6-byte header, its 7-byte screen descriptor (no global colour
        // table), the image block and the 1-byte trailer. The block opens with the image
        // separator and a descriptor whose flags say "a local table of 256 colours", and ends
        // with the empty sub-block that closes its LZW data.
        let header = 13
        guard file.count > header + 11, file[header] == 0x2C, file[header + 9] == 0x87,
            file[file.count - 2] == 0x00, file.last == 0x3B
        else {
            throw AnimatedImageError("giflib wrote frame \(index) in an unexpected layout")
        }
        return Array(file[header..<(file.count - 1)])
    }

    /// The NETSCAPE2.0 application extension: loop forever.
    private static func putLoopForever(_ gif: UnsafeMutablePointer<GifFileType>) throws {
        var application = Array("NETSCAPE2.0".utf8)
        var loop: [UInt8] = [1, 0, 0]
        let ok =
            EGifPutExtensionLeader(gif, APPLICATION_EXT_FUNC_CODE) == GIF_OK
            && EGifPutExtensionBlock(gif, Int32(application.count), &application) == GIF_OK
            && EGifPutExtensionBlock(gif, Int32(loop.count), &loop) == GIF_OK
            && EGifPutExtensionTrailer(gif) == GIF_OK
        guard ok else { throw AnimatedImageError("giflib could not write the loop extension") }
    }
}
