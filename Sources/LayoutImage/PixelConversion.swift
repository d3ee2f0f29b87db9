/// Exact conversions between Cairo's premultiplied, native-endian ARGB32 and straight RGBA.
///
/// The rounding is Cairo's own (`cairo-png.c`), so a surface converted here matches what
/// `cairo_surface_write_to_png` would store:
/// - unpremultiply: `c = (p · 255 + a / 2) / a` (integer division), 0 when `a == 0`;
/// - premultiply: `t = a · c + 128; p = (t + t >> 8) >> 8`, i.e. `a · c / 255` rounded to nearest.
///
/// Both directions run on the hot path (every rendered PNG, every decoded reference), so they use
/// lookup tables (64 KiB each, built once) and a fast path for opaque pixels, which dominate
/// rendered figures.
package enum PixelConversion {
    /// `unpremultiplyTable[a << 8 | p]` = straight component for premultiplied `p` at alpha `a`.
    package static let unpremultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 1..<256 {
            for value in 0...alpha {
                table[alpha << 8 | value] = UInt8((value * 255 + alpha / 2) / alpha)
            }
            // Premultiplied values above alpha are invalid; clamp them like a saturating division.
            for value in (alpha + 1)..<256 { table[alpha << 8 | value] = 255 }
        }
        return table
    }()

    /// `premultiplyTable[a << 8 | c]` = premultiplied component for straight `c` at alpha `a`.
    package static let premultiplyTable: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 256 * 256)
        for alpha in 0..<256 {
            for value in 0..<256 {
                let t = alpha * value + 0x80
                table[alpha << 8 | value] = UInt8((t + (t >> 8)) >> 8)
            }
        }
        return table
    }()

    /// Converts one row of `width` ARGB32 pixels (native-endian 32-bit words) to straight RGBA
    /// (`rgba`, 4 bytes per pixel) or, when `dropAlpha` is true, to RGB (3 bytes per pixel, only
    /// valid when every pixel is opaque).
    @inline(__always)
    package static func unpremultiplyRow(
        _ source: UnsafePointer<UInt32>, width: Int, into destination: UnsafeMutablePointer<UInt8>,
        dropAlpha: Bool, table: UnsafePointer<UInt8>
    ) {
        if dropAlpha {
            var out = destination
            for x in 0..<width {
                let pixel = source[x]
                out[0] = UInt8(truncatingIfNeeded: pixel >> 16)
                out[1] = UInt8(truncatingIfNeeded: pixel >> 8)
                out[2] = UInt8(truncatingIfNeeded: pixel)
                out += 3
            }
            return
        }
        var out = destination
        for x in 0..<width {
            let pixel = source[x]
            let alpha = Int(pixel >> 24)
            let red = Int((pixel >> 16) & 0xFF)
            let green = Int((pixel >> 8) & 0xFF)
            let blue = Int(pixel & 0xFF)
            if alpha == 255 {
                out[0] = UInt8(truncatingIfNeeded: red)
                out[1] = UInt8(truncatingIfNeeded: green)
                out[2] = UInt8(truncatingIfNeeded: blue)
            } else {
                let row = alpha << 8
                out[0] = table[row | red]
                out[1] = table[row | green]
                out[2] = table[row | blue]
            }
            out[3] = UInt8(truncatingIfNeeded: alpha)
            out += 4
        }
    }

    /// Converts one row of straight RGBA to premultiplied native-endian ARGB32.
    @inline(__always)
    package static func premultiplyRow(
        _ source: UnsafePointer<UInt8>, width: Int, into destination: UnsafeMutablePointer<UInt32>,
        table: UnsafePointer<UInt8>
    ) {
        var input = source
        for x in 0..<width {
            let alpha = Int(input[3])
            var red = Int(input[0])
            var green = Int(input[1])
            var blue = Int(input[2])
            if alpha != 255 {
                let row = alpha << 8
                red = Int(table[row | red])
                green = Int(table[row | green])
                blue = Int(table[row | blue])
            }
            destination[x] = UInt32(alpha) << 24 | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
            input += 4
        }
    }

    /// True when every pixel of the ARGB32 rows has alpha 255.
    static func isOpaque(_ base: UnsafePointer<UInt8>, width: Int, height: Int, stride: Int) -> Bool {
        for y in 0..<height {
            let row = UnsafeRawPointer(base + y * stride).assumingMemoryBound(to: UInt32.self)
            var all: UInt32 = 0xFF00_0000
            for x in 0..<width { all &= row[x] }
            if all & 0xFF00_0000 != 0xFF00_0000 { return false }
        }
        return true
    }
}
