/// The layout document's schema: the one description that the decoder checks against and the
/// JSON Schema (`layoutshot schema`) is generated from.
///
/// To add a top-level section (updates, transitions, scrolling), add a `SchemaProperty` to
/// `topLevelProperties`, a typed property to `LayoutDocument`, and read it in `DocumentReader`.
public enum DocumentSchema {
    /// The largest magnitude of any number in a document or an option standing for one: a
    /// billion points is far beyond any content a figure shows, and below it every sum, product
    /// and conversion to an integer downstream stays finite and exact to a thousandth.
    public static let largestMagnitude = 1e9

    /// The document version this build reads.
    public static let currentVersion = 1

    /// The shape of a whole document.
    static var document: SchemaShape {
        .object(
            ObjectShape(
                topLevelProperties,
                keyRules: [.atLeastOne(["viewport", "device"]), .excludes("updates", ["transition"])]))
    }

    /// The keys a document may have at its top level.
    static var topLevelProperties: [SchemaProperty] {
        [
            SchemaProperty(
                "version", .integer(IntegerRule(minimum: currentVersion, maximum: currentVersion)),
                "Version of the document format; 1 when omitted."),
            SchemaProperty(
                "viewport", positiveSize,
                "The collection view's bounds size: the visible rectangle's width and height in points; the device's screen when omitted (one of the two is required)."
            ),
            SchemaProperty(
                "device", device,
                "A device preset (`iphone-15` or `{name: iphone-15, orientation: landscape}`): viewport, scale, safe area, margins, size classes."
            ),
            SchemaProperty(
                "environment", environment,
                "Safe area, layout margins, writing direction, size classes, text size: each replaces the device's value."
            ),
            SchemaProperty(
                "contentOffset", point, "Origin of the visible rectangle in content coordinates; (0, 0) when omitted."),
            SchemaProperty("contentInset", insets, "The collection view's content inset; 0 when omitted."),
            SchemaProperty("layout", layout, required: true, "The layout object and its properties."),
            SchemaProperty("sections", sections, required: true, "The data: one entry per section."),
            SchemaProperty("style", style, "Colours, theme and labels."),
            SchemaProperty("render", render, "What to draw and at which scale."),
            SchemaProperty(
                "overrides", overrides,
                "Per-element attribute overrides (transform, alpha, zIndex, hidden), keyed by element."),
            SchemaProperty("scroll", scroll, "A scroll sequence to sample (`layoutshot scroll`) and how to draw it."),
            SchemaProperty(
                "annotations", annotations,
                "Dimension lines and callouts over the still figure: `spacing: [A, B]`, `inset: A` with `edge`, `callout: A` with `text`."
            ),
            SchemaProperty(
                "views", views,
                "Draws elements as your own registered view classes instead of boxes: `cell: NAME` for the cells, `header`/`footer` or another supplementary or decoration kind for those views."
            ),
            SchemaProperty(
                "check", check,
                "How `layoutshot check` compares this document with its references; the command's options otherwise."),
        ] + animationProperties
    }

    // MARK: - Geometry

    static let length = SchemaShape.number(NumberRule(minimum: 0))
    static let coordinate = SchemaShape.number(NumberRule())
    /// A fraction from 0 to 1 (an alpha, a ratio, a Bézier curve's x).
    static let unitInterval = SchemaShape.number(NumberRule(minimum: 0, maximum: 1))

    static let size = SchemaShape.object(
        ObjectShape([
            SchemaProperty("width", length, required: true, "Width in points."),
            SchemaProperty("height", length, required: true, "Height in points."),
        ]))

    static let positiveSize = SchemaShape.object(
        ObjectShape([
            SchemaProperty("width", .number(NumberRule(minimum: 1)), required: true, "Width in points."),
            SchemaProperty("height", .number(NumberRule(minimum: 1)), required: true, "Height in points."),
        ]))

