import LayoutRendering

/// The document's `style`: theme, the cell label template and per-category overrides.
public struct StyleSpecification: Sendable, Equatable {
    /// A colour theme.
    public enum Theme: String, Sendable, Equatable {
        case light, dark
    }

    public var theme: Theme = .light
    /// The cell label template, or nil for the default (`{section}-{item}`).
    public var label: String?
    public var cell = ElementStyleOverride()
    public var header = ElementStyleOverride()
    public var footer = ElementStyleOverride()
    public var decoration = ElementStyleOverride()

    public init() {}
}

/// Colours and shape for one category of element; nil keeps the theme's value.
public struct ElementStyleOverride: Sendable, Equatable {
    public var fill: Color?
    public var stroke: Color?
    public var text: Color?
    public var cornerRadius: Double?
    public var label: String?

    public init() {}
}
