/// A value of a document that has passed the schema checks, with where it came from.
///
/// The tree mirrors the YAML/JSON input but with types resolved: numbers are finite, keys are
/// known, required keys are present. Model types read it through the typed accessors, which
/// return nil only for absent optional keys.
struct SpecValue: Sendable {
    /// The resolved content.
    enum Content: Sendable {
        case number(Double)
        case integer(Int)
        case string(String)
        case boolean(Bool)
        /// Key–value pairs in document order.
        case mapping([Entry])
        case sequence([SpecValue])
    }

    /// One key of a mapping with its value. A struct rather than a tuple: arrays of tuples are
    /// copied and destroyed by the runtime's generic tuple code, element by element, which was a
    /// good part of reading a document with thousands of overrides.
    struct Entry: Sendable {
        var key: String
        /// Where the key is written.
        var keyLocation: SourceLocation
        var value: SpecValue
    }

    var content: Content
    /// Where the value starts in the source.
    var location: SourceLocation

    init(_ content: Content, at location: SourceLocation) {
        self.content = content
        self.location = location
    }

    /// The value under `key` of a mapping, or nil.
    subscript(key: String) -> SpecValue? {
        guard case .mapping(let entries) = content else { return nil }
        return entries.first { $0.key == key }?.value
    }

    /// The number (integers widen), or nil for other kinds.
    var number: Double? {
        // Written with `if case` rather than a `switch` expression: Swift 6.3's optimizer fails
        // its ownership verification on the switch form once inlined (a release build crashed).
        if case .number(let value) = content { return value }
        if case .integer(let value) = content { return Double(value) }
        return nil
    }

    /// The integer, or nil for other kinds.
    var integer: Int? {
        if case .integer(let value) = content { return value }
        return nil
    }

    /// The string, or nil for other kinds.
    var string: String? {
        if case .string(let value) = content { return value }
        return nil
    }

    /// The boolean, or nil for other kinds.
    var boolean: Bool? {
        if case .boolean(let value) = content { return value }
        return nil
    }

    /// The elements of a list (empty for other kinds).
    var elements: [SpecValue] {
        if case .sequence(let values) = content { return values }
        return []
    }

    /// The entries of a mapping in document order (empty for other kinds).
    var entries: [Entry] {
        if case .mapping(let entries) = content { return entries }
        return []
    }

    /// Whether this is a mapping.
    var isMapping: Bool {
        if case .mapping = content { return true }
        return false
    }
}
