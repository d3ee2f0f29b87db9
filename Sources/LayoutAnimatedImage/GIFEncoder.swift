internal import CGIF
import Foundation
import LayoutImage
import LayoutSupport

/// Writes frames as an animated GIF (giflib) that loops forever.
///
/// Each frame gets its own palette of at most 256 colours (`Palette`: its most frequent colours,
/// so a figure's fills, outlines and text are exact and only anti-aliased edges are
/// approximated); frames show for their duration rounded to hundredths of a second, GIF's
/// unit. The palettes are built on every core, one frame each; giflib writes the frames in
/// order. Same frames, same bytes, whatever the number of cores.
public enum GIFEncoder {
    /// The largest frame accepted, in pixels (a 4096 × 4096 figure).
    public static let maximumPixels = 4096 * 4096

    /// The GIF of `frames`.
    /// - Throws: `AnimatedImageError` for no frames, frames of different sizes, a frame too
    ///   large or a duration out of range, or when giflib fails.
    public static func encode(_ frames: [AnimationFrame]) throws -> Data {
        try AnimatedImageError.validate(frames, maximumPixels: maximumPixels)
        let width = frames[0].image.width
        let height = frames[0].image.height
        let sink = Sink()
        var status: Int32 = 0
        let write: OutputFunc = { file, bytes, length in
            guard let file, let bytes, length > 0 else { return 0 }
            Unmanaged<Sink>.fromOpaque(file.pointee.UserData).takeUnretainedValue().data.append(
                bytes, count: Int(length))
            return length
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), write, &status) else {
            throw AnimatedImageError("giflib could not start a GIF (error \(status))")
        }
        var closed = false
        defer { if !closed { EGifCloseFile(gif, &status) } }
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
            throw AnimatedImageError("giflib could not write the screen descriptor (error \(gif.pointee.Error))")
        }
        try putLoopForever(gif)
        let palettes = ParallelWork.map(count: frames.count, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            Palette(overWhite: frames[$0].image)
        }
        for (index, (frame, palette)) in zip(frames, palettes).enumerated() {
            try put(frame, palette: palette, index: index, into: gif)
        }
        closed = true
        guard EGifCloseFile(gif, &status) == GIF_OK else {
            throw AnimatedImageError("giflib could not finish the GIF (error \(status))")
        }
        return sink.data
    }

    /// The bytes giflib writes.
    private final class Sink {
        var data = Data()
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

    private static func put(
        _ frame: AnimationFrame, palette: Palette, index: Int, into gif: UnsafeMutablePointer<GifFileType>
    ) throws {
        let width = frame.image.width
        let height = frame.image.height
        let entries = (0..<256).map { position -> GifColorType in
            let colour = position < palette.colours.count ? palette.colours[position] : 0
            return GifColorType(
                Red: UInt8(colour >> 16 & 0xFF), Green: UInt8(colour >> 8 & 0xFF), Blue: UInt8(colour & 0xFF))
        }
        guard let map = GifMakeMapObject(256, entries) else {
            throw AnimatedImageError("giflib could not make a colour map")
        }
        defer { GifFreeMapObject(map) }
        let hundredths = max(1, (frame.milliseconds + 5) / 10)
        var control: [UInt8] = [0x04, UInt8(hundredths & 0xFF), UInt8(hundredths >> 8), 0]  // dispose: keep
        guard EGifPutExtension(gif, GRAPHICS_EXT_FUNC_CODE, Int32(control.count), &control) == GIF_OK,
            EGifPutImageDesc(gif, 0, 0, Int32(width), Int32(height), false, map) == GIF_OK
        else { throw AnimatedImageError("giflib could not write frame \(index) (error \(gif.pointee.Error))") }
        var indices = palette.indices
        try indices.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            for row in 0..<height {
                guard EGifPutLine(gif, base + row * width, Int32(width)) == GIF_OK else {
                    throw AnimatedImageError("giflib could not write frame \(index), row \(row)")
                }
            }
        }
    }
}
