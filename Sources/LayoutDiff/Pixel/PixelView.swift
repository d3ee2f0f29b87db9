/// A borrowed, read-only view of straight-alpha RGBA8 pixels, row-major, without row padding.
///
/// Pixels are read as 32-bit words (red in the low byte on the little-endian machines Swift
/// runs on), which lets equal pixels be recognised with one integer comparison. Valid only
/// while the buffer it was made from is alive; it never escapes a comparison.
struct PixelView {
    let base: UnsafeRawPointer
    let width: Int
    let height: Int

    /// The pixel at linear index `index` (`y · width + x`).
    @inline(__always)
    func word(_ index: Int) -> UInt32 {
        base.loadUnaligned(fromByteOffset: index &* 4, as: UInt32.self)
    }

    /// The pixel at (`x`, `y`).
    @inline(__always)
    func word(x: Int, y: Int) -> UInt32 {
        word(y &* width &+ x)
    }
}

extension PixelView {
    /// A view of `buffer` as an image of `size`, or nil when the image has no pixel (and so no
    /// buffer to point into).
    init?(_ buffer: UnsafeBufferPointer<UInt8>, _ size: PixelSize) {
        guard size.area > 0, let base = buffer.baseAddress else { return nil }
        self.init(base: UnsafeRawPointer(base), width: size.width, height: size.height)
    }
}
