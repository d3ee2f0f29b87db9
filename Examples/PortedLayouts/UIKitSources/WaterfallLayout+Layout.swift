//
//  WaterfallLayout+Layout.swift
//  The layout pass, kept in an extension as many iOS code bases do.
//

import CoreGraphics
import UIKit

// MARK: - UICollectionViewLayout
extension WaterfallLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        cache.removeAll()
        let columns = max(1, delegate?.numberOfColumns?(in: collectionView) ?? columnCount)
        let width = (collectionView.bounds.width - spacing * CGFloat(columns - 1)) / CGFloat(columns)
        var columnEnds = [CGFloat](repeating: 0, count: columns)
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            let indexPath = IndexPath(item: item, section: 0)
            let column = columnEnds.firstIndex(of: columnEnds.min() ?? 0) ?? 0
            let height = delegate?.collectionView(collectionView, heightForItemAt: indexPath, width: width) ?? width
            let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(
                x: CGFloat(column) * (width + spacing), y: columnEnds[column], width: width, height: height)
            cache.append(attributes)
            columnEnds[column] += height + spacing
        }
        contentHeight = max(0, (columnEnds.max() ?? 0) - spacing)
        delegate?.collectionView?(collectionView, didPrepareContentHeight: contentHeight)
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: contentHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cache.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cache.first { $0.indexPath == indexPath }
    }
}
