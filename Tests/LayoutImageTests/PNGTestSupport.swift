import Foundation

/// Helpers shared by the PNG and raster tests.
enum PNGTestSupport {
    /// `fixtures/png/` in the repository (found from this source file's path).
    static var fixturesDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // LayoutRenderingTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // repository root
            .appendingPathComponent("fixtures/png", isDirectory: true)
    }

    /// The chunk types of a PNG file in order (e.g. `["IHDR", "IDAT", "IEND"]`).
    static func chunkTypes(_ data: Data) -> [String] {
        let bytes = [UInt8](data)
        var types: [String] = []
        var offset = 8
        while offset + 8 <= bytes.count {
            let length =
                Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8
                | Int(bytes[offset + 3])
            types.append(String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self))
            offset += 12 + length
        }
        return types
    }

    /// The IHDR colour type byte (2 = RGB, 6 = RGBA).
    static func colourType(_ data: Data) -> UInt8? {
        data.count > 25 ? [UInt8](data)[25] : nil
    }

    /// A PNG whose header declares `width`×`height` pixels but whose image data is two bytes of
    /// a zlib stream: what a decompression bomb looks like to a decoder that checks the header
    /// first.
    static func headerOnly(width: UInt32, height: UInt32) -> Data {
        func bigEndian(_ value: UInt32) -> [UInt8] { [24, 16, 8, 0].map { UInt8(value >> $0 & 0xFF) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + body
            return bigEndian(UInt32(body.count)) + typed + bigEndian(crc32(typed))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]  // 8-bit RGBA
        return Data(
            [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [0x78, 0x9C])
                + chunk("IEND", []))
    }

    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320, as the PNG specification's
    /// sample code computes it).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }
}
