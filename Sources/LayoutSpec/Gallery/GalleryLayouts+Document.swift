import CollectionLayout
import Foundation

/// The waterfall layout of a document, with its overrides.
final class DocumentWaterfallLayout: CollectionViewWaterfallLayout {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] = [] {
        didSet {
            applier = OverrideApplier(overrides: overrides)
            invalidateLayout()
        }
    }

    /// The overrides, indexed once for every query.
    private var applier = OverrideApplier(overrides: [])

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        applier.apply(super.layoutAttributesForElements(in: rect))
    }
}

/// The circle layout of a document, with its overrides.
final class DocumentCircleLayout: CollectionViewCircleLayout {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] = [] {
        didSet {
            applier = OverrideApplier(overrides: overrides)
            invalidateLayout()
        }
    }

    /// The overrides, indexed once for every query.
    private var applier = OverrideApplier(overrides: [])

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        applier.apply(super.layoutAttributesForElements(in: rect))
    }
}

/// The cover-flow layout of a document, with its overrides.
final class DocumentCoverFlowLayout: CollectionViewCoverFlowLayout {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] = [] {
        didSet {
            applier = OverrideApplier(overrides: overrides)
            invalidateLayout()
        }
    }

    /// The overrides, indexed once for every query.
    private var applier = OverrideApplier(overrides: [])

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        applier.apply(super.layoutAttributesForElements(in: rect))
    }
}

extension LayoutDocument {
    /// A waterfall layout as `specification` and the data's per-item sizes say.
    func makeWaterfallLayout(_ specification: WaterfallLayoutSpecification) -> CollectionViewLayout {
        let layout = DocumentWaterfallLayout()
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
        layout.overrides = overrides
        return layout
    }

    /// A circle layout of items `itemSize`.
    func makeCircleLayout(_ itemSize: CGSize) -> CollectionViewLayout {
        let layout = DocumentCircleLayout()
        layout.itemSize = itemSize
        layout.overrides = overrides
        return layout
    }

    /// A cover-flow layout as `specification` says.
    func makeCoverFlowLayout(_ specification: CoverFlowLayoutSpecification) -> CollectionViewLayout {
        let layout = DocumentCoverFlowLayout()
        layout.itemSize = specification.itemSize
        layout.minimumLineSpacing = specification.minimumLineSpacing
        layout.maximumAngle = specification.maximumAngle * .pi / 180
        layout.scaleFalloff = specification.scaleFalloff
        layout.alphaFalloff = specification.alphaFalloff
        layout.eyeDistance = specification.eyeDistance
        layout.overrides = overrides
        return layout
    }
}
