import CollectionLayout
import Foundation

extension LayoutSnapshot {
    /// A snapshot of a collection view's current state: every element of its whole content
    /// (`CollectionView.layoutAttributesForWholeContent()`, after a layout pass if needed, as
    /// `layoutshot render` records it), its content size and bounds.
    public init(collectionView: CollectionView) {
        let attributes = collectionView.layoutAttributesForWholeContent()
        self.init(
            attributes: attributes, contentSize: collectionView.contentSize, viewport: collectionView.bounds)
    }
}
