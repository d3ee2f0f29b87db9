import Yams

/// The YAML 1.1 type of a plain scalar (bool, int, float, null, str, …), as Yams' default
/// resolver decides it, decided for the common shapes without regular expressions.
///
/// Yams resolves each scalar by trying seven ICU regular expressions in turn, which cost a
/// tenth of reading a document with thousands of entries and, compiled on first use, a good
/// part of a small render's start-up. Documents are mostly words and plain decimal numbers:
/// those are recognised here by their characters, and every other shape goes to Yams' rules, so
/// the answer is always the one Yams would give (tested against it).
enum ScalarTypeResolver {
    /// The tag name of `text`, a plain scalar without an explicit tag.
    static func tagName(of text: String) -> Tag.Name {
        if let known = quickTagName(of: text) { return known }
        return Resolver.default.resolveTag(of: Node(text))
    }

    /// The tag when `text` has a shape decided here, nil when Yams' rules must decide.
    static func quickTagName(of text: String) -> Tag.Name? {
        // Read from the string's own bytes: iterating and indexing a `UTF8View` cost more than
        // the rules themselves. A text without contiguous bytes goes to Yams.
        let decided = text.utf8.withContiguousStorageIfAvailable { bytes -> Tag.Name? in
            guard let first = bytes.first, let last = bytes.last else { return .null }
            // ICU's `$` also matches before a final line break (of any kind, some non-ASCII):
            // such texts, which plain scalars never end in, go to Yams.
            guard (0x20..<0x80).contains(last) else { return nil }
            // Every rule but bool's and null's words needs the first character to be a sign, a
            // digit, a dot (`.inf`, `.5`), `<` (merge), `=` (value) or `~` (null): anything else
            // is one of those words or a string, whatever follows.
            guard startsARule(first) else {
                if booleans.contains(text) { return .bool }
                if nulls.contains(text) { return .null }
                return .str
            }
            return decimalNumberTagName(of: bytes)
        }
        return decided ?? nil
    }

    /// `-+0123456789.<=~`.
    private static func startsARule(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "."),
            UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: "~"):
            true
        default: false
        }
    }

    /// `[-+]?(0|[1-9][0-9]*)` is int; `[-+]?[0-9]+.[0-9]+([eE][-+]?[0-9]+)?` is float (no
    /// int form has a dot); anything else (leading zeros, `_`, hex, octal, sexagesimal) is left
    /// to Yams.
    private static func decimalNumberTagName(of bytes: UnsafeBufferPointer<UInt8>) -> Tag.Name? {
        var index = 0
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        let integerDigits = index - integerStart
        guard integerDigits > 0 else { return nil }
        if index == bytes.count {
            let leadingZero = bytes[integerStart] == UInt8(ascii: "0") && integerDigits > 1
            return leadingZero ? nil : .int
        }
        guard bytes[index] == UInt8(ascii: ".") else { return nil }
        index += 1
        let fractionStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        guard index > fractionStart else { return nil }
        if index == bytes.count { return .float }
        guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
        index += 1
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let exponentStart = index
        while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        return index > exponentStart && index == bytes.count ? .float : nil
    }

    private static let booleans: Set<String> = [
        "yes", "Yes", "YES", "no", "No", "NO", "true", "True", "TRUE", "false", "False", "FALSE", "on", "On", "ON",
        "off", "Off", "OFF",
    ]
    private static let nulls: Set<String> = ["null", "Null", "NULL"]

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
