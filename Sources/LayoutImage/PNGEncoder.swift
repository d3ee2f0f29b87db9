import Foundation

/// Encodes bitmaps as PNG with explicit, deterministic settings, on every core.
///
/// Rows are filtered and deflated in bands on several threads (`BandedPNGWriter`); the bands
/// are fixed by the image alone, so the bytes never depend on the number of workers or on
/// timing. Output carries only the critical chunks (IHDR, IDAT, IEND): no time stamp, text or
/// gamma chunk, so the same pixels and settings give the same bytes with the same compressor
/// (`PNGEncodingSettings.Compressor` says where igzip's may differ). Images whose pixels
/// are all opaque are written as 8-bit RGB (colour type 2) instead of RGBA: a quarter less data
/// to filter and compress, and decoders return alpha 255 for them, so a round trip is exact
/// either way.
public enum PNGEncoder {
    /// Encodes a straight-alpha RGBA image.
    /// - Parameters:
    ///   - image: the pixels; must be at least 1×1 (PNG has no empty images).
    ///   - settings: compression settings, `.default` unless speed matters more than size.
    ///   - workers: threads compressing bands; the bytes are the same for any number.
    /// - Returns: the PNG file bytes.
    /// - Throws: `PNGError` for an empty image or one larger than PNG allows.
    public static func encode(
        _ image: RGBAImage, settings: PNGEncodingSettings = .default, workers: Int = defaultWorkers
    ) throws -> Data {
        let width = image.width
        let height = image.height
        try validate(width: width, height: height)
        return image.pixels.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return Data() }
            let opaque = isOpaqueRGBA(base, count: width * height)
            return BandedPNGWriter.write(
                width: width, height: height, hasAlpha: !opaque, settings: settings, workers: workers
            ) { y, row in
                let input = base + y * width * 4
                guard opaque else { return row.update(from: input, count: width * 4) }
                for x in 0..<width {
                    row[x * 3] = input[x * 4]
                    row[x * 3 + 1] = input[x * 4 + 1]
                    row[x * 3 + 2] = input[x * 4 + 2]
                }
            }
        }
    }

    /// One worker per processor.
    public static var defaultWorkers: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// Encodes premultiplied native-endian ARGB32 rows (a Cairo image surface's memory) without
    /// first copying the whole image: each row is unpremultiplied into one reused row buffer.
    package static func encodeARGB32(
        _ base: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int, settings: PNGEncodingSettings,
        workers: Int = defaultWorkers
    ) throws -> Data {
        try validate(width: width, height: height)
        let opaque = PixelConversion.isOpaque(base, width: width, height: height, stride: stride)
        return PixelConversion.unpremultiplyTable.withUnsafeBufferPointer { tableBuffer in
            guard let table = tableBuffer.baseAddress else { return Data() }
            return BandedPNGWriter.write(
                width: width, height: height, hasAlpha: !opaque, settings: settings, workers: workers
            ) { y, row in
                let source = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
                PixelConversion.unpremultiplyRow(source, width: width, into: row, dropAlpha: opaque, table: table)
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
}
