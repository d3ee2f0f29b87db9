import Foundation
import LayoutSupport

/// Checks a parsed YAML/JSON tree against a `SchemaShape`, collecting every problem with its
/// file, line, column and key path, and produces the typed `SpecValue` tree.
///
/// A node that does not match its shape is reported once and not descended into, so one
/// mistake gives one message.
struct ShapeValidator {
    let file: String
    private(set) var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    /// Validates `node` against `shape`; nil when it does not match (a diagnostic was recorded).
    mutating func validate(_ node: DocumentNode, against shape: SchemaShape, path: String) -> SpecValue? {
        let location = self.location(of: node, path: path)
        let scalar = ScalarValue(node)
        switch shape {
        case .number(let rule):
            guard let value = scalar?.number else { return mismatch(node, shape, location) }
            return validateNumber(value, rule, node, location)
        case .integer(let rule):
            guard let value = scalar?.integer else { return integerMismatch(node, shape, location) }
            return validateInteger(value, rule, location)
        case .string(let rule):
            guard let value = scalar?.string else { return mismatch(node, shape, location) }
            return validateString(value, rule, location)
        case .boolean:
            guard let value = scalar?.boolean else { return mismatch(node, shape, location) }
            return SpecValue(.boolean(value), at: location)
        case .object(let object):
            guard let mapping = node.mapping else { return mismatch(node, shape, location) }
            return validateObject(mapping, object, skipping: nil, location)
        case .tagged(let tagged):
            guard let mapping = node.mapping else { return mismatch(node, shape, location) }
            return validateTagged(mapping, tagged, location)
        case .array(let array):
            guard let sequence = node.sequence else { return mismatch(node, shape, location) }
            return validateArray(sequence, array, path: path, location)
        case .map(let map):
            guard let mapping = node.mapping else { return mismatch(node, shape, location) }
            return validateMap(mapping, map, location)
        case .choice(let branches):
            let kind = Self.kind(of: node)
            guard let branch = branches.first(where: { $0.kind == kind }) else {
                return mismatch(node, shape, location)
            }
            return validate(node, against: branch, path: path)
        }
    }

    // MARK: - Composite shapes

    /// A sequence within `array`'s entry counts, each entry validated against its element shape
    /// (every entry is checked, so each bad one is reported); nil when any entry is bad.
    private mutating func validateArray(
        _ sequence: [DocumentNode], _ array: ArrayShape, path: String, _ location: SourceLocation
    ) -> SpecValue? {
        guard sequence.count >= array.minimumCount else {
            return report(
                .invalidValue, location,
                "expected at least \(array.minimumCount) entr\(array.minimumCount == 1 ? "y" : "ies"), "
                    + "found \(sequence.count)")
        }
        if let maximum = array.maximumCount, sequence.count > maximum {
            return report(.outOfRange, location, "expected at most \(maximum) entries, found \(sequence.count)")
        }
        var values: [SpecValue] = []
        for (index, element) in sequence.enumerated() {
            if let value = validate(element, against: array.element, path: "\(path)[\(index)]") {
                values.append(value)
            }
        }
        return values.count == sequence.count ? SpecValue(.sequence(values), at: location) : nil
    }

