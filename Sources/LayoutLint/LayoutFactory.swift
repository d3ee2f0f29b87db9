import CollectionLayout
import Foundation

/// Makes the collection views the rules examine.
struct LayoutFactory {
    let make: () -> CollectionView

    /// A new collection view whose layout was prepared with the bounds at offset zero
    /// (invalidated there, whatever offset the factory gave it).
    func prepared() -> CollectionView {
        let collectionView = make()
        collectionView.contentOffset = .zero
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        return collectionView
    }
}
