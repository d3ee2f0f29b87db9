import LayoutSnapshot

/// A rule between the keys of one mapping that the document's readers check with messages of
/// their own (naming the keys involved) and that the JSON Schema states, so an editor refuses
/// the documents the decoder refuses. `ShapeValidator` leaves these to the readers;
/// `SchemaAgreementTests` runs both on the same invalid documents.
enum KeyRule: Sendable {
    /// Exactly one of the keys is present (a scroll's `from`, `offsets` or `fling`).
    case exactlyOne([String])
    /// At least one of the keys is present (`viewport` or `device`).
    case atLeastOne([String])
    /// When the first key is present, so are the others (`from` needs `to`).
    case requires(String, [String])
    /// When the first key is present, none of the others is (`offsets` with no `frames`).
    case excludes(String, [String])
    /// When the first key is `true`, the others are present (`snapFigure` needs a `fling`).
    case whenTrue(String, requires: [String])

    /// The rule as a JSON Schema (draft 2020-12) statement about the mapping.
    var schema: JSONValue {
        switch self {
        case .exactlyOne(let keys): .object(["oneOf": .array(keys.map { Self.required([$0]) })])
        case .atLeastOne(let keys): .object(["anyOf": .array(keys.map { Self.required([$0]) })])
        case .requires(let key, let others): .object(["dependentRequired": .object([key: Self.strings(others)])])
        case .excludes(let key, let others):
            .object([
                "if": Self.required([key]),
                "then": .object(["not": .object(["anyOf": .array(others.map { Self.required([$0]) })])]),
            ])
        case .whenTrue(let key, let others):
            .object([
                "if": .object([
                    "required": Self.strings([key]), "properties": .object([key: .object(["const": .bool(true)])]),
                ]),
                "then": Self.required(others),
            ])
        }
    }

    /// `{"required": keys}`.
    static func required(_ keys: [String]) -> JSONValue { .object(["required": strings(keys)]) }

    /// The keys as a JSON array of strings.
    static func strings(_ keys: [String]) -> JSONValue { .array(keys.map(JSONValue.string)) }
}
