import LayoutImage
import LayoutSnapshot
import LayoutSupport

/// Small images built pixel by pixel for the diff tests.
enum TestImages {
    static let white = Color(red: 255, green: 255, blue: 255)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// A `width` × `height` image of one colour.
    static func filled(_ width: Int, _ height: Int, _ colour: Color) -> RGBAImage {
        RGBAImage(
            width: width, height: height, red: colour.red, green: colour.green, blue: colour.blue, alpha: colour.alpha)
    }

    /// `image` with the listed pixels replaced.
    static func setting(_ image: RGBAImage, _ pixels: [(Int, Int)], to colour: Color) -> RGBAImage {
        var copy = image
        for (x, y) in pixels { copy.setPixel(x: x, y: y, to: colour) }
        return copy
    }

    /// A vertical edge: black left of column `edge`, white right of it, and column `edge` grey
    /// `level` — the anti-aliased column a renderer draws for an edge inside that column.
    static func edge(_ width: Int, _ height: Int, edge: Int, level: UInt8) -> RGBAImage {
        var image = filled(width, height, white)
        for y in 0..<height {
            for x in 0..<edge { image.setPixel(x: x, y: y, to: black) }
            image.setPixel(x: edge, y: y, to: Color(red: level, green: level, blue: level))
        }
        return image
    }
}

/// The YIQ distance of two opaque colours, written out from Kotsarenko & Ramos' weights
/// (independently of the implementation), for expected values in the tests.
func handYIQDelta(_ a: Color, _ b: Color) -> Double {
    let dr = Double(a.red) - Double(b.red)
    let dg = Double(a.green) - Double(b.green)
    let db = Double(a.blue) - Double(b.blue)
    let y = 0.29889531 * dr + 0.58662247 * dg + 0.11448223 * db
    let i = 0.59597799 * dr - 0.27417610 * dg - 0.32180189 * db
    let q = 0.21147017 * dr - 0.52261711 * dg + 0.31114694 * db
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
}
