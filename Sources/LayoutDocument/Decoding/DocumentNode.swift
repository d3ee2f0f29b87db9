/// A node of a parsed YAML or JSON document, with the line and column it starts at (1-based).
///
/// What the schema checks read (`ShapeValidator`): a scalar's text and how it was tagged, a
/// mapping's pairs in document order, a list's items. Aliases are already replaced by the nodes
/// they name. Made by `DocumentComposer`.
struct DocumentNode: Sendable {
    /// How a scalar was tagged: its type follows from its text only when it is plain and untagged.
    enum ScalarTag: Hashable, Sendable {
        /// A plain scalar without a tag: typed by its text (`ScalarTypeResolver`).
        case plain
        /// The non-specific tag `!`: a string.
        case nonSpecific
        /// A tag written (`!!int` is `tag:yaml.org,2002:int`), or `tag:yaml.org,2002:str` for a
        /// quoted or block scalar.
        case named(String)
    }

    /// The node's value.
    enum Content: Sendable {
        case scalar(text: String, tag: ScalarTag)
        case mapping([Pair])
        case sequence([DocumentNode])
    }

    /// A mapping's key and value (a struct, not a tuple, for the reason `SpecValue.Entry` gives).
    struct Pair: Sendable {
        var key: DocumentNode
        var value: DocumentNode
    }

    var content: Content
    /// Where the node starts (1-based).
    var line: Int
    var column: Int

    /// The scalar's text, or nil for a mapping or a list.
    var scalarText: String? {
        if case .scalar(let text, _) = content { return text }
        return nil
    }

    /// The pairs of a mapping in document order, or nil for other nodes.
    var mapping: [Pair]? {
        if case .mapping(let pairs) = content { return pairs }
        return nil
    }

    /// The items of a list, or nil for other nodes.
    var sequence: [DocumentNode]? {
        if case .sequence(let items) = content { return items }
        return nil
    }
}
