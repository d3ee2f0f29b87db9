import CollectionLayout
import Foundation
import LayoutAnimation
import XCTest

final class TransformInterpolationTests: XCTestCase {
    private func blend(_ a: CATransform3D, _ b: CATransform3D, _ p: CGFloat) -> CATransform3D {
        TransformInterpolator.interpolate(from: a, to: b, progress: p)
    }

    private func affine(_ t: CGAffineTransform) -> CATransform3D { CATransform3DMakeAffineTransform(t) }

    /// Blending matrix entries would pass through the zero matrix at the midpoint of a half turn;
    /// by decomposition the element turns with scale 1 throughout. From the identity, a half turn
    /// goes through −90° (the spec's tie rule: angle 0 counts as 360°, 360° → 180°).
    func testHalfTurnRotatesInsteadOfCollapsing() {
        let start = CATransform3DIdentity
        let end = affine(CGAffineTransform(rotationAngle: .pi))
        XCTAssertEqual(TransformInterpolator.method(from: start, to: end), .decomposed2D)
        assertTransformsEqual(blend(start, end, 0.5), affine(CGAffineTransform(rotationAngle: -.pi / 2)), "midpoint")
        for step in 1..<20 {
            let m = blend(start, end, CGFloat(step) / 20)
            XCTAssertEqual(m.m11 * m.m11 + m.m12 * m.m12, 1, accuracy: 1e-12, "x scale at step \(step)")
            XCTAssertEqual(m.m11 * m.m22 - m.m12 * m.m21, 1, accuracy: 1e-12, "determinant at step \(step)")
        }
    }

    /// 350° is −10°: the shorter way to 10° passes through 0°, a quarter of the way is −5°.
    func testAnglesTakeTheShorterWay() {
        let start = affine(CGAffineTransform(rotationAngle: radians(350)))
        let end = affine(CGAffineTransform(rotationAngle: radians(10)))
        assertTransformsEqual(blend(start, end, 0.5), CATransform3DIdentity, "midpoint of 350° → 10°")
        assertTransformsEqual(
            blend(start, end, 0.25), affine(CGAffineTransform(rotationAngle: radians(-5))), "quarter of 350° → 10°")
    }

    func testScaleTranslationAndSkewBlendLinearly() {
        let start = affine(CGAffineTransform(a: 1, b: 0, c: 0.2, d: 1, tx: 0, ty: 10))
        let end = affine(CGAffineTransform(a: 3, b: 0, c: 1.8, d: 2, tx: 40, ty: -10))
        // End: scale (3, 2), skew 1.8/2 = 0.9; midpoint: scale (2, 1.5), skew 0.55, translation (20, 0).
        let expected = affine(CGAffineTransform(a: 2, b: 0, c: 0.55 * 1.5, d: 1.5, tx: 20, ty: 0))
        assertTransformsEqual(blend(start, end, 0.5), expected, "midpoint")
    }

    /// Only m34 differs: the perspective column blends linearly, m34 = −1/500 → −1/1000 halfway.
    func testPerspectiveBlendsLinearly() {
        let middle = blend(CATransform3DIdentity, perspective(500), 0.5)
        assertTransformsEqual(middle, perspective(1000), "midpoint of identity → perspective 500")
    }

    /// A card flipping 60° about y under a fixed perspective is at 30° halfway.
    func testRotationUnderPerspectiveBlendsTheAngle() {
        let start = perspective(500)
        let end = CATransform3DConcat(CATransform3DMakeRotation(radians(60), 0, 1, 0), perspective(500))
        XCTAssertEqual(TransformInterpolator.method(from: start, to: end), .decomposed3D)
        let expected = CATransform3DConcat(CATransform3DMakeRotation(radians(30), 0, 1, 0), perspective(500))
        assertTransformsEqual(blend(start, end, 0.5), expected, "midpoint of a 60° flip")
    }

    /// A 3D half turn about y also turns (slerp), reaching a quarter turn halfway.
    func testThreeDimensionalHalfTurnRotates() {
        let end = CATransform3DMakeRotation(.pi, 0, 1, 0)
        let middle = blend(CATransform3DIdentity, end, 0.5)
        XCTAssertEqual(middle.m11, 0, accuracy: 1e-9, "cos 90°")
        XCTAssertEqual(abs(middle.m13), 1, accuracy: 1e-9, "|sin 90°|")
        XCTAssertEqual(middle.m22, 1, accuracy: 1e-9, "y axis fixed")
    }

    /// 170° → −170° about z (in 3D because of the perspective) is 20° the short way, through 180°.
    func testQuaternionsTakeTheShorterArc() {
        let start = CATransform3DConcat(CATransform3DMakeRotation(radians(170), 0, 0, 1), perspective(400))
        let end = CATransform3DConcat(CATransform3DMakeRotation(radians(-170), 0, 0, 1), perspective(400))
        let expected = CATransform3DConcat(CATransform3DMakeRotation(.pi, 0, 0, 1), perspective(400))
        assertTransformsEqual(blend(start, end, 0.5), expected, "midpoint of 170° → −170°")
    }

    /// A transform that cannot be decomposed switches at progress 0.5.
    func testSingularTransformsSwitchAtHalfway() {
        let collapsed = affine(CGAffineTransform(scaleX: 0, y: 0))
        let end = affine(CGAffineTransform(rotationAngle: 1))
        XCTAssertEqual(TransformInterpolator.method(from: collapsed, to: end), .discrete)
        XCTAssertEqual(blend(collapsed, end, 0.49), collapsed)
        XCTAssertEqual(blend(collapsed, end, 0.5), end)
        var zeroW = CATransform3DIdentity
        zeroW.m44 = 0
        XCTAssertEqual(TransformInterpolator.method(from: CATransform3DIdentity, to: zeroW), .discrete)
        XCTAssertEqual(blend(CATransform3DIdentity, zeroW, 0.25), CATransform3DIdentity)
        XCTAssertEqual(blend(CATransform3DIdentity, zeroW, 0.75), zeroW)
    }

    func testEndsAreExact() {
        let start = CATransform3DConcat(CATransform3DMakeRotation(0.3, 1, 2, 3), perspective(700))
        let end = CATransform3DMakeScale(2, 2, 1)
        XCTAssertEqual(blend(start, end, 0), start)
        XCTAssertEqual(blend(start, end, 1), end)
        XCTAssertEqual(TransformInterpolator.method(from: end, to: end), .constant)
    }
}
