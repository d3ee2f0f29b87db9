import CollectionLayout
import Foundation

/// One axis of a fling decelerating like `UIScrollView`.
///
/// With start offset x0, velocity v0 (points per second) and rate r per millisecond:
/// `v(t) = v0 · r^(1000t)`, `offset(t) = x0 + v0 · (r^(1000t) − 1) / (1000 · ln r)`, and the
/// offset tends to the resting offset `x0 − v0 / (1000 · ln r)`. The motion is asymptotic, so it
/// is considered finished once the remaining distance falls below `restThreshold`.
public struct FlingDeceleration: Hashable, Sendable {
    /// The offset where the fling starts.
    public var start: CGFloat
    /// The velocity at the start, in points per second.
    public var velocity: CGFloat
    /// The deceleration rate.
    public var rate: DecelerationRate

    /// The remaining distance (points) below which the fling counts as at rest: half a point,
    /// less than a pixel at 2× — where a scroll view's motion becomes invisible.
    public static let restThreshold: CGFloat = 0.5

    /// The fling from `start` with `velocity` points per second, slowing at `rate` (UIKit's normal by default).
    public init(start: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    /// The fling from `start` that comes to rest exactly at `target` with the same rate: its
    /// initial velocity is `−(target − start) · 1000 · ln r`.
    ///
    /// This is how a fling is re-timed when the layout replaces the proposed offset: the same
    /// UIKit deceleration curve, started with the velocity that lands on the target.
    public init(start: CGFloat, restingAt target: CGFloat, rate: DecelerationRate = .normal) {
        self.init(start: start, velocity: -(target - start) * rate.decayPerSecond, rate: rate)
    }

    /// The velocity at `time` seconds: `v0 · r^(1000t)`.
    public func velocity(atTime time: Double) -> CGFloat {
        velocity * pow(rate.rawValue, 1000 * CGFloat(time))
    }

    /// The offset at `time` seconds: `x0 + v0 · (r^(1000t) − 1) / (1000 · ln r)`.
    public func offset(atTime time: Double) -> CGFloat {
        start + velocity * (pow(rate.rawValue, 1000 * CGFloat(time)) - 1) / rate.decayPerSecond
    }

    /// Where the fling comes to rest: `x0 − v0 / (1000 · ln r)`.
    public var restingOffset: CGFloat {
        start - velocity / rate.decayPerSecond
    }

    /// The time in seconds after which less than `threshold` points remain to travel:
    /// the remaining distance is `|v0 / (1000 ln r)| · r^(1000t)`, so
    /// `t = ln(threshold / distance) / (1000 · ln r)`; 0 when the whole fling is shorter.
    public func duration(threshold: CGFloat = restThreshold) -> Double {
        let distance = abs(restingOffset - start)
        guard distance > threshold, threshold > 0 else { return 0 }
        return Double(log(threshold / distance) / rate.decayPerSecond)
    }
}
