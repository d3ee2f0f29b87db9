import Foundation

/// A header or footer pinned to the visible bounds: its natural attributes and where its
/// section ends along the scroll axis.
struct PinnedSupplementary {
    var attributes: CollectionViewLayoutAttributes
    var sectionEnd: CGFloat
}

/// A section with a visible-items handler: the handler, the environment it is given and the
/// section's own scroll offset (an orthogonal section's, zero for others).
struct HandledSection {
    var handler: VisibleItemsInvalidationHandler
    var environment: LayoutEnvironment
    var orthogonalOffset: CGPoint
}

/// What one pass of a compositional layout computed.
struct CompositionalLayoutResult {
    var contentSize: CGSize
    /// Every element except pinned ones, indexed for rect queries.
    var index: SpatialIndex<CollectionViewLayoutAttributes>
    /// Cells by section, then item.
    var cells: [[CollectionViewLayoutAttributes]]
    /// Supplementary and decoration views by key.
    var supplementaries: [ElementKey: CollectionViewLayoutAttributes]
    var pinned: [PinnedSupplementary]
    /// Sections whose visible-items handler adjusts query answers, by section index.
    var handledSections: [Int: HandledSection]
    /// The layout's own headers and footers (filed under section 0 but in no section).
    var layoutBoundaryKeys: Set<ElementKey>

    /// The cell at `indexPath`, if the pass placed one.
    func cell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return cells[indexPath.section][indexPath.item]
    }

    static var empty: CompositionalLayoutResult {
        CompositionalLayoutResult(
            contentSize: .zero, index: SpatialIndex(frames: [], elements: []), cells: [], supplementaries: [:],
            pinned: [], handledSections: [:], layoutBoundaryKeys: [])
    }
}
