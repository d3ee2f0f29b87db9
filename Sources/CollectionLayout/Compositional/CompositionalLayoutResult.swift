import Foundation

/// A header or footer pinned to the visible bounds: its natural attributes and where its
/// section ends along the scroll axis.
struct PinnedSupplementary {
    var attributes: CollectionViewLayoutAttributes
    var sectionEnd: CGFloat
}

/// What one pass of a compositional layout computed.
struct CompositionalLayoutResult {
    var contentSize: CGSize
    /// Every element except pinned ones, indexed for rect queries.
    var index: SpatialIndex<CollectionViewLayoutAttributes>
    var cells: [IndexPath: CollectionViewLayoutAttributes]
    /// Supplementary and decoration views by key.
    var supplementaries: [ElementKey: CollectionViewLayoutAttributes]
    var pinned: [PinnedSupplementary]

    static var empty: CompositionalLayoutResult {
        CompositionalLayoutResult(
            contentSize: .zero, index: SpatialIndex(frames: [], elements: []), cells: [:], supplementaries: [:],
            pinned: [])
    }
}
