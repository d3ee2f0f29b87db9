import CollectionLayout
import Foundation

/// A layout that answers like the layout it wraps, except that items inserted by a batch update
/// start at the centre of the collection view's bounds with alpha 0 — the programming guide's
/// insertion figure (Apple's Collection View Programming Guide for iOS).
///
/// It does what the guide advises: `prepare(forCollectionViewUpdates:)` records the inserted
/// index paths (and inserted sections), and `initialLayoutAttributesForAppearingItem(at:)`
/// returns the centred, transparent start only for those; every other element gets the base
/// class's answer (UIKit's default), so staying items slide and nothing else fades.
///
/// The wrapped layout is attached to a private headless collection view that mirrors the real
/// one (size, inset, offset and item counts, read from the real view at each `prepare()`), so
/// any layout — the document's flow, grid or others — can be wrapped without subclassing it.
/// The wrapped layout's own initial/final overrides are not consulted.
final class InsertionFromCenterLayout: CollectionViewLayout {
    /// The layout whose geometry is used.
    let base: CollectionViewLayout
    private let counts = MirroredCounts()
    private let host: CollectionView
    private var insertedItems: Set<IndexPath> = []
    private var insertedSections: Set<Int> = []

    /// Wraps `base`; do not attach `base` to another collection view.
    init(wrapping base: CollectionViewLayout) {
        self.base = base
        host = CollectionView(frame: .zero, collectionViewLayout: base, dataSource: counts)
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func prepare() {
        guard let collectionView else { return }
        counts.source = collectionView
        host.frame = CGRect(origin: .zero, size: collectionView.bounds.size)
        host.contentInset = collectionView.contentInset
        host.contentOffset = collectionView.contentOffset
        base.invalidateLayout()
        host.layoutIfNeeded()
    }

    override var collectionViewContentSize: CGSize { base.collectionViewContentSize }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        base.adjustedLayoutAttributesForElements(in: rect)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        base.adjustedLayoutAttributesForItem(at: indexPath)
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        base.adjustedLayoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        base.adjustedLayoutAttributesForDecorationView(ofKind: elementKind, at: indexPath)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        base.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems where update.updateAction == .insert {
            guard let path = update.indexPathAfterUpdate else { continue }
            if path.item == NSNotFound {
                insertedSections.insert(path.section)
            } else {
                insertedItems.insert(path)
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        insertedItems = []
        insertedSections = []
    }

    /// Inserted items: their regular attributes moved to the centre of the bounds, alpha 0.
    /// Every other item: the base class's answer.
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard let collectionView,
            insertedItems.contains(itemIndexPath) || insertedSections.contains(itemIndexPath.section),
            let regular = layoutAttributesForItem(at: itemIndexPath)
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        let start = regular.copied()
        start.center = CGPoint(x: collectionView.bounds.midX, y: collectionView.bounds.midY)
        start.alpha = 0
        return start
    }
}

/// The item counts of another collection view, as a data source.
private final class MirroredCounts: CollectionViewDataSource {
    weak var source: CollectionView?

    func numberOfSections(in collectionView: CollectionView) -> Int { source?.numberOfSections ?? 0 }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        source?.numberOfItems(inSection: section) ?? 0
    }
}
