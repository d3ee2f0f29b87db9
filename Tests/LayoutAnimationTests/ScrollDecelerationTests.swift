import CollectionLayout
import LayoutAnimation
import XCTest

/// UIKit's deceleration (against flings measured on iOS and Apple's projection), rubber band and
/// content limits.
final class ScrollDecelerationTests: XCTestCase {
    func testRates() {
        XCTAssertEqual(DecelerationRate.normal.rawValue, 0.998, "normal rate per millisecond")
        XCTAssertEqual(DecelerationRate.fast.rawValue, 0.99, "fast rate per millisecond")
        // UIKit's initialiser is not failable (JTAppleCalendar writes
        // `decelerationRate = UIScrollView.DecelerationRate(rawValue: …)`); values that would
        // not decelerate are brought to the nearest that does.
        XCTAssertEqual(DecelerationRate(rawValue: 0.995).rawValue, 0.995, "a rate in range is kept")
        XCTAssertLessThan(DecelerationRate(rawValue: 1).rawValue, 1, "a rate of 1 would never stop")
        XCTAssertLessThan(DecelerationRate(rawValue: 7).rawValue, 1, "nor would a rate above 1")
        XCTAssertGreaterThan(DecelerationRate(rawValue: 0).rawValue, 0, "a rate of 0 is not a deceleration")
        XCTAssertGreaterThan(DecelerationRate(rawValue: -3).rawValue, 0, "nor is a negative one")
        XCTAssertEqual(DecelerationRate(rawValue: .nan), .normal, "NaN rate")
        let slowest = FlingDeceleration(start: 0, velocity: 1_000_000, rate: DecelerationRate(rawValue: 1))
        XCTAssertLessThan(slowest.duration, 600, "a rate of 1 still comes to rest: \(slowest.duration) s")
    }

    /// Four flings measured on iOS (a public Q&A thread, id 16156346: start → rest, velocity in
    /// points per millisecond, time to rest). UIKit reports offsets on the 2× pixel grid, so the
    /// rest is checked to half a point; the measured times include up to a frame of display latency.
    func testFlingsMeasuredOnIOS() {
        let measured: [(start: CGFloat, rest: CGFloat, velocity: CGFloat, seconds: Double)] = [
            (364, 2664.5, 4.61994, 3.069), (2595.5, 3288.5, 1.398724, 2.485),
            (3094.5, 1907.0, -2.389578, 2.752), (143, 1275.5, 2.279252, 2.719),
        ]
        for fling in measured {
            let model = FlingDeceleration(start: fling.start, velocity: fling.velocity * 1000)
            XCTAssertEqual(model.restingOffset, fling.rest, accuracy: 0.5, "rest of the fling from \(fling.start)")
            XCTAssertEqual(model.duration, fling.seconds, accuracy: 0.02, "time to rest from \(fling.start)")
            XCTAssertEqual(
                model.offset(atTime: model.duration), model.restingOffset, accuracy: 1e-9, "the motion ends at rest")
        }
    }

    func testRestingOffsetFollowsApplesProjection() {
        // WWDC 2018 "Designing Fluid Interfaces": distance = (v / 1000) · r / (1 − r), less the
        // travel of the last 10 pt/s: 1000 pt/s at 0.998 → 0.499 · 990 = 494.01 points.
        XCTAssertEqual(FlingDeceleration(start: 0, velocity: 1000).restingOffset, 494.01, accuracy: 1e-9, "normal")
        // 0.99 / 0.01 / 1000 = 0.099 s: 0.099 · 990 = 98.01 points.
        XCTAssertEqual(
            FlingDeceleration(start: 0, velocity: 1000, rate: .fast).restingOffset, 98.01, accuracy: 1e-9, "fast")
        XCTAssertEqual(
            FlingDeceleration(start: 300, velocity: -2500).restingOffset, 300 - 0.499 * 2490, accuracy: 1e-9,
            "backwards")
        XCTAssertEqual(FlingDeceleration(start: 300, velocity: 8).restingOffset, 300, "slower than the stop speed")
        XCTAssertEqual(FlingDeceleration(start: 300, velocity: 8).duration, 0, "no motion")
    }

