import Foundation

/// A setting a registered layout declares, so that documents can set it (`layout: {type: mosaic,
/// columns: 3}`) and the JSON Schema describes it.
public struct LayoutSetting: Sendable, Hashable {
    /// The kind of value and its default.
    public enum Kind: Sendable, Hashable {
        /// A number, at least `minimum` and at most `maximum` when given.
        case number(default: Double, minimum: Double? = nil, maximum: Double? = nil)
        /// An integer between `minimum` and `maximum` when given.
        case integer(default: Int, minimum: Int? = nil, maximum: Int? = nil)
        /// `true` or `false`.
        case boolean(default: Bool)
        /// One of `allowed`.
        case choice(_ allowed: [String], default: String)
        /// A size, `{width: 70, height: 70}`.
        case size(default: CGSize)
    }

    /// The document key.
    public let name: String
    /// The kind and default.
    public let kind: Kind
    /// What it does, for the JSON Schema and `--help`.
    public let summary: String

    /// A setting `name` of `kind`, described by `summary`.
    public init(_ name: String, _ kind: Kind, _ summary: String) {
        self.name = name
        self.kind = kind
        self.summary = summary
    }

    /// The setting's values as a document describes and reads them.
    var value: DocumentValue<LayoutSettings.Value> {
        switch kind {
        case .number(_, let minimum, let maximum):
            DocumentValues.number(NumberRule(minimum: minimum, maximum: maximum)).map { .number($0) }
        case .integer(_, let minimum, let maximum):
            DocumentValues.integer(IntegerRule(minimum: minimum, maximum: maximum)).map { .number(Double($0)) }
        case .boolean: DocumentValues.boolean.map { .boolean($0) }
        case .choice(let allowed, _): DocumentValues.choice(names: allowed, cases: allowed).map { .string($0) }
        case .size: DocumentValues.size.map { .size($0) }
        }
    }
}

/// The values a document gives a registered layout's settings, with the declared defaults for
/// the others.
public struct LayoutSettings: Sendable, Equatable {
    /// A value of a setting.
    public enum Value: Sendable, Equatable {
        /// A number (also an integer setting's value).
        case number(Double)
        /// A boolean.
        case boolean(Bool)
        /// A string.
        case string(String)
        /// A size.
        case size(CGSize)
    }

    /// The values the document gave.
    public let values: [String: Value]
    /// The declared settings (for defaults).
    public let declared: [LayoutSetting]

    /// Settings with `values` over the defaults of `declared`.
    public init(values: [String: Value], declared: [LayoutSetting]) {
        self.values = values
        self.declared = declared
    }

    /// The number setting `name` (its default when the document does not set it; 0 if undeclared).
    public func number(_ name: String) -> CGFloat {
        if case .number(let value)? = values[name] { return CGFloat(value) }
        switch declared.first(where: { $0.name == name })?.kind {
        case .number(let value, _, _)?: return CGFloat(value)
        case .integer(let value, _, _)?: return CGFloat(value)
        default: return 0
        }
    }

    /// The integer setting `name` (its default when the document does not set it).
    public func integer(_ name: String) -> Int {
        Int(number(name).rounded())
    }

    /// The boolean setting `name` (its default when the document does not set it).
    public func boolean(_ name: String) -> Bool {
        if case .boolean(let value)? = values[name] { return value }
        if case .boolean(let value)? = declared.first(where: { $0.name == name })?.kind { return value }
        return false
    }

    /// The size setting `name` (its default when the document does not set it; zero if undeclared).
    public func size(_ name: String) -> CGSize {
        if case .size(let value)? = values[name] { return value }
        if case .size(let value)? = declared.first(where: { $0.name == name })?.kind { return value }
        return .zero
    }

    /// The choice setting `name` (its default when the document does not set it).
    public func string(_ name: String) -> String {
        if case .string(let value)? = values[name] { return value }
        if case .choice(_, let value)? = declared.first(where: { $0.name == name })?.kind { return value }
        return ""
    }
}
