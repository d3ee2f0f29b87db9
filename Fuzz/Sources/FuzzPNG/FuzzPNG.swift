import Foundation
import FuzzSupport
import LayoutImage

/// The pixel limit the fuzzer decodes with (65,536 pixels, a 256 KiB RGBA buffer) instead of the
/// default 100 megapixels: the decoder allocates and clears width × height × 4 bytes before libpng
/// reads the image data, so a 40-byte input declaring a large image would otherwise cost up to
/// 400 MB and many milliseconds per run. Larger declarations exercise the decoder's refusal path.
let fuzzPixelLimit = 1 << 16

/// libFuzzer entry point: decodes the input as a PNG file. A thrown `PNGError` is the expected
/// outcome for most inputs; only a crash, a sanitizer report, a hang or an OOM is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    guard let image = try? PNGDecoder.decode(data, pixelLimit: fuzzPixelLimit) else { return 0 }
    // The decoder promises exactly width × height straight-alpha RGBA pixels, within the limit.
    precondition(image.width > 0 && image.height > 0, "decoded an empty image")
    precondition(image.width * image.height <= fuzzPixelLimit, "decoded an image over the pixel limit")
    precondition(image.pixels.count == image.width * image.height * 4, "pixel buffer of the wrong size")
    return 0
}

/// The process entry point: libFuzzer's driver with `fuzz` as the target.
@main
enum FuzzPNGMain {
    static func main() {
        exit(runLibFuzzer { fuzz(rawPointer($0), $1) })
    }
}
