import CollectionLayout
import Foundation

extension LayoutDocument {
    /// A waterfall layout as `specification` and the data's per-item sizes say.
    func makeWaterfallLayout(_ specification: WaterfallLayoutSpecification) -> CollectionViewLayout {
        let layout = CollectionViewWaterfallLayout()
        layout.columnCount = specification.columns
        layout.spacing = specification.spacing
        layout.sectionInset = specification.sectionInset
        layout.headerHeight = specification.headerHeight
        layout.itemHeight = specification.itemHeight
        let heights = specification.heights
        let sizes = sections.map(\.itemSizes)
        if !heights.isEmpty || sizes.contains(where: { $0 != nil }) {
            let fallback = specification.itemHeight
            layout.heightForItem = { indexPath, _ in
                if sizes.indices.contains(indexPath.section), let section = sizes[indexPath.section],
                    section.indices.contains(indexPath.item)
                {
                    return section[indexPath.item].height
                }
                return heights.isEmpty ? fallback : heights[indexPath.item % heights.count]
            }
        }
        return layout
    }
}
