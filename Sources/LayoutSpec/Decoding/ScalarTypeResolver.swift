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
        let bytes = text.utf8
        guard let first = bytes.first, let last = bytes.last else { return .null }
        // ICU's `$` also matches before a final line break (of any kind, some non-ASCII): such
        // texts, which plain scalars never end in, go to Yams.
        guard (0x20..<0x80).contains(last) else { return nil }
        // Every rule but bool's and null's words needs the first character to be a sign, a
        // digit, a dot (`.inf`, `.5`), `<` (merge), `=` (value) or `~` (null): anything else
        // is one of those words or a string, whatever follows.
        guard ruleStarts.contains(first) else {
            if booleans.contains(text) { return .bool }
            if nulls.contains(text) { return .null }
            return .str
        }
        return decimalNumberTagName(of: bytes)
    }

    private static let ruleStarts = Set("-+0123456789.<=~".utf8)

    /// `[-+]?(0|[1-9][0-9]*)` is int; `[-+]?[0-9]+.[0-9]+([eE][-+]?[0-9]+)?` is float (no
    /// int form has a dot); anything else (leading zeros, `_`, hex, octal, sexagesimal) is left
    /// to Yams.
    private static func decimalNumberTagName(of bytes: String.UTF8View) -> Tag.Name? {
        var index = bytes.startIndex
        if bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index = bytes.index(after: index) }
        let integerStart = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index) }
        let integerDigits = bytes.distance(from: integerStart, to: index)
        guard integerDigits > 0 else { return nil }
        if index == bytes.endIndex {
            let leadingZero = bytes[integerStart] == UInt8(ascii: "0") && integerDigits > 1
            return leadingZero ? nil : .int
        }
        guard bytes[index] == UInt8(ascii: ".") else { return nil }
        index = bytes.index(after: index)
        let fractionStart = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index) }
        guard index > fractionStart else { return nil }
        if index == bytes.endIndex { return .float }
        guard bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") else { return nil }
        index = bytes.index(after: index)
        if index < bytes.endIndex, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") {
            index = bytes.index(after: index)
        }
        let exponentStart = index
        while index < bytes.endIndex, isDigit(bytes[index]) { index = bytes.index(after: index) }
        return index > exponentStart && index == bytes.endIndex ? .float : nil
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
