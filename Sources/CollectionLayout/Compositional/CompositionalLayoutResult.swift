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

/// An entry of the index: an element, or a section's repeated group (`RepeatedGroupRun`, by
/// its place in `runs`), whose cells are placed when a query reaches them.
enum CompositionalEntry {
    case element(CollectionViewLayoutAttributes)
    case run(Int)
}

/// What one pass of a compositional layout computed.
struct CompositionalLayoutResult {
    var contentSize: CGSize
    /// Every element except pinned ones, indexed for rect queries.
    var index: SpatialIndex<CompositionalEntry>
    /// Cells by section, then item, except those of repeated groups.
    var cells: [[CollectionViewLayoutAttributes]]
    /// The sections' repeated groups.
    var runs: [RepeatedGroupRun]
    /// The class of the attributes made for a repeated group's cells.
    var attributesClass: CollectionViewLayoutAttributes.Type
    /// Supplementary and decoration views by key.
    var supplementaries: [ElementKey: CollectionViewLayoutAttributes]
    var pinned: [PinnedSupplementary]
    /// Sections whose visible-items handler adjusts query answers, by section index.
    var handledSections: [Int: HandledSection]
    /// The layout's own headers and footers (filed under section 0 but in no section).
    var layoutBoundaryKeys: Set<ElementKey>

    /// The elements whose frames meet `rect`, in the order of the pass.
    func elements(intersecting rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var result: [CollectionViewLayoutAttributes] = []
        for entry in index.elements(intersecting: rect) {
            switch entry {
            case .element(let attributes): result.append(attributes)
            case .run(let run):
                // The section read once: reading it through `runs[run]` per cell copied the run.
                let section = runs[run].section
                runs[run].appendCells(intersecting: rect, to: &result) {
                    attributes(of: $0, item: $1, section: section)
                }
            }
        }
        return result
    }

    /// The cell at `indexPath`, if the pass placed one.
    func cell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        if cells.indices.contains(indexPath.section), cells[indexPath.section].indices.contains(indexPath.item) {
            return cells[indexPath.section][indexPath.item]
        }
        // Runs are made section by section, so they are in section order.
        let index = partitionPoint(runs.count) { runs[$0].section < indexPath.section }
        guard index < runs.count, runs[index].section == indexPath.section,
            let cell = runs[index].cell(item: indexPath.item)
        else { return nil }
        return attributes(of: cell, item: indexPath.item, section: runs[index].section)
    }

    /// The attributes of a repeated group's cell, as the pass makes a cell's.
    private func attributes(of cell: PlacedCell, item: Int, section: Int) -> CollectionViewLayoutAttributes {
        let attributes = attributesClass.init(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = cell.frame
        attributes.zIndex = cell.zIndex
        return attributes
    }

    static var empty: CompositionalLayoutResult {
        CompositionalLayoutResult(
            contentSize: .zero, index: SpatialIndex(frames: [], elements: []), cells: [], runs: [],
            attributesClass: CollectionViewLayoutAttributes.self, supplementaries: [:], pinned: [],
            handledSections: [:],
            layoutBoundaryKeys: [])
    }
}
