import CollectionLayout
import Foundation

/// A grid layout that records every call the collection view makes, to test the cycle's order.
final class RecordingLayout: CollectionViewGridLayout {
    var calls: [String] = []
    var invalidatesOnBoundsChange = false
    /// When set, inserted items start here with alpha 0 (REFERENCE §4's example).
    var insertionStart: CGPoint?
    private var insertedIndexPaths: Set<IndexPath> = []

    override func prepare() {
        calls.append("prepare")
        super.prepare()
    }

    override var collectionViewContentSize: CGSize {
        calls.append("contentSize")
        return super.collectionViewContentSize
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        calls.append("elementsInRect")
        return super.layoutAttributesForElements(in: rect)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        calls.append("shouldInvalidate")
        return invalidatesOnBoundsChange
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        calls.append("prepareForUpdates")
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = Set(
            updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        calls.append("finalizeUpdates")
        insertedIndexPaths = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        calls.append("initial \(itemIndexPath.section)-\(itemIndexPath.item)")
        // As a UIKit developer writes it for a custom layout: the base class answers nil, so the
        // start is built from the item's own attributes.
        guard let insertionStart, insertedIndexPaths.contains(itemIndexPath) else {
            return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)
        }
        let attributes = layoutAttributesForItem(at: itemIndexPath)?.copied()
        attributes?.center = insertionStart
        attributes?.alpha = 0
        return attributes
    }

    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        calls.append("final \(itemIndexPath.section)-\(itemIndexPath.item)")
        return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath)
    }
}
