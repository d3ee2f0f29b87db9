import Yams

/// A YAML scalar with its type resolved by the YAML core rules (quoted scalars are strings).
struct ScalarValue {
    private let text: String
    private let tag: String

    init?(_ node: DocumentNode) {
        guard case .scalar(let text, let tag) = node.content else { return nil }
        self.text = text
        // A plain scalar without a tag is typed by its text; the non-specific tag `!` makes a
        // string; a quoted or block scalar is tagged as a string, any other tag is as written.
        switch tag {
        case .plain: self.tag = ScalarTypeResolver.tagName(of: text).rawValue
        case .nonSpecific: self.tag = Tag.Name.str.rawValue
        case .named(let name): self.tag = name
        }
    }

    var isNull: Bool { tag == Tag.Name.null.rawValue }

    /// The number, for int- and float-tagged scalars (NaN and infinities included, so that
    /// range checks can name them).
    var number: Double? {
        if tag == Tag.Name.int.rawValue {
            return Int(Self.withoutUnderscores(text)).map(Double.init) ?? Double(text)
        }
        guard tag == Tag.Name.float.rawValue else { return nil }
        // A float ending in a digit is not `.nan` or an infinity: it skips the lowercasing.
        guard let last = text.utf8.last, !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(last) else {
            return Double(Self.withoutUnderscores(text))
        }
        switch text.lowercased() {
        case ".nan": return .nan
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        default: return Double(Self.withoutUnderscores(text))
        }
    }

    /// The integer, for int-tagged scalars and integral floats (`4.0`).
    var integer: Int? {
        if tag == Tag.Name.int.rawValue { return Int(Self.withoutUnderscores(text)) }
        guard let number, number.isFinite, number == number.rounded(), abs(number) < 1e15 else { return nil }
        return Int(number)
    }

    var boolean: Bool? {
        guard tag == Tag.Name.bool.rawValue else { return nil }
        switch text.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: return nil
        }
    }

    /// The text of a string scalar (not numbers, booleans or null).
    var string: String? {
        guard tag == Tag.Name.str.rawValue else { return nil }
        return text
    }

    /// `text` without the `_` digit separators YAML 1.1 numbers may have (most have none).
    private static func withoutUnderscores(_ text: String) -> String {
        text.utf8.contains(UInt8(ascii: "_")) ? text.replacingOccurrences(of: "_", with: "") : text
    }
}
