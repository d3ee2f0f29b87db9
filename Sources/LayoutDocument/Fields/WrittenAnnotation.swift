/// One entry of `annotations` as written, each key described and read by one declaration; the
/// reader then checks that each names one element of the document.
struct WrittenAnnotation: Sendable {
    var spacing: [Located<Element>]?
    var inset: Located<Element>?
    var edge: FigureAnnotation.Edge?
    var callout: Located<Element>?
    var text: String?

    /// An element key as written and as read.
    struct Element: Sendable {
        var key: String
        var selector: ElementSelector
    }

    /// The most annotations a figure takes: 200, far more than a readable figure has. Each one's
    /// label is placed clear of the elements and of the labels before it, so their cost grows
    /// with their square (audit 4: 1,000 callouts took 45 s, 10,000 over 500 s); 200 take well
    /// under a second.
    static let maximumCount = 200

    /// The list of annotations, each with where it is written.
    static let list = DocumentValues.list(
        of: fields.value(startingFrom: WrittenAnnotation()).located, maximumCount: maximumCount)

    /// One element (an annotation names a single one): the key patterns of `overrides` without
    /// `*` for the section or a cell's item; the reader says which element is meant.
    private static let element = DocumentValue<Element>(
        .string(
            StringRule(
                pattern: .element(
                    meaning: "`S-I` for a cell, `header S` or `footer S`, `KIND S[-I]` for a supplementary view of a "
                        + "layout's own kind or `decoration KIND S[-I]` (numbers of at most 9 digits or `*`)"),
                statedPattern:
                    #"[0-9]{1,9}-[0-9]{1,9}|(decoration )?(?!(cell|decoration) )[A-Za-z_][A-Za-z0-9_.-]{0,99} [0-9]{1,9}(-([0-9]{1,9}|\*))?"#
            ))
    ) { node in
        node.string.flatMap { key in ElementSelector(key: key).map { Element(key: key, selector: $0) } }
    }

    /// The keys of an annotation: `spacing: [A, B]`, `inset: A` with `edge`, or `callout: A` with `text`.
    private static let fields = DocumentObject<WrittenAnnotation>(
        [
            DocumentField(
                "spacing", DocumentValues.list(of: element.located, minimumCount: 2, maximumCount: 2), \.spacing,
                "Two elements: a dimension line across the gap between them, labelled in points."),
            DocumentField(
                "inset", element.located, \.inset, "An element: a dimension line from the content's `edge` to it."),
            DocumentField(
                "edge", DocumentValues.choice(FigureAnnotation.Edge.self), \.edge,
                "The content's side an inset is measured from."),
            DocumentField("callout", element.located, \.callout, "An element the callout points at."),
            DocumentField("text", DocumentValues.text, \.text, "The callout's note."),
        ],
        keyRules: [
            .exactlyOne(["spacing", "inset", "callout"]), .requires("inset", ["edge"]), .requires("callout", ["text"]),
        ])
}
