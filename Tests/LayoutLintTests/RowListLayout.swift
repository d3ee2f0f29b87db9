import CollectionLayout
import Foundation

/// A correct custom layout written the way apps write them: every pass, `prepare()` computes
/// full-width rows under a header per section into a cache, and the queries answer from it (the
/// rect query through a `SpatialIndex`). The seeded layouts (SeededLayouts.swift) each change
/// one method the way a real layout gets it wrong.
///
/// Geometry, from which the tests derive what they expect: rows as wide as the collection view,
/// each section a header `headerHeight` (40) tall, then one row `rowHeight` (100) tall per item.
/// In the tests' 300 × 400 view with sections [6, 4]: header 0-0 is (0, 0, 300, 40) and cell 0-i
/// starts at y 40 + 100·i; section 0 ends at 640; header 1-0 is (0, 640, 300, 40) and cell 1-i
/// starts at y 680 + 100·i; the content is 300 × 1080.
class RowListLayout: CollectionViewLayout {
    let headerHeight: CGFloat = 40
    let rowHeight: CGFloat = 100
    /// Every element in scroll order.
    var cache: [CollectionViewLayoutAttributes] = []
    var cells: [IndexPath: CollectionViewLayoutAttributes] = [:]
    var headers: [IndexPath: CollectionViewLayoutAttributes] = [:]
    /// Each section's extent along y, header included.
    var sections: [(top: CGFloat, bottom: CGFloat)] = []
    var index = SpatialIndex<CollectionViewLayoutAttributes>([])
    var contentHeight: CGFloat = 0

    var width: CGFloat { collectionView?.bounds.width ?? 0 }

    override func prepare() {
        super.prepare()
        (cache, cells, headers, sections) = ([], [:], [:], [])
        guard let collectionView else { return }
        var y: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let top = y
            let header = CollectionViewLayoutAttributes(
                forSupplementaryViewOfKind: CollectionElementKind.sectionHeader,
                with: IndexPath(item: 0, section: section))
            cache.append(header)
            headers[header.indexPath] = header
            y += headerHeight
            for item in 0..<rowCount(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let cell = CollectionViewLayoutAttributes(forCellWith: indexPath)
                cell.frame = CGRect(x: 0, y: y, width: rowWidth(at: indexPath), height: rowHeight)
                cache.append(cell)
                cells[indexPath] = cell
                y += rowHeight
            }
            sections.append((top, y))
            header.frame = CGRect(x: 0, y: headerY(top: top, bottom: y), width: width, height: headerHeight)
        }
        contentHeight = y
        index = SpatialIndex(cache.map { (frame: $0.frame, element: $0) })
    }

    /// The rows of `section`: one per item.
    func rowCount(inSection section: Int) -> Int { collectionView?.numberOfItems(inSection: section) ?? 0 }

    /// A row's width: the collection view's.
    func rowWidth(at indexPath: IndexPath) -> CGFloat { width }

    /// Where the header of the section spanning `top`…`bottom` goes: its top.
    func headerY(top: CGFloat, bottom: CGFloat) -> CGFloat { top }

    override var collectionViewContentSize: CGSize { CGSize(width: width, height: contentHeight) }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        index.elements(intersecting: rect)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cells[indexPath]
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        elementKind == CollectionElementKind.sectionHeader ? headers[indexPath] : nil
    }
}
