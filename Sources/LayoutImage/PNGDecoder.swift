internal import CPNG
import Foundation
import LayoutSupport

/// Decodes any PNG (palette, grey, grey+alpha, RGB, RGBA; 1–16 bits; interlaced or not) into an
/// 8-bit straight-alpha `RGBAImage`.
///
/// Built on libpng's *simplified* read API (`png_image_begin_read_from_memory` /
/// `png_image_finish_read`), which catches libpng's `longjmp` errors internally and reports them
/// as a return value; corrupt, truncated or non-PNG input therefore becomes a thrown `PNGError`
/// with libpng's diagnosis, never a crash. (The low-level read API would `abort()` on such input,
/// because Swift cannot provide a `setjmp` target.)
///
/// Conversions: palette and grey expand to RGB, `tRNS` becomes alpha, missing alpha is 255.
/// 16-bit samples without a gAMA/sRGB chunk are taken as sRGB-encoded and scaled to 8 bits (what
/// image viewers and pixel-diff tools do); images with a gAMA chunk are converted to sRGB.
public enum PNGDecoder {
    /// The largest image decoded by default, in pixels: 100 megapixels (a 400 MB RGBA buffer),
    /// the largest canvas LayoutShot draws by default. Checked from the header, before anything
    /// is allocated, so a small file declaring a huge image (a decompression bomb: 16384² pixels
    /// in 1.2 MB) is refused at once.
    public static let defaultPixelLimit = 100_000_000

    /// Decodes PNG bytes.
    /// - Parameter data: the whole PNG file.
    /// - Returns: the image as straight-alpha RGBA.
    /// - Throws: `PNGError` naming the problem (not a PNG, truncated, CRC mismatch, too large…).
    /// - Parameter pixelLimit: the largest image accepted, in pixels.
    public static func decode(_ data: Data, pixelLimit: Int = defaultPixelLimit) throws -> RGBAImage {
        try decode(data, source: "PNG data", pixelLimit: pixelLimit)
    }

    /// Reads and decodes a PNG file.
    /// - Throws: `PNGError` naming the file when it cannot be read or is not a valid PNG.
    public static func decode(contentsOf url: URL, pixelLimit: Int = defaultPixelLimit) throws -> RGBAImage {
        try decode(try read(contentsOf: url, pixelLimit: pixelLimit), source: url.path, pixelLimit: pixelLimit)
    }

    /// The bytes of the PNG file at `url`, read only when its first eight bytes are a PNG
    /// signature and its size (from `fstat`) is at most `maximumFileBytes(pixelLimit:)`: a
    /// 2 GB file of zeros named `.png` is refused at once, not after reading it.
    ///
    /// - Throws: `PNGError` naming the file.
    public static func read(contentsOf url: URL, pixelLimit: Int = defaultPixelLimit) throws -> Data {
        do {
            let head = try BoundedFile.prefix(of: url.path, count: signature.count)
            guard head == signature else {
                throw PNGError("\(url.path): not a PNG file (it does not start with the PNG signature)")
            }
            return try BoundedFile.read(url.path, atMost: maximumFileBytes(pixelLimit: pixelLimit))
        } catch let failure as BoundedFile.Failure {
            throw PNGError("\(url.path): the file \(failure.reason)")
        }
    }

    /// The largest PNG file read for an image of at most `pixelLimit` pixels: five bytes a pixel
    /// (four of RGBA, more than a row's filter byte and deflate's stored-block overhead add) and
    /// a mebibyte for chunks. Any PNG of an image within the limit fits.
    public static func maximumFileBytes(pixelLimit: Int) -> Int {
        let (bytes, overflow) = pixelLimit.multipliedReportingOverflow(by: 5)
        return overflow ? Int.max - (1 << 20) : bytes + (1 << 20)
    }

