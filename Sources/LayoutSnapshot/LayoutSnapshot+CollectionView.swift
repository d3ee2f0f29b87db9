import CollectionLayout
import Foundation

extension LayoutSnapshot {
    /// A snapshot of a collection view's current state: every element the layout returns for
    /// the whole content rectangle (after a layout pass if needed), its content size and bounds.
    public init(collectionView: CollectionView) {
        collectionView.layoutIfNeeded()
        let contentSize = collectionView.contentSize
        let content = CGRect(origin: .zero, size: contentSize.drawable)
        self.init(
            attributes: collectionView.layoutAttributesForElements(in: content), contentSize: contentSize,
            viewport: collectionView.bounds)
    }
}
