import Foundation
import LayoutAnimation
import XCTest

final class SpringCurveTests: XCTestCase {
    /// m·x″ + c·x′ + k·x for x = progress − 1, by central differences with step h.
    private func residual(_ spring: SpringCurve, at t: Double, h: Double = 1e-4) -> Double {
        let x = { (time: Double) in spring.value(atTime: time) - 1 }
        let velocity = (x(t + h) - x(t - h)) / (2 * h)
        let acceleration = (x(t + h) - 2 * x(t) + x(t - h)) / (h * h)
        return spring.mass * acceleration + spring.damping * velocity + spring.stiffness * x(t)
    }

    func testClosedFormSatisfiesTheOscillatorEquation() throws {
        let springs = [
            try SpringCurve(mass: 1, stiffness: 100, damping: 6, initialVelocity: 0),  // ζ = 0.3
            try SpringCurve(mass: 2, stiffness: 200, damping: 40, initialVelocity: 3),  // ζ = 1
            try SpringCurve(mass: 1, stiffness: 50, damping: 30, initialVelocity: -2),  // ζ ≈ 2.1
        ]
        for spring in springs {
            for step in 1...40 {
                let t = Double(step) * 0.025
                // Scale: the largest of the three terms is about k (|x| ≤ ~1); finite differences
                // with h = 1e-4 are accurate to ~1e-5 of that.
                XCTAssertEqual(residual(spring, at: t), 0, accuracy: 1e-3 * spring.stiffness, "\(spring) at \(t)")
            }
        }
    }

    func testInitialConditions() throws {
        for damping in [6.0, 20, 50] {
            let spring = try SpringCurve(mass: 1, stiffness: 100, damping: damping, initialVelocity: 4)
            XCTAssertEqual(spring.value(atTime: 0), 0, "\(spring) starts at 0")
            let h = 1e-7
            XCTAssertEqual(spring.value(atTime: h) / h, 4, accuracy: 1e-4, "\(spring) starts with velocity 4")
        }
    }

    /// ζ = 1 with ω₀ = 10 and no initial velocity: x(t) = −(1 + 10t)·e^(−10t).
    func testCriticallyDampedFormula() throws {
        let spring = try SpringCurve(mass: 1, stiffness: 100, damping: 20)
        XCTAssertEqual(spring.dampingRatio, 1, accuracy: 1e-12)
        for step in 0...30 {
            let t = Double(step) * 0.02
            let expected = 1 - (1 + 10 * t) * exp(-10 * t)
            XCTAssertEqual(spring.value(atTime: t), expected, accuracy: 1e-12, "critically damped at \(t)")
        }
    }

