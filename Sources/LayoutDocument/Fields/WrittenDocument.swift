import CollectionLayout
import Foundation
import LayoutAnimation

/// A document's top-level keys as written, each described (for the JSON Schema and the
/// validator) and read by one declaration; `DocumentReader` then checks the parts against each
/// other (overrides and annotations against the sections, the scroll against the layout).
///
/// To add a top-level section: a field here, and where the `LayoutDocument` gets it in
/// `DocumentReader.document(from:)`.
struct WrittenDocument: Sendable {
    var version = DocumentSchema.currentVersion
    var viewport: CGSize?
    var device: DeviceSelection?
    var environment = DocumentEnvironment()
    var contentOffset: CGPoint?
    var contentInset = EdgeInsets.zero
    var layout = LayoutSpecification.flow(FlowLayoutSpecification())
    var sections: [WrittenSection] = []
    var style = StyleSpecification()
    var render = DocumentRenderOptions()
    var overrides: [ElementOverride] = []
    /// Read by `ScrollSectionReader` against the layout.
    var scroll: SpecValue?
    var annotations: [Located<WrittenAnnotation>] = []
    var views: [MapEntry<String, String>] = []
    var check = DocumentCheckSettings()
    /// Read by `UpdateReader` against the sections.
    var updates: SpecValue?
    var transition: Located<LayoutSpecification>?
    var animation = AnimationOptions()

    /// The keys the others are read against (and that report nothing when read): read and
    /// checked first, so that the change and the scroll are read only against sound ones.
    static let readFirst: Set<String> = ["layout", "sections", "transition"]

    /// The top-level keys (computed: `layout`, `transition` and `views` name the layouts and
    /// views an app registers at start).
    static var fields: DocumentObject<WrittenDocument> {
        let layout = DocumentValues.layout
        return DocumentObject(
            [
                DocumentField(
                    "version",
                    DocumentValues.integer(
                        IntegerRule(minimum: DocumentSchema.currentVersion, maximum: DocumentSchema.currentVersion)),
                    \.version, "Version of the document format; 1 when omitted."),
                DocumentField(
                    "viewport", DocumentValues.positiveSize, \.viewport,
                    "The collection view's bounds size: the visible rectangle's width and height in points; the device's screen when omitted (one of the two is required)."
                ),
                DocumentField(
                    "device", DocumentValues.device, \.device,
                    "A device preset (`iphone-15` or `{name: iphone-15, orientation: landscape}`): viewport, scale, safe area, margins, size classes."
                ),
                DocumentField(
                    "environment", DocumentEnvironment.fields.value(startingFrom: DocumentEnvironment()), \.environment,
                    "Safe area, layout margins, writing direction, size classes, text size: each replaces the device's value."
                ),
                DocumentField(
                    "contentOffset", DocumentValues.point, \.contentOffset,
                    "Origin of the visible rectangle in content coordinates; (0, 0) when omitted."),
                DocumentField(
                    "contentInset", DocumentValues.insets, \.contentInset,
                    "The collection view's content inset; 0 when omitted."),
                DocumentField(
                    "layout", layout, \.layout, required: true, "The layout object and its properties."),
                DocumentField(
                    "sections", DocumentValues.list(of: WrittenSection.value), \.sections, required: true,
                    "The data: one entry per section."),
                DocumentField(
                    "style", StyleSpecification.fields.value(startingFrom: StyleSpecification()), \.style,
                    "Colours, theme and labels."),
                DocumentField(
                    "render", DocumentRenderOptions.fields.value(startingFrom: DocumentRenderOptions()), \.render,
                    "What to draw and at which scale."),
                DocumentField(
                    "overrides", overrides, \.overrides,
                    "Per-element attribute overrides (transform, alpha, zIndex, hidden), keyed by element."),
                DocumentField(
                    "scroll", DocumentValues.node(.object(WrittenScroll.fields.shape)), \.scroll,
                    "A scroll sequence to sample (`layoutshot scroll`) and how to draw it."),
                DocumentField(
                    "annotations", WrittenAnnotation.list, \.annotations,
                    "Dimension lines and callouts over the still figure: `spacing: [A, B]`, `inset: A` with `edge`, `callout: A` with `text`."
                ),
                DocumentField(
                    "views", views, \.views,
                    "Draws elements as your own registered view classes instead of boxes: `cell: NAME` for the cells, `header`/`footer` or another supplementary or decoration kind for those views."
                ),
                DocumentField(
                    "check", DocumentCheckSettings.fields.value(startingFrom: DocumentCheckSettings()), \.check,
                    "How `layoutshot check` compares this document with its references; the command's options otherwise."
                ),
                DocumentField(
                    "updates", DocumentValues.node(WrittenUpdate.value.shape), \.updates,
                    "A batch update to animate (`layoutshot animate`): a list of changes, or {changes, itemCountsAfter}."
                ),
                DocumentField(
                    "transition", layout.located, \.transition,
                    "A target layout (same shape as `layout`) to animate to from `layout`, with the same data."),
                DocumentField(
                    "animation", AnimationOptions.fields.value(startingFrom: AnimationOptions()), \.animation,
                    "Frames, duration, timing curve and figure options of `animate`."),
            ],
            keyRules: [.atLeastOne(["viewport", "device"]), .excludes("updates", ["transition"])])
    }

    /// `overrides`: element keys to the attributes they override (the selector is the key's).
    private static let overrides = DocumentValues.map(
        keys: TextFormats.element,
        meaning: "`S-I` for a cell, `header S` or `footer S`, `KIND S[-I]` for a supplementary view of a layout's "
            + "own kind, `decoration KIND S[-I]` (`*` matches any; numbers of at most 9 digits)",
        values: ElementOverride.fields.value(
            startingFrom: ElementOverride(selector: ElementSelector(target: .cell, section: nil)))
    ) { selector, location, override in
        var override = override
        override.selector = selector
        override.location = location
        return override
    }

    /// `views`: element kinds mapped to the names of views registered with
    /// `LayoutShot.main(layouts:views:)`.
    private static var views: DocumentValue<[MapEntry<String, String>]> {
        DocumentValues.map(
            keys: TextFormats.kind, meaning: "`cell`, `header`, `footer`, or a supplementary or decoration kind",
            values: DocumentValues.choice(
                names: LayoutRegistry.shared.viewNames, cases: LayoutRegistry.shared.viewNames))
    }
}
