import Foundation

/// Selection made by code, as UIKit's `UICollectionView` documents it: `selectItem` replaces the
/// selection unless `allowsMultipleSelection`, `nil` clears it, neither it nor `deselectItem` does
/// anything when `allowsSelection` is false, and neither calls a selection delegate method (UIKit
/// calls them only for a user's tap, which never happens headlessly). A visible cell's
/// `isSelected` follows, as does a cell made later for a selected item.
///
/// Chosen where UIKit's documentation is silent: index paths are kept as given through batch
/// updates (UIKit moves them with their items).
extension CollectionView {
    /// The selected items' index paths, in index-path order; nil when none is selected, as UIKit
    /// answers.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects the item at `indexPath` (replacing the selection unless `allowsMultipleSelection`)
    /// and scrolls it to `scrollPosition` unless that is empty; `nil` clears the selection.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: CollectionViewScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else { return setSelection([]) }
        setSelection(allowsMultipleSelection ? selectedItems.union([indexPath]) : [indexPath])
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects the item at `indexPath`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard allowsSelection else { return }
        setSelection(selectedItems.subtracting([indexPath]))
    }

    /// Makes `selection` the selected items and updates the visible cells' `isSelected`.
    private func setSelection(_ selection: Set<IndexPath>) {
        let changed = selectedItems.symmetricDifference(selection)
        selectedItems = selection
        for indexPath in changed { cellForItem(at: indexPath)?.isSelected = selection.contains(indexPath) }
    }
}
