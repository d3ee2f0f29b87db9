import CollectionLayout
import LayoutDocument
import LayoutRendering
import LayoutStyle

extension LayoutDocument {
    /// The rendering theme: the document's theme with its label template and per-category
    /// overrides applied.
    public func makeStyle() -> Style {
        var theme = style.resolvedTheme(for: environment.appearance) == .dark ? Style.dark : Style.light
        // The placeholder of every category first, so that a category's own (`style.header.content`)
        // replaces it below.
        if let pattern = style.content {
            theme.cell.pattern = pattern
            theme.supplementary.pattern = pattern
            for kind in ["header", "footer"] { theme.kinds[kind]?.pattern = pattern }
        }
        if let label = style.label { theme.cell.label = label }
        theme.cell = Self.apply(style.cell, to: theme.cell)
        if sections.contains(where: { $0.texts != nil }) {
            // Cells showing text draw it in the body style at the document's text size.
            theme.cell.fontSize = TextStyle.body.pointSize(
                for: environment.resolved().traits.preferredContentSizeCategory)
        }
        // Every decoration takes the document's decoration style: the category's look and the
        // theme's own looks of decoration kinds (compositional section backgrounds).
        theme.decoration = Self.apply(style.decoration, to: theme.decoration)
        theme.decorationKinds = theme.decorationKinds.mapValues { Self.apply(style.decoration, to: $0) }
        let header = theme.resolvedStyle(for: .supplementary(CollectionElementKind.sectionHeader, [0, 0]))
        let footer = theme.resolvedStyle(for: .supplementary(CollectionElementKind.sectionFooter, [0, 0]))
        if style.header != ElementStyleOverride() { theme.kinds["header"] = Self.apply(style.header, to: header) }
        if style.footer != ElementStyleOverride() { theme.kinds["footer"] = Self.apply(style.footer, to: footer) }
        // The stretchy layout's one-off views are named by their kind alone ("stretchy header").
        for kind in [CollectionElementKind.stretchyHeader, CollectionElementKind.menuBar] where theme.kinds[kind] == nil
        {
            var single = theme.supplementary
            single.label = "{kind}"
            theme.kinds[kind] = single
        }
        return theme
    }

    private static func apply(_ override: ElementStyleOverride, to base: ElementStyle) -> ElementStyle {
        var style = base
        if let fill = override.fill { style.fill = fill }
        if let stroke = override.stroke { style.stroke = stroke }
        if let text = override.text { style.textColor = text }
        if let radius = override.cornerRadius { style.cornerRadius = radius }
        if let label = override.label { style.label = label.isEmpty ? nil : label }
        if let content = override.content { style.pattern = content }
        return style
    }

    /// The scene options for the document's `render` section, with optional command-line
    /// replacements for the region and scale.
    public func makeRenderOptions(region: DocumentRenderOptions.Region? = nil, scale: Double? = nil) -> RenderOptions {
        var options = RenderOptions()
        options.region = (region ?? render.region) == .viewport ? .viewport : .content
        options.showViewport = render.showViewport
        options.highlightVisible = render.highlightVisible
        options.scale = scale ?? render.scale
        options.title = render.title
        options.caption = captionNamingTheDirection
        options.showLegend = render.showLegend
        options.cropsToContent = render.crop
        options.showsOrthogonalPeek = render.orthogonalPeek
        if render.showSafeArea {
            // The view's insets as the collection view reports them (margins measured from the
            // safe area, which `insetsLayoutMarginsFromSafeArea` adds).
            let view = environment.resolved()
            options.safeAreaBand = SafeAreaBand(
                safeArea: view.safeArea, layoutMargins: view.safeArea + view.layoutMargins)
        }
        return options
    }

    /// The caption, with a line saying that the figure is right to left when it is (a reader
    /// would otherwise take the mirrored order for a mistake).
    var captionNamingTheDirection: String? {
        guard environment.resolved().traits.layoutDirection == .rightToLeft else { return render.caption }
        let note = "Right-to-left layout direction"
        return render.caption.map { $0 + "\n" + note } ?? note
    }
}
