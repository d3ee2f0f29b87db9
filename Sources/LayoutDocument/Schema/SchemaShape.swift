import Foundation

/// The shape of one value in a layout document: the single description from which both the
/// decoder's checks and the published JSON Schema are derived, so the two cannot drift.
///
/// Shapes are plain values. `ShapeValidator` walks a parsed YAML/JSON tree against a shape and
/// reports every mismatch with its location; `JSONSchemaGenerator` turns the same shape into
/// JSON Schema (draft 2020-12).
indirect enum SchemaShape: Sendable {
    /// A finite number within optional bounds.
    case number(NumberRule)
    /// A whole number within optional bounds.
    case integer(IntegerRule)
    /// A string, optionally one of a fixed set or matching a pattern.
    case string(StringRule)
    /// `true` or `false`.
    case boolean
    /// A mapping with known keys; unknown keys are errors.
    case object(ObjectShape)
    /// A list whose elements all have one shape.
    case array(ArrayShape)
    /// A mapping from free-form keys (matching a pattern) to values of one shape.
    case map(MapShape)
    /// One of several shapes that differ in their kind (number, string, boolean, mapping, list).
    case choice([SchemaShape])
    /// Mappings told apart by the string value of a discriminator key (such as a layout's `type`).
    case tagged(TaggedShape)

    /// The kind of YAML node this shape accepts, used to pick a `choice` branch.
    var kind: NodeKind {
        switch self {
        case .number, .integer: .number
        case .string: .string
        case .boolean: .boolean
        case .object, .map, .tagged: .mapping
        case .array: .sequence
        case .choice: .mapping
        }
    }

    /// What this shape expects, as a phrase for error messages ("a number ≥ 0").
    var expectation: String {
        switch self {
        case .number(let rule): rule.expectation
        case .integer(let rule): rule.expectation
        case .string(let rule): rule.expectation
        case .boolean: "true or false"
        case .object(let shape):
            shape.properties.isEmpty
                ? "a mapping" : "a mapping with keys " + shape.properties.map(\.name).joined(separator: ", ")
        case .array(let shape): "a list, each entry " + shape.element.expectation
        case .map: "a mapping"
        case .choice(let branches): branches.map(\.expectation).joined(separator: ", or ")
        case .tagged(let shape): "a mapping with `\(shape.discriminator)`: " + shape.tags.joined(separator: " | ")
        }
    }
}

/// The kinds of node a document can contain.
enum NodeKind: String, Sendable {
    case number, string, boolean, mapping, sequence, null
}

/// Bounds of a finite number.
struct NumberRule: Sendable {
    /// The largest magnitude any number in a document may have, whatever its own bounds.
    static let largestMagnitude = DocumentSchema.largestMagnitude

    var minimum: Double?
    var exclusiveMinimum: Double?
    var maximum: Double?
    var exclusiveMaximum: Double?

    init(
        minimum: Double? = nil, exclusiveMinimum: Double? = nil, maximum: Double? = nil,
        exclusiveMaximum: Double? = nil
    ) {
        self.minimum = minimum
        self.exclusiveMinimum = exclusiveMinimum
        self.maximum = maximum
        self.exclusiveMaximum = exclusiveMaximum
    }

    /// "a number", "a number ≥ 0", "a number > 0 and ≤ 8".
    var expectation: String {
        var bounds: [String] = []
        if let minimum { bounds.append("≥ \(SchemaNumber.text(minimum))") }
        if let exclusiveMinimum { bounds.append("> \(SchemaNumber.text(exclusiveMinimum))") }
        if let maximum { bounds.append("≤ \(SchemaNumber.text(maximum))") }
        if let exclusiveMaximum { bounds.append("< \(SchemaNumber.text(exclusiveMaximum))") }
        return bounds.isEmpty ? "a finite number" : "a number " + bounds.joined(separator: " and ")
    }

    /// What to expect when a value is beyond `largestMagnitude`: "a number from -1000000000 to
    /// 1000000000", "a number ≥ 0 and ≤ 1000000000".
    var magnitudeExpectation: String {
        let limit = SchemaNumber.text(Self.largestMagnitude)
        if minimum == nil, exclusiveMinimum == nil, maximum == nil, exclusiveMaximum == nil {
            return "a number from -\(limit) to \(limit)"
        }
        return maximum == nil && exclusiveMaximum == nil
            ? "\(expectation) and ≤ \(limit)" : "\(expectation) and ≥ -\(limit)"
    }

    /// The bounds a JSON Schema states: the rule's own, else ±`largestMagnitude`.
    var effectiveMinimum: Double? { minimum ?? (exclusiveMinimum == nil ? -Self.largestMagnitude : nil) }
    var effectiveMaximum: Double { min(maximum ?? Self.largestMagnitude, Self.largestMagnitude) }

