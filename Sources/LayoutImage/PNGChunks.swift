internal import CPNG
import Foundation

/// A PNG file assembled from a zlib stream of filtered rows: the signature, IHDR, the stream
/// in IDAT chunks of at most 1 MiB, and IEND — the critical chunks only, as `PNGEncoder` writes.
enum PNGChunks {
    /// The largest IDAT chunk written.
    static let maximumChunk = 1 << 20

    static func file(width: Int, height: Int, hasAlpha: Bool, zlibStream: [UInt8]) -> Data {
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file.reserveCapacity(zlibStream.count + 1024)
        let header = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, hasAlpha ? 6 : 2, 0, 0, 0]
        append("IHDR", header[...], to: &file)
        var offset = 0
        repeat {
            let end = min(zlibStream.count, offset + maximumChunk)
            append("IDAT", zlibStream[offset..<end], to: &file)
            offset = end
        } while offset < zlibStream.count
        append("IEND", [][...], to: &file)
        return Data(file)
    }

    private static func append(_ type: String, _ body: ArraySlice<UInt8>, to file: inout [UInt8]) {
        let typed = Array(type.utf8) + body
        file += bigEndian(UInt32(body.count)) + typed
        let crc = typed.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        file += bigEndian(UInt32(truncatingIfNeeded: crc))
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
}
