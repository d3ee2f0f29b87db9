import LayoutStyle

extension StyleSpecification {
    /// The keys of `style`, each described and read by one declaration.
    static let fields = DocumentObject<StyleSpecification>([
        DocumentField(
            "theme", DocumentValues.choice(Theme.self), \.theme,
            "Colour theme; when omitted, dark for environment.appearance: dark, else light."),
        DocumentField(
            "content", contentPattern, \.content,
            "A placeholder drawn inside cells, headers and footers so that parallax and stretching show: stripes, landscape (a sun over a ridge, which a parallax shift visibly moves), or none (the default); style.<category>.content replaces it for one category."
        ),
        DocumentField(
            "label", DocumentValues.labelTemplate, \.label,
            "Cell label template with placeholders {section}, {item}, {number} (1-based position across all sections), {kind}, {category}; `{section}-{item}` when omitted."
        ),
        DocumentField("cell", ElementStyleOverride.value, \.cell, "Overrides for cells."),
        DocumentField("header", ElementStyleOverride.value, \.header, "Overrides for section headers."),
        DocumentField("footer", ElementStyleOverride.value, \.footer, "Overrides for section footers."),
        DocumentField("decoration", ElementStyleOverride.value, \.decoration, "Overrides for decoration views."),
    ])
}

extension StyleSpecification {
    /// A placeholder pattern's name, `none` read as no pattern.
    static let contentPattern = DocumentValues.choice([
        "none": ContentPattern?.none, "stripes": .stripes, "landscape": .landscape,
    ])
}

extension ElementStyleOverride {
    /// The keys of a category's style (`style.cell`, `style.header` …).
    static let fields = DocumentObject<ElementStyleOverride>([
        DocumentField("fill", DocumentValues.colour, \.fill, "Fill colour."),
        DocumentField("stroke", DocumentValues.colour, \.stroke, "Outline colour."),
        DocumentField("text", DocumentValues.colour, \.text, "Label colour."),
        DocumentField(
            "cornerRadius", DocumentValues.length.map { Double($0) }, \.cornerRadius, "Corner radius in points."),
        DocumentField(
            "label", DocumentValues.labelTemplate, \.label,
            "Label template, e.g. `{section}-{item}` or `{kind} {section}`; empty for no label."),
        DocumentField(
            "content", StyleSpecification.contentPattern, \.content,
            "The placeholder drawn inside this category's elements, replacing style.content: stripes, landscape or none."
        ),
    ])

    /// A category's style as a value.
    static let value = fields.value(startingFrom: ElementStyleOverride())
}
