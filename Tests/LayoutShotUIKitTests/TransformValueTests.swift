import LayoutShotUIKit
import XCTest

/// `NSValue(cgAffineTransform:)` and `NSValue(caTransform3D:)` as UIKit has them: a box that
/// gives its transform back and is equal to another exactly when the transforms' bytes are
/// (`-[NSValue isEqualToValue:]` compares the bytes), so attributes subclasses' `isEqual(_:)`
/// written for iOS answer the same.
final class TransformValueTests: XCTestCase {
    func testAffineTransformsBoxCompareAndComeBack() {
        let tilt = CGAffineTransform(rotationAngle: 0.05).translatedBy(x: 3, y: -2)
        let boxed = NSValue(cgAffineTransform: tilt)
        XCTAssertEqual(boxed.cgAffineTransformValue, tilt)
        XCTAssertEqual(boxed, NSValue(cgAffineTransform: tilt))
        XCTAssertEqual(boxed.hash, NSValue(cgAffineTransform: tilt).hash)
        XCTAssertNotEqual(boxed, NSValue(cgAffineTransform: tilt.translatedBy(x: 0.5, y: 0)))
        XCTAssertNotEqual(NSValue(cgAffineTransform: .identity), NSValue(caTransform3D: CATransform3DIdentity))
    }

    func testThreeDimensionalTransformsBoxCompareAndComeBack() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let turned = CATransform3DRotate(perspective, 0.3, 0, 1, 0)
        let boxed = NSValue(caTransform3D: turned)
        XCTAssertEqual(boxed.caTransform3DValue, turned)
        XCTAssertEqual(boxed, NSValue(caTransform3D: turned))
        XCTAssertNotEqual(boxed, NSValue(caTransform3D: perspective))
        XCTAssertEqual(NSValue(cgRect: .zero).caTransform3DValue, CATransform3DIdentity, "another kind of value")
    }

    /// `#selector` ports to `Selector`; the target/action stand-ins compile and stay inert.
    func testSelectorsNameAMethodAndTheirTimersNeverFire() {
        let selector = Selector("tick(_:)")
        XCTAssertEqual(NSStringFromSelector(selector), "tick(_:)")
        XCTAssertEqual(NSSelectorFromString("tick(_:)"), selector)
        let timer = Timer.scheduledTimer(
            timeInterval: 0, target: self, selector: selector, userInfo: nil, repeats: false)
        XCTAssertTrue(timer.isValid, "never scheduled, so never fired")
        NotificationCenter.default.addObserver(self, selector: selector, name: .init("anything"), object: nil)
    }
}
