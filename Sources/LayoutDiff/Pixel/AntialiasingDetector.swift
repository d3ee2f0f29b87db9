/// Recognises anti-aliased pixels as pixelmatch does, after V. Vyšniauskas (2009),
/// "Anti-aliased pixel and intensity slope detector".
///
/// A pixel is anti-aliasing when, among its (up to) eight neighbours, there is both a darker
/// and a brighter one, at most two share its exact colour (counting a missing neighbour at the
/// image border as one), and the darkest or the brightest neighbour sits in a flat area — it
/// has three or more identical neighbours — in *both* images. Such a pixel is the blend between
/// two solid regions, so a change to it alone is a rendering difference, not a content change.
struct AntialiasingDetector {
    let background: TransparencyBackground

    /// Whether the pixel at (`x`, `y`) of `image` is anti-aliasing, `other` being the image it
    /// is compared with.
    ///
    /// The neighbours are visited column by column (x outer, y inner) and ties keep the first
    /// extreme found, as in pixelmatch, so that the chosen darkest/brightest neighbour and
    /// therefore the answer are the same.
    @inline(__always)
    func isAntialiased(_ image: PixelView, x: Int, y: Int, other: PixelView) -> Bool {
        let width = image.width
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, width - 1)
        let y2 = min(y + 1, image.height - 1)
        let center = image.word(x: x, y: y)
        let byteOffset = (y * width + x) * 4
        var equalNeighbours = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        var darkest = 0.0
        var brightest = 0.0
        var darkestX = 0
        var darkestY = 0
        var brightestX = 0
        var brightestY = 0

        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                let delta = YIQColorDelta.lumaDelta(
                    center, image.word(x: nx, y: ny), byteOffset: byteOffset, background: background)
                if delta == 0 {
                    equalNeighbours += 1
                    if equalNeighbours > 2 { return false }
                } else if delta < darkest {
                    darkest = delta
                    darkestX = nx
                    darkestY = ny
                } else if delta > brightest {
                    brightest = delta
                    brightestX = nx
                    brightestY = ny
                }
            }
        }
        if darkest == 0 || brightest == 0 { return false }
        return
            (Self.hasManySiblings(image, x: darkestX, y: darkestY)
            && Self.hasManySiblings(other, x: darkestX, y: darkestY))
            || (Self.hasManySiblings(image, x: brightestX, y: brightestY)
                && Self.hasManySiblings(other, x: brightestX, y: brightestY))
    }

    /// Whether the pixel at (`x`, `y`) has three or more neighbours of exactly its colour, a
    /// missing neighbour at the border counting as one.
    @inline(__always)
    static func hasManySiblings(_ image: PixelView, x: Int, y: Int) -> Bool {
        let x0 = max(x - 1, 0)
        let y0 = max(y - 1, 0)
        let x2 = min(x + 1, image.width - 1)
        let y2 = min(y + 1, image.height - 1)
        let value = image.word(x: x, y: y)
        var equal = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        for nx in x0...x2 {
            for ny in y0...y2 where nx != x || ny != y {
                if image.word(x: nx, y: ny) == value { equal += 1 }
                if equal > 2 { return true }
            }
        }
        return false
    }
}
