internal import CGIF
import Foundation

/// A GIF89a written by giflib into memory: opened with its screen descriptor (no global colour
/// table), filled by the caller, closed with its trailer.
enum GIFStream {
    /// What giflib writes. Between images (not inside one, whose compressed data giflib holds
    /// until the image ends) the body may append bytes of its own: giflib passes the header,
    /// extensions and each finished image straight to the output function.
    final class Sink {
        var data = Data()
    }

    /// The bytes of a `width`×`height` GIF whose contents `body` writes through giflib's
    /// handle (or, between images, straight into the sink).
    static func write(
        width: Int, height: Int, _ body: (UnsafeMutablePointer<GifFileType>, Sink) throws -> Void
    ) throws -> Data {
        let sink = Sink()
        var status: Int32 = 0
        let output: OutputFunc = { file, bytes, length in
            guard let file, let bytes, length > 0 else { return 0 }
            Unmanaged<Sink>.fromOpaque(file.pointee.UserData).takeUnretainedValue().data.append(
                bytes, count: Int(length))
            return length
        }
        guard let gif = EGifOpen(Unmanaged.passUnretained(sink).toOpaque(), output, &status) else {
            throw AnimatedImageError("giflib could not start a GIF (error \(status))")
        }
        var closed = false
        defer { if !closed { EGifCloseFile(gif, &status) } }
        EGifSetGifVersion(gif, true)
        guard EGifPutScreenDesc(gif, Int32(width), Int32(height), 8, 0, nil) == GIF_OK else {
            throw AnimatedImageError("giflib could not write the screen descriptor (error \(gif.pointee.Error))")
        }
        try withExtendedLifetime(sink) { try body(gif, sink) }
        closed = true
        guard EGifCloseFile(gif, &status) == GIF_OK else {
            throw AnimatedImageError("giflib could not finish the GIF (error \(status))")
        }
        return sink.data
    }
}
