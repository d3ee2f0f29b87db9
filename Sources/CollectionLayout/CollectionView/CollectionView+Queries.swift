import Foundation

// What a collection view answers about its elements, each query after a layout pass if one is
// needed: the visible ones, those in a rectangle, one element's, the item at a point.

extension CollectionView {
    /// The attributes of the elements in the visible rectangle, after a layout pass if needed.
    public func layoutAttributesForVisibleElements() -> [CollectionViewLayoutAttributes] {
        layoutIfNeeded()
        return visibleLayoutAttributes
    }

    /// The index paths of the visible cells, in the layout's order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutAttributesForVisibleElements().filter { $0.representedElementCategory == .cell }.map(\.indexPath)
    }

    /// The attributes of every element intersecting `rect`, after a layout pass if needed.
    public func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        layoutIfNeeded()
        return shownAttributes(in: rect)
    }

    /// The attributes of the cell at `indexPath`, or nil when out of range.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layoutIfNeeded()
        guard isValidItem(indexPath) else { return nil }
        let answer = Screen.showing(screen) {
            shown(collectionViewLayout.adjustedLayoutAttributesForItem(at: indexPath))
        }
        layoutCallObserver?(.onDemand(.cell(indexPath), answered: answer != nil))
        return answer
    }

    /// The attributes of the supplementary view of `kind` at `indexPath`, or nil.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        layoutIfNeeded()
        let answer = Screen.showing(screen) {
            shown(collectionViewLayout.adjustedLayoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
        }
        layoutCallObserver?(.onDemand(.supplementary(kind, indexPath), answered: answer != nil))
        return answer
    }

    /// The index path of the cell whose frame contains `point` (content coordinates), topmost
    /// first as drawn (highest zIndex, then last returned); nil over no cell.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 0, height: 0).insetBy(dx: -0.5, dy: -0.5)
        let hits = layoutAttributesForElements(in: probe).enumerated().filter { _, attributes in
            attributes.representedElementCategory == .cell && !attributes.isHidden && attributes.frame.contains(point)
        }
        let top = hits.max { lhs, rhs in
            lhs.element.zIndex != rhs.element.zIndex ? lhs.element.zIndex < rhs.element.zIndex : lhs.offset < rhs.offset
        }
        return top?.element.indexPath
    }

    /// Whether `indexPath` names an existing item.
    public func isValidItem(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < numberOfSections
            && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}
