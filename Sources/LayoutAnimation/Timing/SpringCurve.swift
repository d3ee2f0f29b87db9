import Foundation

/// A damped spring evaluated in closed form, as Core Animation's `CASpringAnimation` and
/// SwiftUI's springs: a mass on a spring pulled from 0 to its rest position 1.
///
/// The displacement `x = progress − 1` obeys `m·x″ + c·x′ + k·x = 0` with `x(0) = −1` and
/// `x′(0) = initialVelocity` (in progress per second: 1 means the whole distance per second,
/// UIKit's convention). With `ω₀ = √(k/m)` and damping ratio `ζ = c / (2√(k·m))` the solution is
///
/// - under-damped (ζ < 1): `x = e^(−ζω₀t)·(A·cos ω_d t + B·sin ω_d t)`, `ω_d = ω₀√(1−ζ²)`;
/// - critically damped (ζ = 1): `x = (A + B·t)·e^(−ω₀t)`;
/// - over-damped (ζ > 1): `x = C₁·e^(r₁t) + C₂·e^(r₂t)`, `r₁,₂ = −ω₀(ζ ∓ √(ζ²−1))`;
///
/// with constants fitted to the initial conditions. No numerical integration is involved.
public struct SpringCurve: Hashable, Sendable, CustomStringConvertible {
    /// The moving mass (> 0).
    public let mass: Double
    /// The spring constant k (> 0).
    public let stiffness: Double
    /// The viscous damping coefficient c (> 0: an undamped spring never settles).
    public let damping: Double
    /// The initial velocity in progress per second.
    public let initialVelocity: Double

    /// Damping ratios within this distance of 1 use the critically damped formula, which is the
    /// limit of both others and avoids their division by a vanishing ω_d or √(ζ²−1).
    static let criticalBand = 1e-9

    /// Creates a spring from its physical parameters, as `CASpringAnimation`.
    ///
    /// - Throws: `TimingCurveError.invalidSpringParameter` when mass, stiffness or damping is
    ///   not a finite positive number, or the velocity is beyond ±`largestInitialVelocity`;
    ///   `TimingCurveError.springDoesNotSettle` when it would take longer than
    ///   `longestSettlingDuration` to come to rest.
    public init(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) throws {
        try Self.require(mass, "mass", mass > 0)
        try Self.require(stiffness, "stiffness", stiffness > 0)
        try Self.require(damping, "damping", damping > 0)
        guard abs(initialVelocity) <= Self.largestInitialVelocity else {
            throw TimingCurveError.invalidSpringParameter(
                name: "initialVelocity", value: initialVelocity, expected: "a number from −1000 to 1000")
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.initialVelocity = initialVelocity
        self.defaultSettlingDuration = 0
        let settling = settlingDuration(threshold: Self.defaultThreshold)
        guard settling.isFinite, settling <= Self.longestSettlingDuration else {
            throw TimingCurveError.springDoesNotSettle(seconds: settling, limit: Self.longestSettlingDuration)
        }
        self.defaultSettlingDuration = settling
    }

    /// The fastest start a spring may have, in distances per second (UIKit's
    /// `initialSpringVelocity`: 1 covers the whole distance in a second). Faster starts throw
    /// elements hundreds of distances past their targets.
    public static let largestInitialVelocity = 1000.0

    /// The longest a spring may take to settle: ten minutes, ten times the longest animation a
    /// document may ask for. Beyond it (a vanishing stiffness, an enormous mass or velocity) the
    /// curve is flat for every frame shown and its arithmetic loses all precision.
    public static let longestSettlingDuration = 600.0

    /// `settlingDuration()` at the default threshold, computed once: timing curves ask for it
    /// at every sample.
    private var defaultSettlingDuration: Double

    /// The default settling threshold, 0.00083 of the distance. Apple does not publish its
    /// criterion, only two figures (`CASpringAnimation.settlingDuration`, mass 1, stiffness 100):
    /// damping 5 settles in "approximately 2.85 seconds", damping 15 in "just over 1 second".
    /// This threshold gives 2.850 s and 1.001 s; a thousandth gave 2.78 s and 0.98 s.
    public static let defaultThreshold = 0.00083

    /// Creates a spring from a perceptual duration and a bounce, as SwiftUI's
    /// `Spring(duration:bounce:)`.
    ///
    /// Mass 1, stiffness `(2π / duration)²`; bounce 0 is critically damped, positive bounces are
    /// under-damped with damping ratio `1 − bounce`, negative ones over-damped with ratio
    /// `1 / (1 + bounce)`.
    /// - Throws: when duration is not positive or bounce is outside (−1, 1).
    public init(duration: Double, bounce: Double = 0, initialVelocity: Double = 0) throws {
        try Self.require(duration, "duration", duration > 0)
        try Self.require(bounce, "bounce", bounce > -1 && bounce < 1, expected: "a number in (−1, 1)")
        let ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce)
        try self.init(dampingRatio: ratio, response: duration, initialVelocity: initialVelocity)
    }

