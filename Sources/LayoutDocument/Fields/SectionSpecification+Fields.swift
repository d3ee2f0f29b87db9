import CollectionLayout
import Foundation

/// One entry of `sections` as written: the section, and what the reader checks against the
/// layout afterwards (per-item sizes need a flow or waterfall layout).
struct WrittenSection: Sendable {
    var specification = SectionSpecification(itemCount: 0)
    /// Where `items` is written, when it is a list of sizes.
    var sizesLocation: SourceLocation?
    /// Where the `header` and `footer` titles are written (not a `supplementary` title of those
    /// kinds), for the check that the layout draws them.
    var headerLocation: SourceLocation?
    var footerLocation: SourceLocation?

    /// An item count, or a mapping of the section's keys.
    static let value: DocumentValue<WrittenSection> = {
        let count = DocumentValues.integer(itemCountRule)
        let section = fields.value(startingFrom: WrittenSection())
        return DocumentValue(
            .choice([count.shape, section.shape]),
            checkingRead: { node, diagnostics in
                if let count = count.value(of: node) {
                    return WrittenSection(specification: SectionSpecification(itemCount: count))
                }
                return section.read(node, &diagnostics)
            })
    }()

    private static let itemCountRule = IntegerRule(minimum: 0, maximum: DocumentSchema.maximumItemsPerSection)

    /// The keys of a section.
    private static let fields = DocumentObject<WrittenSection>([
        DocumentField(
            "items", items, required: true,
            "The number of items, one size per item (flow layouts), or one text per item (the cells' labels; estimated items self-size to them).",
            set: { section, items in
                section.specification.itemCount = items.count
                section.specification.itemSizes = items.sizes
                section.specification.texts = items.texts
                section.sizesLocation = items.startsWithSize ? items.location : nil
            }),
        DocumentField(
            "header", DocumentValues.text.located, "The section header's title.",
            set: { section, title in
                section.specification.headerTitle = title.value
                section.specification.titleLocations[CollectionElementKind.sectionHeader] = title.location
                section.headerLocation = title.location
            }),
        DocumentField(
            "footer", DocumentValues.text.located, "The section footer's title.",
            set: { section, title in
                section.specification.footerTitle = title.value
                section.specification.titleLocations[CollectionElementKind.sectionFooter] = title.location
                section.footerLocation = title.location
            }),
        DocumentField(
            "supplementary",
            DocumentValues.map(
                keys: TextFormats.kind, meaning: "a supplementary kind, e.g. `column-header`",
                values: DocumentValues.oneOrList(of: DocumentValues.text).located),
            "Titles of the section's supplementary views of any kind (a layout's own, such as `column-header`): a title for its one view of the kind (item 0), or a list, one per item.",
            set: { section, entries in
                // A title names the section's one view of the kind (item 0); a list, one per item.
                for entry in entries where !entry.value.value.isEmpty {
                    section.specification.supplementaryTitles[entry.key] = entry.value.value
                    section.specification.titleLocations[entry.key] = entry.value.location
                }
            }),
    ])

    /// `items` as written: a count, or one size or one text per item.
    private struct Items: Sendable {
        var count: Int
        var sizes: [CGSize]?
        var texts: [String]?
        var location: SourceLocation
        /// Whether it is a list that does not start with a text (sizes, or none): per-item sizes,
        /// which only some layouts take, even when a text follows.
        var startsWithSize = false
    }

    /// A count, or a list of sizes (flow and waterfall layouts) or texts, not both.
    private static let items: DocumentValue<Items> = {
        let count = DocumentValues.integer(itemCountRule)
        let entry = DocumentValue<Either<CGSize, String>>(
            .choice([DocumentValues.size.shape, DocumentValues.text.shape])
        ) {
            node in
            node.string.map(Either.second) ?? DocumentValues.size.value(of: node).map(Either.first)
        }
        let list = DocumentValues.list(of: entry)
        return DocumentValue(
            .choice([count.shape, list.shape]),
            checkingRead: { node, diagnostics in
                if let count = count.value(of: node) { return Items(count: count, location: node.location) }
                let entries = list.read(node, &diagnostics) ?? []
                let texts = entries.compactMap(\.second)
                let startsWithSize = entries.first?.second == nil
                guard texts.isEmpty || texts.count == entries.count else {
                    diagnostics.append(
                        Diagnostic(
                            .invalidValue, at: node.location,
                            "expected either a size for every item or a text for every item"))
                    return Items(
                        count: entries.count, texts: texts, location: node.location, startsWithSize: startsWithSize)
                }
                if !texts.isEmpty { return Items(count: texts.count, texts: texts, location: node.location) }
                return Items(
                    count: entries.count, sizes: entries.compactMap(\.first), location: node.location,
                    startsWithSize: true)
            })
    }()
}

/// One of two kinds of value.
private enum Either<First: Sendable, Second: Sendable>: Sendable {
    case first(First)
    case second(Second)

    var first: First? { if case .first(let value) = self { value } else { nil } }
    var second: Second? { if case .second(let value) = self { value } else { nil } }
}
