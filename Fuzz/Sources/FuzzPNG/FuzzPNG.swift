import Foundation
import FuzzSupport
import LayoutImage

/// The pixel limit the fuzzer decodes with (65,536 pixels, a 256 KiB RGBA buffer) instead of the
/// default 100 megapixels: the decoder allocates and clears width × height × 4 bytes before libpng
/// reads the image data, so a 40-byte input declaring a large image would otherwise cost up to
/// 400 MB and many milliseconds per run. Larger declarations exercise the decoder's refusal path.
let fuzzPixelLimit = 1 << 16

/// libFuzzer entry point: decodes the input as a PNG file and, when some chunk's CRC is wrong
/// (as after most mutations), decodes it again with every CRC corrected, so that mutated chunk
/// contents reach libpng's chunk handlers and row decoding instead of stopping at the CRC check.
/// An image that decodes is encoded again with the fast settings (igzip) and must decode to the
/// same pixels. A thrown `PNGError` is the expected outcome for most inputs; only a crash, a
/// sanitizer report, a hang, an OOM or a round trip that changes pixels is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    var data = Data(bytes: start, count: count)
    decode(data)
    if correctChunkCRCs(&data) { decode(data) }
    return 0
}

func decode(_ data: Data) {
    guard let image = try? PNGDecoder.decode(data, pixelLimit: fuzzPixelLimit) else { return }
    // The decoder promises exactly width × height straight-alpha RGBA pixels, within the limit.
    precondition(image.width > 0 && image.height > 0, "decoded an empty image")
    precondition(image.width * image.height <= fuzzPixelLimit, "decoded an image over the pixel limit")
    precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer of the wrong size")
    // Whatever the decoder accepts, the encoder writes back exactly (straight alpha, 8 bits).
    guard let encoded = try? PNGEncoder.encode(image, settings: .fast) else {
        preconditionFailure("the fast settings could not encode a decoded image")
    }
    guard let decoded = try? PNGDecoder.decode(encoded) else {
        preconditionFailure("the fast settings wrote a PNG that does not decode")
    }
    precondition(decoded == image, "the fast settings' round trip changed pixels")
}

/// Rewrites the CRC of every whole chunk after the 8-byte signature; returns whether any changed.
func correctChunkCRCs(_ data: inout Data) -> Bool {
    guard data.count >= 8 else { return false }
    var changed = false
    data.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(readUInt32(bytes, at: offset))
            guard length <= bytes.count - offset - 12 else { break }
            // The CRC covers the chunk type and data.
            let crc = crc32(UnsafeRawBufferPointer(rebasing: bytes[(offset + 4)..<(offset + 8 + length)]))
            let crcOffset = offset + 8 + length
            if readUInt32(bytes, at: crcOffset) != crc {
                for index in 0..<4 { bytes[crcOffset + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
                changed = true
            }
            offset = crcOffset + 4
        }
    }
    return changed
}

func readUInt32(_ bytes: UnsafeMutableRawBufferPointer, at offset: Int) -> UInt32 {
    (0..<4).reduce(0) { $0 << 8 | UInt32(bytes[offset + $1]) }
}

/// The CRC-32 of ISO 3309 / ITU-T V.42 that PNG chunks carry.
func crc32(_ bytes: UnsafeRawBufferPointer) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
}

let crcTable: [UInt32] = (0..<256).map { (n: UInt32) in
    (0..<8).reduce(n) { c, _ in c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
}

/// The process entry point: libFuzzer's driver with `fuzz` as the target.
@main
enum FuzzPNGMain {
    static func main() {
        exit(runLibFuzzer { fuzz(rawPointer($0), $1) })
    }
}
