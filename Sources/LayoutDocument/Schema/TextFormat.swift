import Foundation
import LayoutSupport

/// A format strings in a document have, declared once: the regular expression the JSON Schema
/// states, how messages describe it, and the parser that is both the validator's check (a text
/// is valid when it parses) and the reader's way to the value. There is no second reading of
/// the format that could accept what the first refused, or read what it accepted differently.
///
/// Each parser answers what ICU answers for `^(?:regex)$` (`TextPatternTests` checks them against
/// each other on generated texts): digits and letters are ASCII (`[0-9]`, not `\d`), and ICU's `$`
/// also matches before one final line terminator, which the parser leaves out of the value. No
/// document value goes through a regular expression: colours, percent sizes and keys come by the
/// thousand, and ICU's set-up alone cost a tenth of reading such a document.
struct TextFormat<Value>: Sendable {
    /// The expression, unanchored; the JSON Schema anchors it.
    let regex: String
    /// What a valid text is, for messages ("a hex colour such as #3478F6").
    let meaning: String
    /// The value a valid text stands for; nil for any other text.
    let parse: @Sendable (String) -> Value?

    /// The check the schema's string rules make with this format.
    var pattern: TextPattern {
        let parse = parse
        return TextPattern(regex: regex, meaning: meaning) { parse($0) != nil }
    }
}

/// The document's text formats.
enum TextFormats {
    /// `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa`.
    static let colour = TextFormat<Color>(
        regex: "#([0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})", meaning: "a hex colour such as #3478F6 or #3478F680"
    ) { text in
        HandMatching.whole(text) { scalars in
            guard scalars.first == "#" else { return nil }
            let nibbles = scalars.dropFirst().compactMap(HandMatching.hexDigitValue)
            guard nibbles.count == scalars.count - 1 else { return nil }
            return Color(nibbles: nibbles)
        }
    }

    /// `S-I` (section S, item I), numbers of at most 9 digits (`DocumentSchema.indexPathPattern`).
    static let indexPath = TextFormat<IndexPath>(
        regex: DocumentSchema.indexPathPattern,
        meaning: "an index path `S-I` such as `0-3` (numbers of at most 9 digits)"
    ) { text in
        HandMatching.whole(text) { scalars in
            guard let dash = scalars.firstIndex(of: "-"),
                let section = HandMatching.number(scalars[..<dash], digits: 1...9),
                let item = HandMatching.number(scalars[(dash + 1)...], digits: 1...9)
            else { return nil }
            return IndexPath(item: item, section: section)
        }
    }

    /// A compositional dimension written as a string: `50%` (a fraction along the dimension's own
    /// axis), `20%w` or `20%h` (of the width, of the height), or `~44` (an estimate in points).
    static let dimension = TextFormat<WrittenDimension>(
        regex: "[0-9]+(\\.[0-9]+)?%[wh]?|~[0-9]+(\\.[0-9]+)?",
        meaning:
            "points, a fraction such as \"50%\" (\"20%w\", \"20%h\": of the width, of the height) or an estimate such as \"~44\""
    ) { text in
        HandMatching.whole(text) { scalars in
            if scalars.first == "~" { return HandMatching.decimal(scalars.dropFirst()).map(WrittenDimension.estimated) }
            guard let percent = scalars.firstIndex(of: "%"), let value = HandMatching.decimal(scalars[..<percent])
            else { return nil }
            switch Array(scalars[(percent + 1)...]) {
            case []: return .percent(value, ofWidth: nil)
            case ["w"]: return .percent(value, ofWidth: true)
            case ["h"]: return .percent(value, ofWidth: false)
            default: return nil
            }
        }
    }

    /// Override keys and annotation elements (`DocumentSchema.elementPattern`), read as the
    /// selector they write.
    static let element = TextFormat<ElementSelector>(
        regex: DocumentSchema.elementPattern,
        meaning: "`S-I`, `header S`, `footer S`, `KIND S[-I]` or `decoration KIND S[-I]`",
        parse: ElementSelector.init(key:))

    /// A kind name as a key: a letter, then letters, digits, `_`, `.` or `-`.
    static let kind = TextFormat<String>(regex: "[A-Za-z][A-Za-z0-9_.-]*", meaning: "a kind") { text in
        HandMatching.whole(text) { scalars in
            guard let first = scalars.first, HandMatching.isASCIILetter(first),
                scalars.dropFirst().allSatisfy({
                    HandMatching.isASCIILetter($0) || HandMatching.isDigit($0) || "_.-".unicodeScalars.contains($0)
                })
            else { return nil }
            return String(String.UnicodeScalarView(scalars))
        }
    }
}

/// A compositional dimension as its text writes it, before the axis it sizes is known.
enum WrittenDimension: Sendable, Equatable {
    /// `~N`: N points, estimated.
    case estimated(Double)
    /// `N%`, `N%w`, `N%h`: N hundredths of the width (`true`), the height (`false`), or of the
    /// dimension's own axis (nil).
    case percent(Double, ofWidth: Bool?)
}
