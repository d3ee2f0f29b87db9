/// `type: compositional`: sections built from items and (nested) groups, as
/// `UICollectionViewCompositionalLayout`.
extension DocumentSchema {
    /// Orthogonal scrolling behaviour names (`UICollectionLayoutSectionOrthogonalScrollingBehavior`).
    public static let orthogonalBehaviors = [
        "none", "continuous", "continuousGroupLeadingBoundary", "paging", "groupPaging", "groupPagingCentered",
    ]

    /// Content insets reference names (`UIContentInsetsReference`).
    public static let contentInsetsReferences = ["automatic", "none", "safeArea", "layoutMargins", "readableContent"]

    /// List appearance names (`UICollectionLayoutListConfiguration.Appearance`).
    public static let listAppearances = ["plain", "grouped", "insetGrouped", "sidebar", "sidebarPlain"]

    /// How deep elements nest: a section's group, a group in it, items in that (Apple's
    /// "nested groups" sample).
    static let maximumGroupDepth = 3

    /// A dimension: points, `"50%"` of the container along the same axis, `"20%w"`/`"20%h"` of
    /// its width or height, or `"~44"` estimated.
    static let dimension = SchemaShape.choice([
        length,
        .string(
            StringRule(pattern: .dimension)),
    ])

    static let directionalInsets = SchemaShape.choice([
        length,
        .object(
            ObjectShape([
                SchemaProperty("top", length, "Top inset; 0."),
                SchemaProperty("leading", length, "Leading inset; 0."),
                SchemaProperty("bottom", length, "Bottom inset; 0."),
                SchemaProperty("trailing", length, "Trailing inset; 0."),
            ])),
    ])

    static let badge = SchemaShape.object(
        ObjectShape([
            SchemaProperty("width", dimension, "Badge width; 20."),
            SchemaProperty("height", dimension, "Badge height; 20."),
            SchemaProperty(
                "corner",
                .string(StringRule(allowed: ["topLeading", "topTrailing", "bottomLeading", "bottomTrailing"])),
                "The corner it sits on; topTrailing."),
            SchemaProperty(
                "outset", .number(NumberRule(minimum: 0, maximum: 1)),
                "How far out of the corner, as a fraction of the badge's size; 0.3 (Apple's sample)."),
        ]))

    /// An item, or a group when it has `items`.
    static func element(depth: Int) -> SchemaShape {
        var properties = [
            SchemaProperty("width", dimension, required: true, "Width: points, \"50%\" of the container, \"~44\"."),
            SchemaProperty("height", dimension, required: true, "Height: points, \"50%\" of the container, \"~44\"."),
            SchemaProperty("insets", directionalInsets, "Content insets: the cell shrinks inside its frame; 0."),
            SchemaProperty("badge", badge, "A badge on a corner of every item (items only)."),
        ]
        if depth < maximumGroupDepth {
            properties += [
                SchemaProperty(
                    "items", .array(ArrayShape(of: element(depth: depth + 1), minimumCount: 1)),
                    "Makes this a group: its subitems, repeated while they fit (or `count` times)."),
                SchemaProperty(
                    "direction", .string(StringRule(allowed: ["horizontal", "vertical"])),
                    "A group's axis; horizontal."),
                SchemaProperty(
                    "count", .integer(IntegerRule(minimum: 1, maximum: 1_000)),
                    "A group of exactly this many of its first item, sized to fill it (subitem:count:)."),
                SchemaProperty("spacing", length, "Fixed space between a group's subitems; 0."),
                SchemaProperty("flexibleSpacing", length, "Minimum space between subitems, growing to fill; none."),
            ]
        }
        return .object(ObjectShape(properties))
    }

    static let boundaryItem = SchemaShape.object(
        ObjectShape([
            SchemaProperty("height", dimension, "Height (width when scrolling horizontally); 44."),
            SchemaProperty("pinned", .boolean, "Stays at the top of the visible area while its section shows; false."),
        ]))

    static let compositionalSection = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "list", .string(StringRule(allowed: listAppearances)),
                "A list section (UICollectionLayoutListConfiguration) of 44-point rows instead of a group."),
            SchemaProperty(
                "group", element(depth: 1), "The group that repeats (it needs `items`); one 44-point row when omitted."),
            SchemaProperty("contentInsets", directionalInsets, "Insets around the section's groups; 0."),
            SchemaProperty(
                "contentInsetsReference", .string(StringRule(allowed: contentInsetsReferences)),
                "What contentInsets are measured from; automatic (the safe area) when omitted."),
            SchemaProperty("interGroupSpacing", length, "Space between consecutive groups; 0."),
            SchemaProperty(
                "orthogonalScrolling", .string(StringRule(allowed: orthogonalBehaviors)),
                "Groups side by side in one row that scrolls across the layout; none."),
            SchemaProperty("orthogonalOffset", coordinate, "The scroll offset of an orthogonal section; 0."),
            SchemaProperty("header", boundaryItem, "A section header (its title comes from the data)."),
            SchemaProperty("footer", boundaryItem, "A section footer."),
            SchemaProperty(
                "background",
                .choice([
                    .boolean,
                    .object(ObjectShape([SchemaProperty("insets", directionalInsets, "Inset from the section; 0.")])),
                ]), "A background decoration behind the section: true, or its insets."),
        ]))

    static let compositionalLayout = ObjectShape([
        SchemaProperty(
            "scrollDirection", .string(StringRule(allowed: ["vertical", "horizontal"])), "Scrolling axis; vertical."),
        SchemaProperty("interSectionSpacing", length, "Space between sections; 0."),
        SchemaProperty(
            "sections", .array(ArrayShape(of: compositionalSection, minimumCount: 1)), required: true,
            "One description per data section; the last one serves the sections after it."),
    ])
}
