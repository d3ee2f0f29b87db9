import Foundation

/// The row-per-section grid of the classic custom-layout tutorial: every section is one row.
///
/// With item size (w, h), inter-item spacing s and line spacing l, item i of section k has the
/// frame x = (w + s)·i + s, y = (h + l)·k + l, size (w, h); the content size is
/// (maxItems·(w + s) + s, sections·(h + l) + l). Rows are computed, not cached, so a rect query
/// costs O(sections + items returned) whatever the item count. It scrolls in both directions.
///
/// Sizes and spacings that are negative, NaN or infinite are read as 0 (a documented clamp:
/// the layout must never produce NaN frames).
open class CollectionViewGridLayout: CollectionViewLayout {
    /// The size of every item; default 50×50.
    open var itemSize = CGSize(width: 50, height: 50) {
        didSet { invalidateLayout() }
    }
    /// The horizontal gap before every item (also before the first); default 10.
    open var interitemSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }
    /// The vertical gap before every row (also before the first); default 10.
    open var lineSpacing: CGFloat = 10 {
        didSet { invalidateLayout() }
    }

    private var itemCounts: [Int] = []

    public override init() {
        super.init()
    }

    /// Required by `NSCoding` in UIKit; present so ported layouts compile. Layouts are never
    /// decoded here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        itemCounts = collectionView?.itemCounts ?? []
    }

    private var width: CGFloat { Self.sanitized(itemSize.width) }
    private var height: CGFloat { Self.sanitized(itemSize.height) }
    private var spacing: CGFloat { Self.sanitized(interitemSpacing) }
    private var line: CGFloat { Self.sanitized(lineSpacing) }

    open override var collectionViewContentSize: CGSize {
        let maxItems = itemCounts.max() ?? 0
        return CGSize(
            width: CGFloat(maxItems) * (width + spacing) + spacing,
            height: CGFloat(itemCounts.count) * (height + line) + line)
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard !rect.isNull, !itemCounts.isEmpty else { return [] }
        var result: [CollectionViewLayoutAttributes] = []
        let rows = Self.indexRange(from: rect.minY, to: rect.maxY, start: line, pitch: height + line, length: height)
        for section in rows.clamped(to: 0..<itemCounts.count) {
            let columns = Self.indexRange(
                from: rect.minX, to: rect.maxX, start: spacing, pitch: width + spacing, length: width)
            for item in columns.clamped(to: 0..<itemCounts[section]) {
                let attributes = makeAttributes(item: item, section: section)
                if attributes.frame.overlaps(rect) { result.append(attributes) }
            }
        }
        return result
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, itemCounts.indices.contains(indexPath.section),
            indexPath.item >= 0, indexPath.item < itemCounts[indexPath.section]
        else { return nil }
        return makeAttributes(item: indexPath.item, section: indexPath.section)
    }

    private func makeAttributes(item: Int, section: Int) -> CollectionViewLayoutAttributes {
        let attributes = Self.attributesClass.init(forCellWith: IndexPath(item: item, section: section))
        attributes.frame = CGRect(
            x: (width + spacing) * CGFloat(item) + spacing, y: (height + line) * CGFloat(section) + line,
            width: width, height: height)
        return attributes
    }

    /// The indexes i ≥ 0 whose span [start + pitch·i, start + pitch·i + length] may meet [from, to].
    static func indexRange(from: CGFloat, to: CGFloat, start: CGFloat, pitch: CGFloat, length: CGFloat) -> Range<Int> {
        guard pitch > 0, from.isFinite || to.isFinite else { return 0..<Int(Int32.max) }
        let first = max(0, ((from - start - length) / pitch).rounded(.down))
        let last = ((to - start) / pitch).rounded(.down)
        guard last >= first, first < CGFloat(Int32.max) else { return 0..<0 }
        return Int(first)..<Int(min(last, CGFloat(Int32.max - 1))) + 1
    }

    /// `value` if finite and not negative, else 0.
    static func sanitized(_ value: CGFloat) -> CGFloat {
        value.isFinite && value > 0 ? value : 0
    }
}
