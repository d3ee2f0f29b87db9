import Foundation

/// The collection view's delegate, as UIKit's `UICollectionViewDelegate`: layouts fetch their
/// own delegate protocol from it (`collectionView.delegate as? CollectionViewDelegateFlowLayout`).
/// It is a scroll view's delegate, as in UIKit. UIKit's selection, highlight and display methods
/// are requirements with UIKit's answers as defaults (all optional in UIKit), so library code
/// calling them compiles; a headless view sends none of them itself (`selectItem(at:…)` does not
/// either, as in UIKit).
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether the item may be highlighted (UIKit's default: true).
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the item may be selected (UIKit's default: true).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the item may be deselected (UIKit's default: true).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The item was selected by the user.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The item was deselected by the user.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    /// The cell is about to be shown.
    func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// The cell was taken off screen.
    func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    /// True, UIKit's answer.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True, UIKit's answer.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// True, UIKit's answer.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
}

// `collectionView.delegate` has the scroll view's type (Swift cannot narrow a settable
// property), so library code calling `collectionView.delegate?.collectionView(_:didSelectItemAt:)`
// reaches the collection-view delegate through these, which answer as a delegate that is not a
// collection-view delegate would in UIKit (the method is not implemented).
extension ScrollViewDelegate {
    private var asCollectionViewDelegate: (any CollectionViewDelegate)? { self as? any CollectionViewDelegate }

    /// The collection-view delegate's answer, else true.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        asCollectionViewDelegate?.collectionView(collectionView, shouldHighlightItemAt: indexPath) ?? true
    }
    /// Tells the collection-view delegate.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {
        asCollectionViewDelegate?.collectionView(collectionView, didHighlightItemAt: indexPath)
    }
    /// Tells the collection-view delegate.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {
        asCollectionViewDelegate?.collectionView(collectionView, didUnhighlightItemAt: indexPath)
    }
    /// The collection-view delegate's answer, else true.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        asCollectionViewDelegate?.collectionView(collectionView, shouldSelectItemAt: indexPath) ?? true
    }
    /// The collection-view delegate's answer, else true.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        asCollectionViewDelegate?.collectionView(collectionView, shouldDeselectItemAt: indexPath) ?? true
    }
    /// Tells the collection-view delegate.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        asCollectionViewDelegate?.collectionView(collectionView, didSelectItemAt: indexPath)
    }
    /// Tells the collection-view delegate.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        asCollectionViewDelegate?.collectionView(collectionView, didDeselectItemAt: indexPath)
    }
    /// Tells the collection-view delegate.
    public func collectionView(
        _ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        asCollectionViewDelegate?.collectionView(collectionView, willDisplay: cell, forItemAt: indexPath)
    }
    /// Tells the collection-view delegate.
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath
    ) {
        asCollectionViewDelegate?.collectionView(collectionView, didEndDisplaying: cell, forItemAt: indexPath)
    }
}
