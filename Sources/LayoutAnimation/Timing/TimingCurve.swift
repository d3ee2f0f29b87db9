import Foundation

/// How an animation's progress depends on time: Core Animation's named media timing functions,
/// any cubic Bézier, or a spring.
///
/// `progress(at:)` maps normalised time `t ∈ [0, 1]` (0 = start, 1 = end of the animation) to
/// progress, where 0 means the *from* state and 1 the *to* state. Every curve returns exactly 0
/// at t ≤ 0 and exactly 1 at t ≥ 1, so the first and last frames are exact; in between a
/// Bézier with control points outside [0, 1] in y or an under-damped spring may overshoot.
public enum TimingCurve: Hashable, Sendable, CustomStringConvertible {
    /// Constant speed: cubic-bezier(0, 0, 1, 1).
    case linear
    /// Starts slowly: cubic-bezier(0.42, 0, 1, 1) (`kCAMediaTimingFunctionEaseIn`).
    case easeIn
    /// Ends slowly: cubic-bezier(0, 0, 0.58, 1) (`kCAMediaTimingFunctionEaseOut`).
    case easeOut
    /// Starts and ends slowly: cubic-bezier(0.42, 0, 0.58, 1) (`kCAMediaTimingFunctionEaseInEaseOut`),
    /// the curve UIKit's view animations use unless told otherwise.
    case easeInEaseOut
    /// Core Animation's default: cubic-bezier(0.25, 0.1, 0.25, 1) (CSS `ease`).
    case `default`
    /// Any cubic Bézier from (0, 0) to (1, 1).
    case cubicBezier(CubicBezierCurve)
    /// A spring; normalised time 1 is the spring's settling duration.
    case spring(SpringCurve)

    /// The progress at normalised time `t`; exactly 0 for t ≤ 0 and exactly 1 for t ≥ 1.
    public func progress(at t: Double) -> Double {
        guard t.isFinite else { return t > 0 ? 1 : 0 }
        if t <= 0 { return 0 }
        if t >= 1 { return 1 }
        switch self {
        case .linear: return t
        case .spring(let spring): return spring.value(atTime: t * spring.settlingDuration())
        default: return bezier?.progress(at: t) ?? t
        }
    }

    /// The curve as a cubic Bézier, when it is one (every case but `.spring`).
    ///
    /// Writers that can express Bézier easing natively (SVG `keySplines`, CSS) use this; others
    /// sample `progress(at:)`.
    public var bezier: CubicBezierCurve? {
        switch self {
        case .linear: CubicBezierCurve(unchecked: 0, 0, 1, 1)
        case .easeIn: CubicBezierCurve(unchecked: 0.42, 0, 1, 1)
        case .easeOut: CubicBezierCurve(unchecked: 0, 0, 0.58, 1)
        case .easeInEaseOut: CubicBezierCurve(unchecked: 0.42, 0, 0.58, 1)
        case .default: CubicBezierCurve(unchecked: 0.25, 0.1, 0.25, 1)
        case .cubicBezier(let curve): curve
        case .spring: nil
        }
    }

    /// The curve's own length in seconds, when it has one: a spring's settling duration (which
    /// normalised time 1 stands for). Nil for Bézier curves, whose duration the caller chooses.
    /// Pass it as the duration of an animated output to play a spring at its physical speed.
    public var naturalDuration: Double? {
        if case .spring(let spring) = self { return spring.settlingDuration() }
        return nil
    }

    /// A Bézier timing curve from its control points.
    ///
    /// - Throws: `TimingCurveError.controlPointOutOfRange` (see `CubicBezierCurve.init`).
    public static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws -> TimingCurve {
        .cubicBezier(try CubicBezierCurve(x1: x1, y1: y1, x2: x2, y2: y2))
    }

    /// The names accepted by `init(name:)`: linear, easeIn, easeOut, easeInEaseOut, default.
    public static let names = ["linear", "easeIn", "easeOut", "easeInEaseOut", "default"]

    /// A named curve ("linear", "easeIn", "easeOut", "easeInEaseOut" or "default"); nil otherwise.
    public init?(name: String) {
        switch name {
        case "linear": self = .linear
        case "easeIn": self = .easeIn
        case "easeOut": self = .easeOut
        case "easeInEaseOut": self = .easeInEaseOut
        case "default": self = .default
        default: return nil
        }
    }

    /// The curve's name ("easeInEaseOut", …), or its parameters for a cubic Bézier or a spring.
    public var description: String {
        switch self {
        case .linear: "linear"
        case .easeIn: "easeIn"
        case .easeOut: "easeOut"
        case .easeInEaseOut: "easeInEaseOut"
        case .default: "default"
        case .cubicBezier(let curve): curve.description
        case .spring(let spring): spring.description
        }
    }
}