    /// The eight bytes every PNG file starts with.
    public static let signature = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])

    /// Refuses a file whose chunks declare more bytes than it has, before libpng sees it: for
    /// text and palette-suggestion chunks libpng allocates (and clears) the declared length
    /// first, so a 41-byte file declaring a 2 GB `iTXt` chunk took 2 GB and 1.7 s (found by
    /// fuzzing, `Fuzz/regressions/png`). Walks the chunk headers only, to IEND, after which
    /// nothing may follow: libpng stops reading there, so a reference with gigabytes appended
    /// would otherwise compare equal to the image before them.
    static func checkChunkLengths(_ data: Data, source: String) throws {
        guard data.count >= 8 else { return }
        var offset = data.startIndex + 8
        while offset + 8 <= data.endIndex {
            let length =
                Int(data[offset]) << 24 | Int(data[offset + 1]) << 16 | Int(data[offset + 2]) << 8
                | Int(data[offset + 3])
            let type = String(decoding: data[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let remaining = data.endIndex - offset - 12
            guard length <= remaining else {
                throw PNGError(
                    "\(source): not a valid PNG (chunk \(type.debugDescription) at byte \(offset - data.startIndex) "
                        + "declares \(length) bytes, only \(max(0, remaining)) remain)")
            }
            if type == "IEND" {
                let trailing = data.endIndex - (offset + 12 + length)
                guard trailing == 0 else {
                    throw PNGError(
                        "\(source): not a valid PNG (\(trailing) bytes follow its IEND chunk, which ends a PNG)")
                }
                return
            }
            offset += 12 + length
        }
    }

    private static func decode(_ data: Data, source: String, pixelLimit: Int) throws -> RGBAImage {
        guard data.count >= 8 else {
            throw PNGError("\(source): not a PNG file (only \(data.count) bytes; a PNG has at least 8)")
        }
        try checkChunkLengths(data, source: source)
        return try data.withUnsafeBytes { raw -> RGBAImage in
            guard let base = raw.baseAddress else { throw PNGError("\(source): empty input") }
            var image = png_image()
            image.version = png_uint_32(PNG_IMAGE_VERSION)
            guard png_image_begin_read_from_memory(&image, base, raw.count) != 0 else {
                let reason = libpngMessage(&image)
                png_image_free(&image)
                throw PNGError("\(source): not a valid PNG (libpng: \(reason))")
            }
            let width = Int(image.width)
            let height = Int(image.height)
            guard width > 0, height > 0, width <= pixelLimit / height else {
                png_image_free(&image)
                throw PNGError(
                    "\(source): image of \(width)×\(height) pixels exceeds the limit of \(pixelLimit) pixels "
                        + "(--max-image-pixels raises it)")
            }
            image.format = png_uint_32(PNG_FORMAT_FLAG_COLOR | PNG_FORMAT_FLAG_ALPHA)  // PNG_FORMAT_RGBA
            image.flags |= png_uint_32(PNG_IMAGE_FLAG_16BIT_sRGB)
            // libpng writes every byte, so the buffer is not cleared first; on failure it is
            // dropped unread.
            var ok: Int32 = 0
            let pixels = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
                ok = png_image_finish_read(&image, nil, buffer.baseAddress, png_int_32(width * 4), nil)
                count = width * height * 4
            }
            guard ok != 0 else {
                let reason = libpngMessage(&image)
                png_image_free(&image)
                throw PNGError("\(source): corrupt or truncated PNG (libpng: \(reason))")
            }
            png_image_free(&image)
            return RGBAImage(uncheckedWidth: width, height: height, pixels: pixels)
        }
    }

    /// The NUL-terminated message libpng stores in the image control structure.
    private static func libpngMessage(_ image: inout png_image) -> String {
        withUnsafeBytes(of: &image.message) { raw in
            let bytes = raw.prefix { $0 != 0 }
            let text = String(decoding: bytes, as: UTF8.self)
            return text.isEmpty ? "unknown error" : text
        }
    }
}
