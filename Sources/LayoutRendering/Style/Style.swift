import CollectionLayout
import Foundation
import LayoutImage

/// A theme: the look of every element category, per-kind overrides and the figure chrome.
///
/// Resolution order for an element: `kinds[rawKind]`, then `kinds[displayName]` (`"header"`,
/// `"footer"` for UIKit's standard kinds), then the category default (`cell`, `supplementary`,
/// `decoration`). Built-in themes: `Style.light` and `Style.dark`.
public struct Style: Hashable, Sendable, Codable {
    /// The theme's name ("light", "dark" or a custom name).
    public var name: String
    /// Canvas background.
    public var background: Color
    /// Default look of cells.
    public var cell: ElementStyle
    /// Default look of supplementary views (headers, footers, custom kinds).
    public var supplementary: ElementStyle
    /// Default look of decoration views.
    public var decoration: ElementStyle
    /// Per-kind overrides, keyed by raw kind or by display name ("header", "footer").
    public var kinds: [String: ElementStyle]
    /// Figure chrome.
    public var chrome: ChromeStyle

    /// Creates a theme.
    public init(
        name: String, background: Color, cell: ElementStyle, supplementary: ElementStyle,
        decoration: ElementStyle, kinds: [String: ElementStyle] = [:], chrome: ChromeStyle
    ) {
        self.name = name
        self.background = background
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
        self.kinds = kinds
        self.chrome = chrome
    }

    /// The category default for `category`.
    public func categoryStyle(_ category: CollectionElementCategory) -> ElementStyle {
        switch category {
        case .cell: cell
        case .supplementaryView: supplementary
        case .decorationView: decoration
        }
    }

    /// The style an element with `key` is drawn with (see the type's resolution order).
    public func resolvedStyle(for key: ElementKey) -> ElementStyle {
        if let kind = key.kind {
            if let style = kinds[kind] { return style }
            if let style = kinds[ElementKey.displayName(ofKind: kind)] { return style }
        }
        return categoryStyle(key.category)
    }

    /// The built-in theme called `name` ("light" or "dark"), or nil.
    public static func named(_ name: String) -> Style? {
        switch name {
        case "light": .light
        case "dark": .dark
        default: nil
        }
    }
}
