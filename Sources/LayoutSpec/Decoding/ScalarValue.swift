import Yams

/// A YAML scalar with its type resolved by the YAML core rules (quoted scalars are strings).
struct ScalarValue {
    private let text: String
    private let tag: String

    init?(_ node: Node) {
        guard let scalar = node.scalar else { return nil }
        text = scalar.string
        // The tag before Yams resolves it: "" for a plain scalar without one (its type follows
        // from its text), "!" for an explicit non-specific tag (a string), else the tag Yams
        // gave (`str` for quoted and block scalars) or the one written.
        //
        // The document is composed with Yams' `.basic` resolver, which resolves every implicit
        // tag as `str`. It does so for mapping keys while checking duplicates, so a plain scalar
        // that is also used as a key through an alias is read as a string, and `1:` and `"1":` in
        // one mapping are duplicates; neither is a shape a layout document needs.
        switch scalar.tag.description {
        case Tag.Name.implicit.rawValue: tag = ScalarTypeResolver.tagName(of: scalar.string).rawValue
        case Tag.Name.nonSpecific.rawValue: tag = Tag.Name.str.rawValue
        default: tag = node.tag.rawValue
        }
    }

    var isNull: Bool { tag == Tag.Name.null.rawValue }

    /// The number, for int- and float-tagged scalars (NaN and infinities included, so that
    /// range checks can name them).
    var number: Double? {
        if tag == Tag.Name.int.rawValue {
            return Int(text.replacingOccurrences(of: "_", with: "")).map(Double.init) ?? Double(text)
        }
        guard tag == Tag.Name.float.rawValue else { return nil }
        switch text.lowercased() {
        case ".nan": return .nan
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        default: return Double(text.replacingOccurrences(of: "_", with: ""))
        }
    }

    /// The integer, for int-tagged scalars and integral floats (`4.0`).
    var integer: Int? {
        if tag == Tag.Name.int.rawValue { return Int(text.replacingOccurrences(of: "_", with: "")) }
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
}
