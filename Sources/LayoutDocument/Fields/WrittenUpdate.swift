import Foundation

/// `updates` as its keys write them, each key described and read by one declaration, with where
/// each change is written; `UpdateReader` then checks the update against the document's counts.
struct WrittenUpdate: Sendable {
    /// The changes in document order.
    var changes: [Change] = []
    /// `itemCountsAfter`, when given.
    var itemCountsAfter: Located<[Located<Int>]>?

    /// One change, like UIKit's `insertItems(at:)`, `moveSection(_:toSection:)`, ….
    enum Change: Sendable {
        case insert([Located<IndexPath>])
        case delete([Located<IndexPath>])
        case reload([Located<IndexPath>])
        case move(Located<ItemMove>)
        case insertSection([Located<NewSection>])
        case deleteSection([Located<Int>])
        case reloadSection(Located<ReloadedSection>)
        case moveSection(Located<SectionMove>)
    }

    struct ItemMove: Sendable {
        var from = IndexPath(item: 0, section: 0)
        var to = IndexPath(item: 0, section: 0)
    }

    struct SectionMove: Sendable {
        var from = 0
        var to = 0
    }

    struct NewSection: Sendable {
        var section = 0
        var items = 0
    }

    struct ReloadedSection: Sendable {
        var section = 0
        /// The count after the reload; nil keeps the section's count.
        var items: Int?
    }

    /// A list of changes, or `{changes, itemCountsAfter}`.
    static let value: DocumentValue<WrittenUpdate> = {
        let changes = DocumentValues.list(of: change, minimumCount: 1)
        let counts = DocumentValues.list(of: DocumentValues.integer(itemCountRule).located).located
        let mapping = DocumentObject<WrittenUpdate>([
            DocumentField(
                "changes", changes, \.changes, required: true, "The changes, in any order (as in UIKit)."),
            DocumentField(
                "itemCountsAfter", counts, \.itemCountsAfter,
                "The item counts the data source reports after the update; checked against the changes."),
        ]).value(startingFrom: WrittenUpdate())
        return DocumentValue(
            .choice([changes.shape, mapping.shape]),
            checkingRead: { node, diagnostics in
                if node.isMapping { return mapping.read(node, &diagnostics) }
                return changes.read(node, &diagnostics).map { WrittenUpdate(changes: $0) }
            })
    }()

    private static let itemCountRule = IntegerRule(minimum: 0, maximum: DocumentSchema.maximumItemsPerSection)
    private static let sectionIndex = DocumentValues.integer(IntegerRule(minimum: 0))

    /// `{section: S, item: I}` or `"S-I"`.
    private static let indexPath: DocumentValue<IndexPath> = {
        let object = DocumentObject<IndexPath>([
            DocumentField("section", sectionIndex, \.section, required: true, "The section."),
            DocumentField("item", sectionIndex, \.item, required: true, "The item in the section."),
        ]).value(startingFrom: IndexPath(item: 0, section: 0))
        let text = DocumentValues.formatted(TextFormats.indexPath)
        return DocumentValue(.choice([object.shape, text.shape])) { node in
            node.isMapping ? object.value(of: node) : text.value(of: node)
        }
    }()

    /// One change: a mapping with exactly one of its keys.
    private static let change: DocumentValue<Change> = {
        let paths = DocumentValues.oneOrList(of: indexPath.located)
        let move = DocumentObject<ItemMove>([
            DocumentField("from", indexPath, \.from, required: true, "The item's index path before the update."),
            DocumentField("to", indexPath, \.to, required: true, "The item's index path after the update."),
        ]).value(startingFrom: ItemMove())
        let newSection = DocumentObject<NewSection>([
            DocumentField("section", sectionIndex, \.section, required: true, "The section's index after the update."),
            DocumentField(
                "items", DocumentValues.integer(itemCountRule), \.items,
                "The number of items it brings; 0 when omitted."),
        ]).value(startingFrom: NewSection())
        let reloadedObject = DocumentObject<ReloadedSection>([
            DocumentField("section", sectionIndex, \.section, required: true, "The section's index before the update."),
            DocumentField(
                "items", DocumentValues.integer(itemCountRule), \.items,
                "The number of items after the reload; unchanged when omitted."),
        ]).value(startingFrom: ReloadedSection())
        let reloaded = DocumentValue<ReloadedSection>(.choice([sectionIndex.shape, reloadedObject.shape])) { node in
            node.integer.map { ReloadedSection(section: $0) } ?? reloadedObject.value(of: node)
        }
        let sectionMove = DocumentObject<SectionMove>([
            DocumentField("from", sectionIndex, \.from, required: true, "The section's index before the update."),
            DocumentField("to", sectionIndex, \.to, required: true, "The section's index after the update."),
        ]).value(startingFrom: SectionMove())
        return DocumentObject<Change?>(
            [
                DocumentField(
                    "insert", paths, "Items inserted (index paths after the update).", set: { $0 = .insert($1) }),
                DocumentField(
                    "delete", paths, "Items deleted (index paths before the update).", set: { $0 = .delete($1) }),
                DocumentField(
                    "reload", paths, "Items reloaded (index paths before the update).", set: { $0 = .reload($1) }),
                DocumentField("move", move.located, "An item moved.", set: { $0 = .move($1) }),
                DocumentField(
                    "insertSection", DocumentValues.oneOrList(of: newSection.located),
                    "Sections inserted, with their item counts.", set: { $0 = .insertSection($1) }),
                DocumentField(
                    "deleteSection", DocumentValues.oneOrList(of: sectionIndex.located),
                    "Sections deleted (indexes before the update).", set: { $0 = .deleteSection($1) }),
                DocumentField(
                    "reloadSection", reloaded.located, "A section reloaded (index before the update).",
                    set: { $0 = .reloadSection($1) }),
                DocumentField(
                    "moveSection", sectionMove.located, "A section moved.", set: { $0 = .moveSection($1) }),
            ], exactlyOneKey: true
        ).value(startingFrom: nil).map { $0 }
    }()
}
