import CollectionLayout
import Foundation

extension CompositionalLayoutSpecification {
    /// The keys of `layout` with `type: compositional`: sections built from items and (nested)
    /// groups, as `UICollectionViewCompositionalLayout`; each described and read by one declaration.
    static let fields = DocumentObject<CompositionalLayoutSpecification>([
        DocumentField(
            "scrollDirection", DocumentValues.choice(FlowLayoutSpecification.ScrollDirection.self), \.scrollDirection,
            "Scrolling axis; vertical."),
        DocumentField(
            "interSectionSpacing", DocumentValues.length, \.interSectionSpacing, "Space between sections; 0."),
        DocumentField(
            "sections",
            DocumentValues.list(
                of: CompositionalSectionSpecification.fields.value(startingFrom: CompositionalSectionSpecification()),
                minimumCount: 1),
            \.sections, required: true, "One description per data section; the last one serves the sections after it."),
    ])
}

extension CompositionalSectionSpecification {
    /// A section without a `group`: one 44-point row of one full-width item.
    init() {
        var row = CompositionalElementSpecification(width: .fractionalWidth(1), height: .absolute(44))
        row.items = [CompositionalElementSpecification.fullSize]
        self.init(group: row)
    }

    /// The keys of one compositional section.
    static let fields = DocumentObject<CompositionalSectionSpecification>([
        DocumentField(
            "list",
            DocumentValues.choice(names: DocumentSchema.listAppearances, cases: ListConfiguration.Appearance.allCases),
            \.list, "A list section (UICollectionLayoutListConfiguration) of 44-point rows instead of a group."),
        DocumentField(
            "group", CompositionalElementSpecification.value(depth: 1),
            "The group that repeats (it needs `items`); one 44-point row when omitted.",
            set: { section, group in
                section.group = group
                // A section's group without items holds one full-size item.
                if group.items == nil { section.group.items = [CompositionalElementSpecification.fullSize] }
            }),
        DocumentField(
            "contentInsets", DocumentValues.directionalInsets, \.contentInsets, "Insets around the section's groups; 0."
        ),
        DocumentField(
            "contentInsetsReference",
            DocumentValues.choice(
                names: DocumentSchema.contentInsetsReferences, cases: ContentInsetsReference.allCases),
            \.contentInsetsReference, "What contentInsets are measured from; automatic (the safe area) when omitted."),
        DocumentField(
            "interGroupSpacing", DocumentValues.length, \.interGroupSpacing, "Space between consecutive groups; 0."),
        DocumentField(
            "orthogonalScrolling",
            DocumentValues.choice(
                names: DocumentSchema.orthogonalBehaviors, cases: OrthogonalScrollingBehavior.allCases),
            \.orthogonalScrolling, "Groups side by side in one row that scrolls across the layout; none."),
        DocumentField(
            "orthogonalOffset", DocumentValues.coordinate, \.orthogonalOffset,
            "The scroll offset of an orthogonal section; 0."),
        DocumentField("header", boundary, \.header, "A section header (its title comes from the data)."),
        DocumentField("footer", boundary, \.footer, "A section footer."),
        DocumentField(
            "background", background, "A background decoration behind the section: true, or its insets.",
            set: { $0.backgroundInsets = $1 }),
    ])

    /// A section header or footer.
    private static let boundary = DocumentObject<CompositionalBoundarySpecification>([
        DocumentField(
            "height", DocumentValues.dimension(alongWidth: false), \.length,
            "Height (width when scrolling horizontally); 44."),
        DocumentField(
            "pinned", DocumentValues.boolean, \.pinned,
            "Stays at the top of the visible area while its section shows; false."),
    ]).value(startingFrom: CompositionalBoundarySpecification(length: .absolute(44), pinned: false))

    /// `true` (insets 0), `false` (none) or `{insets}`.
    private static let background: DocumentValue<DirectionalEdgeInsets?> = {
        let insets = DocumentObject<DirectionalEdgeInsets>([
            DocumentField("insets", DocumentValues.directionalInsets, \.self, "Inset from the section; 0.")
        ]).value(startingFrom: .zero)
        return DocumentValue(.choice([.boolean, insets.shape])) { node in
            if let on = node.boolean { return .some(on ? .zero : nil) }
            return insets.value(of: node)
        }
    }()
}

extension CompositionalElementSpecification {
    /// An item filling its group.
    static let fullSize = CompositionalElementSpecification(width: .fractionalWidth(1), height: .fractionalHeight(1))

