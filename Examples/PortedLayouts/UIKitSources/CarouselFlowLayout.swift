//
//  CarouselFlowLayout.swift
//  A horizontally paging carousel with a scaled-down side item, as written for UIKit.
//

import UIKit

class CarouselFlowLayout: UICollectionViewFlowLayout {
    /// How much smaller an item one screen away from the centre is drawn.
    @objc dynamic var sideItemShrink: CGFloat = 0.2
}

extension CarouselFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        collectionView.decelerationRate = .fast
        let bounds = collectionView.bounds
        itemSize = CGSize(width: bounds.width * 0.7, height: bounds.height * 0.8)
        minimumLineSpacing = 20
        let flowDelegate = collectionView.delegate as? UICollectionViewDelegateFlowLayout
        sectionInset =
            flowDelegate?.collectionView?(collectionView, layout: self, insetForSectionAt: 0)
            ?? UIEdgeInsets(
                top: (bounds.height - itemSize.height) / 2, left: (bounds.width - itemSize.width) / 2,
                bottom: (bounds.height - itemSize.height) / 2, right: (bounds.width - itemSize.width) / 2)
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView,
            let attributes = super.layoutAttributesForElements(in: rect)
        else { return nil }
        let centre = collectionView.bounds.midX
        return attributes.map { original in
            let copy = original.copy() as! UICollectionViewLayoutAttributes
            let distance = min(1, abs(copy.center.x - centre) / collectionView.bounds.width)
            let scale = 1 - sideItemShrink * distance
            copy.transform = CGAffineTransform(scaleX: scale, y: scale)
            return copy
        }
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let pitch = itemSize.width + minimumLineSpacing
        let page = (proposedContentOffset.x / pitch).rounded()
        return CGPoint(x: page * pitch, y: proposedContentOffset.y)
    }
}