    /// Whether `value` is within the rule's own bounds (`largestMagnitude` is checked apart,
    /// with its own message).
    func accepts(_ value: Double) -> Bool {
        if let minimum, value < minimum { return false }
        if let exclusiveMinimum, value <= exclusiveMinimum { return false }
        if let maximum, value > maximum { return false }
        if let exclusiveMaximum, value >= exclusiveMaximum { return false }
        return true
    }
}

/// Bounds of a whole number.
struct IntegerRule: Sendable {
    /// The largest magnitude any whole number in a document may have (counts, indexes), so
    /// that sums and products of them never overflow.
    static let largestMagnitude = 1_000_000_000

    var minimum: Int?
    var maximum: Int?

    init(minimum: Int? = nil, maximum: Int? = nil) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// "an integer", "an integer ≥ 0", "the integer 1".
    var expectation: String {
        switch (minimum, maximum) {
        case (let low?, let high?) where low == high: "the integer \(low)"
        case (let low?, let high?): "an integer from \(low) to \(high)"
        case (let low?, nil): "an integer ≥ \(low)"
        case (nil, let high?): "an integer ≤ \(high)"
        case (nil, nil): "an integer"
        }
    }

    func accepts(_ value: Int) -> Bool {
        if let minimum, value < minimum { return false }
        if let maximum, value > maximum { return false }
        return true
    }
}

/// Constraints on a string.
struct StringRule: Sendable {
    /// The allowed values, or nil for any string.
    var allowed: [String]?
    /// A format the whole string must have.
    var pattern: TextPattern?
    /// A regular expression the JSON Schema states for a rule the reader checks with a message of
    /// its own (a label template's unknown placeholder is named); the validator leaves it.
    var statedPattern: String?

    init(allowed: [String]? = nil, pattern: TextPattern? = nil, statedPattern: String? = nil) {
        self.allowed = allowed
        self.pattern = pattern
        self.statedPattern = statedPattern
    }

    var expectation: String {
        if let allowed { return "one of " + allowed.joined(separator: ", ") }
        if let pattern { return pattern.meaning }
        return "a string"
    }
}

/// One key of an object shape.
struct SchemaProperty: Sendable {
    var name: String
    var shape: SchemaShape
    var isRequired: Bool
    /// What the key means, shown by editors from the JSON Schema.
    var summary: String

    init(_ name: String, _ shape: SchemaShape, required: Bool = false, _ summary: String) {
        self.name = name
        self.shape = shape
        self.isRequired = required
        self.summary = summary
    }
}

/// A mapping with known keys.
struct ObjectShape: Sendable {
    let properties: [SchemaProperty]
    /// The properties that must be present, found once rather than for every mapping checked.
    let requiredProperties: [SchemaProperty]
    /// When true, exactly one of the keys must be present (a one-key "operation" mapping).
    var exactlyOneKey: Bool
    /// Rules between the keys, checked by the readers and stated in the JSON Schema.
    var keyRules: [KeyRule]

    init(_ properties: [SchemaProperty], exactlyOneKey: Bool = false, keyRules: [KeyRule] = []) {
        self.properties = properties
        self.requiredProperties = properties.filter(\.isRequired)
        self.exactlyOneKey = exactlyOneKey
        self.keyRules = keyRules
    }

    func property(named name: String) -> SchemaProperty? {
        properties.first { $0.name == name }
    }
}

/// A list of values of one shape.
struct ArrayShape: Sendable {
    var element: SchemaShape
    var minimumCount: Int
    /// The most entries allowed, or nil for any number.
    var maximumCount: Int?
    /// Shapes of the first entries where they are narrower than `element` (a Bézier curve's x
    /// coordinates in [0, 1]): checked by the reader, stated in the JSON Schema (`prefixItems`).
    var leadingElements: [SchemaShape]

    init(
        of element: SchemaShape, minimumCount: Int = 0, maximumCount: Int? = nil, leadingElements: [SchemaShape] = []
    ) {
        self.element = element
        self.minimumCount = minimumCount
        self.maximumCount = maximumCount
        self.leadingElements = leadingElements
    }
}

/// A mapping from keys matching a pattern to values of one shape.
struct MapShape: Sendable {
    var keyPattern: TextPattern
    var value: SchemaShape

    init(keyPattern: TextPattern, value: SchemaShape) {
        self.keyPattern = keyPattern
        self.value = value
    }
}

/// Mappings told apart by a discriminator key: `type: flow` selects the `flow` shape.
struct TaggedShape: Sendable {
    var discriminator: String
    var cases: [(tag: String, shape: ObjectShape)]

    init(discriminator: String, cases: [(tag: String, shape: ObjectShape)]) {
        self.discriminator = discriminator
        self.cases = cases
    }

    var tags: [String] { cases.map(\.tag) }

    func shape(for tag: String) -> ObjectShape? {
        cases.first { $0.tag == tag }?.shape
    }
}

/// Number formatting shared by messages and the schema generator.
enum SchemaNumber {
    /// "10", "0.5", "-1": integers without a fraction, others in shortest form.
    static func text(_ value: Double) -> String {
        if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
