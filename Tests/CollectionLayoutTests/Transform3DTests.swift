import CollectionLayout
import Foundation
import XCTest

final class Transform3DTests: XCTestCase {
    private func assertClose(
        _ actual: CATransform3D, _ expected: CATransform3D, file: StaticString = #filePath, line: UInt = #line
    ) {
        for (row, (got, want)) in zip(actual.rows, expected.rows).enumerated() {
            for column in 0..<4 {
                XCTAssertEqual(
                    got[column], want[column], accuracy: 1e-12, "m\(row + 1)\(column + 1)", file: file, line: line)
            }
        }
    }

    func testTranslationLivesInTheFourthRow() {
        let t = CATransform3DMakeTranslation(1, 2, 3)
        XCTAssertEqual([t.m41, t.m42, t.m43], [1, 2, 3])
        XCTAssertEqual(t.project(CGPoint(x: 5, y: 5)), CGPoint(x: 6, y: 7))
    }

    func testRotationAboutZMatchesTheAffineRotation() {
        let angle: CGFloat = 0.7
        assertClose(
            CATransform3DMakeRotation(angle, 0, 0, 1),
            CATransform3DMakeAffineTransform(CGAffineTransform(rotationAngle: angle)))
        XCTAssertEqual(CATransform3DMakeRotation(1, 0, 0, 0), CATransform3DIdentity)
    }

    func testRotationAboutYMovesXIntoZ() {
        // Rotating +x by 90° about +y gives −z (right-handed, row vectors).
        let t = CATransform3DMakeRotation(.pi / 2, 0, 1, 0)
        XCTAssertEqual(t.m11, 0, accuracy: 1e-12)
        XCTAssertEqual(t.m13, -1, accuracy: 1e-12)
    }

    func testConcatAppliesFirstArgumentFirst() {
        let scale = CATransform3DMakeScale(2, 2, 1)
        let move = CATransform3DMakeTranslation(10, 0, 0)
        XCTAssertEqual(CATransform3DConcat(scale, move).project(CGPoint(x: 1, y: 1)), CGPoint(x: 12, y: 2))
        // Translate/Scale/Rotate act before the given transform (local coordinates).
        XCTAssertEqual(CATransform3DTranslate(scale, 5, 0, 0).project(.zero), CGPoint(x: 10, y: 0))
        assertClose(CATransform3DScale(move, 2, 2, 1), CATransform3DConcat(scale, move))
        assertClose(
            CATransform3DRotate(CATransform3DIdentity, 0.3, 0, 0, 1), CATransform3DMakeRotation(0.3, 0, 0, 1))
    }

    func testInvert() {
        var t = CATransform3DMakeRotation(0.4, 1, 2, 3)
        t = CATransform3DTranslate(t, 3, -2, 5)
        t.m34 = -1 / 500
        assertClose(CATransform3DConcat(t, CATransform3DInvert(t)), CATransform3DIdentity)
        let singular = CATransform3DMakeScale(0, 1, 1)
        XCTAssertEqual(CATransform3DInvert(singular), singular)
    }

    func testAffineConversions() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = CATransform3DMakeAffineTransform(affine)
        XCTAssertTrue(CATransform3DIsAffine(t))
        XCTAssertEqual(CATransform3DGetAffineTransform(t), affine)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        XCTAssertFalse(CATransform3DIsAffine(perspective))
        XCTAssertFalse(CATransform3DIsAffine(CATransform3DMakeRotation(0.5, 0, 1, 0)))
    }

    func testPerspectiveProjection() {
        // With m34 = −1/d, a point at z pushed back by the matrix shrinks towards the origin:
        // w = 1 + z·m34… here z = 0 and a translation in z of −d gives w = 2, halving x and y.
        var t = CATransform3DMakeTranslation(0, 0, -500)
        t = CATransform3DConcat(
            t,
            {
                var p = CATransform3DIdentity
                p.m34 = -1 / 500
                return p
            }())
        let projected = t.project(CGPoint(x: 100, y: 50))
        XCTAssertEqual(projected?.x ?? .nan, 50, accuracy: 1e-12)
        XCTAssertEqual(projected?.y ?? .nan, 25, accuracy: 1e-12)
        // Behind the eye: no projection.
        var behind = CATransform3DMakeTranslation(0, 0, 1000)
        behind.m34 = -1 / 500
        XCTAssertNil(CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 1000), behind).project(.zero))
    }

    func testAttributesKeepEveryTransformTheyAreGivenAndCopyIt() {
        // Transforms are stored compactly (nothing for the identity); what is read back, compared
        // and copied must be exactly what was set.
        var perspective = CATransform3DMakeRotation(0.4, 0, 1, 0)
        perspective.m34 = -1 / 500
        for transform in [CATransform3DIdentity, CATransform3DMakeScale(2, 0.5, 1), perspective] {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.size = CGSize(width: 40, height: 20)
            attributes.transform3D = transform
            XCTAssertEqual(attributes.transform3D, transform)
            let copy = attributes.copy() as? CollectionViewLayoutAttributes
            XCTAssertEqual(copy?.transform3D, transform)
            XCTAssertEqual(copy, attributes)
            XCTAssertEqual(CompactTransform3D(transform).isIdentity, CATransform3DIsIdentity(transform))
        }
        var scaled = CATransform3DIdentity
        scaled.m11 = 2
        XCTAssertEqual(CompactTransform3D(scaled), CompactTransform3D(CATransform3DMakeScale(2, 1, 1)))
        XCTAssertNotEqual(CompactTransform3D(scaled), CompactTransform3D(CATransform3DIdentity))
        XCTAssertEqual(Set([CompactTransform3D(scaled), CompactTransform3D(CATransform3DMakeScale(2, 1, 1))]).count, 1)
    }
}