    func testVelocityAndOffsetOverTime() {
        let fling = FlingDeceleration(start: 100, velocity: 2000)
        XCTAssertEqual(fling.velocity(atTime: 0), 2000, accuracy: 1e-9, "v(0) = v0")
        XCTAssertEqual(fling.velocity(atTime: 1), 2000 * pow(0.998, 1000), accuracy: 1e-9, "v(1 s) = v0 · r^1000")
        XCTAssertEqual(fling.offset(atTime: 0), 100, accuracy: 1e-12, "offset(0) = x0")
        // After 300 whole milliseconds the offset is the sum of 300 steps of v / 1000, each
        // step's velocity already multiplied by r (UIKit's per-millisecond update).
        var summed: CGFloat = 100
        var velocity: CGFloat = 2000
        for _ in 0..<300 {
            velocity *= 0.998
            summed += velocity / 1000
        }
        XCTAssertEqual(fling.offset(atTime: 0.3), summed, accuracy: 1e-9, "offset(0.3 s) = 300 steps")
        XCTAssertEqual(fling.velocity(atTime: fling.duration + 0.01), 0, "stopped")
        XCTAssertEqual(fling.offset(atTime: 100), fling.restingOffset, "at rest afterwards")
    }

    func testDurationEndsAtTheStopSpeed() {
        let fling = FlingDeceleration(start: 0, velocity: 3000)
        XCTAssertEqual(
            fling.velocity(atTime: fling.duration - 1e-9), 10, accuracy: 1e-3, "speed at the end is 10 pt/s")
        // 3000 · 0.998^(1000t) = 10 → t = ln(10 / 3000) / (1000 ln 0.998) ≈ 2.849 s
        XCTAssertEqual(fling.duration, 2.8490, accuracy: 1e-4, "by hand")
    }

    func testRestingAtTargetSolvesTheVelocity() {
        let fling = FlingDeceleration(start: 120, restingAt: 560, rate: .fast)
        XCTAssertEqual(fling.restingOffset, 560, accuracy: 1e-9, "re-timed fling rests on the target")
        // 440 = 0.099 · (v − 10) → v = 440 / 0.099 + 10
        XCTAssertEqual(fling.velocity, 440 / 0.099 + 10, accuracy: 1e-9, "velocity for the distance")
        let backwards = FlingDeceleration(start: 120, restingAt: 20)
        XCTAssertEqual(backwards.restingOffset, 20, accuracy: 1e-9, "backwards")
        XCTAssertLessThan(backwards.velocity, 0, "backwards velocity")
        let natural = FlingDeceleration(start: 10, velocity: 1234)
        let same = FlingDeceleration(start: 10, restingAt: natural.restingOffset)
        XCTAssertEqual(same.velocity, 1234, accuracy: 1e-9, "an unchanged target keeps the velocity")
        XCTAssertEqual(FlingDeceleration(start: 10, restingAt: 10).velocity, 0, "no distance, no velocity")
    }

    /// Audit 4, D8: `rate: 5.0e-324` (documented valid: any rate in (0, 1)) with a snapping
    /// layout trapped, as `r / (1000 (1 − r))` underflowed to 0 and the re-timed velocity divided
    /// by it. From first principles such a rate keeps under 10⁻³⁰⁰ of the velocity after one
    /// millisecond: the fling stops inside that millisecond, and a re-timed one lands on its
    /// target about a millisecond later.
    func testAVanishingRateStopsWithinAMillisecondAndStillLandsOnItsTarget() throws {
        let rate = DecelerationRate(rawValue: 5.0e-324)
        let natural = FlingDeceleration(start: 0, velocity: 1500, rate: rate)
        XCTAssertEqual(natural.restingOffset, 0, accuracy: 1e-9, "no travel to speak of")
        XCTAssertLessThan(natural.duration, 0.001)
        let snapped = FlingDeceleration(start: 0, restingAt: 320, rate: rate)
        XCTAssertTrue(snapped.velocity.isFinite, "\(snapped.velocity)")
        // The velocity that lands 320 points away is about 10²⁰⁵ pt/s: it falls under 10 pt/s
        // after ln(10 / v) / ln(r) ≈ 1.03 ms.
        XCTAssertTrue(snapped.duration.isFinite && snapped.duration < 0.002, "\(snapped.duration)")
        XCTAssertEqual(snapped.restingOffset, 320, accuracy: 1e-6)
        for time in stride(from: 0.0, through: 0.002, by: 0.0001) {
            let offset = snapped.offset(atTime: time)
            XCTAssertTrue(offset.isFinite && offset >= 0 && offset <= 320 + 1e-6, "t = \(time): \(offset)")
        }
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