    private mutating func validateObject(
        _ mapping: [DocumentNode.Pair], _ object: ObjectShape, skipping discriminator: String?,
        _ location: SourceLocation
    ) -> SpecValue? {
        var entries: [SpecValue.Entry] = []
        entries.reserveCapacity(mapping.count)
        var failed = false
        // The property names are only needed for messages: made when one is written.
        var names: [String] { object.properties.map(\.name) }
        for pair in mapping {
            let (keyNode, valueNode) = (pair.key, pair.value)
            let key = keyNode.scalarText ?? ""
            let keyLocation = self.location(of: keyNode, path: join(location.keyPath, key))
            if key == discriminator { continue }
            guard let property = object.property(named: key) else {
                failed = true
                let hint = DidYouMean.suggestion(for: key, among: names)
                let message =
                    hint.map { "unknown key `\(key)` (did you mean `\($0)`?)" }
                    ?? "unknown key `\(key)`; expected one of: " + names.joined(separator: ", ")
                _ = report(.unknownKey, keyLocation, message)
                continue
            }
            if let value = validate(valueNode, against: property.shape, path: keyLocation.keyPath) {
                entries.append(SpecValue.Entry(key: key, keyLocation: keyLocation, value: value))
            } else {
                failed = true
            }
        }
        let required = object.requiredProperties
        let present = required.isEmpty ? [] : Set(mapping.compactMap { $0.key.scalarText })
        for property in required where !present.contains(property.name) {
            failed = true
            _ = report(
                .missingKey, location,
                "missing required key `\(property.name)` (\(property.shape.expectation))")
        }
        if object.exactlyOneKey && mapping.count != 1 {
            failed = true
            _ = report(
                .invalidValue, location,
                "expected exactly one of \(names.joined(separator: ", ")), found \(mapping.count) keys")
        }
        // The document itself keeps its sound sections, so the reader can still report their
        // problems in the same run; any other mapping is whole or refused.
        return failed && !location.keyPath.isEmpty ? nil : SpecValue(.mapping(entries), at: location)
    }

    private mutating func validateTagged(
        _ mapping: [DocumentNode.Pair], _ tagged: TaggedShape, _ location: SourceLocation
    ) -> SpecValue? {
        let key = tagged.discriminator
        let choices = tagged.tags.joined(separator: ", ")
        guard let tagNode = mapping.first(where: { $0.key.scalarText == key })?.value else {
            return report(.missingKey, location, "missing required key `\(key)` (one of \(choices))")
        }
        let tagLocation = self.location(of: tagNode, path: join(location.keyPath, key))
        guard let tag = ScalarValue(tagNode)?.string else {
            return report(.typeMismatch, tagLocation, "expected one of \(choices), found \(describe(tagNode))")
        }
        guard let shape = tagged.shape(for: tag) else {
            let hint = DidYouMean.hint(for: tag, among: tagged.tags)
            return report(.invalidValue, tagLocation, "unknown \(key) `\(tag)`\(hint); expected one of \(choices)")
        }
        guard let value = validateObject(mapping, shape, skipping: key, location) else { return nil }
        var entries = value.entries
        entries.insert(
            SpecValue.Entry(key: key, keyLocation: tagLocation, value: SpecValue(.string(tag), at: tagLocation)), at: 0)
        return SpecValue(.mapping(entries), at: location)
    }

    private mutating func validateMap(
        _ mapping: [DocumentNode.Pair], _ map: MapShape, _ location: SourceLocation
    )
        -> SpecValue?
    {
        var entries: [SpecValue.Entry] = []
        entries.reserveCapacity(mapping.count)
        var failed = false
        for pair in mapping {
            let (keyNode, valueNode) = (pair.key, pair.value)
            let key = keyNode.scalarText ?? ""
            let keyLocation = self.location(of: keyNode, path: join(location.keyPath, key))
            guard map.keyPattern.matches(key) else {
                failed = true
                _ = report(
                    .invalidValue, keyLocation, "expected a key that is \(map.keyPattern.meaning), found `\(key)`")
                continue
            }
            if let value = validate(valueNode, against: map.value, path: keyLocation.keyPath) {
                entries.append(SpecValue.Entry(key: key, keyLocation: keyLocation, value: value))
            } else {
                failed = true
            }
        }
        return failed ? nil : SpecValue(.mapping(entries), at: location)
    }

    /// A number `node` holds: finite, within `rule`, and no larger in magnitude than a document
    /// may hold.
    private mutating func validateNumber(
        _ value: Double, _ rule: NumberRule, _ node: DocumentNode, _ location: SourceLocation
    ) -> SpecValue? {
        guard value.isFinite else {
            return report(.outOfRange, location, "expected \(rule.expectation), found \(describe(node))")
        }
        guard rule.accepts(value) else {
            return report(.outOfRange, location, "expected \(rule.expectation), found \(describe(node))")
        }
        guard abs(value) <= NumberRule.largestMagnitude else {
            return report(
                .outOfRange, location,
                "expected \(rule.magnitudeExpectation) (the largest magnitude a document may hold), "
                    + "found \(describe(node))")
        }
        return SpecValue(.number(value), at: location)
    }

