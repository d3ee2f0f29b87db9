import Foundation

/// One call the collection view makes on its layout, as `CollectionView.layoutCallObserver`
/// reports it: what Apple's guide draws as the layout process (its figure 5-1), recorded.
public enum LayoutCall: Hashable, Sendable {
    /// `prepare()`: the layout computes what it needs.
    case prepare
    /// `collectionViewContentSize`, and its answer.
    case contentSize(CGSize)
    /// `layoutAttributesForElements(in:)` for a rectangle, and how many elements it returned.
    case elementsInRect(CGRect, count: Int)
    /// `layoutAttributesForItem(at:)` (or a supplementary view's), and whether it answered.
    case onDemand(ElementKey, answered: Bool)
    /// `shouldInvalidateLayout(forBoundsChange:)` for new bounds, and its answer.
    case shouldInvalidate(CGRect, answer: Bool)
    /// `invalidateLayout(with:)`, and why: a bounds change, new data, or the layout asking.
    case invalidate(reason: String)
}
