extension DocumentRenderOptions {
    /// The keys of `render`, each described and read by one declaration.
    static let fields = DocumentObject<DocumentRenderOptions>([
        DocumentField(
            "region", DocumentValues.choice(Region.self), \.region,
            "Draw the whole content or only the visible rectangle; content when omitted."),
        DocumentField(
            "showViewport", DocumentValues.boolean, \.showViewport,
            "Outline the visible rectangle and dim the content outside it."),
        DocumentField(
            "devices", DocumentValues.list(of: DocumentValues.device, minimumCount: 1, maximumCount: 12), \.devices,
            "Draw the figure on each of these devices, side by side and labelled (SVG, PNG, PDF; the JSON snapshot stays the document's)."
        ),
        DocumentField(
            "showSafeArea", DocumentValues.boolean, \.showSafeArea,
            "Tint the safe area and the layout margins over the visible rectangle, with legend entries."),
        DocumentField(
            "highlightVisible", DocumentValues.boolean, \.highlightVisible,
            "Highlight the elements that the visible rectangle's rect query returns."),
        DocumentField(
            "scale", DocumentValues.number(NumberRule(minimum: 0.1, maximum: 8)), \.scale,
            "Pixels per point for PNG output; 1 when omitted."),
        DocumentField("title", DocumentValues.text, \.title, "A title drawn above the figure."),
        DocumentField("caption", DocumentValues.text, \.caption, "A caption drawn under the figure."),
        DocumentField(
            "legend", DocumentValues.boolean, \.showLegend,
            "Draw a legend with one swatch per element category and kind."),
        DocumentField(
            "orthogonalPeek", DocumentValues.boolean, \.orthogonalPeek,
            "With region content: show an orthogonal section's cards that run past its band as faded ghosts 48 points deep, the figure growing as much on each side (true when omitted); false stops the figure at the content."
        ),
        DocumentField(
            "crop", DocumentValues.boolean, \.crop,
            "With region viewport: leave out the part of the viewport the content does not reach (true when omitted; not with showViewport)."
        ),
    ])
}
