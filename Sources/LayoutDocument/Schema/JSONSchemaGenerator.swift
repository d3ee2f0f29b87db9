import LayoutSnapshot

/// Generates the JSON Schema (draft 2020-12) of the layout document from `DocumentSchema`, the
/// same description the decoder validates against.
///
/// Output is canonical JSON (sorted keys, fixed number format), so the committed copy at
/// `docs/layoutshot.schema.json` can be compared byte for byte with a fresh generation.
public enum JSONSchemaGenerator {
    /// The schema of the whole document as JSON text.
    public static func documentSchema() -> String {
        guard case .object(var root) = schema(for: DocumentSchema.document) else { return "" }
        var rules: [JSONValue] = []
        if case .array(let keyRules)? = root["allOf"] { rules = keyRules }
        root["allOf"] = .array(rules + DocumentSchema.crossSectionRules)
        root["$schema"] = .string("https://json-schema.org/draft/2020-12/schema")
        root["title"] = .string("LayoutShot layout document")
        root["description"] = .string(
            "A collection-view layout to render with `layoutshot render` (YAML or JSON). See docs/document-format.md.")
        return JSONValue.object(root).canonicalString
    }

    /// The JSON Schema of one shape.
    static func schema(for shape: SchemaShape) -> JSONValue {
        switch shape {
        case .number(let rule):
            return .object(numberSchema(rule))
        case .integer(let rule):
            var object: [String: JSONValue] = ["type": .string("integer")]
            let limit = IntegerRule.largestMagnitude
            object["minimum"] = .number(Double(rule.minimum ?? -limit))
            object["maximum"] = .number(Double(min(rule.maximum ?? limit, limit)))
            return .object(object)
        case .string(let rule):
            return .object(stringSchema(rule))
        case .boolean:
            return .object(["type": .string("boolean")])
        case .object(let shape):
            return .object(objectSchema(shape, discriminator: nil))
        case .array(let shape):
            return .object(arraySchema(shape))
        case .map(let shape):
            return .object([
                "type": .string("object"),
                "propertyNames": .object([
                    "pattern": .string("^(?:\(shape.keyPattern.regex))$"),
                    "description": .string(shape.keyPattern.meaning),
                ]),
                "additionalProperties": schema(for: shape.value),
            ])
        case .choice(let branches):
            return .object(["oneOf": .array(branches.map(schema(for:)))])
        case .tagged(let shape):
            return .object(taggedSchema(shape))
        }
    }

    /// A number's bounds: the rule's minimum (inclusive or exclusive), and its exclusive maximum
    /// or else its effective (inclusive) one.
    private static func numberSchema(_ rule: NumberRule) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["type": .string("number")]
        if let minimum = rule.effectiveMinimum { object["minimum"] = .number(minimum) }
        if let minimum = rule.exclusiveMinimum { object["exclusiveMinimum"] = .number(minimum) }
        if let maximum = rule.exclusiveMaximum {
            object["exclusiveMaximum"] = .number(maximum)
        } else {
            object["maximum"] = .number(rule.effectiveMaximum)
        }
        return object
    }

    /// A string's allowed values and pattern (the stated one, else the rule's), anchored to the
    /// whole string.
    private static func stringSchema(_ rule: StringRule) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["type": .string("string")]
        if let allowed = rule.allowed { object["enum"] = .array(allowed.map(JSONValue.string)) }
        if let pattern = rule.statedPattern ?? rule.pattern?.regex {
            object["pattern"] = .string("^(?:\(pattern))$")
        }
        return object
    }

    /// An array's entry schema, its entry counts and its leading entries' own schemas.
    private static func arraySchema(_ shape: ArrayShape) -> [String: JSONValue] {
        var object: [String: JSONValue] = ["type": .string("array"), "items": schema(for: shape.element)]
        if shape.minimumCount > 0 { object["minItems"] = .number(Double(shape.minimumCount)) }
        if let maximum = shape.maximumCount { object["maxItems"] = .number(Double(maximum)) }
        if !shape.leadingElements.isEmpty {
            object["prefixItems"] = .array(shape.leadingElements.map(schema(for:)))
        }
        return object
    }

    /// A tagged object: its discriminator required and one of its tags, and one branch per case
    /// (the case's object with the discriminator fixed to its tag).
    private static func taggedSchema(_ shape: TaggedShape) -> [String: JSONValue] {
        let branches = shape.cases.map {
            JSONValue.object(objectSchema($0.shape, discriminator: (shape.discriminator, $0.tag)))
        }
        return [
            "type": .string("object"),
            "required": .array([.string(shape.discriminator)]),
            "properties": .object([shape.discriminator: .object(["enum": .array(shape.tags.map(JSONValue.string))])]),
            "oneOf": .array(branches),
        ]
    }

    private static func objectSchema(_ shape: ObjectShape, discriminator: (key: String, tag: String)?)
        -> [String: JSONValue]
    {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        if let discriminator {
            properties[discriminator.key] = .object(["const": .string(discriminator.tag)])
            required.append(.string(discriminator.key))
        }
        for property in shape.properties {
            var schema = schema(for: property.shape)
            if case .object(var members) = schema {
                members["description"] = .string(property.summary)
                schema = .object(members)
            }
            properties[property.name] = schema
            if property.isRequired { required.append(.string(property.name)) }
        }
        var object: [String: JSONValue] = [
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ]
        if !required.isEmpty { object["required"] = .array(required) }
        if shape.exactlyOneKey {
            object["minProperties"] = .number(1)
            object["maxProperties"] = .number(1)
        }
        if !shape.keyRules.isEmpty { object["allOf"] = .array(shape.keyRules.map(\.schema)) }
        return object
    }
}
