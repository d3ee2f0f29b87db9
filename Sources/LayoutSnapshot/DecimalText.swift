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
        guard value.isFinite else { return "0" }
        let scaledValue = (value * 1000).rounded()
        guard abs(scaledValue) < 9e15 else {
            // Doubles this large have no fraction worth three decimals.
            return String(format: "%.0f", value.rounded())
        }
        var scaled = Int64(scaledValue)
        if scaled == 0 { return "0" }
        let negative = scaled < 0
        if negative { scaled = -scaled }
        let whole = scaled / 1000
        var fraction = scaled % 1000
        var text = negative ? "-" + String(whole) : String(whole)
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 {
                fraction /= 10
                digits -= 1
            }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}

extension ByteStream {
    /// Appends `DecimalText.thousandths(value)` without making the string: the SVG writer prints
    /// a dozen numbers per element.
    public mutating func append(thousandths value: Double) {
        let scaledValue = (value * 1000).rounded()
        guard value.isFinite, abs(scaledValue) < 9e15 else {
            append(DecimalText.thousandths(value))
            return
        }
        var scaled = Int64(scaledValue)
        if scaled == 0 {
            append(byte: UInt8(ascii: "0"))
            return
        }
        if scaled < 0 {
            append(byte: UInt8(ascii: "-"))
            scaled = -scaled
        }
        append(decimal: scaled / 1000)
        var fraction = scaled % 1000
        guard fraction != 0 else { return }
        append(byte: UInt8(ascii: "."))
        var divisor: Int64 = 100
        while fraction != 0 {
            append(byte: UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }
}

extension DecimalText {
    /// Whether `thousandths(value)` is `"0"`.
    public static func isZeroInThousandths(_ value: Double) -> Bool {
        !value.isFinite || (value * 1000).rounded() == 0
    }
}