    static let point = SchemaShape.object(
        ObjectShape([
            SchemaProperty("x", coordinate, "Horizontal coordinate in points; 0 when omitted."),
            SchemaProperty("y", coordinate, "Vertical coordinate in points; 0 when omitted."),
        ]))

    static let insets = SchemaShape.choice([
        length,
        .object(
            ObjectShape([
                SchemaProperty("top", length, "Top inset; 0 when omitted."),
                SchemaProperty("left", length, "Left inset; 0 when omitted."),
                SchemaProperty("bottom", length, "Bottom inset; 0 when omitted."),
                SchemaProperty("right", length, "Right inset; 0 when omitted."),
            ])),
    ])

    // MARK: - Sections

    /// Item counts are capped so that a typo cannot exhaust memory.
    public static let maximumItemsPerSection = 10_000_000

    static let itemCount = SchemaShape.integer(IntegerRule(minimum: 0, maximum: maximumItemsPerSection))

    static let section = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "items", .choice([itemCount, .array(ArrayShape(of: .choice([size, .string(StringRule())])))]),
                required: true,
                "The number of items, one size per item (flow layouts), or one text per item (the cells' labels; estimated items self-size to them)."
            ),
            SchemaProperty("header", .string(StringRule()), "The section header's title."),
            SchemaProperty("footer", .string(StringRule()), "The section footer's title."),
            SchemaProperty(
                "supplementary",
                .map(
                    MapShape(
                        keyPattern: .kind(meaning: "a supplementary kind, e.g. `column-header`"),
                        value: .choice([.string(StringRule()), .array(ArrayShape(of: .string(StringRule())))]))),
                "Titles of the section's supplementary views of any kind (a layout's own, such as `column-header`): a title for its one view of the kind (item 0), or a list, one per item."
            ),
        ]))

    static let sections = SchemaShape.array(ArrayShape(of: .choice([itemCount, section])))

    // MARK: - Style and render options

    static let colour = SchemaShape.string(
        StringRule(
            pattern: .colour)
    )

    static let elementStyle = SchemaShape.object(
        ObjectShape([
            SchemaProperty("fill", colour, "Fill colour."),
            SchemaProperty("stroke", colour, "Outline colour."),
            SchemaProperty("text", colour, "Label colour."),
            SchemaProperty("cornerRadius", length, "Corner radius in points."),
            SchemaProperty(
                "label", labelTemplate,
                "Label template, e.g. `{section}-{item}` or `{kind} {section}`; empty for no label."),
        ]))

    static let style = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "theme", .string(StringRule(allowed: ["light", "dark"])), "Colour theme; light when omitted."),
            SchemaProperty(
                "content", .string(StringRule(allowed: ["none", "stripes", "landscape"])),
                "A placeholder drawn inside cells, headers and footers so that parallax and stretching show: stripes, landscape (a sun over a ridge, which a parallax shift visibly moves), or none (the default)."
            ),
            SchemaProperty(
                "label", labelTemplate,
                "Cell label template with placeholders {section}, {item}, {number} (1-based position across all sections), {kind}, {category}; `{section}-{item}` when omitted."
            ),
            SchemaProperty("cell", elementStyle, "Overrides for cells."),
            SchemaProperty("header", elementStyle, "Overrides for section headers."),
            SchemaProperty("footer", elementStyle, "Overrides for section footers."),
            SchemaProperty("decoration", elementStyle, "Overrides for decoration views."),
        ]))

    /// A label template: text with the placeholders `LabelTemplate` knows, and `{number}`
    /// (`{{` writes a brace); the reader names an unknown placeholder.
    static let labelTemplate = SchemaShape.string(
        StringRule(
            statedPattern: #"(?:[^{]|\{\{|\{(?:"# + LayoutDocument.labelPlaceholders.joined(separator: "|")
                + #")\})*"#))

    /// One element (an annotation names a single one): the key patterns of `overrides` without
    /// `*` for the section or a cell's item; the reader says which element is meant.
    static let annotationElement = SchemaShape.string(
        StringRule(
            pattern: .element(
                meaning: "`S-I` for a cell, `header S` or `footer S`, `KIND S[-I]` for a supplementary view of a "
                    + "layout's own kind or `decoration KIND S[-I]` (numbers of at most 9 digits or `*`)"),
            statedPattern:
                #"[0-9]{1,9}-[0-9]{1,9}|(decoration )?(?!(cell|decoration) )[A-Za-z_][A-Za-z0-9_.-]{0,99} [0-9]{1,9}(-([0-9]{1,9}|\*))?"#
        ))

    static let annotations = SchemaShape.array(
        ArrayShape(
            of: .object(
                ObjectShape(
                    [
                        SchemaProperty(
                            "spacing", .array(ArrayShape(of: annotationElement, minimumCount: 2, maximumCount: 2)),
                            "Two elements: a dimension line across the gap between them, labelled in points."),
                        SchemaProperty(
                            "inset", annotationElement, "An element: a dimension line from the content's `edge` to it."),
                        SchemaProperty(
                            "edge", .string(StringRule(allowed: FigureAnnotation.Edge.allCases.map(\.rawValue))),
                            "The content's side an inset is measured from."),
                        SchemaProperty("callout", annotationElement, "An element the callout points at."),
                        SchemaProperty("text", .string(StringRule()), "The callout's note."),
                    ],
                    keyRules: [
                        .exactlyOne(["spacing", "inset", "callout"]), .requires("inset", ["edge"]),
                        .requires("callout", ["text"]),
                    ]))))

    static let check = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "threshold", unitInterval,
                "Per-pixel colour threshold, 0 (exact) to 1; replaces --threshold."),
            SchemaProperty(
                "maxPixels", .integer(IntegerRule(minimum: 0)), "Differing pixels allowed; replaces --max-pixels."),
            SchemaProperty(
                "maxRatio", unitInterval,
                "Ratio of differing pixels allowed, 0 to 1; replaces --max-ratio."),
            SchemaProperty(
                "ignore",
                .array(
                    ArrayShape(
                        of: .object(
                            ObjectShape([
                                SchemaProperty("x", coordinate, "Left edge in content coordinates; 0 when omitted."),
                                SchemaProperty("y", coordinate, "Top edge in content coordinates; 0 when omitted."),
                                SchemaProperty("width", length, required: true, "Width in points."),
                                SchemaProperty("height", length, required: true, "Height in points."),
                            ])))),
                "Rectangles in content coordinates (points, as element frames) whose pixels are not compared."),
            SchemaProperty(
                "devices", .array(ArrayShape(of: device, maximumCount: 64)),
                "Check the document once per device, each against its own reference `NAME@DEVICE[-landscape]`."),
        ]))

    static let render = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "region", .string(StringRule(allowed: ["content", "viewport"])),
                "Draw the whole content or only the visible rectangle; content when omitted."),
            SchemaProperty("showViewport", .boolean, "Outline the visible rectangle and dim the content outside it."),
            SchemaProperty(
                "devices", .array(ArrayShape(of: device, minimumCount: 1, maximumCount: 12)),
                "Draw the figure on each of these devices, side by side and labelled (SVG, PNG, PDF; the JSON snapshot stays the document's)."
            ),
            SchemaProperty(
                "showSafeArea", .boolean,
                "Tint the safe area and the layout margins over the visible rectangle, with legend entries."),
            SchemaProperty(
                "highlightVisible", .boolean, "Highlight the elements that the visible rectangle's rect query returns."),
            SchemaProperty(
                "scale", .number(NumberRule(minimum: 0.1, maximum: 8)),
                "Pixels per point for PNG output; 1 when omitted."),
            SchemaProperty("title", .string(StringRule()), "A title drawn above the figure."),
            SchemaProperty("caption", .string(StringRule()), "A caption drawn under the figure."),
            SchemaProperty("legend", .boolean, "Draw a legend with one swatch per element category and kind."),
            SchemaProperty(
                "crop", .boolean,
                "With region viewport: leave out the part of the viewport the content does not reach (true when omitted; not with showViewport)."
            ),
        ]))

    // MARK: - Overrides

    /// Keys of `overrides` and annotations: `S-I` for the cell at section S, item I; `header S` /
    /// `footer S`; `KIND S` or `KIND S-I` for a supplementary view of a layout's own kind;
    /// `decoration KIND S[-I]`; `*` in place of a number matches every section or item.
    public static let elementPattern =
        #"([0-9]{1,9}|\*)-([0-9]{1,9}|\*)|(decoration )?(?!(cell|decoration) )[A-Za-z_][A-Za-z0-9_.-]{0,99} ([0-9]{1,9}|\*)(-([0-9]{1,9}|\*))?"#

    static let transformOperation = SchemaShape.object(
        ObjectShape(
            [
                SchemaProperty("rotate", coordinate, "Rotation about the z axis in degrees (clockwise on screen)."),
                SchemaProperty("rotateX", coordinate, "Rotation about the x axis in degrees."),
                SchemaProperty("rotateY", coordinate, "Rotation about the y axis in degrees."),
                SchemaProperty(
                    "scale",
                    .choice([
                        coordinate,
                        .object(
                            ObjectShape([
                                SchemaProperty("x", coordinate, "Horizontal factor; 1 when omitted."),
                                SchemaProperty("y", coordinate, "Vertical factor; 1 when omitted."),
                                SchemaProperty("z", coordinate, "Depth factor; 1 when omitted."),
                            ])),
                    ]), "Scale factor for both axes, or per axis."),
                SchemaProperty(
                    "translate",
                    .object(
                        ObjectShape([
                            SchemaProperty("x", coordinate, "Points right; 0 when omitted."),
                            SchemaProperty("y", coordinate, "Points down; 0 when omitted."),
                            SchemaProperty("z", coordinate, "Points towards the viewer; 0 when omitted."),
                        ])), "Translation in points."),
                SchemaProperty(
                    "perspective", .number(NumberRule(minimum: 1)),
                    "Eye distance in points: sets m34 = -1/distance."),
            ], exactlyOneKey: true))

    static let elementOverride = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "transform", .array(ArrayShape(of: transformOperation)),
                "Operations, outermost first (like CSS `transform` and successive CATransform3DRotate calls)."),
            SchemaProperty("alpha", unitInterval, "Opacity from 0 to 1."),
            SchemaProperty("zIndex", .integer(IntegerRule()), "Drawing order; larger draws on top."),
            SchemaProperty("hidden", .boolean, "Hidden elements are not drawn."),
            SchemaProperty("fill", colour, "Fill colour, instead of the theme's."),
            SchemaProperty("stroke", colour, "Outline colour, instead of the theme's."),
            SchemaProperty("text", colour, "Label colour, instead of the theme's."),
            SchemaProperty("cornerRadius", length, "Corner radius in points, instead of the theme's."),
            SchemaProperty("label", .string(StringRule()), "Label text, instead of the template's; empty for none."),
            SchemaProperty(
                "legend", .string(StringRule()),
                "A legend entry of its own for these elements (with `legend: true`), e.g. `selected`."),
        ]))

    /// `views`: element kinds mapped to the names of views registered with
    /// `LayoutShot.main(layouts:views:)`.
    static var views: SchemaShape {
        .map(
            MapShape(
                keyPattern: .kind(meaning: "`cell`, `header`, `footer`, or a supplementary or decoration kind"),
                value: .string(StringRule(allowed: LayoutRegistry.shared.viewNames))))
    }

    static let overrides = SchemaShape.map(
        MapShape(
            keyPattern: .element(
                meaning:
                    "`S-I` for a cell, `header S` or `footer S`, `KIND S[-I]` for a supplementary view of a layout's "
                    + "own kind, `decoration KIND S[-I]` (`*` matches any; numbers of at most 9 digits)"),
            value: elementOverride))
}
