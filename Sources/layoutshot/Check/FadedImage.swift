import LayoutDiff
import LayoutImage
import LayoutRendering

/// A diff image for a pair whose sizes differ (no pixel can be compared): the actual image faded
/// to grey as pixelmatch fades the background of its diff images, so the element outlines drawn
/// over it still show what changed.
enum FadedImage {
    /// `image` in grey, blended toward white: `255 + (Y − 255) · fade · α/255`, Y the luma
    /// (pixelmatch's YIQ weights).
    static func diffImage(fading image: RGBAImage, fade: Double = DiffImageStyle().fade) -> DiffImage {
        var pixels = [UInt8](repeating: 255, count: image.width * image.height * 4)
        let source = image.pixels
        for offset in stride(from: 0, to: source.count - 3, by: 4) {
            let luma =
                0.29889531 * Double(source[offset]) + 0.58662247 * Double(source[offset + 1]) + 0.11448223
                * Double(source[offset + 2])
            let alpha = Double(source[offset + 3]) / 255
            let value = UInt8(max(0, min(255, (255 + (luma - 255) * fade * alpha).rounded())))
            pixels[offset] = value
            pixels[offset + 1] = value
            pixels[offset + 2] = value
        }
        return DiffImage(width: image.width, height: image.height, pixels: pixels)
    }
}
