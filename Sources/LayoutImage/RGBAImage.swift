import LayoutSupport

/// An 8-bit straight-alpha RGBA bitmap: the exchange format between the PNG codec, the Cairo
/// backend and the pixel diff.
///
/// Pixels are stored row by row, top to bottom, four bytes per pixel in the order red, green,
/// blue, alpha, with colour *not* multiplied by alpha (the PNG convention). The byte count is
/// always `width * height * 4`; the initialisers enforce it so that consumers can index without
/// bounds surprises.
public struct RGBAImage: Equatable, Hashable, Sendable {
    /// Width in pixels (≥ 0).
    public let width: Int
    /// Height in pixels (≥ 0).
    public let height: Int
    /// `width * height * 4` bytes: R, G, B, A per pixel, rows top to bottom, straight alpha.
    public private(set) var pixels: [UInt8]

    /// Wraps existing pixel bytes.
    /// - Throws: `PNGError` when a dimension is negative or `pixels.count != width * height * 4`.
    public init(width: Int, height: Int, pixels: [UInt8]) throws {
        guard width >= 0, height >= 0 else {
            throw PNGError("image size \(width)×\(height) is invalid: dimensions must not be negative")
        }
        let (count, overflow) = width.multipliedReportingOverflow(by: height * 4)
        guard !overflow, count == pixels.count else {
            throw PNGError(
                "image of \(width)×\(height) pixels needs \(width)·\(height)·4 bytes, got \(pixels.count)")
        }
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// Creates an image filled with one colour (straight alpha components, 0…255).
    ///
    /// Negative dimensions (or a byte count that overflows `Int`) give an empty image, so this
    /// initialiser never fails.
    public init(width: Int, height: Int, red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        let (count, overflow) = max(0, width).multipliedReportingOverflow(by: max(0, height))
        let valid = !overflow && count <= Int.max / 4
        self.width = valid ? max(0, width) : 0
        self.height = valid ? max(0, height) : 0
        var bytes = [UInt8](repeating: 0, count: self.width * self.height * 4)
        bytes.withUnsafeMutableBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                buffer[index] = red
                buffer[index + 1] = green
                buffer[index + 2] = blue
                buffer[index + 3] = alpha
                index += 4
            }
        }
        self.pixels = bytes
    }

    /// For producers in this package that already guarantee the byte count (`width · height · 4`).
    package init(uncheckedWidth width: Int, height: Int, pixels: [UInt8]) {
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    /// The pixel at (`x`, `y`) (origin top-left), or `nil` outside the image.
    public func pixel(x: Int, y: Int) -> Color? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return Color(
            red: pixels[offset], green: pixels[offset + 1], blue: pixels[offset + 2], alpha: pixels[offset + 3])
    }

    /// Replaces the pixel at (`x`, `y`); coordinates outside the image are ignored.
    public mutating func setPixel(x: Int, y: Int, to value: Color) {
        guard x >= 0, y >= 0, x < width, y < height else { return }
        let offset = (y * width + x) * 4
        pixels[offset] = value.red
        pixels[offset + 1] = value.green
        pixels[offset + 2] = value.blue
        pixels[offset + 3] = value.alpha
    }

    /// Gives the bytes to `body` for fast, bounds-check-free loops.
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutableBufferPointer<UInt8>) throws -> R) rethrows
        -> R
    {
        try pixels.withUnsafeMutableBufferPointer { try body($0) }
    }
}
