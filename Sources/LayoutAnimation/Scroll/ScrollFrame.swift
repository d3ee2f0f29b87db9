import CollectionLayout
import Foundation

/// One sampled frame of a scroll: the offset shown and the visible elements there.
///
/// Holds copies of the attributes the collection view's visible-rectangle query returned, so
/// later frames never change earlier ones. (Not `Sendable`: attributes are UIKit-style classes.)
public struct ScrollFrame {
    /// The frame's position in the sequence, from 0.
    public var index: Int
    /// Normalised time, 0 at the first frame and 1 at the last (0 for a single frame).
    public var progress: Double
    /// Seconds since the fling started (flings only).
    public var time: Double?
    /// The offset the plan asked for along the scroll axis, before clamping and overscroll.
    public var requestedOffset: CGFloat
    /// The content offset shown (the bounds origin).
    public var contentOffset: CGPoint
    /// The visible rectangle in content coordinates.
    public var bounds: CGRect
    /// Whether moving the bounds invalidated the layout (`shouldInvalidateLayout(forBoundsChange:)`).
    public var layoutWasInvalidated: Bool
    /// Copies of the attributes of the visible elements, in the layout's order.
    public var attributes: [CollectionViewLayoutAttributes]

    /// A frame with the given sampled values; `time` is nil except for flings.
    public init(
        index: Int, progress: Double, time: Double?, requestedOffset: CGFloat, contentOffset: CGPoint, bounds: CGRect,
        layoutWasInvalidated: Bool, attributes: [CollectionViewLayoutAttributes]
    ) {
        self.index = index
        self.progress = progress
        self.time = time
        self.requestedOffset = requestedOffset
        self.contentOffset = contentOffset
        self.bounds = bounds
        self.layoutWasInvalidated = layoutWasInvalidated
        self.attributes = attributes
    }
}

/// What a fling did: where it would have rested, where the layout sent it, and the motion
/// actually sampled.
public struct FlingOutcome: Hashable, Sendable {
    /// The fling as released: start, velocity and rate.
    public var natural: FlingDeceleration
    /// The natural resting offset within the content (the proposed offset) and the layout's
    /// target (the adjusted offset) — the two offsets of the snapping figure.
    public var resolution: ScrollTargetResolution
    /// The motion sampled: the same deceleration re-timed to rest on the target
    /// (`FlingDeceleration(start:restingAt:rate:)`).
    public var motion: FlingDeceleration
    /// Seconds from release to rest (until the speed falls under `FlingDeceleration.stopSpeed`).
    public var duration: Double

    /// The outcome of a fling: as released, the layout's resolution, the motion sampled and its length in seconds.
    public init(
        natural: FlingDeceleration, resolution: ScrollTargetResolution, motion: FlingDeceleration, duration: Double
    ) {
        self.natural = natural
        self.resolution = resolution
        self.motion = motion
        self.duration = duration
    }
}

/// The frames of a sampled scroll plan.
public struct ScrollSequence {
    /// The plan sampled.
    public var plan: ScrollPlan
    /// The frames, in order.
    public var frames: [ScrollFrame]
    /// The fling's outcome (fling plans only).
    public var fling: FlingOutcome?
    /// The collection view's content size during the scroll (from the first layout pass).
    public var contentSize: CGSize

    /// The frames sampled from `plan`; `fling` is nil except for fling plans.
    public init(plan: ScrollPlan, frames: [ScrollFrame], fling: FlingOutcome?, contentSize: CGSize) {
        self.plan = plan
        self.frames = frames
        self.fling = fling
        self.contentSize = contentSize
    }
}
