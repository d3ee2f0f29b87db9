/// A kind of document value, declared once: the shape the JSON Schema states and the validator
/// checks, and how a value that passed that check is read. A size, a colour or a label template is
/// described and read by the same declaration, so the two cannot drift apart.
struct DocumentValue<Value>: Sendable {
    /// What the schema states and the validator checks.
    let shape: SchemaShape
    /// The value a validated node stands for (nil: nothing to store), with any problem only the
    /// reader can see (an unknown label placeholder) added to the diagnostics.
    let read: @Sendable (SpecValue, inout [Diagnostic]) -> Value?

    /// A value of `shape` read by `read`, which finds no problem of its own.
    init(_ shape: SchemaShape, read: @escaping @Sendable (SpecValue) -> Value?) {
        self.shape = shape
        self.read = { value, _ in read(value) }
    }

    /// A value of `shape` read by `read`, which may add problems the schema cannot state.
    init(_ shape: SchemaShape, checkingRead read: @escaping @Sendable (SpecValue, inout [Diagnostic]) -> Value?) {
        self.shape = shape
        self.read = read
    }

    /// The same shape, read on into another type.
    func map<Other>(_ transform: @escaping @Sendable (Value) -> Other?) -> DocumentValue<Other> {
        let read = read
        return DocumentValue<Other>(
            shape,
            checkingRead: { value, diagnostics in
                read(value, &diagnostics).flatMap(transform)
            })
    }

    /// The same value with where the document writes it.
    var located: DocumentValue<Located<Value>> {
        let read = read
        return DocumentValue<Located<Value>>(
            shape,
            checkingRead: { node, diagnostics in
                read(node, &diagnostics).map { Located(value: $0, location: node.location) }
            })
    }

    /// The value of a node that `read` finds no problem in (geometry, names, numbers).
    func value(of node: SpecValue?) -> Value? {
        guard let node else { return nil }
        var ignored: [Diagnostic] = []
        return read(node, &ignored)
    }
}

/// A value with where the document writes it, for problems found after reading (an update the
/// engine refuses is reported at the change that causes it).
struct Located<Value> {
    var value: Value
    var location: SourceLocation
}

extension Located: Sendable where Value: Sendable {}

/// One entry of a mapping with free-form keys (`overrides`, `views`): the key as read, where it
/// is written, and the value.
struct MapEntry<Key, Value> {
    var key: Key
    var keyLocation: SourceLocation
    var value: Value
}

extension MapEntry: Sendable where Key: Sendable, Value: Sendable {}

/// One key of a document mapping, declared once: its schema property (name, shape, meaning,
/// whether it is required) and where its value goes in the model.
struct DocumentField<Model>: Sendable {
    /// What the JSON Schema and the validator know of the key.
    let property: SchemaProperty
    /// Reads the key's validated value into the model.
    let store: @Sendable (inout Model, SpecValue, inout [Diagnostic]) -> Void

    /// Key `name` holding a `value`, which `set` puts into the model.
    init<Value>(
        _ name: String, _ value: DocumentValue<Value>, required: Bool = false, _ summary: String,
        set: @escaping @Sendable (inout Model, Value) -> Void
    ) {
        property = SchemaProperty(name, value.shape, required: required, summary)
        let read = value.read
        store = { model, node, diagnostics in
            if let value = read(node, &diagnostics) { set(&model, value) }
        }
    }

    /// Key `name` holding a `value` stored at `keyPath`.
    init<Value>(
        _ name: String, _ value: DocumentValue<Value>, _ keyPath: WritableKeyPath<Model, Value> & Sendable,
        required: Bool = false, _ summary: String
    ) {
        self.init(name, value, required: required, summary) { $0[keyPath: keyPath] = $1 }
    }

    /// Key `name` holding a `value` stored at the optional `keyPath`.
    init<Value>(
        _ name: String, _ value: DocumentValue<Value>, _ keyPath: WritableKeyPath<Model, Value?> & Sendable,
        required: Bool = false, _ summary: String
    ) {
        self.init(name, value, required: required, summary) { $0[keyPath: keyPath] = $1 }
    }
}

extension DocumentField {
    /// Key `name` that is `true`/`false` (stored at `enabled`) or a mapping of `settings`, which
    /// switches the feature on and reads its settings into the same model
    /// (`parallax: {maxOffset: 40}`).
    static func toggle(
        _ name: String, _ enabled: WritableKeyPath<Model, Bool> & Sendable, settings: DocumentObject<Model>,
        _ summary: String
    ) -> DocumentField {
        DocumentField(
            SchemaProperty(name, .choice([.boolean, .object(settings.shape)]), summary),
            store: { model, node, diagnostics in
                model[keyPath: enabled] = node.boolean ?? true
                if node.isMapping { settings.read(node, into: &model, diagnostics: &diagnostics) }
            })
    }

    /// A key with its own way of storing (`toggle`).
    private init(
        _ property: SchemaProperty, store: @escaping @Sendable (inout Model, SpecValue, inout [Diagnostic]) -> Void
    ) {
        self.property = property
        self.store = store
    }
}

/// A mapping of known keys, declared once as its fields: the `ObjectShape` the schema states and
/// the validator checks, and the reading that fills a model from a validated mapping.
struct DocumentObject<Model>: Sendable {
    /// The keys, in the order the JSON Schema lists them.
    let fields: [DocumentField<Model>]
    /// The shape the fields describe.
    let shape: ObjectShape
    private let fieldsByName: [String: DocumentField<Model>]

    /// A mapping of `fields`; `exactlyOneKey` and `keyRules` as `ObjectShape` has them.
    init(_ fields: [DocumentField<Model>], exactlyOneKey: Bool = false, keyRules: [KeyRule] = []) {
        self.fields = fields
        shape = ObjectShape(fields.map(\.property), exactlyOneKey: exactlyOneKey, keyRules: keyRules)
        fieldsByName = Dictionary(fields.map { ($0.property.name, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Puts the mapping's values into `model`, one pass over its keys in document order (a
    /// document may have thousands of overrides; looking each key up would scan them all).
    func read(_ node: SpecValue, into model: inout Model, diagnostics: inout [Diagnostic]) {
        for entry in node.entries {
            fieldsByName[entry.key]?.store(&model, entry.value, &diagnostics)
        }
    }

    /// Puts the values of the keys `including` accepts into `model`, in document order (a
    /// document's foundations are read and checked before the parts read against them).
    func read(
        _ node: SpecValue, into model: inout Model, diagnostics: inout [Diagnostic],
        including: (String) -> Bool
    ) {
        for entry in node.entries where including(entry.key) {
            fieldsByName[entry.key]?.store(&model, entry.value, &diagnostics)
        }
    }

    /// The mapping as a value: `initial` with the mapping's keys read into it.
    func value(startingFrom initial: Model) -> DocumentValue<Model> where Model: Sendable {
        DocumentValue(
            .object(shape),
            checkingRead: { node, diagnostics in
                var model = initial
                read(node, into: &model, diagnostics: &diagnostics)
                return model
            })
    }
}