    /// A released under-damped spring first peaks at t = π/ω_d with overshoot e^(−πζ/√(1−ζ²)).
    func testUnderdampedPeakOvershoot() throws {
        let zeta = 0.5
        let spring = try SpringCurve(dampingRatio: zeta, response: 0.5)
        let omegaD = spring.naturalFrequency * (1 - zeta * zeta).squareRoot()
        let peakTime = Double.pi / omegaD
        let overshoot = exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot())
        XCTAssertEqual(spring.value(atTime: peakTime), 1 + overshoot, accuracy: 1e-12)
        XCTAssertLessThan(spring.value(atTime: peakTime * 0.99), spring.value(atTime: peakTime))
        XCTAssertLessThan(spring.value(atTime: peakTime * 1.01), spring.value(atTime: peakTime))
    }

    /// An over-damped released spring never crosses its rest position.
    func testOverdampedDoesNotOvershoot() throws {
        let spring = try SpringCurve(mass: 1, stiffness: 100, damping: 50)
        for step in 1...200 {
            let value = spring.value(atTime: Double(step) * 0.01)
            XCTAssertLessThan(value, 1, "over-damped at \(Double(step) * 0.01)")
        }
    }

    /// SwiftUI's parameterisation: stiffness (2π/duration)², damping ratio 1 − bounce (bounce ≥ 0)
    /// or 1/(1 + bounce) (bounce < 0), mass 1.
    func testDurationAndBounceParameterisation() throws {
        let critical = try SpringCurve(duration: 0.5, bounce: 0)
        XCTAssertEqual(critical.stiffness, pow(2 * Double.pi / 0.5, 2), accuracy: 1e-9)
        XCTAssertEqual(critical.dampingRatio, 1, accuracy: 1e-12)
        XCTAssertEqual(try SpringCurve(duration: 0.5, bounce: 0.3).dampingRatio, 0.7, accuracy: 1e-12)
        XCTAssertEqual(try SpringCurve(duration: 0.5, bounce: -0.5).dampingRatio, 2, accuracy: 1e-12)
        let response = try SpringCurve(dampingRatio: 0.8, response: 0.4, initialVelocity: 1)
        XCTAssertEqual(response.naturalFrequency, 2 * Double.pi / 0.4, accuracy: 1e-9)
        XCTAssertEqual(response.damping, 2 * 0.8 * 2 * Double.pi / 0.4, accuracy: 1e-9)
        XCTAssertEqual(response.initialVelocity, 1)
    }

    /// For ζ = 1, ω₀ = 10, v₀ = 0 the displacement |x| = (1 + 10t)e^(−10t) decreases; it reaches
    /// the settling threshold where an independent bisection finds it.
    /// Apple's documentation of `CASpringAnimation.settlingDuration` (mass 1, stiffness 100):
    /// damping 5 settles in "approximately 2.85 seconds", damping 15 in "just over 1 second".
    func testSpringsThatDoNotSettleWithinTenMinutesAreRefused() {
        // ω₀ = √(k/m) = 1e-150 rad/s: the envelope e^(−ζω₀t) needs ~1e151 s to fall to 0.00083.
        XCTAssertThrowsError(try SpringCurve(stiffness: 1e-300, damping: 1e-300)) { error in
            guard case .springDoesNotSettle(_, let limit) = error as? TimingCurveError else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual(limit, 600)
        }
        XCTAssertThrowsError(try SpringCurve(mass: 1e308, stiffness: 100, damping: 10))
        // Mass 1, stiffness 1, damping 0.02: ζ = 0.01, envelope ≈ e^(−0.01t) reaches 0.00083 at
        // t = ln(1/0.00083) / 0.01 ≈ 709 s, beyond the limit; damping 0.04 halves it to ≈ 355 s.
        XCTAssertThrowsError(try SpringCurve(stiffness: 1, damping: 0.02))
        XCTAssertNoThrow(try SpringCurve(stiffness: 1, damping: 0.04))
    }

    func testInitialVelocityIsBounded() {
        XCTAssertThrowsError(try SpringCurve(stiffness: 100, damping: 10, initialVelocity: 1e300))
        XCTAssertThrowsError(try SpringCurve(stiffness: 100, damping: 10, initialVelocity: -1001))
        XCTAssertNoThrow(try SpringCurve(stiffness: 100, damping: 10, initialVelocity: 1000))
    }

    func testSettlingDurationMatchesApplesFigures() throws {
        let bouncy = try SpringCurve(mass: 1, stiffness: 100, damping: 5)
        XCTAssertEqual(bouncy.settlingDuration(), 2.85, accuracy: 0.005, "damping 5")
        let firm = try SpringCurve(mass: 1, stiffness: 100, damping: 15)
        XCTAssertGreaterThan(firm.settlingDuration(), 1, "damping 15: over 1 second")
        XCTAssertLessThan(firm.settlingDuration(), 1.05, "damping 15: just over")
    }

    func testSettlingDurationOfCriticallyDampedSpring() throws {
        let spring = try SpringCurve(mass: 1, stiffness: 100, damping: 20)
        var low = 0.0
        var high = 10.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if (1 + 10 * middle) * exp(-10 * middle) > SpringCurve.defaultThreshold {
                low = middle
            } else {
                high = middle
            }
        }
        XCTAssertEqual(spring.settlingDuration(), high, accuracy: 1e-9)
    }

    func testSpringStaysSettledAfterItsSettlingDuration() throws {
        for spring in [
            try SpringCurve(dampingRatio: 0.3, response: 0.5, initialVelocity: 2),
            try SpringCurve(mass: 1, stiffness: 300, damping: 80, initialVelocity: -5),
        ] {
            let settle = spring.settlingDuration()
            for step in 0...300 {
                let t = settle * (1 + Double(step) / 100)
                // 1e-12: the rounding of 1 + x(t) − 1.
                XCTAssertLessThanOrEqual(
                    abs(spring.value(atTime: t) - 1), SpringCurve.defaultThreshold + 1e-12, "\(spring) at \(t)")
            }
        }
    }

    func testSpringTimingCurveIsExactAtTheEndsAndSamplesTheSettlingTime() throws {
        let spring = try SpringCurve(dampingRatio: 0.5, response: 0.4)
        let curve = TimingCurve.spring(spring)
        XCTAssertEqual(curve.progress(at: 0), 0)
        XCTAssertEqual(curve.progress(at: 1), 1)
        let settle = spring.settlingDuration()
        XCTAssertEqual(curve.progress(at: 0.3), spring.value(atTime: 0.3 * settle), accuracy: 1e-15)
        XCTAssertNil(curve.bezier)
        XCTAssertEqual(curve.naturalDuration, settle)
        XCTAssertNil(TimingCurve.easeIn.naturalDuration)
    }

    func testInvalidParametersAreRejected() {
        XCTAssertThrowsError(try SpringCurve(mass: 0, stiffness: 100, damping: 10)) { error in
            XCTAssertTrue("\(error)".contains("mass"), "message: \(error)")
        }
        XCTAssertThrowsError(try SpringCurve(mass: 1, stiffness: -1, damping: 10))
        XCTAssertThrowsError(try SpringCurve(mass: 1, stiffness: 100, damping: 0))
        XCTAssertThrowsError(try SpringCurve(mass: 1, stiffness: 100, damping: 10, initialVelocity: .infinity))
        XCTAssertThrowsError(try SpringCurve(duration: 0.5, bounce: 1))
        XCTAssertThrowsError(try SpringCurve(duration: -1, bounce: 0))
    }
}
