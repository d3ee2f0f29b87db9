/// A format a string rule checks, without the value it stands for: the regular expression the
/// JSON Schema states, how messages describe it, and whether a text is valid. Each comes from a
/// `TextFormat`, whose parser decides validity, so the check and the reading are one.
struct TextPattern: Sendable {
    /// The expression, unanchored; the JSON Schema anchors it.
    let regex: String
    /// What a matching text is, for messages ("a hex colour such as #3478F6").
    let meaning: String
    /// Whether the whole text matches, as ICU would decide.
    let matches: @Sendable (String) -> Bool

    /// Override keys and annotation elements, described by `meaning`.
    static func element(meaning: String) -> TextPattern { TextPattern(TextFormats.element, meaning: meaning) }
}

extension TextPattern {
    /// The check `format` makes, described by `meaning` (what a key of a mapping is, say).
    init<Value>(_ format: TextFormat<Value>, meaning: String) {
        self.init(regex: format.regex, meaning: meaning, matches: format.pattern.matches)
    }
}

/// The pieces the format parsers share, with ICU's reading of `[0-9]`, `[A-Za-z]` (ASCII only)
/// and of `$` (which also matches before one final line terminator).
enum HandMatching {
    /// `body` asked about the text's scalars without one final line terminator.
    static func whole<Value>(_ text: String, _ body: (ArraySlice<Unicode.Scalar>) -> Value?) -> Value? {
        var scalars = Array(text.unicodeScalars)
        dropFinalLineTerminator(&scalars)
        return body(scalars[...])
    }

    /// ICU's `$` (without multi-line mode) matches at the end and before a line terminator that
    /// ends the text: `\n`, `\r`, `\r\n`, U+0085, U+2028 or U+2029 (and form feed and vertical
    /// tab, which ICU counts as line ends too).
    static func dropFinalLineTerminator(_ scalars: inout [Unicode.Scalar]) {
        guard let last = scalars.last else { return }
        if last == "\n" {
            scalars.removeLast()
            if scalars.last == "\r" { scalars.removeLast() }
        } else if ["\r", "\u{85}", "\u{2028}", "\u{2029}", "\u{0B}", "\u{0C}"].contains(last) {
            scalars.removeLast()
        }
    }

    /// `[0-9]`.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }

    /// The value of `[0-9A-Fa-f]`, or nil for another scalar.
    static func hexDigitValue(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar {
        case "0"..."9": UInt8(scalar.value - 48)
        case "a"..."f": UInt8(scalar.value - 87)
        case "A"..."F": UInt8(scalar.value - 55)
        default: nil
        }
    }

    /// `[A-Za-z]`.
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The value of `[0-9]{digits}` (at most 18 digits, so that it fits an `Int`), or nil.
    static func number(_ scalars: ArraySlice<Unicode.Scalar>, digits: ClosedRange<Int>) -> Int? {
        guard digits.contains(scalars.count), scalars.count <= 18, scalars.allSatisfy(isDigit) else { return nil }
        return scalars.reduce(0) { $0 * 10 + Int($1.value - 48) }
    }

    /// The value of `[0-9]+(\.[0-9]+)?`, or nil.
    static func decimal(_ scalars: ArraySlice<Unicode.Scalar>) -> Double? {
        let dot = scalars.firstIndex(of: ".")
        let (whole, fraction) = dot.map { (scalars[..<$0], scalars[($0 + 1)...]) } ?? (scalars, [][...])
        guard !whole.isEmpty, whole.allSatisfy(isDigit), dot == nil || !fraction.isEmpty,
            fraction.allSatisfy(isDigit)
        else { return nil }
        return Double(String(String.UnicodeScalarView(scalars)))
    }
}
