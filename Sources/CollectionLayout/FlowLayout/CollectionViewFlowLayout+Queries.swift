import Foundation

extension CollectionViewFlowLayout {
    /// The rect query (see `layoutAttributesForElements(in:)`).
    func attributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let axes = FlowAxes(direction: scrollDirection)
        guard let query = axes.query(rect) else { return [] }
        let pinning = pinnedRange()
        var result: [CollectionViewLayoutAttributes] = []
        result.reserveCapacity(64)
        var section = partitionPoint(sections.count) { sections[$0].end <= query.mainMin }
        while section < sections.count && sections[section].start < query.mainMax {
            let laidOut = sections[section]
            if let box = laidOut.headerBox(pinnedTo: pinning.headerStart), box.intersects(query) {
                result.append(supplementaryAttributes(CollectionElementKind.sectionHeader, section, box, axes))
            }
            laidOut.forEachItem(intersecting: query) { item, box in
                result.append(cellAttributes(IndexPath(item: item, section: section), box, axes))
            }
            if let box = laidOut.footerBox(pinnedTo: pinning.footerEnd), box.intersects(query) {
                result.append(supplementaryAttributes(CollectionElementKind.sectionFooter, section, box, axes))
            }
            section += 1
        }
        return result
    }

    /// The on-demand cell query (see `layoutAttributesForItem(at:)`).
    func attributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let laidOut = sections[indexPath.section]
        guard indexPath.item >= 0, indexPath.item < laidOut.itemCount else { return nil }
        return cellAttributes(indexPath, laidOut.box(ofItem: indexPath.item), FlowAxes(direction: scrollDirection))
    }

    /// The on-demand header/footer query (see `layoutAttributesForSupplementaryView(ofKind:at:)`).
    func attributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard indexPath.count == 2, indexPath.item == 0, sections.indices.contains(indexPath.section) else {
            return nil
        }
        let laidOut = sections[indexPath.section]
        let pinning = pinnedRange()
        let box: FlowBox?
        switch elementKind {
        case CollectionElementKind.sectionHeader: box = laidOut.headerBox(pinnedTo: pinning.headerStart)
        case CollectionElementKind.sectionFooter: box = laidOut.footerBox(pinnedTo: pinning.footerEnd)
        default: box = nil
        }
        return box.map {
            supplementaryAttributes(elementKind, indexPath.section, $0, FlowAxes(direction: scrollDirection))
        }
    }

    // MARK: - Helpers

    /// Where pinned headers start and pinned footers end along the scroll axis: the visible
    /// area inside `adjustedContentInset`, rounded to the display's pixel grid as UIKit rounds
    /// pinned views (so a header pinned at offset 80.3 on a 2× screen sits at 80.5); nil for views
    /// that are not pinned.
    private func pinnedRange() -> (headerStart: Double?, footerEnd: Double?) {
        guard let collectionView, sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds else {
            return (nil, nil)
        }
        let bounds = collectionView.bounds
        let inset = collectionView.adjustedContentInset
        let vertical = scrollDirection == .vertical
        let scale = Double(collectionView.traitCollection.displayScale)
        let toPixel = { (value: CGFloat) in scale > 0 ? (Double(value) * scale).rounded() / scale : Double(value) }
        let start = toPixel(vertical ? bounds.minY + inset.top : bounds.minX + inset.left)
        let end = toPixel(vertical ? bounds.maxY - inset.bottom : bounds.maxX - inset.right)
        return (
            sectionHeadersPinToVisibleBounds && start.isFinite ? start : nil,
            sectionFootersPinToVisibleBounds && end.isFinite ? end : nil
        )
    }

    private func cellAttributes(_ indexPath: IndexPath, _ box: FlowBox, _ axes: FlowAxes)
        -> CollectionViewLayoutAttributes
    {
        let attributes = type(of: self).attributesClass.init(forCellWith: indexPath)
        attributes.frame = axes.rect(box)
        return attributes
    }

    private func supplementaryAttributes(_ kind: String, _ section: Int, _ box: FlowBox, _ axes: FlowAxes)
        -> CollectionViewLayoutAttributes
    {
        let attributes = type(of: self).attributesClass.init(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = axes.rect(box)
        attributes.zIndex = Self.supplementaryZIndex
        return attributes
    }
}

extension CollectionViewFlowLayout {
    /// `inset` plus what `sectionInsetReference` adds in `collectionView`.
    func referenced(_ inset: EdgeInsets, in collectionView: CollectionView) -> EdgeInsets {
        let extra = sectionInsetReference.extraInset(in: collectionView)
        return EdgeInsets(
            top: inset.top + extra.top, left: inset.left + extra.left, bottom: inset.bottom + extra.bottom,
            right: inset.right + extra.right)
    }
}
