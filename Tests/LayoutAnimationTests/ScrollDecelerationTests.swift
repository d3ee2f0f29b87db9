import CollectionLayout
import LayoutAnimation
import XCTest

/// UIKit's deceleration, rubber band and content limits, checked against the formulas of the
/// issue (and a numeric integration of the velocity, independent of the closed form).
final class ScrollDecelerationTests: XCTestCase {
    func testRates() {
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998, "normal rate per millisecond")
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99, "fast rate per millisecond")
        XCTAssertNil(DecelerationRate(rawValue: 1), "a rate of 1 never stops")
        XCTAssertNil(DecelerationRate(rawValue: 0), "a rate of 0 is not a deceleration")
        XCTAssertNil(DecelerationRate(rawValue: .nan), "NaN rate")
    }

    func testRestingOffsetFormula() {
        // x0 − v0 / (1000 · ln r): 1000 pt/s at 0.998 travels 1 / 0.0020020… ≈ 499.4997 points.
        for (rate, raw) in [(DecelerationRate.normal, 0.998), (.fast, 0.99)] {
            for velocity: CGFloat in [1000, -2500, 0] {
                let fling = FlingDeceleration(start: 300, velocity: velocity, rate: rate)
                let expected = 300 - velocity / (1000 * log(raw))
                XCTAssertEqual(
                    fling.restingOffset, expected, accuracy: 1e-9, "resting offset v0=\(velocity) rate=\(raw)")
            }
        }
        XCTAssertEqual(FlingDeceleration(start: 0, velocity: 1000).restingOffset, 499.4997, accuracy: 1e-3, "by hand")
        XCTAssertEqual(
            FlingDeceleration(start: 0, velocity: 1000, rate: .fast).restingOffset, 99.4992, accuracy: 1e-3,
            "by hand, fast")
    }

    func testVelocityAndOffsetOverTime() {
        let fling = FlingDeceleration(start: 100, velocity: 2000)
        XCTAssertEqual(fling.velocity(atTime: 0), 2000, accuracy: 1e-9, "v(0) = v0")
        XCTAssertEqual(fling.velocity(atTime: 1), 2000 * pow(0.998, 1000), accuracy: 1e-9, "v(1 s) = v0 · r^1000")
        XCTAssertEqual(fling.offset(atTime: 0), 100, accuracy: 1e-12, "offset(0) = x0")
        // Integrate v(t) with the trapezoid rule and compare with the closed form.
        var integrated: CGFloat = 100
        let step = 1e-4
        var time = 0.0
        while time < 0.5 - step / 2 {
            integrated += (fling.velocity(atTime: time) + fling.velocity(atTime: time + step)) / 2 * CGFloat(step)
            time += step
        }
        XCTAssertEqual(fling.offset(atTime: 0.5), integrated, accuracy: 1e-3, "offset(0.5 s) vs ∫v dt")
        XCTAssertEqual(
            fling.offset(atTime: 100), fling.restingOffset, accuracy: 1e-9, "offset tends to the resting offset")
    }

    func testDurationEndsWithinTheRestThreshold() {
        let fling = FlingDeceleration(start: 0, velocity: 3000)
        let duration = fling.duration()
        let remaining = abs(fling.restingOffset - fling.offset(atTime: duration))
        XCTAssertEqual(remaining, FlingDeceleration.restThreshold, accuracy: 1e-9, "remaining distance at the end")
        // remaining(t) = D · r^(1000t) = 0.5 → t = ln(0.5 / D) / (1000 ln r)
        let distance = 3000 / -(1000 * log(0.998))
        XCTAssertEqual(duration, Double(log(0.5 / distance) / (1000 * log(0.998))), accuracy: 1e-12, "duration formula")
        XCTAssertEqual(FlingDeceleration(start: 0, velocity: 0.1).duration(), 0, "a fling shorter than the threshold")
    }

    func testRestingAtTargetSolvesTheVelocity() {
        let fling = FlingDeceleration(start: 120, restingAt: 560, rate: .fast)
        XCTAssertEqual(fling.restingOffset, 560, accuracy: 1e-9, "re-timed fling rests on the target")
        XCTAssertEqual(fling.velocity, 440 * -(1000 * log(0.99)), accuracy: 1e-9, "v0 = −Δ · 1000 ln r")
        let natural = FlingDeceleration(start: 10, velocity: 1234)
        let same = FlingDeceleration(start: 10, restingAt: natural.restingOffset)
        XCTAssertEqual(same.velocity, 1234, accuracy: 1e-9, "an unchanged target keeps the velocity")
    }

    func testRubberBand() {
        let band = RubberBand.uiKit
        XCTAssertEqual(band.coefficient, 0.55, "UIKit's coefficient")
        // (1 − 1/(x·c/d + 1))·d with x = 100, d = 700.
        let expected: CGFloat = (1 - 1 / (100 * 0.55 / 700 + 1)) * 700
        XCTAssertEqual(band.displacement(forPull: 100, dimension: 700), expected, accuracy: 1e-12, "pull 100 in 700")
        XCTAssertEqual(expected, 50.993, accuracy: 1e-3, "by hand")
        XCTAssertEqual(band.displacement(forPull: 1e9, dimension: 700), 700, accuracy: 1e-3, "never beyond d")
        XCTAssertEqual(
            band.displacement(forPull: 0.01, dimension: 700), 0.0055, accuracy: 1e-6, "slope c near the edge")
        XCTAssertEqual(band.displacement(forPull: -5, dimension: 700), 0, "no pull")
    }

    func testContentOffsetLimitsAndOverscroll() {
        let limits = ContentOffsetLimits(
            contentSize: CGSize(width: 390, height: 2800), boundsSize: CGSize(width: 390, height: 700),
            contentInset: EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        XCTAssertEqual(limits.minimum, CGPoint(x: 0, y: -20), "min = −inset")
        XCTAssertEqual(limits.maximum, CGPoint(x: 0, y: 2130), "max = content − bounds + inset (2800 − 700 + 30)")
        XCTAssertEqual(limits.clamp(CGPoint(x: 5, y: 9999)), CGPoint(x: 0, y: 2130), "clamped at the end")
        let short = ContentOffsetLimits(
            contentSize: CGSize(width: 390, height: 300), boundsSize: CGSize(width: 390, height: 700))
        XCTAssertEqual(short.maximum.y, 0, "short content rests at the top")

        XCTAssertEqual(
            OverscrollBehavior.none.resolve(-100, limits: limits, direction: .vertical, viewportLength: 700), -20,
            "clamped")
        XCTAssertEqual(
            OverscrollBehavior.exact.resolve(-100, limits: limits, direction: .vertical, viewportLength: 700), -100,
            "exact")
        let banded = OverscrollBehavior.rubberBand(.uiKit).resolve(
            -100, limits: limits, direction: .vertical, viewportLength: 700)
        let pull: CGFloat = 80  // −100 is 80 beyond −20
        let moved: CGFloat = (1 - 1 / (pull * 0.55 / 700 + 1)) * 700
        XCTAssertEqual(banded, -20 - moved, accuracy: 1e-9, "rubber band beyond −20")
        XCTAssertEqual(
            OverscrollBehavior.exact.resolve(5000, limits: limits, direction: .vertical, viewportLength: 700), 2130,
            "end clamped")
    }
}
