import Foundation

/// A Pinterest-style waterfall: equal-width columns, each item placed in the shortest column
/// (the leftmost of equally short ones), so items of different heights interlock.
///
/// Per section: an optional header across the width, then the columns from `sectionInset.top`;
/// the section ends at its tallest column plus `sectionInset.bottom`. With n columns in a width
/// W, insets l and r and spacing s, a column is (W − l − r − (n − 1)·s) / n wide and column c
/// starts at x = l + c·(width + s). Heights come from `heightForItem` (given the index path and
/// the column width), else `itemHeight`. Every frame is computed in `prepare()` and indexed.
open class CollectionViewWaterfallLayout: CollectionViewLayout {
    /// The number of columns (at least 1); 2 by default.
    open var columnCount = 2 {
        didSet { invalidateLayout() }
    }
    /// The space between columns and between items of a column; 10 by default.
    open var spacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// Insets around each section's columns; zero by default.
    open var sectionInset: EdgeInsets = .zero {
        didSet { invalidateLayout() }
    }
    /// The height of every section header (0: none); 0 by default.
    open var headerHeight: CGFloat = 0 {
        didSet { invalidateLayout() }
    }
    /// The height of items `heightForItem` does not size; 100 by default.
    open var itemHeight: CGFloat = 100 {
        didSet { invalidateLayout() }
    }
    /// Per-item heights, given the index path and the column width.
    open var heightForItem: ((IndexPath, CGFloat) -> CGFloat)? {
        didSet { invalidateLayout() }
    }

    private var contentHeight: CGFloat = 0
    private var cells: [IndexPath: CollectionViewLayoutAttributes] = [:]
    private var headers: [Int: CollectionViewLayoutAttributes] = [:]
    private var index = SpatialIndex<CollectionViewLayoutAttributes>(frames: [], elements: [])

    open override func prepare() {
        super.prepare()
        cells = [:]
        headers = [:]
        guard let collectionView else {
            contentHeight = 0
            index = SpatialIndex(frames: [], elements: [])
            return
        }
        let width = collectionView.bounds.width
        let columns = max(1, columnCount)
        let gap = CollectionViewGridLayout.sanitized(spacing)
        let columnWidth = max(
            0, (width - sectionInset.left - sectionInset.right - CGFloat(columns - 1) * gap) / CGFloat(columns))
        var ordered: [CollectionViewLayoutAttributes] = []
        var y: CGFloat = 0
        let attributesClass = type(of: self).attributesClass
        for section in 0..<collectionView.numberOfSections {
            if headerHeight > 0 {
                let header = attributesClass.init(
                    forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
                    with: IndexPath(item: 0, section: section))
                header.frame = CGRect(
                    x: 0, y: y, width: width, height: CollectionViewGridLayout.sanitized(headerHeight))
                header.zIndex = 10
                headers[section] = header
                ordered.append(header)
                y += header.frame.height
            }
            var columnEnds = [CGFloat](repeating: y + sectionInset.top, count: columns)
            for item in 0..<collectionView.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let column = columnEnds.indices.min { columnEnds[$0] < columnEnds[$1] } ?? 0
                let height = CollectionViewGridLayout.sanitized(heightForItem?(indexPath, columnWidth) ?? itemHeight)
                let attributes = attributesClass.init(forCellWith: indexPath)
                attributes.frame = CGRect(
                    x: sectionInset.left + CGFloat(column) * (columnWidth + gap), y: columnEnds[column],
                    width: columnWidth, height: height)
                cells[indexPath] = attributes
                ordered.append(attributes)
                columnEnds[column] += height + gap
            }
            let tallest = columnEnds.max() ?? y
            let itemsEnd = collectionView.numberOfItems(inSection: section) > 0 ? tallest - gap : tallest
            y = itemsEnd + sectionInset.bottom
        }
        contentHeight = y
        index = SpatialIndex(frames: ordered.map(\.frame), elements: ordered)
    }

    open override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        index.elements(intersecting: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cells[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        elementKind == CollectionElementKind.sectionHeader && indexPath.item == 0 ? headers[indexPath.section] : nil
    }

    /// A new width re-flows the columns.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.width != collectionView?.bounds.width
    }
}
