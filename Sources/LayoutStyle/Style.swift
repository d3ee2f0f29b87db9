import CollectionLayout
import Foundation
import LayoutSupport

/// A theme: the look of every element category, per-kind overrides and the figure chrome.
///
/// Resolution order for an element: for a decoration view `decorationKinds[kind]`, for a
/// supplementary view `kinds[rawKind]`, then `kinds[displayName]` (`"header"`, `"footer"` for
/// UIKit's standard kinds); then the category default (`cell`, `supplementary`, `decoration`).
/// Built-in themes: `Style.light` and `Style.dark`.
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
    /// Per-kind looks of supplementary views, keyed by raw kind or by display name ("header",
    /// "footer").
    public var kinds: [String: ElementStyle]
    /// Per-kind looks of decoration views (a compositional section's "background"): kept apart
    /// from `kinds` so that what a document says of decorations reaches each of them.
    public var decorationKinds: [String: ElementStyle]
    /// Figure chrome.
    public var chrome: ChromeStyle

    /// Creates a theme.
    public init(
        name: String, background: Color, cell: ElementStyle, supplementary: ElementStyle,
        decoration: ElementStyle, kinds: [String: ElementStyle] = [:],
        decorationKinds: [String: ElementStyle] = [:], chrome: ChromeStyle
    ) {
        self.name = name
        self.background = background
        self.cell = cell
        self.supplementary = supplementary
        self.decoration = decoration
        self.kinds = kinds
        self.decorationKinds = decorationKinds
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
        if let kind = key.kind, key.category == .decorationView {
            if let style = decorationKinds[kind] { return style }
        } else if let kind = key.kind {
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
