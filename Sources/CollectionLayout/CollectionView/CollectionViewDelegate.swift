/// The collection view's delegate, as UIKit's `UICollectionViewDelegate`: layouts fetch their
/// own delegate protocol from it (`collectionView.delegate as? CollectionViewDelegateFlowLayout`).
/// It is a scroll view's delegate, as in UIKit; a headless view sends no interaction callbacks,
/// so the protocol adds no requirements.
public protocol CollectionViewDelegate: ScrollViewDelegate {}
