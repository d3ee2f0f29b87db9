/// A format strings in a document must have: the regular expression the JSON Schema states, how
/// messages describe it, and the hand-written matcher the validator uses, which answers what
/// ICU answers for `^(?:regex)$` (`TextPatternTests` checks them against each other on generated
/// texts). No document value goes through a regular expression: colours, percent sizes and keys
/// come by the thousand, and ICU's set-up alone cost a tenth of reading such a document.
struct TextPattern: Sendable {
    /// The expression, unanchored; the JSON Schema anchors it.
    let regex: String
    /// What a matching text is, for messages ("a hex colour such as #3478F6").
    let meaning: String
    /// Whether the whole text matches, as ICU would decide.
    let matches: @Sendable (String) -> Bool

    /// Override keys and annotation elements (`DocumentSchema.elementPattern`).
    static func element(meaning: String) -> TextPattern {
        TextPattern(regex: DocumentSchema.elementPattern, meaning: meaning, matches: ElementKeyMatcher.matches)
    }

    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    static let colour = TextPattern(
        regex: "#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})", meaning: "a hex colour such as #3478F6 or #3478F680"
    ) { text in
        HandMatching.whole(text) { scalars in
            guard scalars.first == "#" else { return false }
            let digits = scalars.dropFirst()
            return [3, 4, 6, 8].contains(digits.count) && digits.allSatisfy(HandMatching.isHexDigit)
        }
    }

    /// `S-I`, numbers of at most 9 digits (`DocumentSchema.indexPathPattern`).
    static let indexPath = TextPattern(
        regex: DocumentSchema.indexPathPattern,
        meaning: "an index path `S-I` such as `0-3` (numbers of at most 9 digits)"
    ) { text in
        HandMatching.whole(text) { scalars in
            guard let dash = scalars.firstIndex(of: "-") else { return false }
            return HandMatching.isNumber(scalars[..<dash], digits: 1...9)
                && HandMatching.isNumber(scalars[(dash + 1)...], digits: 1...9)
        }
    }

    /// A compositional dimension written as a string: `50%`, `20%w`, `20%h` or `~44`.
    static let dimension = TextPattern(
        regex: "[0-9]+(\\.[0-9]+)?%[wh]?|~[0-9]+(\\.[0-9]+)?",
        meaning:
            "points, a fraction such as \"50%\" (\"20%w\", \"20%h\": of the width, of the height) or an estimate such as \"~44\""
    ) { text in
        HandMatching.whole(text) { scalars in
            if scalars.first == "~" { return HandMatching.isDecimal(scalars.dropFirst()) }
            guard let percent = scalars.firstIndex(of: "%") else { return false }
            let suffix = scalars[(percent + 1)...]
            return HandMatching.isDecimal(scalars[..<percent])
                && (suffix.isEmpty || (suffix.count == 1 && (suffix.first == "w" || suffix.first == "h")))
        }
    }

    /// A kind name as a key: a letter, then letters, digits, `_`, `.` or `-`.
    static func kind(meaning: String) -> TextPattern {
        TextPattern(regex: "[A-Za-z][A-Za-z0-9_.-]*", meaning: meaning) { text in
            HandMatching.whole(text) { scalars in
                guard let first = scalars.first, HandMatching.isASCIILetter(first) else { return false }
                return scalars.dropFirst().allSatisfy {
                    HandMatching.isASCIILetter($0) || HandMatching.isDigit($0) || "_.-".unicodeScalars.contains($0)
                }
            }
        }
    }
}

/// The pieces the hand matchers share, with ICU's reading of `[0-9]`, `[A-Za-z]` (ASCII only)
/// and of `$` (which also matches before one final line terminator).
enum HandMatching {
    /// `body` asked about the text's scalars without one final line terminator.
    static func whole(_ text: String, _ body: (ArraySlice<Unicode.Scalar>) -> Bool) -> Bool {
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

    /// `[0-9A-Fa-f]`.
    static func isHexDigit(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || ("a"..."f").contains(scalar) || ("A"..."F").contains(scalar)
    }

    /// `[A-Za-z]`.
    static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// `[0-9]{digits}`.
    static func isNumber(_ scalars: ArraySlice<Unicode.Scalar>, digits: ClosedRange<Int>) -> Bool {
        digits.contains(scalars.count) && scalars.allSatisfy(isDigit)
    }

    /// `[0-9]+(\.[0-9]+)?`.
    static func isDecimal(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let dot = scalars.firstIndex(of: ".") else { return !scalars.isEmpty && scalars.allSatisfy(isDigit) }
        let (whole, fraction) = (scalars[..<dot], scalars[(dot + 1)...])
        return !whole.isEmpty && !fraction.isEmpty && whole.allSatisfy(isDigit) && fraction.allSatisfy(isDigit)
    }
}
