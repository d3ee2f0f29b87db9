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

    static let length = DocumentValues.length.shape
    static let coordinate = DocumentValues.coordinate.shape
    /// A fraction from 0 to 1 (an alpha, a ratio, a Bézier curve's x).
    static let unitInterval = DocumentValues.unitInterval.shape
    static let size = DocumentValues.size.shape
    static let positiveSize = DocumentValues.positiveSize.shape
    static let point = DocumentValues.point.shape
    static let insets = DocumentValues.insets.shape

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

    static let colour = DocumentValues.colour.shape

    static let style = SchemaShape.object(StyleSpecification.fields.shape)

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

    static let check = SchemaShape.object(DocumentCheckSettings.fields.shape)

    static let render = SchemaShape.object(DocumentRenderOptions.fields.shape)

    // MARK: - Overrides

    /// Keys of `overrides` and annotations: `S-I` for the cell at section S, item I; `header S` /
    /// `footer S`; `KIND S` or `KIND S-I` for a supplementary view of a layout's own kind;
    /// `decoration KIND S[-I]`; `*` in place of a number matches every section or item.
    public static let elementPattern =
        #"([0-9]{1,9}|\*)-([0-9]{1,9}|\*)|(decoration )?(?!(cell|decoration) )[A-Za-z_][A-Za-z0-9_.-]{0,99} ([0-9]{1,9}|\*)(-([0-9]{1,9}|\*))?"#

    static let elementOverride = SchemaShape.object(ElementOverride.fields.shape)

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
