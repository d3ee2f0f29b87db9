import Foundation

/// The circle layout of Apple's WWDC 2012 "Advanced Collection Views and Building Custom
/// Layouts" sample (`CircleLayout`): the items of section 0 evenly spaced on a circle centred in
/// the view, the first at its rightmost point, the others following clockwise.
///
/// The sample's numbers: items 70 × 70, the radius `min(width, height) / 2.5`, item i at angle
/// 2π·i/n from the positive x axis (x = cx + r·cos θ, y = cy + r·sin θ). Inserted items start at
/// the centre, transparent; deleted items end at the centre, transparent and scaled to 0.1 — the
/// sample's insertion that "grows from the centre".
open class CollectionViewCircleLayout: CollectionViewLayout {
    /// The size of every item; 70 × 70, the sample's.
    open var itemSize = CGSize(width: 70, height: 70) {
        didSet { invalidateLayout() }
    }

    private var center: CGPoint = .zero
    private var radius: CGFloat = 0
    private var count = 0

    open override func prepare() {
        super.prepare()
        let size = collectionView?.bounds.size ?? .zero
        center = CGPoint(x: size.width / 2, y: size.height / 2)
        radius = min(size.width, size.height) / 2.5
        count = collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
    }

    /// The view's size: the circle does not scroll.
    open override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, indexPath.item >= 0, indexPath.item < count else { return nil }
        let attributes = type(of: self).attributesClass.init(forCellWith: indexPath)
        let angle = 2 * CGFloat.pi * CGFloat(indexPath.item) / CGFloat(count)
        attributes.size = itemSize
        attributes.center = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
        return attributes
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        (0..<count).compactMap { layoutAttributesForItem(at: IndexPath(item: $0, section: 0)) }
            .filter { $0.frame.overlaps(rect) }
    }

    /// A new size moves the circle.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    private var insertedIndexPaths: Set<IndexPath> = []
    private var deletedIndexPaths: Set<IndexPath> = []

    /// Notes which items the update inserts and deletes, as the sample does: only those grow
    /// from or shrink into the centre; the others move round the circle.
    open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        insertedIndexPaths = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deletedIndexPaths = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    /// Forgets the update's insertions and deletions.
    open override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedIndexPaths = []
        deletedIndexPaths = []
    }

    /// An inserted item starts at the centre, transparent (the sample's growth from the centre);
    /// other items answer nil and move from where they were.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard insertedIndexPaths.contains(itemIndexPath) else { return nil }
        let attributes = layoutAttributesForItem(at: itemIndexPath)
        attributes?.alpha = 0
        attributes?.center = center
        return attributes
    }

    /// A deleted item ends at the centre, transparent and scaled to 0.1; others answer nil.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard deletedIndexPaths.contains(itemIndexPath) else { return nil }
        let attributes = type(of: self).attributesClass.init(forCellWith: itemIndexPath)
        attributes.size = itemSize
        attributes.alpha = 0
        attributes.center = center
        attributes.transform3D = CATransform3DMakeScale(0.1, 0.1, 1)
        return attributes
    }
}