    /// An item, or a group when it has `items`, `depth` levels down from a section (a group holds
    /// groups down to `DocumentSchema.maximumGroupDepth`, Apple's "nested groups" sample).
    static func value(depth: Int) -> DocumentValue<CompositionalElementSpecification> {
        var fields = [
            DocumentField<CompositionalElementSpecification>(
                "width", DocumentValues.dimension(alongWidth: true), \.width, required: true,
                "Width: points, \"50%\" of the container, \"~44\"."),
            DocumentField(
                "height", DocumentValues.dimension(alongWidth: false), \.height, required: true,
                "Height: points, \"50%\" of the container, \"~44\"."),
            DocumentField(
                "insets", DocumentValues.directionalInsets, \.insets,
                "Content insets: the cell shrinks inside its frame; 0."),
            DocumentField("badge", badge, \.badge, "A badge on a corner of every item (items only)."),
        ]
        if depth < DocumentSchema.maximumGroupDepth {
            fields += [
                DocumentField(
                    "items", DocumentValues.list(of: value(depth: depth + 1), minimumCount: 1), \.items,
                    "Makes this a group: its subitems, repeated while they fit (or `count` times)."),
                DocumentField(
                    "direction", DocumentValues.choice(["horizontal": false, "vertical": true]), \.isVertical,
                    "A group's axis; horizontal."),
                DocumentField(
                    "count", DocumentValues.integer(IntegerRule(minimum: 1, maximum: 1_000)), \.count,
                    "A group of exactly this many of its first item, sized to fill it (subitem:count:)."),
                DocumentField(
                    "spacing", DocumentValues.length, \.spacing, "Fixed space between a group's subitems; 0."),
                DocumentField(
                    "flexibleSpacing", DocumentValues.length, \.flexibleSpacing,
                    "Minimum space between subitems, growing to fill; none."),
            ]
        }
        return DocumentObject(fields).value(startingFrom: fullSize)
    }

    /// A badge on a corner of an item.
    private static let badge = DocumentObject<CompositionalBadgeSpecification>([
        DocumentField("width", DocumentValues.dimension(alongWidth: true), \.width, "Badge width; 20."),
        DocumentField("height", DocumentValues.dimension(alongWidth: false), \.height, "Badge height; 20."),
        DocumentField(
            "corner",
            DocumentValues.choice([
                "topLeading": DirectionalRectEdge([.top, .leading]), "topTrailing": [.top, .trailing],
                "bottomLeading": [.bottom, .leading], "bottomTrailing": [.bottom, .trailing],
            ]), \.corner, "The corner it sits on; topTrailing."),
        DocumentField(
            "outset", DocumentValues.unitInterval.map { CGFloat($0) }, \.outset,
            "How far out of the corner, as a fraction of the badge's size; 0.3 (Apple's sample)."),
    ]).value(startingFrom: CompositionalBadgeSpecification())
}

extension DocumentValues {
    /// A compositional dimension: points, or a string of `TextFormats.dimension` (`"50%"` of the
    /// container along the axis it sizes, `"20%w"`/`"20%h"` of its width or height, `"~44"`
    /// estimated).
    static func dimension(alongWidth: Bool) -> DocumentValue<CompositionalDimension> {
        let text = formatted(TextFormats.dimension)
        return DocumentValue(.choice([length.shape, text.shape])) { node in
            if let points = node.number { return .absolute(CGFloat(points)) }
            switch text.value(of: node) {
            case .estimated(let points)?: return .estimated(CGFloat(points))
            case .percent(let percent, let ofWidth)?:
                return (ofWidth ?? alongWidth) ? .fractionalWidth(percent / 100) : .fractionalHeight(percent / 100)
            case nil: return nil
            }
        }
    }

    /// Insets by writing direction: one length for all four edges, or `{top, leading, bottom,
    /// trailing}` (0 where omitted).
    static let directionalInsets = insets(
        DocumentObject<DirectionalEdgeInsets>([
            DocumentField("top", length, \.top, "Top inset; 0."),
            DocumentField("leading", length, \.leading, "Leading inset; 0."),
            DocumentField("bottom", length, \.bottom, "Bottom inset; 0."),
            DocumentField("trailing", length, \.trailing, "Trailing inset; 0."),
        ]), zero: .zero
    ) { DirectionalEdgeInsets(top: $0, leading: $0, bottom: $0, trailing: $0) }
}
