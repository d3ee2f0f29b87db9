import Foundation

/// A flow layout whose flings snap: an item ends centred (a carousel) or the scroll ends on a
/// page boundary, decided in `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`
/// exactly as a UIKit app subclasses `UICollectionViewFlowLayout` to snap.
///
/// `lastResolution` keeps the last decision (proposed and adjusted offsets, the centred item),
/// which is what a figure of the snap needs.
open class CollectionViewSnappingFlowLayout: CollectionViewFlowLayout {
    /// Where flings may rest; `.centerItem` by default.
    open var snapBehavior: ScrollSnapBehavior = .centerItem

    /// The last decision `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` made.
    public private(set) var lastResolution: ScrollTargetResolution?

    public override init() {
        super.init()
    }

    /// Required by `NSCoding` in UIKit; present so ported layouts compile. Layouts are never
    /// decoded here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The proposed offset adjusted by `snapBehavior` (see `ScrollSnapping.resolve`).
    public func resolveTargetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> ScrollTargetResolution {
        ScrollSnapping.resolve(
            snapBehavior, layout: self, direction: scrollDirection, proposedContentOffset: proposedContentOffset,
            velocity: velocity)
    }

    /// Where a fling rests: `proposedContentOffset` adjusted by `snapBehavior`.
    open override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let resolution = resolveTargetContentOffset(
            forProposedContentOffset: proposedContentOffset, withScrollingVelocity: velocity)
        lastResolution = resolution
        return resolution.targetContentOffset
    }

    /// Where a scroll rests without a fling (after a relayout): snapped as for a zero velocity.
    open override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        resolveTargetContentOffset(forProposedContentOffset: proposedContentOffset, withScrollingVelocity: .zero)
            .targetContentOffset
    }
}
