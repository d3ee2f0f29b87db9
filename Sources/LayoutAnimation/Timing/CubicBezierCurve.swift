import Foundation

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with two control points, as Core
/// Animation's `CAMediaTimingFunction(controlPoints:)` and CSS's `cubic-bezier()`.
///
/// The curve is `B(s) = 3(1−s)²s·P1 + 3(1−s)s²·P2 + s³` for a curve parameter `s ∈ [0, 1]`.
/// The x coordinate is time, the y coordinate progress. For a time `t` the curve is solved for
/// `x(s) = t` — Newton–Raphson from `s = t`, falling back to bisection when the slope is too
/// flat or the step leaves the interval — to within `solverTolerance` of the exact parameter,
/// then `y(s)` is returned. No lookup table is involved, so the result is accurate everywhere.
///
/// The control points' x coordinates must lie in [0, 1] so that x(s) is monotonic and every
/// time has exactly one progress (the same rule as CSS); y coordinates are free, which allows
/// overshoot such as (0.34, 1.56, 0.64, 1).
public struct CubicBezierCurve: Hashable, Sendable, CustomStringConvertible {
    /// The first control point's time coordinate, in [0, 1].
    public let x1: Double
    /// The first control point's progress coordinate.
    public let y1: Double
    /// The second control point's time coordinate, in [0, 1].
    public let x2: Double
    /// The second control point's progress coordinate.
    public let y2: Double

    /// The bound on the error of the solved curve parameter: far below a thousandth of a frame.
    ///
    /// Where x(s) is flat (x1 = 1, x2 = 0 at s = 0.5) the problem itself is ill-conditioned:
    /// every s within about 1e-5 of the root gives the same `Double` x, and no solver can do
    /// better than that.
    public static let solverTolerance = 1e-12

    /// Creates a curve after checking its control points.
    ///
    /// - Throws: `TimingCurveError.controlPointOutOfRange` when x1 or x2 lies outside [0, 1] or
    ///   any coordinate is not finite.
    public init(x1: Double, y1: Double, x2: Double, y2: Double) throws {
        for (name, value) in [("x1", x1), ("y1", y1), ("x2", x2), ("y2", y2)] where !value.isFinite {
            throw TimingCurveError.controlPointOutOfRange(name: name, value: value)
        }
        guard (0...1).contains(x1) else { throw TimingCurveError.controlPointOutOfRange(name: "x1", value: x1) }
        guard (0...1).contains(x2) else { throw TimingCurveError.controlPointOutOfRange(name: "x2", value: x2) }
        self.init(unchecked: x1, y1, x2, y2)
    }

    /// Creates a curve from control points known to be valid (the named presets).
    init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The progress at time `t`; times outside [0, 1] are clamped, and the ends are exact.
    public func progress(at t: Double) -> Double {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        return Self.coordinate(at: parameter(forTime: t), c1: y1, c2: y2)
    }

    /// The curve parameter `s` with `x(s) = t`, to within `solverTolerance` in s.
    public func parameter(forTime t: Double) -> Double {
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        // Newton–Raphson converges quadratically from s = t wherever the slope is not tiny.
        var s = t
        for _ in 0..<8 {
            let error = Self.coordinate(at: s, c1: x1, c2: x2) - t
            if error == 0 { return s }
            let slope = Self.derivative(at: s, c1: x1, c2: x2)
            guard abs(slope) > 1e-6 else { break }
            let step = error / slope
            let next = s - step
            guard next > 0, next < 1 else { break }
            if abs(step) <= Self.solverTolerance { return next }
            s = next
        }
        // Bisection: x(s) is monotonic on [0, 1], so halving until the interval is below the
        // tolerance always converges (at most 40 halvings for 1e-12).
        var low = 0.0
        var high = 1.0
        while high - low > Self.solverTolerance {
            let middle = (low + high) / 2
            let x = Self.coordinate(at: middle, c1: x1, c2: x2)
            if x == t { return middle }
            if x < t { low = middle } else { high = middle }
        }
        return (low + high) / 2
    }

    /// One coordinate of the curve: 3(1−s)²s·c1 + 3(1−s)s²·c2 + s³, in Horner form.
    static func coordinate(at s: Double, c1: Double, c2: Double) -> Double {
        let a = 1 + 3 * c1 - 3 * c2
        let b = 3 * c2 - 6 * c1
        let c = 3 * c1
        return ((a * s + b) * s + c) * s
    }

    /// The derivative of `coordinate(at:c1:c2:)` with respect to s.
    static func derivative(at s: Double, c1: Double, c2: Double) -> Double {
        let a = 1 + 3 * c1 - 3 * c2
        let b = 3 * c2 - 6 * c1
        let c = 3 * c1
        return (3 * a * s + 2 * b) * s + c
    }

    /// "cubic-bezier(x1, y1, x2, y2)", as in CSS.
    public var description: String { "cubic-bezier(\(x1), \(y1), \(x2), \(y2))" }
}
