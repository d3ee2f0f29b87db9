internal import CPNG
import Foundation

/// Encodes bitmaps as PNG through libpng with explicit, deterministic settings.
///
/// Output carries only the critical chunks (IHDR, IDAT, IEND): no time stamp, text or gamma
/// chunk, so the same pixels and settings always give the same bytes. Images whose pixels are all
/// opaque are written as 8-bit RGB (colour type 2) instead of RGBA: a quarter less data to filter
/// and compress, and decoders return alpha 255 for them, so a round trip is exact either way.
///
/// ## Why the low-level libpng API is safe to call from Swift here
/// libpng reports errors by `longjmp`, which Swift cannot catch; an error with no `setjmp`
/// target ends in `abort()`. The simplified write API catches errors itself but cannot set the
/// zlib level or the row filter, so this encoder uses the low-level API and makes every libpng
/// error condition unreachable for inputs it accepts:
/// - dimensions are validated before `png_set_IHDR` (1 … 2³¹−1, user limits raised to the same),
///   bit depth, colour type, interlace and filter values are constants the specification allows;
/// - output goes to an in-memory callback that cannot fail (it appends to an array);
/// - rows are written exactly `height` times, in order.
/// What remains is allocation failure inside libpng or zlib, where Swift itself would trap too.
public enum PNGEncoder {
    /// Encodes a straight-alpha RGBA image.
    /// - Parameters:
    ///   - image: the pixels; must be at least 1×1 (PNG has no empty images).
    ///   - settings: compression settings, `.default` unless speed matters more than size.
    /// - Returns: the PNG file bytes.
    /// - Throws: `PNGError` for an empty image or one larger than PNG allows.
    public static func encode(_ image: RGBAImage, settings: PNGEncodingSettings = .default) throws -> Data {
        let width = image.width
        let height = image.height
        try validate(width: width, height: height)
        return try image.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return Data() }
            let opaque = isOpaqueRGBA(base, count: width * height)
            if !opaque {
                return try write(width: width, height: height, hasAlpha: true, settings: settings) { y, _ in
                    base + y * width * 4
                }
            }
            let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 3)
            defer { row.deallocate() }
            return try write(width: width, height: height, hasAlpha: false, settings: settings) { y, _ in
                var input = base + y * width * 4
                var output = row
                for _ in 0..<width {
                    output[0] = input[0]
                    output[1] = input[1]
                    output[2] = input[2]
                    input += 4
                    output += 3
                }
                return UnsafePointer(row)
            }
        }
    }

    /// Encodes premultiplied native-endian ARGB32 rows (a Cairo image surface's memory) without
    /// first copying the whole image: each row is unpremultiplied into one reused row buffer.
    package static func encodeARGB32(
        _ base: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, settings: PNGEncodingSettings
    ) throws -> Data {
        try validate(width: width, height: height)
        let opaque = PixelConversion.isOpaque(base, width: width, height: height, stride: stride)
        let row = UnsafeMutablePointer<UInt8>.allocate(capacity: width * 4)
        defer { row.deallocate() }
        return try PixelConversion.unpremultiplyTable.withUnsafeBufferPointer { tableBuffer in
            guard let table = tableBuffer.baseAddress else { return Data() }
            return try write(width: width, height: height, hasAlpha: !opaque, settings: settings) { y, _ in
                let source = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                PixelConversion.unpremultiplyRow(source, width: width, into: row, dropAlpha: opaque, table: table)
                return UnsafePointer(row)
            }
        }
    }

    static func validate(width: Int, height: Int) throws {
        let limit = 0x7FFF_FFFF
        guard width >= 1, height >= 1 else {
            throw PNGError("cannot encode a \(width)×\(height) image as PNG: both dimensions must be at least 1")
        }
        guard width <= limit, height <= limit, width <= Int.max / 4 / height else {
            throw PNGError("cannot encode a \(width)×\(height) image as PNG: larger than the format allows")
        }
    }

    private static func isOpaqueRGBA(_ base: UnsafePointer<UInt8>, count: Int) -> Bool {
        var all: UInt8 = 0xFF
        var index = 3
        let end = count * 4
        while index < end {
            all &= base[index]
            index += 4
            if index & 0xFFFF == 3 && all != 0xFF { return false }
        }
        return all == 0xFF
    }

    /// Runs libpng's writer; `rowAt(y, rowBytes)` returns the bytes of row `y`.
    private static func write(
        width: Int, height: Int, hasAlpha: Bool, settings: PNGEncodingSettings,
        rowAt: (Int, Int) -> UnsafePointer<UInt8>
    ) throws -> Data {
        let sink = PNGMemorySink()
        var png = png_create_write_struct(PNG_LIBPNG_VER_STRING, nil, pngErrorHandler, pngWarningHandler)
        var info = png_create_info_struct(png)
        defer { png_destroy_write_struct(&png, &info) }
        guard png != nil, info != nil else { throw PNGError("libpng could not allocate its writer") }
        let io = Unmanaged.passUnretained(sink).toOpaque()
        return withExtendedLifetime(sink) {
            png_set_write_fn(png, io, pngWriteCallback, pngFlushCallback)
            png_set_user_limits(png, 0x7FFF_FFFF, 0x7FFF_FFFF)
            png_set_IHDR(
                png, info, png_uint_32(width), png_uint_32(height), 8,
                hasAlpha ? PNG_COLOR_TYPE_RGB_ALPHA : PNG_COLOR_TYPE_RGB,
                PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT)
            png_set_compression_level(png, Int32(settings.compressionLevel))
            png_set_filter(png, 0, settings.libpngFilterMask)
            png_write_info(png, info)
            let rowBytes = width * (hasAlpha ? 4 : 3)
            for y in 0..<height {
                png_write_row(png, rowAt(y, rowBytes))
            }
            png_write_end(png, nil)
            return Data(sink.bytes)
        }
    }
}

/// The in-memory destination of the write callback.
private final class PNGMemorySink {
    var bytes: [UInt8] = []
}

private func pngWriteCallback(_ png: png_structp?, _ data: png_bytep?, _ length: Int) {
    guard let data, let io = png_get_io_ptr(png) else { return }
    let sink = Unmanaged<PNGMemorySink>.fromOpaque(io).takeUnretainedValue()
    sink.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: length))
}

private func pngFlushCallback(_ png: png_structp?) {}

/// Only reached on allocation failure (see `PNGEncoder`); returning lets libpng abort, which is
/// what Swift does on allocation failure too.
private func pngErrorHandler(_ png: png_structp?, _ message: png_const_charp?) {}

/// Warnings are not printed: the encoder's output must not depend on stderr state.
private func pngWarningHandler(_ png: png_structp?, _ message: png_const_charp?) {}
