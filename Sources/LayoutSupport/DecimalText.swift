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
        !value.isFinite || (value * 1000).roundedHalfAwayFromZero == 0
    }

    /// Hands the UTF-8 of `thousandths(value)` to `body` (the text is made by
    /// `write(scaled:to:)`, which writers also print with straight into their output).
    package static func withThousandths<Result>(
        _ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result
    ) -> Result {
        guard let scaled = scaledToThousandths(value) else {
            // Doubles this large have no fraction worth three decimals.
            var text = String(format: "%.0f", value.rounded())
            return text.withUTF8(body)
        }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumScaledLength) { room in
            body(UnsafeBufferPointer(rebasing: room[..<write(scaled: scaled, to: room.baseAddress.unsafelyUnwrapped)]))
        }
    }

    /// `value` in thousandths, rounded (0 when not finite); nil when too large for 64 bits.
    package static func scaledToThousandths(_ value: Double) -> Int64? {
        let scaledValue = value.isFinite ? (value * 1000).roundedHalfAwayFromZero : 0
        return abs(scaledValue) < 9e15 ? Int64(scaledValue) : nil
    }

    /// Writes the decimal digits of `value` at `start` (room for 20), front to back, and answers
    /// how many: the one digit writer of numbers printed in place.
    package static func writeDigits(_ value: UInt64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        // The length by comparisons, then the digits back to front two at a time: half the
        // divisions of one at a time (millions of numbers per large SVG or JSON).
        var digits = 1
        var threshold: UInt64 = 10
        while value >= threshold, digits < 20 {
            digits += 1
            if digits < 20 { threshold &*= 10 }
        }
        let pairs = digitPairs.utf8Start
        var rest = value
        var place = digits
        while rest >= 10 {
            let pair = Int(rest % 100) * 2
            rest /= 100
            place -= 2
            start[place] = pairs[pair]
            start[place + 1] = pairs[pair + 1]
        }
        if place > 0 { start[0] = UInt8(ascii: "0") + UInt8(rest) }
        return digits
    }

    /// "00", "01", … "99", one after another.
    private static let digitPairs: StaticString =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// The longest text of a value `scaledToThousandths` answers: a sign, 13 whole digits, a
    /// point and 3 decimals, with room to spare.
    package static let maximumScaledLength = 24

    /// Writes the text of `scaled` thousandths at `start` (room for `maximumScaledLength`
    /// bytes), front to back, and answers its length.
    package static func write(scaled: Int64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        // Three decimals, unrolled: the SVG writer prints a dozen numbers per element.
        var length = writeSign(of: scaled, to: start)
        let magnitude = scaled.magnitude
        length += writeDigits(magnitude / 1000, to: start + length)
        let fraction = magnitude % 1000
        guard fraction != 0 else { return length }
        return length + writeDecimals(thousandths: fraction, to: start + length)
    }

    /// Writes a point and the decimals of `thousandths` (1…999) at `start`, trailing zeros
    /// trimmed (500 → ".5", 50 → ".05", 5 → ".005"), and answers the length; room for 4 bytes.
    private static func writeDecimals(thousandths: UInt64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        let kept = thousandths % 100 == 0 ? 1 : thousandths % 10 == 0 ? 2 : 3
        start[0] = UInt8(ascii: ".")
        start[1] = UInt8(ascii: "0") + UInt8(thousandths / 100)
        start[2] = UInt8(ascii: "0") + UInt8(thousandths / 10 % 10)
        start[3] = UInt8(ascii: "0") + UInt8(thousandths % 10)
        return 1 + kept
    }

    /// Writes `scaled` millionths at `start` (room for a sign, the whole digits, a point and 6
    /// decimals), trailing zeros trimmed, and answers the length: JSON's numbers with decimals.
    package static func write(millionths scaled: Int64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var length = writeSign(of: scaled, to: start)
        let magnitude = scaled.magnitude
        length += writeDigits(magnitude / 1_000_000, to: start + length)
        var fraction = magnitude % 1_000_000
        guard fraction != 0 else { return length }
        if fraction % 1000 == 0 {
            // At most three decimals (halves and quarters of a point: most fractions a layout
            // computes), without the loop below.
            return length + writeDecimals(thousandths: fraction / 1000, to: start + length)
        }
        var kept = 6
        while fraction % 10 == 0 {
            fraction /= 10
            kept -= 1
        }
        start[length] = UInt8(ascii: ".")
        for place in stride(from: kept, through: 1, by: -1) {
            start[length + place] = UInt8(ascii: "0") + UInt8(fraction % 10)
            fraction /= 10
        }
        return length + 1 + kept
    }

    /// Writes `-` at `start` for a negative value and answers how many bytes that took.
    package static func writeSign(of value: Int64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        guard value < 0 else { return 0 }
        start[0] = UInt8(ascii: "-")
        return 1
    }
}

extension ByteStream {
    /// Appends `DecimalText.thousandths(value)` without making the string: the SVG writer prints
    /// a dozen numbers per element.
    public mutating func append(thousandths value: Double) {
        guard let scaled = DecimalText.scaledToThousandths(value) else {
            return DecimalText.withThousandths(value) { append(UnsafeRawBufferPointer($0)) }
        }
        withRoom(DecimalText.maximumScaledLength) { DecimalText.write(scaled: scaled, to: $0) }
    }
}
