import Foundation

/// The untransformed attributes `StretchyHeaderLayout` computes in `prepare()`: every element
/// stacked from the top, as in the tutorial's cache.
///
/// A value built once per width, item counts and settings; queries copy its attributes and never
/// mutate them.
struct StretchyLayoutCache {
    /// One section's attributes and vertical extent.
    struct Section {
        var header: StretchyLayoutAttributes?
        var cells: [StretchyLayoutAttributes]
        var footer: StretchyLayoutAttributes?
        /// Top of the section's first element.
        var minY: CGFloat
        /// Bottom of the section's last element.
        var maxY: CGFloat
    }

    /// The settings the cache was built with (sanitized).
    var settings = StretchyLayoutSettings()
    var header: StretchyLayoutAttributes?
    var menu: StretchyLayoutAttributes?
    var sections: [Section] = []
    var contentSize: CGSize = .zero

    init() {}

    /// Stacks every element for a collection view `width` wide with `itemCounts`, creating
    /// attributes of `attributesClass` (falling back to `StretchyLayoutAttributes` when that
    /// class is not a subclass of it).
    init(
        width: CGFloat, itemCounts: [Int], settings: StretchyLayoutSettings,
        attributesClass: CollectionViewLayoutAttributes.Type
    ) {
        self.settings = settings
        var y: CGFloat = 0
        func stacked(_ kind: String, section: Int, height: CGFloat, zIndex: Int) -> StretchyLayoutAttributes? {
            // The tutorial skips zero-sized elements.
            guard height > 0 else { return nil }
            let indexPath = IndexPath(item: 0, section: section)
            let attributes =
                attributesClass.init(forSupplementaryViewOfKind: kind, with: indexPath) as? StretchyLayoutAttributes
                ?? StretchyLayoutAttributes(forSupplementaryViewOfKind: kind, with: indexPath)
            let origin = CGPoint(x: 0, y: y)
            attributes.frame = CGRect(origin: origin, size: CGSize(width: width, height: height))
            attributes.initialOrigin = origin
            attributes.zIndex = zIndex
            y += height
            return attributes
        }
        header = stacked(
            CollectionElementKind.stretchyHeader, section: 0, height: settings.headerHeight,
            zIndex: StretchyHeaderLayout.headerZIndex)
        menu = stacked(
            CollectionElementKind.menuBar, section: 0, height: settings.menuHeight,
            zIndex: StretchyHeaderLayout.menuZIndex)
        sections.reserveCapacity(itemCounts.count)
        let cellSize = CGSize(width: max(0, width - 2 * settings.minimumInteritemSpacing), height: settings.itemHeight)
        for (section, count) in itemCounts.enumerated() {
            let minY = y
            let sectionHeader = stacked(
                CollectionElementKind.sectionHeader, section: section, height: settings.sectionHeaderHeight,
                zIndex: StretchyHeaderLayout.sectionHeaderZIndex)
            var cells: [StretchyLayoutAttributes] = []
            cells.reserveCapacity(max(0, count))
            for item in 0..<max(0, count) {
                let indexPath = IndexPath(item: item, section: section)
                let attributes =
                    attributesClass.init(forCellWith: indexPath) as? StretchyLayoutAttributes
                    ?? StretchyLayoutAttributes(forCellWith: indexPath)
                let origin = CGPoint(x: settings.minimumInteritemSpacing, y: y + settings.minimumLineSpacing)
                attributes.frame = CGRect(origin: origin, size: cellSize)
                attributes.initialOrigin = origin
                attributes.zIndex = StretchyHeaderLayout.cellZIndex
                y = origin.y + cellSize.height
                cells.append(attributes)
            }
            let footer = stacked(
                CollectionElementKind.sectionFooter, section: section, height: settings.sectionFooterHeight,
                zIndex: StretchyHeaderLayout.cellZIndex)
            sections.append(Section(header: sectionHeader, cells: cells, footer: footer, minY: minY, maxY: y))
        }
        contentSize = CGSize(width: width, height: y)
    }

    /// The cached attributes of the supplementary view of `kind` at `indexPath`, or nil.
    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> StretchyLayoutAttributes? {
        guard indexPath.count == 2, indexPath.item == 0 else { return nil }
        let section = indexPath.section
        switch kind {
        case CollectionElementKind.stretchyHeader: return section == 0 ? header : nil
        case CollectionElementKind.menuBar: return section == 0 ? menu : nil
        case CollectionElementKind.sectionHeader:
            return sections.indices.contains(section) ? sections[section].header : nil
        case CollectionElementKind.sectionFooter:
            return sections.indices.contains(section) ? sections[section].footer : nil
        default: return nil
        }
    }

    /// The cached attributes of the cell at `indexPath`, or nil.
    func cell(at indexPath: IndexPath) -> StretchyLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
            sections[indexPath.section].cells.indices.contains(indexPath.item)
        else { return nil }
        return sections[indexPath.section].cells[indexPath.item]
    }

    /// The first index in `0..<count` for which `predicate` holds, assuming it holds on a suffix
    /// of the range (binary search); `count` when it never holds.
    static func partitionIndex(_ count: Int, where predicate: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
