import CollectionLayout

/// The `layout` shape this folder adds: `type: stretchy`.
extension DocumentSchema {
    /// Snap behaviour names of `snap` on a flow layout (`ScrollSnapBehavior`).
    public static let snapBehaviors = ScrollSnapBehavior.allCases.map(\.rawValue)

    static let overlayAlpha = SchemaShape.number(NumberRule(minimum: 0, maximum: 1))

    /// `type: stretchy`: the stretchy / sticky / parallax layout of the "Jungle Cup" tutorial (vertical only).
    static let stretchyLayout = ObjectShape([
        SchemaProperty("headerHeight", length, "Height of the big header; 300 when omitted."),
        SchemaProperty("menuHeight", length, "Height of the menu bar below the header; 70 (0 = no menu)."),
        SchemaProperty("sectionHeaderHeight", length, "Height of every section header; 50 (0 = none)."),
        SchemaProperty("sectionFooterHeight", length, "Height of every section footer; 50 (0 = none)."),
        SchemaProperty("itemHeight", length, "Height of every cell (cells span the width); 200."),
        SchemaProperty("minimumInteritemSpacing", length, "Horizontal inset of cells on each side; 0."),
        SchemaProperty("minimumLineSpacing", length, "Space above every cell; 3."),
        SchemaProperty(
            "stretchyHeader", .boolean,
            "The header grows when pulled down and stays pinned while content scrolls over it; true."),
        SchemaProperty(
            "headerOverlay",
            .choice([
                .boolean,
                .object(
                    ObjectShape([
                        SchemaProperty("enabled", .boolean, "Whether the overlay darkens the header; true."),
                        SchemaProperty("maxAlpha", overlayAlpha, "The overlay's maximum opacity; 0.6."),
                    ])),
            ]), "The header's overlay, alpha min(maxAlpha, offset / headerHeight): true/false or its settings."),
        SchemaProperty("stickyMenu", .boolean, "The menu bar sticks to the top once scrolled there; true."),
        SchemaProperty(
            "stickySectionHeaders", .boolean, "Section headers stick below the menu until their footer arrives; true."),
        SchemaProperty(
            "parallax",
            .choice([
                .boolean,
                .object(
                    ObjectShape([
                        SchemaProperty("enabled", .boolean, "Whether cell content shifts against the scroll; true."),
                        SchemaProperty("maxOffset", length, "The largest shift in points; 60."),
                    ])),
            ]), "Cell content shifts against the scroll: true/false or its settings."),
    ])
}
