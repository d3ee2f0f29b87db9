import CollectionLayout
import Foundation

/// Makes the collection views the rules examine: several rules need a fresh layout instance
/// (prepared at another offset) beside the one they question.
struct LayoutFactory {
    let make: () -> CollectionView

    /// A new collection view whose layout was prepared with the bounds at `offset` (invalidated
    /// there, so it computed its state for that offset whatever it answers to bounds changes).
    func prepared(at offset: CGPoint = .zero) -> CollectionView {
        let collectionView = make()
        collectionView.contentOffset = offset
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        return collectionView
    }
}
