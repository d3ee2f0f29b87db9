import CollectionLayout
import LayoutStyle
import LayoutSupport

/// The document's `style`: theme, the cell label template and per-category overrides.
public struct StyleSpecification: Sendable, Equatable {
    /// A colour theme.
    public enum Theme: String, Sendable, Equatable, CaseIterable {
        case light, dark
    }

    /// The colour theme, when the document names one; nil: the one its appearance implies
    /// (`resolvedTheme(for:)`).
    public var theme: Theme?

    /// The theme the figure is drawn in: the document's own, else dark for a dark appearance
    /// (`environment.appearance: dark`) and light otherwise.
    public func resolvedTheme(for appearance: UserInterfaceStyle?) -> Theme {
        theme ?? (appearance == .dark ? .dark : .light)
    }
    /// A placeholder drawn inside cells and headers (`content: stripes`), so that parallax and
    /// stretching show; nil: none.
    public var content: ContentPattern?
    /// The cell label template, or nil for the default (`{section}-{item}`).
    public var label: String?
    /// Overrides for cells.
    public var cell = ElementStyleOverride()
    /// Overrides for section headers.
    public var header = ElementStyleOverride()
    /// Overrides for section footers.
    public var footer = ElementStyleOverride()
    /// Overrides for decoration views.
    public var decoration = ElementStyleOverride()

    /// The light theme with the default label and no overrides.
    public init() {}
}

/// Colours and shape for one category of element; nil keeps the theme's value.
public struct ElementStyleOverride: Sendable, Equatable {
    /// The fill colour.
    public var fill: Color?
    /// The outline colour.
    public var stroke: Color?
    /// The label's text colour.
    public var text: Color?
    /// The corner radius in points.
    public var cornerRadius: Double?
    /// The label template for this category; an empty template draws no label.
    public var label: String?
    /// The placeholder drawn inside this category's elements, replacing `style.content`
    /// (`.some(nil)`: none, so photo placeholders can stay in cells); nil: `style.content`.
    public var content: ContentPattern??

    /// No overrides: every value comes from the theme.
    public init() {}
}
