import CollectionLayout
import Foundation
import LayoutAnimation
import XCTest

final class TransformDecompositionTests: XCTestCase {
    private var affineSamples: [(String, CGAffineTransform)] {
        [
            ("identity", .identity),
            ("translate", CGAffineTransform(translationX: 12.5, y: -40)),
            ("rotate 30°", CGAffineTransform(rotationAngle: radians(30))),
            ("rotate 180°", CGAffineTransform(rotationAngle: .pi)),
            ("rotate −135° scale 2×0.5", CGAffineTransform(rotationAngle: radians(-135)).scaledBy(x: 2, y: 0.5)),
            ("skew", CGAffineTransform(a: 1, b: 0, c: 0.75, d: 1, tx: 3, ty: 4)),
            ("mirror x", CGAffineTransform(scaleX: -1, y: 1)),
            ("mirror y rotated", CGAffineTransform(scaleX: 1, y: -3).rotated(by: radians(70))),
            ("general", CGAffineTransform(a: 0.3, b: -1.7, c: 2.2, d: 0.9, tx: -8, ty: 100)),
        ]
    }

    func testAffineDecompositionRoundTrips() throws {
        for (name, transform) in affineSamples {
            let parts = try XCTUnwrap(DecomposedTransform2D(transform), "\(name) decomposes")
            assertTransformsEqual(
                CATransform3DMakeAffineTransform(parts.transform), CATransform3DMakeAffineTransform(transform),
                "2D round trip of \(name)")
        }
    }

    /// `rotated(by:)` after a scale: the scale is applied first in the row-vector convention, so
    /// the parts are exactly that scale and angle, with no skew.
    func testAffineDecompositionFindsScaleAndAngle() throws {
        let transform = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(rotationAngle: radians(30)))
            .concatenating(CGAffineTransform(translationX: 5, y: 7))
        let parts = try XCTUnwrap(DecomposedTransform2D(transform))
        XCTAssertEqual(parts.scaleX, 2, accuracy: 1e-12)
        XCTAssertEqual(parts.scaleY, 3, accuracy: 1e-12)
        XCTAssertEqual(parts.skew, 0, accuracy: 1e-12)
        XCTAssertEqual(parts.angle, radians(30), accuracy: 1e-12)
        XCTAssertEqual(parts.translation, CGPoint(x: 5, y: 7))
    }

    /// (x, y) ↦ (x + 0.5·y, y): a shear of 0.5 and nothing else.
    func testAffineDecompositionFindsSkew() throws {
        let parts = try XCTUnwrap(DecomposedTransform2D(CGAffineTransform(a: 1, b: 0, c: 0.5, d: 1, tx: 0, ty: 0)))
        XCTAssertEqual(parts.skew, 0.5, accuracy: 1e-12)
        XCTAssertEqual(parts.scaleX, 1, accuracy: 1e-12)
        XCTAssertEqual(parts.scaleY, 1, accuracy: 1e-12)
        XCTAssertEqual(parts.angle, 0, accuracy: 1e-12)
    }

    func testSingularAffineMatricesDoNotDecompose() {
        XCTAssertNil(DecomposedTransform2D(CGAffineTransform(scaleX: 0, y: 0)))
        XCTAssertNil(DecomposedTransform2D(CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0)))
        XCTAssertNil(DecomposedTransform2D(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)))
    }

    private var samples3D: [(String, CATransform3D)] {
        let rotateY = CATransform3DMakeRotation(radians(60), 0, 1, 0)
        let axis = CATransform3DMakeRotation(radians(123), 1, -2, 0.5)
        var skewed = CATransform3DMakeScale(1.5, 0.8, 2)
        skewed.m21 = 0.4
        skewed.m31 = -0.3
        skewed.m32 = 0.7
        return [
            ("identity", CATransform3DIdentity),
            ("translate", CATransform3DMakeTranslation(4, -5, 6)),
            ("rotate y 60°", rotateY),
            ("rotate 123° about (1, −2, 0.5)", axis),
            ("half turn about (1, 1, 0)", CATransform3DMakeRotation(.pi, 1, 1, 0)),
            ("half turn about (1, −1, 0)", CATransform3DMakeRotation(.pi, 1, -1, 0)),
            ("perspective", perspective(500)),
            ("rotate y in perspective", CATransform3DConcat(rotateY, perspective(500))),
            (
                "scale, skew, rotate, translate",
                CATransform3DConcat(CATransform3DConcat(skewed, axis), CATransform3DMakeTranslation(1, 2, 3))
            ),
            ("mirror z", CATransform3DMakeScale(1, 1, -1)),
            (
                "all, m44 = 2",
                {
                    var t = CATransform3DConcat(CATransform3DConcat(skewed, axis), perspective(300))
                    t = CATransform3DConcat(CATransform3DMakeTranslation(-7, 8, 9), t)
                    return CATransform3D(rows: t.rows.map { $0.map { $0 * 2 } })
                }()
            ),
        ]
    }

    func testDecomposition3DRoundTrips() throws {
        for (name, transform) in samples3D {
            let parts = try XCTUnwrap(DecomposedTransform3D(transform), "\(name) decomposes")
            var expected = transform
            if transform.m44 != 1 {
                expected = CATransform3D(rows: transform.rows.map { $0.map { $0 / transform.m44 } })
            }
            assertTransformsEqual(parts.transform, expected, "3D round trip of \(name)")
        }
    }

    /// A pure perspective has perspective column (0, 0, −1/d, 1) and no other part.
    func testDecomposition3DIsolatesPerspective() throws {
        let parts = try XCTUnwrap(DecomposedTransform3D(perspective(500)))
        XCTAssertEqual(parts.perspective, [0, 0, -1.0 / 500, 1])
        XCTAssertEqual(parts.translation, [0, 0, 0])
        XCTAssertEqual(parts.scale, [1, 1, 1])
        XCTAssertEqual(parts.rotation, .identity)
    }

    /// A rotation by θ about a unit axis n is the quaternion (n·sin(θ/2), cos(θ/2)).
    func testDecomposition3DFindsTheRotationQuaternion() throws {
        let parts = try XCTUnwrap(DecomposedTransform3D(CATransform3DMakeRotation(radians(60), 0, 1, 0)))
        let expected = Quaternion(x: 0, y: sin(radians(30)), z: 0, w: cos(radians(30)))
        let sign: CGFloat = parts.rotation.w < 0 ? -1 : 1
        XCTAssertEqual(sign * parts.rotation.x, expected.x, accuracy: 1e-12)
        XCTAssertEqual(sign * parts.rotation.y, expected.y, accuracy: 1e-12)
        XCTAssertEqual(sign * parts.rotation.z, expected.z, accuracy: 1e-12)
        XCTAssertEqual(sign * parts.rotation.w, expected.w, accuracy: 1e-12)
    }

    func testUndecomposable3DMatrices() {
        var zeroW = CATransform3DIdentity
        zeroW.m44 = 0
        XCTAssertNil(DecomposedTransform3D(zeroW), "m44 = 0")
        XCTAssertNil(DecomposedTransform3D(CATransform3DMakeScale(1, 0, 1)), "flattened y")
    }
}
