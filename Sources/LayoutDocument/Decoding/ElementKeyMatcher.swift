/// Whether a text matches `DocumentSchema.elementPattern` as a whole — what `NSRegularExpression`
/// answers for `^(?:pattern)$`, by hand.
///
/// Every key of a document's `overrides` is checked against this pattern. Matching thousands
/// of keys with ICU, and setting ICU's pattern machinery up in the first place, was a tenth of
/// reading such a document; this is a few comparisons per key. Digits are ASCII only (`[0-9]`:
/// ICU's `\d` would take Arabic-Indic or fullwidth digits, which `Int(_:)` then cannot read), and
/// it follows ICU's rule that `$` also matches before one final line terminator.
/// `ElementKeyMatcherTests` checks it against ICU on generated keys.
enum ElementKeyMatcher {
    /// `DocumentSchema.elementPattern`, whole: `N-N`, or `KIND P` or `decoration KIND P` with
    /// `P` = `N` or `N-N`, `N` = `[0-9]{1,9}|\*` and `KIND` = `[A-Za-z_][A-Za-z0-9_.-]{0,99}` but
    /// not `cell` or `decoration` (`ElementSelector.isKind`).
    static func matches(_ text: String) -> Bool {
        // The common shape, read byte by byte: the general rules below give the same answer.
        if let plain = PlainCellKey(text) {
            return (1...9).contains(plain.sectionDigits) && (1...9).contains(plain.itemDigits)
        }
        var scalars = Array(text.unicodeScalars)
        HandMatching.dropFinalLineTerminator(&scalars)
        let words = scalars.split(separator: " ", omittingEmptySubsequences: false)
        func string(_ word: ArraySlice<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(word)) }
        switch words.count {
        case 1: return isCell(words[0])
        case 2: return ElementSelector.isKind(string(words[0])) && isPosition(words[1])
        case 3:
            return string(words[0]) == "decoration" && ElementSelector.isKind(string(words[1])) && isPosition(words[2])
        default: return false
        }
    }

    /// `N-N`.
    private static func isCell(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let dash = scalars.firstIndex(of: "-") else { return false }
        return isNumberOrStar(scalars[..<dash]) && isNumberOrStar(scalars[(dash + 1)...])
    }

    /// `N` or `N-N`.
    private static func isPosition(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        scalars.contains("-") ? isCell(scalars) : isNumberOrStar(scalars)
    }

    /// `[0-9]{1,9}|\*`.
    private static func isNumberOrStar(_ scalars: ArraySlice<Unicode.Scalar>) -> Bool {
        (scalars.count == 1 && scalars.first == "*") || HandMatching.isNumber(scalars, digits: 1...9)
    }

}
