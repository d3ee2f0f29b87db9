import LayoutAnimation
import XCTest

final class TimingCurveTests: XCTestCase {
    private let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

    /// The Bézier coordinate in Bernstein form, written independently of the implementation.
    private func bernstein(_ s: Double, _ c1: Double, _ c2: Double) -> Double {
        3 * (1 - s) * (1 - s) * s * c1 + 3 * (1 - s) * s * s * c2 + s * s * s
    }

    /// The progress of cubic-bezier(x1, y1, x2, y2) at t, by plain bisection on x(s) = t.
    private func referenceProgress(_ t: Double, _ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) -> Double {
        var low = 0.0
        var high = 1.0
        for _ in 0..<200 {
            let middle = (low + high) / 2
            if bernstein(middle, x1, x2) < t { low = middle } else { high = middle }
        }
        return bernstein((low + high) / 2, y1, y2)
    }

    func testEveryNamedCurveIsExactAtBothEnds() {
        for curve in named {
            XCTAssertEqual(curve.progress(at: 0), 0, "\(curve) at t = 0")
            XCTAssertEqual(curve.progress(at: 1), 1, "\(curve) at t = 1")
            XCTAssertEqual(curve.progress(at: -0.5), 0, "\(curve) before the start")
            XCTAssertEqual(curve.progress(at: 2), 1, "\(curve) after the end")
        }
    }

    func testNamedCurvesHaveCoreAnimationsControlPoints() {
        let expected: [(TimingCurve, [Double])] = [
            (.linear, [0, 0, 1, 1]), (.easeIn, [0.42, 0, 1, 1]), (.easeOut, [0, 0, 0.58, 1]),
            (.easeInEaseOut, [0.42, 0, 0.58, 1]), (.default, [0.25, 0.1, 0.25, 1]),
        ]
        for (curve, points) in expected {
            let bezier = curve.bezier
            XCTAssertEqual([bezier?.x1, bezier?.y1, bezier?.x2, bezier?.y2], points, "\(curve) control points")
        }
    }

    func testLinearIsTheIdentity() {
        for step in 0...20 {
            let t = Double(step) / 20
            XCTAssertEqual(TimingCurve.linear.progress(at: t), t, accuracy: 1e-12, "linear at \(t)")
        }
    }

    /// Control points (0.42, 0) and (0.58, 1) are mirror images through (0.5, 0.5), so the curve
    /// is point-symmetric: p(0.5) = 0.5 and p(t) + p(1 − t) = 1.
    func testEaseInEaseOutIsPointSymmetric() {
        let curve = TimingCurve.easeInEaseOut
        XCTAssertEqual(curve.progress(at: 0.5), 0.5, accuracy: 1e-9)
        for step in 1..<50 {
            let t = Double(step) / 50
            let sum = curve.progress(at: t) + curve.progress(at: 1 - t)
            XCTAssertEqual(sum, 1, accuracy: 1e-9, "easeInEaseOut p(\(t)) + p(\(1 - t))")
        }
    }

    /// With x1 = 1/3 and x2 = 2/3 the x coordinate is x(s) = s, so the progress is y(t) itself;
    /// y1 = 0, y2 = 1 gives the smoothstep polynomial 3t² − 2t³.
    func testBezierWithLinearTimeAxisIsItsPolynomial() throws {
        let curve = try TimingCurve.cubicBezier(1.0 / 3, 0, 2.0 / 3, 1)
        for step in 0...40 {
            let t = Double(step) / 40
            let expected = 3 * t * t - 2 * t * t * t
            XCTAssertEqual(curve.progress(at: t), expected, accuracy: 1e-9, "smoothstep at \(t)")
        }
    }

    /// Well-conditioned curves (x′(s) bounded away from 0) against a 200-step bisection.
    func testBezierMatchesAnIndependentBisection() throws {
        let cases: [[Double]] = [
            [0.25, 0.1, 0.25, 1], [0.42, 0, 1, 1], [0, 0, 0.58, 1], [0.34, 1.56, 0.64, 1], [0, 1, 1, 0],
            [0.9, -0.5, 0.1, 1.5], [0.05, 0.8, 0.95, 0.2],
        ]
        for points in cases {
            let curve = try TimingCurve.cubicBezier(points[0], points[1], points[2], points[3])
            for step in 1..<100 {
                let t = Double(step) / 100
                let expected = referenceProgress(t, points[0], points[1], points[2], points[3])
                XCTAssertEqual(curve.progress(at: t), expected, accuracy: 1e-7, "cubic-bezier\(points) at \(t)")
            }
        }
    }

    /// The solver's parameter satisfies x(s) = t to its stated tolerance, also where the curve is
    /// flat in x (x1 = 1, x2 = 0: Newton's slope vanishes in the middle).
    func testSolverResidualIsBelowTolerance() throws {
        let curve = try CubicBezierCurve(x1: 1, y1: 0, x2: 0, y2: 1)
        for step in 0...1000 {
            let t = Double(step) / 1000
            let s = curve.parameter(forTime: t)
            XCTAssertEqual(bernstein(s, 1, 0), t, accuracy: 1e-9, "x(s) for t = \(t)")
        }
    }

    func testEasingCurvesIncreaseMonotonically() {
        for curve in named {
            var previous = 0.0
            for step in 1...200 {
                let value = curve.progress(at: Double(step) / 200)
                XCTAssertGreaterThanOrEqual(value, previous, "\(curve) decreases at step \(step)")
                previous = value
            }
        }
    }

    func testEaseInIsBelowAndEaseOutAboveTheDiagonal() {
        for step in 1..<10 {
            let t = Double(step) / 10
            XCTAssertLessThan(TimingCurve.easeIn.progress(at: t), t, "easeIn at \(t)")
            XCTAssertGreaterThan(TimingCurve.easeOut.progress(at: t), t, "easeOut at \(t)")
        }
    }

    func testInvalidControlPointsAreRejectedWithTheirName() {
        XCTAssertThrowsError(try CubicBezierCurve(x1: 1.5, y1: 0, x2: 0.5, y2: 1)) { error in
            XCTAssertEqual(error as? TimingCurveError, .controlPointOutOfRange(name: "x1", value: 1.5))
            XCTAssertTrue("\(error)".contains("x1 = 1.5"), "message: \(error)")
        }
        XCTAssertThrowsError(try CubicBezierCurve(x1: 0.5, y1: .nan, x2: 0.5, y2: 1))
        XCTAssertThrowsError(try CubicBezierCurve(x1: 0.5, y1: 0, x2: -0.1, y2: 1))
    }

    func testNamesRoundTrip() {
        for name in TimingCurve.names {
            XCTAssertEqual(TimingCurve(name: name)?.description, name)
        }
        XCTAssertNil(TimingCurve(name: "bouncy"))
    }
}
