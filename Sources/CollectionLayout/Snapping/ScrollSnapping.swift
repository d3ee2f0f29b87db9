import Foundation

/// The snapping decisions of `ScrollSnapBehavior`, usable from any layout's
/// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
///
/// Only the coordinate along the scroll direction changes; the other keeps the proposed value.
/// Targets are clamped to the content limits (a scroll view never rests outside them), so an
/// item near either end of the content may not end exactly centred.
public enum ScrollSnapping {
    /// Resolves `behavior` for `layout`, installed in a collection view (without one, the
    /// proposed offset is returned unchanged).
    ///
    /// - Parameters:
    ///   - proposedContentOffset: where deceleration would rest.
    ///   - velocity: the fling's velocity in points per second (only its sign matters here).
    ///   - direction: the axis the content scrolls along.
    public static func resolve(
        _ behavior: ScrollSnapBehavior, layout: CollectionViewLayout, direction: ScrollDirection,
        proposedContentOffset proposed: CGPoint, velocity: CGPoint
    ) -> ScrollTargetResolution {
        var resolution = ScrollTargetResolution(
            proposedContentOffset: proposed, targetContentOffset: proposed, velocity: velocity)
        guard let collectionView = layout.collectionView else { return resolution }
        let limits = ContentOffsetLimits(
            contentSize: layout.collectionViewContentSize, boundsSize: collectionView.bounds.size,
            contentInset: collectionView.adjustedContentInset)
        let viewport = collectionView.bounds.size.length(along: direction)
        switch behavior {
        case .none:
            break
        case .centerItem:
            if let item = nearestCell(
                to: proposed, viewport: collectionView.bounds.size, layout: layout, direction: direction)
            {
                resolution.snappedIndexPath = item.indexPath
                let centre = item.center.coordinate(along: direction)
                resolution.targetContentOffset = proposed.replacing(centre - viewport / 2, along: direction)
            }
        case .paging:
            // Pages are counted in whole viewports; a page number that is not a finite integer
            // (a vanishing viewport over a long content) leaves the proposed offset alone.
            guard viewport > 0 else { break }
            let current = collectionView.contentOffset.coordinate(along: direction) / viewport
            let speed = velocity.coordinate(along: direction)
            var page: CGFloat
            if speed > 0 {
                page = current.rounded(.down) + 1
            } else if speed < 0 {
                page = current.rounded(.up) - 1
            } else {
                page = (proposed.coordinate(along: direction) / viewport).rounded()
            }
            let lastPage = (limits.maximum.coordinate(along: direction) / viewport).rounded(.up)
            page = min(max(page, 0), max(0, lastPage))
            guard let pageNumber = Int(exactly: page) else { break }
            resolution.page = pageNumber
            resolution.targetContentOffset = proposed.replacing(page * viewport, along: direction)
        }
        resolution.targetContentOffset = limits.clamp(resolution.targetContentOffset)
        return resolution
    }

    /// The cell whose centre is nearest the centre of the viewport at `offset`, searching the
    /// viewport and one viewport length on either side; ties go to the first in the layout's order.
    static func nearestCell(
        to offset: CGPoint, viewport: CGSize, layout: CollectionViewLayout, direction: ScrollDirection
    ) -> CollectionViewLayoutAttributes? {
        let length = viewport.length(along: direction)
        let searchOrigin = offset.replacing(offset.coordinate(along: direction) - length, along: direction)
        let searchSize =
            direction == .vertical
            ? CGSize(width: viewport.width, height: 3 * length) : CGSize(width: 3 * length, height: viewport.height)
        let middle = offset.coordinate(along: direction) + length / 2
        var best: CollectionViewLayoutAttributes?
        var bestDistance = CGFloat.infinity
        for attributes in layout.adjustedLayoutAttributesForElements(in: CGRect(origin: searchOrigin, size: searchSize))
            ?? []
        where attributes.representedElementCategory == .cell && !attributes.isHidden {
            let distance = abs(attributes.center.coordinate(along: direction) - middle)
            if distance < bestDistance {
                best = attributes
                bestDistance = distance
            }
        }
        return best
    }
}
