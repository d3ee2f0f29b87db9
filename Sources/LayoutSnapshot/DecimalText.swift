import Foundation

/// The plain decimal text LayoutShot writes for a coordinate in every output (SVG, reports):
/// at most three decimals, trailing zeros trimmed, never `-0`, never an exponent.
///
/// Defined for every finite value: magnitudes beyond what three decimals can carry in 64 bits
/// (about 9·10¹²) print as whole numbers, digit for digit, instead of trapping on the integer
/// conversion.
public enum DecimalText {
    /// `12` → `"12"`, `0.1 + 0.2` → `"0.3"`, `-0.0004` → `"0"`, `1/3` → `"0.333"`,
    /// `1e19` → `"10000000000000000000"`. Non-finite values print as `"0"`: writers are handed
    /// validated scenes, which never contain them.
    public static func thousandths(_ value: Double) -> String {
        withThousandths(value) { String(decoding: $0, as: UTF8.self) }
    }

    /// Whether `thousandths(value)` is `"0"`.
    public static func isZeroInThousandths(_ value: Double) -> Bool {
        !value.isFinite || (value * 1000).rounded() == 0
    }

    /// Hands the UTF-8 of `thousandths(value)` to `body`: the one place the text is made, for
    /// the string and for writers that print it straight into their output.
    static func withThousandths<Result>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        let scaledValue = value.isFinite ? (value * 1000).rounded() : 0
        guard abs(scaledValue) < 9e15 else {
            // Doubles this large have no fraction worth three decimals.
            var text = String(format: "%.0f", value.rounded())
            return text.withUTF8(body)
        }
        var scaled = Int64(scaledValue)
        // Filled from the end: at most a sign, 13 whole digits, a point and 3 decimals.
        var buffer: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        return withUnsafeMutableBytes(of: &buffer) { bytes in
            var start = bytes.count
            func put(_ byte: UInt8) {
                start -= 1
                bytes[start] = byte
            }
            let negative = scaled < 0
            if negative { scaled = -scaled }
            var fraction = scaled % 1000
            if fraction != 0 {
                var digits = 3
                while fraction % 10 == 0 {
                    fraction /= 10
                    digits -= 1
                }
                for _ in 0..<digits {
                    put(UInt8(ascii: "0") + UInt8(fraction % 10))
                    fraction /= 10
                }
                put(UInt8(ascii: "."))
            }
            var whole = scaled / 1000
            repeat {
                put(UInt8(ascii: "0") + UInt8(whole % 10))
                whole /= 10
            } while whole > 0
            if negative { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: bytes.bindMemory(to: UInt8.self)[start...]))
        }
    }

}

extension ByteStream {
    /// Appends `DecimalText.thousandths(value)` without making the string: the SVG writer prints
    /// a dozen numbers per element.
    public mutating func append(thousandths value: Double) {
        // Whole numbers, most coordinates, print as integers do.
        if value.isFinite, abs(value) < 9e12, value == value.rounded(.towardZero) {
            append(decimal: Int64(value))
        } else {
            DecimalText.withThousandths(value) { append(UnsafeRawBufferPointer($0)) }
        }
    }
}
