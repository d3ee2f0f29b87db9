/// The perceptual colour distance of pixelmatch: a weighted squared distance in the YIQ
/// (NTSC) colour space, after Kotsarenko & Ramos (2010), "Measuring perceived colour
/// difference using YIQ NTSC transmission colour space in mobile applications".
///
/// Pixels are packed RGBA8 words as read from memory on a little-endian machine: red in the
/// low byte, alpha in the high byte. The largest possible distance (black against white) is
/// 35215, which is why a threshold `t` becomes a maximum squared distance of `35215 · t²`.
///
/// Arithmetic is done in `Double`, in the same order as the JavaScript reference, so that
/// results agree bit for bit and counts match on the same image pairs.
enum YIQColorDelta {
    /// The largest value of the squared YIQ distance (pure black against pure white).
    static let maximum: Double = 35215

    // Weights of the luma (Y) and chroma (I, Q) rows of the RGB → YIQ matrix.
    static let yR = 0.29889531
    static let yG = 0.58662247
    static let yB = 0.11448223
    static let iR = 0.59597799
    static let iG = 0.27417610
    static let iB = 0.32180189
    static let qR = 0.21147017
    static let qG = 0.52261711
    static let qB = 0.31114694

    /// Squared YIQ distance between `p1` and `p2`, negative when `p2` is darker than `p1`.
    ///
    /// - Parameters:
    ///   - byteOffset: the byte offset of `p1` in its buffer; pixelmatch 7 derives the
    ///     background that translucent pixels are composited on from it.
    @inline(__always)
    static func delta(_ p1: UInt32, _ p2: UInt32, byteOffset: Int, background: TransparencyBackground) -> Double {
        switch background {
        case .pattern: return patternDelta(p1, p2, byteOffset: byteOffset, lumaOnly: false)
        case .white: return whiteDelta(p1, p2, lumaOnly: false)
        }
    }

    /// Luma (brightness) difference `Y(p1) − Y(p2)`; 0 for identical pixels.
    @inline(__always)
    static func lumaDelta(_ p1: UInt32, _ p2: UInt32, byteOffset: Int, background: TransparencyBackground) -> Double {
        switch background {
        case .pattern: return patternDelta(p1, p2, byteOffset: byteOffset, lumaOnly: true)
        case .white: return whiteDelta(p1, p2, lumaOnly: true)
        }
    }

    /// pixelmatch ≥ 6 semantics: the channel differences are transformed; translucent pixels are
    /// composited over a per-position background whose channels are 48 or 207.
    @inline(__always)
    static func patternDelta(_ p1: UInt32, _ p2: UInt32, byteOffset k: Int, lumaOnly: Bool) -> Double {
        if p1 == p2 { return 0 }
        let r1 = Int(p1 & 0xFF)
        let g1 = Int((p1 >> 8) & 0xFF)
        let b1 = Int((p1 >> 16) & 0xFF)
        let a1 = Int(p1 >> 24)
        let r2 = Int(p2 & 0xFF)
        let g2 = Int((p2 >> 8) & 0xFF)
        let b2 = Int((p2 >> 16) & 0xFF)
        let a2 = Int(p2 >> 24)
        var dr = Double(r1 - r2)
        var dg = Double(g1 - g2)
        var db = Double(b1 - b2)
        if a1 < 255 || a2 < 255 {
            let da = a1 - a2
            let rb = 48 + 159 * (k % 2)
            let gb = 48 + 159 * (Int(Double(k) / 1.618033988749895) % 2)
            let bb = 48 + 159 * (Int(Double(k) / 2.618033988749895) % 2)
            dr = Double(r1 * a1 - r2 * a2 - rb * da) / 255
            dg = Double(g1 * a1 - g2 * a2 - gb * da) / 255
            db = Double(b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * yR + dg * yG + db * yB
        if lumaOnly { return y }
        let i = dr * iR - dg * iG - db * iB
        let q = dr * qR - dg * qG + db * qB
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    /// pixelmatch 5 semantics (also the Python and C++ ports): each pixel is first blended
    /// with white by its alpha, then the two YIQ vectors are subtracted.
    @inline(__always)
    static func whiteDelta(_ p1: UInt32, _ p2: UInt32, lumaOnly: Bool) -> Double {
        if p1 == p2 { return 0 }
        let (r1, g1, b1) = blendedWithWhite(p1)
        let (r2, g2, b2) = blendedWithWhite(p2)
        let y1 = r1 * yR + g1 * yG + b1 * yB
        let y2 = r2 * yR + g2 * yG + b2 * yB
        let y = y1 - y2
        if lumaOnly { return y }
        let i = (r1 * iR - g1 * iG - b1 * iB) - (r2 * iR - g2 * iG - b2 * iB)
        let q = (r1 * qR - g1 * qG + b1 * qB) - (r2 * qR - g2 * qG + b2 * qB)
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y1 > y2 ? -delta : delta
    }

    /// The pixel's colour composited over white: `255 + (c − 255) · a`.
    @inline(__always)
    static func blendedWithWhite(_ p: UInt32) -> (Double, Double, Double) {
        let r = Double(p & 0xFF)
        let g = Double((p >> 8) & 0xFF)
        let b = Double((p >> 16) & 0xFF)
        let alpha = p >> 24
        if alpha == 255 { return (r, g, b) }
        let a = Double(alpha) / 255
        return (255 + (r - 255) * a, 255 + (g - 255) * a, 255 + (b - 255) * a)
    }

    /// The grey level pixelmatch draws for an unchanged pixel in the diff image: the pixel's
    /// luma faded towards white, `255 + (Y − 255) · fade · a/255`, truncated to a byte.
    @inline(__always)
    static func fadedGray(_ p: UInt32, fade: Double) -> UInt8 {
        let r = Double(p & 0xFF)
        let g = Double((p >> 8) & 0xFF)
        let b = Double((p >> 16) & 0xFF)
        let a = Double(p >> 24)
        let value = 255 + (r * yR + g * yG + b * yB - 255) * fade * a / 255
        return UInt8(max(0, min(255, value)))
    }
}
