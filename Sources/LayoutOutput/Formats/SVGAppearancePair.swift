import Foundation

/// One SVG holding a figure's light and dark drawings, showing the one the reader's system
/// asks for through CSS `prefers-color-scheme` (which browsers apply to an SVG shown by `<img>`
/// too): each drawing is a group, and the media query hides the other.
///
/// The two drawings are LayoutShot's own SVGs of one document in the two appearances, so they
/// have one canvas; the dark one's `id`s (and the references to them) get a `-dark` suffix, so
/// the file's ids stay unique and each drawing refers to its own definitions.
enum SVGAppearancePair {
    /// The class of the group that shows in light mode.
    static let lightClass = "appearance-light"
    /// The class of the group that shows in dark mode.
    static let darkClass = "appearance-dark"

    /// The style sheet choosing the group: dark hidden unless the reader prefers dark.
    static let styleSheet =
        "<style>.\(darkClass){display:none}@media (prefers-color-scheme: dark){.\(lightClass){display:none}"
        + ".\(darkClass){display:inline}}</style>"

    /// `light` and `dark` in one SVG.
    ///
    /// - Throws: `OutputError` when the two do not share their root element (a canvas size),
    ///   which LayoutShot's drawings of one document always do.
    static func merge(light: String, dark: String) throws -> String {
        let (lightRoot, lightBody) = try parts(of: light)
        let (darkRoot, darkBody) = try parts(of: dark)
        guard lightRoot.tag == darkRoot.tag else {
            throw OutputError("the light and dark drawings have different canvases; draw them one at a time")
        }
        return lightRoot.prologue + lightRoot.tag + "\n  " + styleSheet + "\n  <g class=\"\(lightClass)\">"
            + lightBody + "</g>\n  <g class=\"\(darkClass)\">" + renamingIdentifiers(in: darkBody) + "</g>\n</svg>\n"
    }

    /// What comes before the root element's body (the XML declaration, the `<svg …>` tag) and
    /// the body up to the closing `</svg>`.
    private static func parts(of svg: String) throws -> (root: (prologue: String, tag: String), body: String) {
        guard let open = svg.range(of: "<svg"), let close = svg.range(of: "</svg>", options: .backwards),
            let tagEnd = svg[open.upperBound..<close.lowerBound].firstIndex(of: ">")
        else {
            throw OutputError("expected an SVG document with one <svg> root element")
        }
        let afterTag = svg.index(after: tagEnd)
        return (
            (String(svg[..<open.lowerBound]), String(svg[open.lowerBound..<afterTag])),
            String(svg[afterTag..<close.lowerBound])
        )
    }

    /// `body` with every `id` and every reference to one (`url(#…)`, `href="#…"`) suffixed
    /// `-dark`.
    private static func renamingIdentifiers(in body: String) -> String {
        var text = body
        for (pattern, template) in [
            (#"(\s)id="([^"]+)""#, #"$1id="$2-dark""#), (##"url\(#([^)]+)\)"##, ##"url(#$1-dark)"##),
            (##"href="#([^"]+)""##, ##"href="#$1-dark""##),
        ] {
            text = text.replacingOccurrences(of: pattern, with: template, options: .regularExpression)
        }
        return text
    }
}
