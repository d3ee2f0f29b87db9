internal import CGIF
import LayoutImage

/// A palette of at most 256 colours for one frame of a GIF, and each pixel's index in it.
///
/// Figures are flat fills, outlines and text: a few dozen colours cover almost every pixel, and
/// the rest are anti-aliased edges between them. So the palette is the frame's most frequent
/// colours (all of them when there are 256 or fewer — the frame is then exact), and every other
/// colour takes its nearest entry (RGB distance). Ties go to the smaller colour value, so the
/// same frame always gives the same palette. giflib's own quantizer keeps only 5 bits per
/// channel, which would turn white into grey 248.
struct Palette: Sendable {
    /// The colours, 0xRRGGBB.
    private(set) var colours: [UInt32]
    /// Each pixel's index into `colours`, row by row.
    private(set) var indices: [UInt8]

    /// The palette of `image` composited over white (figures are opaque, strips have a white
    /// background).
    init(overWhite image: RGBAImage) {
        let count = image.width * image.height
        var rgb = [UInt32](repeating: 0, count: count)
        image.pixels.withUnsafeBufferPointer { pixels in
            for pixel in 0..<count {
                let alpha = UInt32(pixels[pixel * 4 + 3])
                func over(_ channel: UInt8) -> UInt32 { (UInt32(channel) * alpha + 255 * (255 - alpha) + 127) / 255 }
                rgb[pixel] =
                    over(pixels[pixel * 4]) << 16 | over(pixels[pixel * 4 + 1]) << 8 | over(pixels[pixel * 4 + 2])
            }
        }
        self.init(rgb: rgb)
    }

    /// The colours as the entries of giflib's 256-colour table, the unused ones black.
    var giflibEntries: [GifColorType] {
        (0..<256).map { position in
            let colour = position < colours.count ? colours[position] : 0
            return GifColorType(
                Red: UInt8(colour >> 16 & 0xFF), Green: UInt8(colour >> 8 & 0xFF), Blue: UInt8(colour & 0xFF))
        }
    }

    /// The palette of `rgb` (one 0xRRGGBB value per pixel).
    init(rgb: [UInt32]) {
        var counts = ColourTable()
        Self.forEachRun(in: rgb) { colour, run in counts.add(UInt32(run.count), to: colour) }
        let ranked = counts.entries.sorted { $0.value != $1.value ? $0.value > $1.value : $0.colour < $1.colour }
        colours = ranked.prefix(256).map(\.colour)
        // Each colour is added once to an empty table, so its value is its index.
        var index = ColourTable()
        for (position, colour) in colours.enumerated() { index.add(UInt32(position), to: colour) }
        for (colour, _) in ranked.dropFirst(256) { index.add(UInt32(Self.nearest(colour, in: colours)), to: colour) }
        var indices = [UInt8](repeating: 0, count: rgb.count)
        indices.withUnsafeMutableBufferPointer { indices in
            Self.forEachRun(in: rgb) { colour, run in
                let position = UInt8(index[colour])
                for pixel in run { indices[pixel] = position }
            }
        }
        self.indices = indices
    }

    /// Calls `body` with each run of equal pixels of `rgb` and where it lies: a figure's pixels
    /// are mostly long runs of one fill, so a run is looked up once, not once per pixel.
    private static func forEachRun(in rgb: [UInt32], _ body: (UInt32, Range<Int>) -> Void) {
        rgb.withUnsafeBufferPointer { pixels in
            var start = 0
            while start < pixels.count {
                let colour = pixels[start]
                var end = start + 1
                while end < pixels.count && pixels[end] == colour { end += 1 }
                body(colour, start..<end)
                start = end
            }
        }
    }

    /// The index of the entry of `palette` closest to `colour`.
    private static func nearest(_ colour: UInt32, in palette: [UInt32]) -> UInt8 {
        func channels(_ value: UInt32) -> (Int, Int, Int) {
            (Int(value >> 16 & 0xFF), Int(value >> 8 & 0xFF), Int(value & 0xFF))
        }
        let (r, g, b) = channels(colour)
        var best = 0
        var bestDistance = Int.max
        for (position, entry) in palette.enumerated() {
            let (er, eg, eb) = channels(entry)
            let distance = (r - er) * (r - er) + (g - eg) * (g - eg) + (b - eb) * (b - eb)
            if distance < bestDistance {
                best = position
                bestDistance = distance
            }
        }
        return UInt8(best)
    }
}