    /// Creates a spring from a damping ratio and a response (the period of the undamped
    /// spring, in seconds), as SwiftUI's `spring(response:dampingFraction:)` and UIKit's
    /// damping-ratio springs.
    ///
    /// Mass 1, stiffness `(2π / response)²`, damping `4π·dampingRatio / response`.
    /// - Throws: when the ratio or the response is not positive.
    public init(dampingRatio: Double, response: Double, initialVelocity: Double = 0) throws {
        try Self.require(dampingRatio, "dampingRatio", dampingRatio > 0)
        try Self.require(response, "response", response > 0)
        let omega = 2 * Double.pi / response
        try self.init(
            mass: 1, stiffness: omega * omega, damping: 2 * dampingRatio * omega, initialVelocity: initialVelocity)
    }

    private static func require(
        _ value: Double, _ name: String, _ condition: Bool, expected: String = "a finite number > 0"
    ) throws {
        guard value.isFinite, condition else {
            throw TimingCurveError.invalidSpringParameter(name: name, value: value, expected: expected)
        }
    }

    /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// The damping ratio ζ = c / (2√(k·m)): < 1 oscillates, 1 is critical, > 1 creeps.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The progress at `time` seconds after the start: 0 at time 0, tending to 1.
    public func value(atTime time: Double) -> Double {
        guard time > 0 else { return 0 }
        return 1 + displacement(atTime: time)
    }

    /// The displacement x(t) = progress − 1 from the closed-form solution.
    func displacement(atTime t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let a = -1.0
        let v0 = initialVelocity
        if abs(zeta - 1) <= Self.criticalBand {
            let b = v0 + omega * a
            return (a + b * t) * exp(-omega * t)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 + zeta * omega * a) / omegaD
            return exp(-zeta * omega * t) * (a * cos(omegaD * t) + b * sin(omegaD * t))
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * a) / (r2 - r1)
            let c1 = a - c2
            return c1 * exp(r1 * t) + c2 * exp(r2 * t)
        }
    }

    /// The displacement's envelope: a bound on |x(s)| for every s ≥ t, non-increasing in t
    /// once t ≥ `envelopePeak`.
    private func envelope(atTime t: Double) -> Double {
        let omega = naturalFrequency
        let zeta = dampingRatio
        let v0 = initialVelocity
        if abs(zeta - 1) <= Self.criticalBand {
            let b = v0 - omega
            return (1 + abs(b) * t) * exp(-omega * t)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let b = (v0 - zeta * omega) / omegaD
            return (1 + b * b).squareRoot() * exp(-zeta * omega * t)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 + r1) / (r2 - r1)
            let c1 = -1 - c2
            return abs(c1) * exp(r1 * t) + abs(c2) * exp(r2 * t)
        }
    }

    /// The time from which the envelope decreases (only the critically damped one first rises).
    private var envelopePeak: Double {
        guard abs(dampingRatio - 1) <= Self.criticalBand else { return 0 }
        let b = abs(initialVelocity - naturalFrequency)
        guard b > 0 else { return 0 }
        return max(0, 1 / naturalFrequency - 1 / b)
    }

    /// The time after which the spring stays within `threshold` of rest (|progress − 1| ≤
    /// threshold): the first time the envelope of the displacement falls to `threshold`.
    ///
    /// The default threshold, `defaultThreshold`, reproduces Apple's published settling times.
    public func settlingDuration(threshold: Double = SpringCurve.defaultThreshold) -> Double {
        if threshold == Self.defaultThreshold, defaultSettlingDuration > 0 { return defaultSettlingDuration }
        let epsilon = max(threshold, 1e-12)
        var low = envelopePeak
        if envelope(atTime: low) <= epsilon { return low }
        var high = max(low, 1 / naturalFrequency)
        while envelope(atTime: high) > epsilon, high < 1e9 { high *= 2 }
        for _ in 0..<100 {
            let middle = (low + high) / 2
            if envelope(atTime: middle) > epsilon { low = middle } else { high = middle }
        }
        return high
    }

    /// "spring(mass: …, stiffness: …, damping: …, initialVelocity: …)".
    public var description: String {
        "spring(mass: \(mass), stiffness: \(stiffness), damping: \(damping), initialVelocity: \(initialVelocity))"
    }
}
