/// An override key that is two runs of ASCII digits joined by one dash (`12-345`), read byte by
/// byte: nearly every key of a document's `overrides` has this shape, and `ElementSelector(key:)`
/// reads thousands of them (once for the schema check, once for the reader).
struct PlainCellKey {
    var section: Int
    var item: Int
    /// How many digits each number was written with (leading zeros included).
    var sectionDigits: Int
    var itemDigits: Int

    /// The longest run read: 18 digits always fit an `Int`. Longer keys are read by the general rules.
    static let maximumDigits = 18

    /// The key's numbers; nil for a key of any other shape (or with longer runs).
    init?(_ key: String) {
        // Read from the string's own bytes (a short key's are copied to the stack): iterating a
        // `UTF8View` cost several times as much per byte.
        guard let numbers = key.utf8.withContiguousStorageIfAvailable(Self.numbers(of:)), let numbers else {
            return nil
        }
        self = numbers
    }

    private init(section: Int, item: Int, sectionDigits: Int, itemDigits: Int) {
        (self.section, self.item, self.sectionDigits, self.itemDigits) = (section, item, sectionDigits, itemDigits)
    }

    private static func numbers(of bytes: UnsafeBufferPointer<UInt8>) -> PlainCellKey? {
        var numbers = (0, 0)
        var digits = (0, 0)
        var afterDash = false
        for byte in bytes {
            if byte == UInt8(ascii: "-"), digits.0 > 0, !afterDash {
                afterDash = true
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                let value = Int(byte - UInt8(ascii: "0"))
                if afterDash {
                    guard digits.1 < maximumDigits else { return nil }
                    (numbers.1, digits.1) = (numbers.1 * 10 + value, digits.1 + 1)
                } else {
                    guard digits.0 < maximumDigits else { return nil }
                    (numbers.0, digits.0) = (numbers.0 * 10 + value, digits.0 + 1)
                }
            } else {
                return nil
            }
        }
        guard afterDash, digits.1 > 0 else { return nil }
        return PlainCellKey(section: numbers.0, item: numbers.1, sectionDigits: digits.0, itemDigits: digits.1)
    }
}
