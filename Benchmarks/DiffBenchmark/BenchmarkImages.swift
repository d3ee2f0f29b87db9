import LayoutDiff
import LayoutImage
import LayoutSnapshot

/// Synthetic layout-like images: a vertical gradient behind a grid of rounded, anti-aliased
/// cells in varying colours. The "changed" variant recolours every `stride`-th cell.
enum BenchmarkImages {
    static let cellWidth = 96
    static let cellHeight = 64
    static let gap = 16
    static let radius = 12.0

    /// The reference image of `size` × `size` pixels.
    static func reference(size: Int) -> RGBAImage {
        make(size: size, recolouredEvery: nil)
    }

    /// The reference with every `stride`-th cell recoloured.
    static func changed(size: Int, recolouredEvery stride: Int) -> RGBAImage {
        make(size: size, recolouredEvery: stride)
    }

    private static func make(size: Int, recolouredEvery stride: Int?) -> RGBAImage {
        var image = RGBAImage(width: size, height: size, red: 255, green: 255, blue: 255, alpha: 255)
        let columns = size / (cellWidth + gap)
        image.withUnsafeMutablePixels { bytes in
            for y in 0..<size {
                let shade = UInt8(250 - (y * 40) / max(1, size))
                for x in 0..<size {
                    let offset = (y * size + x) * 4
                    bytes[offset] = shade
                    bytes[offset + 1] = shade
                    bytes[offset + 2] = 255
                    bytes[offset + 3] = 255
                }
            }
            let rows = size / (cellHeight + gap)
            for row in 0..<rows {
                for column in 0..<columns {
                    let index = row * columns + column
                    var colour = (
                        UInt8(40 + (index * 37) % 180), UInt8(60 + (index * 53) % 160), UInt8(90 + (index * 29) % 140)
                    )
                    if let stride, index % stride == 0 { colour = (colour.2, colour.0, colour.1) }
                    drawCell(
                        into: bytes, width: size, x: gap + column * (cellWidth + gap),
                        y: gap + row * (cellHeight + gap), colour: colour)
                }
            }
        }
        return image
    }

    /// Draws a rounded rectangle with anti-aliased corners (coverage by distance to the arc).
    private static func drawCell(
        into bytes: UnsafeMutableBufferPointer<UInt8>, width: Int, x: Int, y: Int, colour: (UInt8, UInt8, UInt8)
    ) {
        for py in y..<(y + cellHeight) {
            for px in x..<(x + cellWidth) {
                let cx = min(max(Double(px) + 0.5, Double(x) + radius), Double(x + cellWidth) - radius)
                let cy = min(max(Double(py) + 0.5, Double(y) + radius), Double(y + cellHeight) - radius)
                let dx = Double(px) + 0.5 - cx
                let dy = Double(py) + 0.5 - cy
                let coverage = min(1, max(0, radius + 0.5 - (dx * dx + dy * dy).squareRoot()))
                if coverage <= 0 { continue }
                let offset = (py * width + px) * 4
                bytes[offset] = mix(bytes[offset], colour.0, coverage)
                bytes[offset + 1] = mix(bytes[offset + 1], colour.1, coverage)
                bytes[offset + 2] = mix(bytes[offset + 2], colour.2, coverage)
            }
        }
    }

    private static func mix(_ under: UInt8, _ over: UInt8, _ coverage: Double) -> UInt8 {
        UInt8((Double(under) * (1 - coverage) + Double(over) * coverage).rounded())
    }
}
