import CollectionLayout
import Foundation

extension LayoutDocument {
    /// Warnings for what the document names but the layout never makes: an override of a
    /// header, footer, supplementary or decoration view the layout has none of (`header 2` in a
    /// grid), and a section title for a kind of view the section lacks. The document stays valid
    /// (the line has no effect); each warning names where the line is written. A document with
    /// `updates` or a `transition` gets none: what it names may be a view of the layout after the
    /// change (an inserted item's badge, the header of the layout transitioned to).
    ///
    /// Cells are checked against the data: a named cell or section beyond it is an error when
    /// the document is read, and a pattern that matches no cell (`*-9` when every section has
    /// fewer items) is a warning here. A layout is made only when the document names a view or
    /// titles one, so documents without such lines cost nothing.
    public func elementWarnings() -> [Diagnostic] {
        guard change == nil else { return [] }
        let cells = unmatchedCellPatterns()
        let names = overrides.contains { $0.selector.target != .cell }
        let titles = sections.contains { !$0.titleLocations.isEmpty }
        guard names || titles else { return cells }
        return Self.inDocumentOrder(cells + elementWarnings(in: makeCollectionView()))
    }

    /// Cell overrides with a `*` that match no cell of the data.
    private func unmatchedCellPatterns() -> [Diagnostic] {
        overrides.compactMap { override in
            let selector = override.selector
            guard selector.target == .cell, selector.section == nil || selector.item == nil,
                let location = override.location
            else { return nil }
            let counts = selector.section.map { [sections[$0].itemCount] } ?? sections.map(\.itemCount)
            guard !counts.contains(where: { $0 > (selector.item ?? 0) }) else { return nil }
            return Diagnostic(
                .noSuchElement, at: location, "no cell matches `\(selector)`: the override has no effect",
                severity: .warning)
        }
    }

    /// `elementWarnings()` against the elements `collectionView` lays out.
    public func elementWarnings(in collectionView: CollectionView) -> [Diagnostic] {
        let elements = Self.everyElement(of: collectionView).filter { $0.frame.size != .zero }
        var warnings: [Diagnostic] = []
        for override in overrides where override.selector.target != .cell {
            guard let location = override.location, !elements.contains(where: override.selector.matches) else {
                continue
            }
            warnings.append(
                Diagnostic(
                    .noSuchElement, at: location,
                    "the \(layout.typeName) layout makes no `\(override.selector)`: the override has no effect",
                    severity: .warning))
        }
        let titled = Set(
            elements.lazy.filter { $0.representedElementCategory == .supplementaryView }
                .map { TitledView(kind: $0.representedElementKind ?? "", section: $0.indexPath.section) })
        for (index, section) in sections.enumerated() {
            for (kind, location) in section.titleLocations.sorted(by: { $0.key < $1.key })
            where !titled.contains(TitledView(kind: kind, section: index)) {
                warnings.append(
                    Diagnostic(
                        .noSuchElement, at: location,
                        "the \(layout.typeName) layout makes no `\(Self.displayName(of: kind))` view in section "
                            + "\(index): the title is not drawn",
                        severity: .warning))
            }
        }
        return Self.inDocumentOrder(warnings)
    }

    /// A supplementary view's kind in one section.
    private struct TitledView: Hashable {
        var kind: String
        var section: Int
    }

    /// `header`/`footer` for UIKit's kinds, else the kind as written.
    private static func displayName(of kind: String) -> String {
        switch kind {
        case CollectionElementKind.sectionHeader: "header"
        case CollectionElementKind.sectionFooter: "footer"
        default: kind
        }
    }

    /// Every element the layout places, with a margin of a viewport around the content (a
    /// stretchy header above it, a pinned footer below).
    private static func everyElement(of collectionView: CollectionView) -> [CollectionViewLayoutAttributes] {
        let bounds = collectionView.bounds.size
        let content = collectionView.contentSize
        let rect = CGRect(
            x: -bounds.width, y: -bounds.height, width: content.width + 3 * bounds.width,
            height: content.height + 3 * bounds.height)
        return collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
    }
}
