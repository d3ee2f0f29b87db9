import CollectionLayout
import Foundation
import XCTest

final class AffineTransformTests: XCTestCase {
    private func assertClose(
        _ actual: CGAffineTransform, _ expected: CGAffineTransform, file: StaticString = #filePath, line: UInt = #line
    ) {
        let pairs: [(String, CGFloat, CGFloat)] = [
            ("a", actual.a, expected.a), ("b", actual.b, expected.b), ("c", actual.c, expected.c),
            ("d", actual.d, expected.d), ("tx", actual.tx, expected.tx), ("ty", actual.ty, expected.ty),
        ]
        for (name, got, want) in pairs {
            XCTAssertEqual(got, want, accuracy: 1e-12, "\(name): got \(got), expected \(want)", file: file, line: line)
        }
    }

    func testIdentityAndConstructors() {
        XCTAssertTrue(CGAffineTransform.identity.isIdentity)
        XCTAssertEqual(CGAffineTransform(), .identity)
        let translation = CGAffineTransform(translationX: 3, y: -4)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(translation), CGPoint(x: 4, y: -3))
        let scale = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale), CGPoint(x: 2, y: 3))
        XCTAssertFalse(scale.isIdentity)
    }

    func testRotationTurnsXTowardsY() {
        // A quarter turn maps +x to +y (clockwise on a y-down screen), as in UIKit.
        let point = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        XCTAssertEqual(point.x, 0, accuracy: 1e-12)
        XCTAssertEqual(point.y, 1, accuracy: 1e-12)
    }

    func testConcatenatingAppliesSelfFirst() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let move = CGAffineTransform(translationX: 10, y: 0)
        // Scale then translate: (1, 1) → (2, 2) → (12, 2).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(scale.concatenating(move)), CGPoint(x: 12, y: 2))
        // Translate then scale: (1, 1) → (11, 1) → (22, 2).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(move.concatenating(scale)), CGPoint(x: 22, y: 2))
    }

    func testTranslatedScaledRotatedApplyBeforeSelf() {
        let base = CGAffineTransform(scaleX: 2, y: 2)
        // translatedBy works in the transform's local coordinates: translate, then scale.
        XCTAssertEqual(CGPoint.zero.applying(base.translatedBy(x: 5, y: 1)), CGPoint(x: 10, y: 2))
        assertClose(base.scaledBy(x: 3, y: 1), CGAffineTransform(scaleX: 6, y: 2))
        assertClose(
            CGAffineTransform.identity.rotated(by: .pi / 3), CGAffineTransform(rotationAngle: .pi / 3))
    }

    func testInvertedUndoesAndSingularIsReturnedUnchanged() {
        let t = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 7, ty: -2)
        assertClose(t.concatenating(t.inverted()), .identity)
        let singular = CGAffineTransform(a: 1, b: 2, c: 2, d: 4, tx: 1, ty: 1)
        XCTAssertEqual(singular.inverted(), singular)
    }

    func testSizeAndRectApplying() {
        let rotate = CGAffineTransform(rotationAngle: .pi / 2)
        let size = CGSize(width: 10, height: 20).applying(rotate)
        XCTAssertEqual(size.width, -20, accuracy: 1e-12)
        XCTAssertEqual(size.height, 10, accuracy: 1e-12)
        // The bounding box of a rotated rectangle.
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20).applying(rotate)
        XCTAssertEqual(rect.minX, -20, accuracy: 1e-12)
        XCTAssertEqual(rect.minY, 0, accuracy: 1e-12)
        XCTAssertEqual(rect.width, 20, accuracy: 1e-12)
        XCTAssertEqual(rect.height, 10, accuracy: 1e-12)
        XCTAssertTrue(CGRect.null.applying(rotate).isNull)
    }

    func testIndexPathItemAndSection() {
        let path = IndexPath(item: 3, section: 1)
        XCTAssertEqual(path.item, 3)
        XCTAssertEqual(path.section, 1)
        XCTAssertEqual(path, IndexPath(indexes: [1, 3]))
        XCTAssertLessThan(IndexPath(item: 9, section: 0), IndexPath(item: 0, section: 1))
        // Built in place, the path is still the two-index path an array gives, hash included.
        XCTAssertEqual(path.count, 2)
        XCTAssertEqual(path.hashValue, IndexPath(indexes: [1, 3]).hashValue)
        XCTAssertEqual(IndexPath(row: 2, section: 5), IndexPath(indexes: [5, 2]))
        var changed = path
        changed.section = 4
        changed.item = 7
        XCTAssertEqual(changed, IndexPath(indexes: [4, 7]))
    }
}
