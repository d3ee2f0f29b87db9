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
}
