import LayoutImage
import LayoutSnapshot

extension PixelDiff {
    /// Compares two decoded images; see `compare(expected:expectedSize:actual:actualSize:options:)`.
    ///
    /// `RGBAImage` guarantees `width · height · 4` bytes, so this never throws.
    public static func compare(
        _ expected: RGBAImage, _ actual: RGBAImage, options: PixelDiffOptions = PixelDiffOptions()
    ) -> PixelDiffResult {
        let outcome: Result<PixelDiffResult, PixelDiffError> = Result { () throws(PixelDiffError) in
            try compare(
                expected: expected.pixels, expectedSize: expected.pixelSize,
                actual: actual.pixels, actualSize: actual.pixelSize, options: options)
        }
        switch outcome {
        case .success(let result): return result
        case .failure:
            // Unreachable: an RGBAImage always holds exactly width · height · 4 bytes.
            let total = max(expected.pixelSize.area, actual.pixelSize.area)
            return PixelDiffResult(
                status: .different, expectedSize: expected.pixelSize, actualSize: actual.pixelSize,
                mismatchedPixels: total, antialiasedPixels: 0, totalPixels: total, regions: [], diffImage: nil)
        }
    }
}

extension RGBAImage {
    /// The image's size in pixels.
    public var pixelSize: PixelSize { PixelSize(width: width, height: height) }
}

extension RGBAImage {
    /// A diff image with no marks: `image` faded to grey exactly as a diff image fades the
    /// expected image under its marks (`style.fade`, pixelmatch's YIQ luma). For a pair whose
    /// sizes differ, where no pixel can be compared, so that outlines drawn over it still show
    /// what changed.
    public static func fading(_ image: RGBAImage, style: DiffImageStyle = DiffImageStyle()) -> RGBAImage {
        var pixels = [UInt8](repeating: 255, count: image.width * image.height * 4)
        let source = image.pixels
        for offset in stride(from: 0, to: source.count - 3, by: 4) {
            let word =
                UInt32(source[offset]) | UInt32(source[offset + 1]) << 8 | UInt32(source[offset + 2]) << 16
                | UInt32(source[offset + 3]) << 24
            let gray = YIQColorDelta.fadedGray(word, fade: style.fade)
            pixels[offset] = gray
            pixels[offset + 1] = gray
            pixels[offset + 2] = gray
        }
        return RGBAImage(uncheckedWidth: image.width, height: image.height, pixels: pixels)
    }
}
