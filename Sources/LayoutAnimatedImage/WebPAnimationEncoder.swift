internal import CWebP
import Foundation
import LayoutImage

/// Writes frames as a looping animated WebP with libwebp's animation encoder (`WebPAnimEncoder`),
/// losslessly: figures are flat colours and text, which lossless WebP keeps exact and small.
/// Single-threaded, so the same frames always give the same bytes.
public enum WebPAnimationEncoder {
    /// The largest frame accepted, in pixels (a 4096 × 4096 figure).
    public static let maximumPixels = 4096 * 4096

    /// The animated WebP of `frames`.
    /// - Throws: `AnimatedImageError` for no frames, frames of different sizes, a frame too
    ///   large or a duration out of range, or when libwebp fails.
    public static func encode(_ frames: [AnimationFrame]) throws -> Data {
        try AnimatedImageError.validate(frames, maximumPixels: maximumPixels)
        let width = Int32(frames[0].image.width)
        let height = Int32(frames[0].image.height)
        var options = WebPAnimEncoderOptions()
        guard WebPAnimEncoderOptionsInitInternal(&options, WEBP_MUX_ABI_VERSION) != 0 else {
            throw AnimatedImageError("libwebp's animation encoder does not match its headers")
        }
        options.anim_params.loop_count = 0
        options.allow_mixed = 0
        guard let encoder = WebPAnimEncoderNewInternal(width, height, &options, WEBP_MUX_ABI_VERSION) else {
            throw AnimatedImageError("libwebp could not start an animation")
        }
        defer { WebPAnimEncoderDelete(encoder) }
        var config = WebPConfig()
        guard WebPConfigInitInternal(&config, WEBP_PRESET_DRAWING, 75, WEBP_ENCODER_ABI_VERSION) != 0 else {
            throw AnimatedImageError("libwebp's encoder does not match its headers")
        }
        config.lossless = 1
        config.method = 4
        config.thread_level = 0
        var timestamp: Int32 = 0
        for (index, frame) in frames.enumerated() {
            var picture = WebPPicture()
            guard WebPPictureInitInternal(&picture, WEBP_ENCODER_ABI_VERSION) != 0 else {
                throw AnimatedImageError("libwebp could not set up frame \(index)")
            }
            defer { WebPPictureFree(&picture) }
            picture.use_argb = 1
            picture.width = width
            picture.height = height
            let imported = frame.image.pixels.withUnsafeBufferPointer { pixels in
                WebPPictureImportRGBA(&picture, pixels.baseAddress, width * 4)
            }
            guard imported != 0, WebPAnimEncoderAdd(encoder, &picture, timestamp, &config) != 0 else {
                throw AnimatedImageError("libwebp could not add frame \(index): \(errorText(encoder))")
            }
            timestamp += Int32(frame.milliseconds)
        }
        guard WebPAnimEncoderAdd(encoder, nil, timestamp, nil) != 0 else {
            throw AnimatedImageError("libwebp could not end the animation: \(errorText(encoder))")
        }
        var output = WebPData()
        guard WebPAnimEncoderAssemble(encoder, &output) != 0, let bytes = output.bytes else {
            throw AnimatedImageError("libwebp could not assemble the animation: \(errorText(encoder))")
        }
        defer { WebPFree(UnsafeMutableRawPointer(mutating: bytes)) }
        return Data(bytes: bytes, count: output.size)
    }

    private static func errorText(_ encoder: OpaquePointer) -> String {
        WebPAnimEncoderGetError(encoder).map { String(cString: $0) } ?? "unknown error"
    }
}
