import CollectionLayout
import Foundation

/// One axis of a fling decelerating like `UIScrollView`.
///
/// UIKit multiplies the velocity by the rate r every millisecond and moves by the velocity of
/// each millisecond, so after n milliseconds a fling started at x0 with v0 points per second has
/// moved `(v0 / 1000) · r · (1 − rⁿ) / (1 − r)` points — the projection Apple gives in WWDC 2018
/// "Designing Fluid Interfaces", `(v0 / 1000) · r / (1 − r)` (0.499 · v0 at the normal rate),
/// in the limit. The motion does not go on for ever: it stops once the speed falls under
/// `stopSpeed`, 10 points per second. Four flings measured on iOS (a public Q&A thread, id
/// 16156346) rest within half a point of this model and stop within 17 ms of it; the
/// tests carry them.
///
/// Times here are continuous (n = 1000 t), so frames between two milliseconds interpolate.
public struct FlingDeceleration: Hashable, Sendable {
    /// The offset where the fling starts.
    public var start: CGFloat
    /// The velocity at the start, in points per second.
    public var velocity: CGFloat
    /// The deceleration rate.
    public var rate: DecelerationRate

    /// The speed (points per second) under which UIKit stops a decelerating scroll.
    public static let stopSpeed: CGFloat = 10

    /// The fling from `start` with `velocity` points per second, slowing at `rate` (UIKit's normal by default).
    public init(start: CGFloat, velocity: CGFloat, rate: DecelerationRate = .normal) {
        self.start = start
        self.velocity = velocity
        self.rate = rate
    }

    /// The fling from `start` that comes to rest exactly at `target` with the same rate: the
    /// velocity whose travel `k · (|v0| − stopSpeed)` is the distance, `k = r / (1000 (1 − r))`.
    ///
    /// This is how a fling is re-timed when the layout replaces the proposed offset: the same
    /// UIKit deceleration curve, started with the velocity that lands on the target.
    public init(start: CGFloat, restingAt target: CGFloat, rate: DecelerationRate = .normal) {
        let distance = target - start
        let speed = distance == 0 ? 0 : abs(distance) / Self.secondsOfTravel(rate) + Self.stopSpeed
        self.init(start: start, velocity: distance < 0 ? -speed : speed, rate: rate)
    }

    /// `k = r / (1000 · (1 − r))`: the points travelled per point-per-second of velocity lost
    /// (0.499 s at the normal rate).
    private static func secondsOfTravel(_ rate: DecelerationRate) -> CGFloat {
        rate.rawValue / (1000 * (1 - rate.rawValue))
    }

    /// The seconds from release until the speed falls under `stopSpeed`:
    /// `ln(stopSpeed / |v0|) / (1000 · ln r)`; 0 when the fling starts slower.
    public var duration: Double {
        let speed = abs(velocity)
        guard speed > Self.stopSpeed else { return 0 }
        return Double(log(Self.stopSpeed / speed) / (1000 * log(rate.rawValue)))
    }

    /// The velocity at `time` seconds: `v0 · r^(1000t)` while moving, 0 once stopped.
    public func velocity(atTime time: Double) -> CGFloat {
        time < duration ? velocity * pow(rate.rawValue, 1000 * CGFloat(max(0, time))) : 0
    }

    /// The offset at `time` seconds: `x0 + k · v0 · (1 − r^(1000t))`, and the resting offset
    /// from `duration` on.
    public func offset(atTime time: Double) -> CGFloat {
        guard time < duration else { return restingOffset }
        let remaining = pow(rate.rawValue, 1000 * CGFloat(max(0, time)))
        return start + Self.secondsOfTravel(rate) * velocity * (1 - remaining)
    }

    /// Where the fling comes to rest: `x0 + k · (v0 − ±stopSpeed)`, the start when it is slower
    /// than `stopSpeed`.
    public var restingOffset: CGFloat {
        let speed = abs(velocity)
        guard speed > Self.stopSpeed else { return start }
        let travel = Self.secondsOfTravel(rate) * (speed - Self.stopSpeed)
        return velocity < 0 ? start - travel : start + travel
    }
}
