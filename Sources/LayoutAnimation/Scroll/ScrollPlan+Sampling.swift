import CollectionLayout
import Foundation

extension ScrollPlan {
    /// Scrolls `collectionView` through the plan and records every frame.
    ///
    /// Per frame, exactly as a scroll view moves: the requested offset is resolved against the
    /// content limits (and `overscroll` before the start), the bounds origin is set — which asks
    /// the layout `shouldInvalidateLayout(forBoundsChange:)` — then `layoutIfNeeded()` runs the
    /// cycle if invalidated and queries only the visible rectangle; the frame keeps copies of
    /// those attributes. The collection view is left at the last frame's offset.
    ///
    /// While it moves, the collection view says what moves it, as UIKit's scroll view does:
    /// keyframes and offsets are a drag (`isDragging` and `isTracking`), a fling is dragged
    /// until its release (its first frame, when the target offset is asked for, as UIKit asks in
    /// `scrollViewWillEndDragging`) and decelerates after it (`isDecelerating`). Once sampled it
    /// is at rest again.
    ///
    /// For a fling, the natural resting offset is clamped to the content and proposed to
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` (velocity in points
    /// per second, zero across the axis); the answer, clamped to the content, is where the
    /// motion rests. When it differs from the proposal the motion is re-timed: the same UIKit
    /// deceleration (same rate) with the initial velocity that rests exactly on the target, so
    /// the snap looks like the fling the user would have needed; it lasts until its speed falls
    /// under `FlingDeceleration.stopSpeed`. The last frame is exactly the target. A fling that
    /// would run past either end simply stops at it (no bounce is animated).
    ///
    /// - Parameter progress: called after each frame with (frames done, total).
    /// - Throws: `ScrollPlanError` when the plan is invalid (nothing is scrolled then).
    public func sample(
        in collectionView: CollectionView, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> ScrollSequence {
        try validate()
        collectionView.layoutIfNeeded()
        collectionView.interaction = .dragging
        defer { collectionView.interaction = .idle }
        let contentSize = collectionView.contentSize
        var fling: FlingOutcome?
        let requested: [(offset: CGFloat, time: Double?)]
        switch motion {
        case .keyframes(let from, let to, let frames, let curve):
            requested = (0..<frames).map { index in
                let t = Self.normalisedTime(index, of: frames)
                return (from + (to - from) * CGFloat(curve.progress(at: t)), nil)
            }
        case .offsets(let offsets):
            requested = offsets.map { ($0, nil) }
        case .fling(let from, let velocity, let frames, let rate):
            let outcome = resolveFling(from: from, velocity: velocity, rate: rate, in: collectionView)
            fling = outcome
            let target = outcome.resolution.targetContentOffset.coordinate(along: direction)
            requested = (0..<frames).map { index in
                let time = outcome.duration * Self.normalisedTime(index, of: frames)
                let isLast = index == frames - 1
                return (isLast ? target : outcome.motion.offset(atTime: time), time)
            }
        }
        var frames: [ScrollFrame] = []
        frames.reserveCapacity(requested.count)
        for (index, request) in requested.enumerated() {
            if fling != nil, index > 0 { collectionView.interaction = .decelerating }
            frames.append(showFrame(index, of: requested.count, request: request, in: collectionView))
            progress?(index + 1, requested.count)
        }
        return ScrollSequence(plan: self, frames: frames, fling: fling, contentSize: contentSize)
    }

    /// Frame `index` of `count` at normalised time i / (count − 1); a single frame is the end (1).
    static func normalisedTime(_ index: Int, of count: Int) -> Double {
        count > 1 ? Double(index) / Double(count - 1) : 1
    }

    private func resolvedOffset(_ requested: CGFloat, in collectionView: CollectionView) -> CGPoint {
        let limits = ContentOffsetLimits(collectionView: collectionView)
        let viewportLength = collectionView.bounds.size.length(along: direction)
        let value = overscroll.resolve(requested, limits: limits, direction: direction, viewportLength: viewportLength)
        return collectionView.contentOffset.replacing(value, along: direction)
    }

    private func showFrame(
        _ index: Int, of count: Int, request: (offset: CGFloat, time: Double?), in collectionView: CollectionView
    ) -> ScrollFrame {
        collectionView.bounds.origin = resolvedOffset(request.offset, in: collectionView)
        let invalidated = collectionView.needsLayout
        collectionView.layoutIfNeeded()
        return ScrollFrame(
            index: index, progress: count > 1 ? Double(index) / Double(count - 1) : 0, time: request.time,
            requestedOffset: request.offset, contentOffset: collectionView.contentOffset, bounds: collectionView.bounds,
            layoutWasInvalidated: invalidated, attributes: collectionView.visibleLayoutAttributes.map { $0.copied() })
    }

    private func resolveFling(
        from: CGFloat?, velocity: CGFloat, rate: DecelerationRate, in collectionView: CollectionView
    ) -> FlingOutcome {
        if let from {
            collectionView.bounds.origin = resolvedOffset(from, in: collectionView)
            collectionView.layoutIfNeeded()
        }
        let start = collectionView.contentOffset.coordinate(along: direction)
        let natural = FlingDeceleration(start: start, velocity: velocity, rate: rate)
        let limits = ContentOffsetLimits(collectionView: collectionView)
        let proposed = collectionView.contentOffset.replacing(
            limits.clamp(natural.restingOffset, along: direction), along: direction)
        let velocityPoint = CGPoint.zero.replacing(velocity, along: direction)
        let answer = collectionView.collectionViewLayout.targetContentOffset(
            forProposedContentOffset: proposed, withScrollingVelocity: velocityPoint)
        let target = limits.clamp(answer.coordinate(along: direction), along: direction)
        // A snapping layout reports which item it centred or which page it chose.
        let snapped = (collectionView.collectionViewLayout as? CollectionViewSnappingFlowLayout)?.lastResolution
        let resolution = ScrollTargetResolution(
            proposedContentOffset: proposed, targetContentOffset: proposed.replacing(target, along: direction),
            velocity: velocityPoint, snappedIndexPath: snapped?.snappedIndexPath, page: snapped?.page)
        let motion = FlingDeceleration(start: start, restingAt: target, rate: rate)
        return FlingOutcome(natural: natural, resolution: resolution, motion: motion, duration: motion.duration)
    }
}
