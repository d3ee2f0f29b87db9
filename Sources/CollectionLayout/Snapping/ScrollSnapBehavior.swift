import Foundation

/// Where a fling may come to rest, decided in `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
public enum ScrollSnapBehavior: String, Hashable, Sendable, Codable, CaseIterable {
    /// Rest wherever deceleration ends (the proposed offset, clamped to the content).
    case none
    /// Rest so that the cell whose centre is nearest the proposed viewport's centre ends exactly
    /// centred (a carousel).
    case centerItem
    /// Rest on a multiple of the viewport's length: the next page in the fling's direction from
    /// where the drag ended, or the nearest page to the proposed offset when the velocity is 0.
    case paging
}

/// The outcome of a fling's target decision: where deceleration would naturally rest and where
/// the layout moved it — the two offsets the source material's snapping figure shows.
public struct ScrollTargetResolution: Hashable, Sendable {
    /// Where deceleration would naturally come to rest (the proposed content offset).
    public var proposedContentOffset: CGPoint
    /// Where the scroll actually rests (the layout's answer, within the content limits).
    public var targetContentOffset: CGPoint
    /// The fling's velocity in points per second.
    public var velocity: CGPoint
    /// The cell that ends centred (`.centerItem`), else nil.
    public var snappedIndexPath: IndexPath?
    /// The page the scroll ends on (`.paging`), else nil.
    public var page: Int?

    /// A resolution of the given offsets and velocity; `snappedIndexPath` and `page` default to nil.
    public init(
        proposedContentOffset: CGPoint, targetContentOffset: CGPoint, velocity: CGPoint,
        snappedIndexPath: IndexPath? = nil, page: Int? = nil
    ) {
        self.proposedContentOffset = proposedContentOffset
        self.targetContentOffset = targetContentOffset
        self.velocity = velocity
        self.snappedIndexPath = snappedIndexPath
        self.page = page
    }

    /// How far the layout moved the resting offset: `target − proposed`.
    public var adjustment: CGPoint {
        CGPoint(
            x: targetContentOffset.x - proposedContentOffset.x, y: targetContentOffset.y - proposedContentOffset.y)
    }
}
