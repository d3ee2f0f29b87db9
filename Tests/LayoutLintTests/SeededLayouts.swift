import CollectionLayout
import Foundation

// One layout per contract, each `RowListLayout` with one method written the way real custom
// layouts get it wrong. The comments give the geometry the tests expect (RowListLayout's, in a
// 300 × 400 view with sections [6, 4]).

/// Rect query by binary search over the rows (they are in y order) — for the first element that
/// *starts* inside the rect, so the element that starts above the rect and reaches into it is
/// missed.
final class StartsInRectLayout: RowListLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var low = 0
        var high = cache.count
        while low < high {
            let middle = (low + high) / 2
            if cache[middle].frame.minY < rect.minY { low = middle + 1 } else { high = middle }
        }
        return Array(cache[low...].prefix { $0.frame.minY < rect.maxY })
    }
}

/// The on-demand query computes the cell's frame again instead of reading the cache, and forgets
/// the sections above: cell s-i comes back at y 40 + 100·i whatever its section.
final class RecomputingItemLayout: RowListLayout {
    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = CGRect(
            x: 0, y: headerHeight + rowHeight * CGFloat(indexPath.item), width: width, height: rowHeight)
        return attributes
    }
}

/// An off-by-one in the row loop: the last item of every section gets no row.
final class OffByOneLayout: RowListLayout {
    override func rowCount(inSection section: Int) -> Int { super.rowCount(inSection: section) - 1 }
}

/// The headers are in the cache and are added again to every answer.
final class DoubledHeaderLayout: RowListLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let rows = super.layoutAttributesForElements(in: rect) ?? []
        return rows + headers.values.filter { $0.frame.overlaps(rect) }
    }
}

/// Row widths scaled by a ratio read from the data: item 0-2's ratio is 0 / 0 (an image with no
/// size yet), item 1-1's is negative (a sign error). Cell 0-2's frame is (NaN, 240, NaN, 100);
/// cell 1-1's is (0, 780, −150, 100).
final class RatioWidthLayout: RowListLayout {
    override func rowWidth(at indexPath: IndexPath) -> CGFloat {
        let measured: (width: CGFloat, height: CGFloat) =
            switch (indexPath.section, indexPath.item) {
            case (0, 2): (0, 0)
            case (1, 1): (-1, 2)
            default: (1, 1)
            }
        return width * measured.width / measured.height
    }
}

/// The content height read from the last element's top instead of its bottom: 980 instead of
/// 1080, so cell 1-3 (980–1080) hangs 100 points below the content.
final class ShortContentLayout: RowListLayout {
    override var collectionViewContentSize: CGSize { CGSize(width: width, height: cache.last?.frame.minY ?? 0) }
}

/// Sticky headers moved inside the cache: `prepare()` computes the cache once
/// (`guard cache.isEmpty`, as many tutorials do) and the rect query pins the headers it returns
/// by editing them in place — header s goes to min(max(offset, top), bottom − 40).
final class StickyCacheLayout: RowListLayout {
    override func prepare() {
        guard cache.isEmpty else { return }
        super.prepare()
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let offset = collectionView?.contentOffset.y ?? 0
        let answer = super.layoutAttributesForElements(in: rect)
        for attributes in answer ?? [] where attributes.representedElementCategory == .supplementaryView {
            let section = sections[attributes.indexPath.section]
            attributes.frame.origin.y = min(max(offset, section.top), section.bottom - headerHeight)
        }
        return answer
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}

/// Sticky headers computed in `prepare()` from the content offset — header s at
/// min(max(offset, top), bottom − 40) — by a layout that answers `invalidates` to bounds changes.
/// Answering false (the base class's default) is the bug: the headers stay where the first pass
/// put them.
final class PreparedStickyLayout: RowListLayout {
    let invalidates: Bool

    init(invalidates: Bool) {
        self.invalidates = invalidates
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func headerY(top: CGFloat, bottom: CGFloat) -> CGFloat {
        min(max(collectionView?.contentOffset.y ?? 0, top), bottom - headerHeight)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { invalidates }
}

/// The rect query every tutorial starts with: test every cached element.
final class ScanningLayout: RowListLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.overlaps(rect) }
    }
}
