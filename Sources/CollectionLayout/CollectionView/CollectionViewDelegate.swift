/// The collection view's delegate, as UIKit's `UICollectionViewDelegate`: layouts fetch their
/// own delegate protocol from it (`collectionView.delegate as? CollectionViewDelegateFlowLayout`).
/// A headless view sends no interaction callbacks, so the protocol has no requirements.
public protocol CollectionViewDelegate: AnyObject {}
