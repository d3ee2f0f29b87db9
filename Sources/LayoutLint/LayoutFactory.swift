import CollectionLayout
import Foundation

/// Makes the collection views the rules examine: several rules need a fresh layout instance
/// (prepared at another offset, or with other item counts) beside the one they question.
struct LayoutFactory {
    let make: () -> CollectionView

    /// A new collection view whose layout was prepared with the bounds at `offset` (invalidated
    /// there, so it computed its state for that offset whatever it answers to bounds changes)
    /// and, when given, with `itemCounts` items per section instead of the data source's.
    func prepared(at offset: CGPoint = .zero, itemCounts: [Int]? = nil) -> CollectionView {
        let collectionView = make()
        if let itemCounts { collectionView.dataSource = InMemoryDataSource(itemCounts: itemCounts) }
        collectionView.contentOffset = offset
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        return collectionView
    }
}