    /// An integer within `rule` and no larger in magnitude than a document may hold.
    private mutating func validateInteger(_ value: Int, _ rule: IntegerRule, _ location: SourceLocation)
        -> SpecValue?
    {
        guard rule.accepts(value) else {
            return report(.outOfRange, location, "expected \(rule.expectation), found \(value)")
        }
        guard abs(value) <= IntegerRule.largestMagnitude else {
            return report(
                .outOfRange, location, "expected \(rule.expectation) and at most 1000000000, found \(value)")
        }
        return SpecValue(.integer(value), at: location)
    }

    private mutating func validateString(_ value: String, _ rule: StringRule, _ location: SourceLocation)
        -> SpecValue?
    {
        if let allowed = rule.allowed, !allowed.contains(value) {
            let hint = DidYouMean.hint(for: value, among: allowed)
            return report(
                .invalidValue, location,
                "expected one of \(allowed.joined(separator: ", ")), found `\(value)`\(hint)")
        }
        if let pattern = rule.pattern, !pattern.matches(value) {
            return report(.invalidValue, location, "expected \(pattern.meaning), found `\(value)`")
        }
        return SpecValue(.string(value), at: location)
    }

    // MARK: - Reporting

    private mutating func mismatch(_ node: DocumentNode, _ shape: SchemaShape, _ location: SourceLocation) -> SpecValue?
    {
        report(.typeMismatch, location, "expected \(shape.expectation), found \(describe(node))")
    }

    /// A whole number too large for `Int` is out of range, not of the wrong type.
    private mutating func integerMismatch(_ node: DocumentNode, _ shape: SchemaShape, _ location: SourceLocation)
        -> SpecValue?
    {
        guard let number = ScalarValue(node)?.number, number == number.rounded(), abs(number) > 1e15 else {
            return mismatch(node, shape, location)
        }
        return report(
            .outOfRange, location, "expected \(shape.expectation) and at most 1000000000, found \(describe(node))")
    }

    private mutating func report(_ kind: Diagnostic.Kind, _ location: SourceLocation, _ message: String)
        -> SpecValue?
    {
        diagnostics.append(Diagnostic(kind, at: location, message))
        return nil
    }

    func location(of node: DocumentNode, path: String) -> SourceLocation {
        SourceLocation(file: file, line: node.line, column: node.column, keyPath: path)
    }

    /// `path.key`, copied byte for byte into one allocation of its final size: made for every
    /// key checked, thousands of times in a document with many overrides (an interpolation
    /// allocated and grew its text twice).
    private func join(_ path: String, _ key: String) -> String {
        guard !path.isEmpty else { return key }
        var (path, key) = (path, key)
        return path.withUTF8 { parent in
            key.withUTF8 { last in
                String(unsafeUninitializedCapacity: parent.count + 1 + last.count) { joined in
                    let start = joined.baseAddress.unsafelyUnwrapped
                    if let bytes = parent.baseAddress { start.initialize(from: bytes, count: parent.count) }
                    start[parent.count] = UInt8(ascii: ".")
                    if let bytes = last.baseAddress {
                        (start + parent.count + 1).initialize(from: bytes, count: last.count)
                    }
                    return parent.count + 1 + last.count
                }
            }
        }
    }

    /// "-5", "the string `abc`", "a list", "a mapping", "null".
    private func describe(_ node: DocumentNode) -> String {
        switch Self.kind(of: node) {
        case .number, .boolean: node.scalarText ?? "a scalar"
        case .string: "the string `\(node.scalarText ?? "")`"
        case .null: "nothing (null)"
        case .mapping: "a mapping"
        case .sequence: "a list"
        }
    }

    static func kind(of node: DocumentNode) -> NodeKind {
        switch node.content {
        case .mapping: return .mapping
        case .sequence: return .sequence
        case .scalar:
            guard let scalar = ScalarValue(node) else { return .null }
            if scalar.number != nil { return .number }
            if scalar.boolean != nil { return .boolean }
            return scalar.isNull ? .null : .string
        }
    }
}
