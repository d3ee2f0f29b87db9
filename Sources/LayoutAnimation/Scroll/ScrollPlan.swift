import CollectionLayout
import Foundation

/// A scroll to sample frame by frame: a sequence of content offsets along one axis.
///
/// Offsets are given along `direction`'s axis (y for vertical); the other coordinate keeps the
/// collection view's current offset. Each requested offset is resolved against the content like
/// a scroll view (clamped at the end; at the start according to `overscroll`) before it is shown.
public struct ScrollPlan: Hashable, Sendable {
    /// How the offsets are produced.
    public enum Motion: Hashable, Sendable {
        /// From `from` to `to` in `frames` frames evenly spaced in time, progress through `curve`
        /// (frame i of N at normalised time i / (N − 1); a single frame shows `to`).
        case keyframes(from: CGFloat, to: CGFloat, frames: Int, curve: TimingCurve)
        /// Exactly these offsets, one frame each.
        case offsets([CGFloat])
        /// A fling with `velocity` points per second from `from` (nil = the current offset),
        /// decelerating at `rate` to where the layout's
        /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` puts it, sampled
        /// in `frames` frames evenly spaced in time (a single frame shows the resting offset).
        case fling(from: CGFloat?, velocity: CGFloat, frames: Int, rate: DecelerationRate)
    }

    /// How the offsets are produced.
    public var motion: Motion
    /// The axis scrolled along.
    public var direction: ScrollDirection
    /// What happens to offsets before the start of the content.
    public var overscroll: OverscrollBehavior

    /// A plan of `motion` along `direction`'s axis (vertical by default), with `overscroll` deciding
    /// what happens to offsets before the start of the content (clamped by default).
    public init(_ motion: Motion, direction: ScrollDirection = .vertical, overscroll: OverscrollBehavior = .none) {
        self.motion = motion
        self.direction = direction
        self.overscroll = overscroll
    }

    /// The number of frames the plan produces.
    public var frameCount: Int {
        switch motion {
        case .keyframes(_, _, let frames, _), .fling(_, _, let frames, _): frames
        case .offsets(let offsets): offsets.count
        }
    }

    /// Checks the plan: at least one frame, finite offsets and velocity.
    ///
    /// - Throws: `ScrollPlanError` naming the offending value.
    public func validate() throws {
        switch motion {
        case .keyframes(let from, let to, let frames, _):
            guard from.isFinite else { throw ScrollPlanError.nonFiniteOffset(name: "from", value: Double(from)) }
            guard to.isFinite else { throw ScrollPlanError.nonFiniteOffset(name: "to", value: Double(to)) }
            guard frames >= 1 else { throw ScrollPlanError.frameCount(frames) }
        case .offsets(let offsets):
            guard !offsets.isEmpty else { throw ScrollPlanError.frameCount(0) }
            for (index, offset) in offsets.enumerated() where !offset.isFinite {
                throw ScrollPlanError.nonFiniteOffset(name: "offsets[\(index)]", value: Double(offset))
            }
        case .fling(let from, let velocity, let frames, _):
            if let from, !from.isFinite {
                throw ScrollPlanError.nonFiniteOffset(name: "from", value: Double(from))
            }
            guard velocity.isFinite else { throw ScrollPlanError.nonFiniteVelocity(Double(velocity)) }
            guard frames >= 1 else { throw ScrollPlanError.frameCount(frames) }
        }
        if case .rubberBand(let band) = overscroll, !(band.coefficient.isFinite && band.coefficient > 0) {
            throw ScrollPlanError.rubberBandCoefficient(Double(band.coefficient))
        }
    }
}

/// Why a scroll plan cannot be sampled.
public enum ScrollPlanError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The plan asks for fewer than one frame (or an empty offset list).
    case frameCount(Int)
    /// An offset is NaN or infinite.
    case nonFiniteOffset(name: String, value: Double)
    /// The fling velocity is NaN or infinite.
    case nonFiniteVelocity(Double)
    /// The rubber band's coefficient is not a positive finite number.
    case rubberBandCoefficient(Double)

    /// The message, naming the offending value and what was expected.
    public var description: String {
        switch self {
        case .frameCount(let count): "frames = \(count): expected at least 1 frame"
        case .nonFiniteOffset(let name, let value): "scroll offset \(name) = \(value): expected a finite number"
        case .nonFiniteVelocity(let value): "fling velocity = \(value): expected a finite number of points per second"
        case .rubberBandCoefficient(let value): "rubber-band coefficient = \(value): expected a positive number"
        }
    }
}
