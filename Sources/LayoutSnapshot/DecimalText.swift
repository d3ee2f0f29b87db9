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
