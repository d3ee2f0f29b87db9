import CollectionLayout
import Foundation
import XCTest

/// A custom attributes subclass as a UIKit layout writes it: extra property, copy and equality.
final class ParallaxAttributes: CollectionViewLayoutAttributes {
    var parallax: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        (copy as? ParallaxAttributes)?.parallax = parallax
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? ParallaxAttributes, other.parallax == parallax else { return false }
        return super.isEqual(object)
    }
}

final class LayoutAttributesTests: XCTestCase {
    func testDefaults() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        XCTAssertEqual(attributes.alpha, 1)
        XCTAssertEqual(attributes.zIndex, 0)
        XCTAssertFalse(attributes.isHidden)
        XCTAssertEqual(attributes.frame, .zero)
        XCTAssertTrue(CATransform3DIsIdentity(attributes.transform3D))
        XCTAssertEqual(attributes.representedElementCategory, .cell)
        XCTAssertNil(attributes.representedElementKind)
        XCTAssertEqual(attributes.indexPath, IndexPath(item: 2, section: 1))
    }

    func testFactoryInitialisersSetCategoryAndKind() {
        let header = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: CollectionElementKind.sectionHeader, with: IndexPath(item: 0, section: 3))
        XCTAssertEqual(header.representedElementCategory, .supplementaryView)
        XCTAssertEqual(header.representedElementKind, CollectionElementKind.sectionHeader)
        let decoration = CollectionViewLayoutAttributes(
            forDecorationViewOfKind: "background", with: IndexPath(item: 0, section: 0))
        XCTAssertEqual(decoration.representedElementCategory, .decorationView)
        XCTAssertEqual(decoration.representedElementKind, "background")
    }

    func testFrameCenterSizeCoupling() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(attributes.center, CGPoint(x: 60, y: 45))
        XCTAssertEqual(attributes.size, CGSize(width: 100, height: 50))
        attributes.center = CGPoint(x: 0, y: 0)
        XCTAssertEqual(attributes.frame, CGRect(x: -50, y: -25, width: 100, height: 50))
        attributes.size = CGSize(width: 20, height: 10)
        XCTAssertEqual(attributes.frame, CGRect(x: -10, y: -5, width: 20, height: 10))
    }

    func testBoundsOriginIsAlwaysZero() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        XCTAssertEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        attributes.bounds = CGRect(x: 7, y: 7, width: 40, height: 30)
        XCTAssertEqual(attributes.bounds, CGRect(x: 0, y: 0, width: 40, height: 30))
        XCTAssertEqual(attributes.center, CGPoint(x: 60, y: 45), "setting bounds keeps the centre")
    }

    func testFrameWithTransformIsTheBoundingBox() {
        // REFERENCE §9: 100×100 at centre (50, 50) scaled ×2 reads (−50, −50, 200, 200).
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        attributes.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(attributes.frame, CGRect(x: -50, y: -50, width: 200, height: 200))
        XCTAssertEqual(attributes.size, CGSize(width: 100, height: 100), "size stays untransformed")
        // A 45° rotation of a 100×100 square: bounding box 100·√2 wide around the centre.
        attributes.transform = CGAffineTransform(rotationAngle: .pi / 4)
        let side = 100 * CGFloat(2).squareRoot()
        XCTAssertTrue(
            LayoutTolerance.isClose(
                attributes.frame, CGRect(x: 50 - side / 2, y: 50 - side / 2, width: side, height: side)),
            "rotated frame \(attributes.frame)")
    }

    func testASubclassesOwnTransformIsTheOneItsFrameUses() {
        // A subclass may answer `transform3D` itself (of the base class or of the compositional
        // layout's attributes): the frame is the bounding box of what it answers, ×2 here.
        for attributes in [DoubledAttributes(), DoubledCompositionalAttributes()] as [CollectionViewLayoutAttributes] {
            attributes.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            XCTAssertEqual(attributes.frame, CGRect(x: -50, y: -50, width: 200, height: 200), "\(type(of: attributes))")
        }
        let plain = CompositionalLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        plain.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        plain.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(plain.frame, CGRect(x: -50, y: -50, width: 200, height: 200), "the transform kept")
    }

    func testTransformAndTransform3DReplaceEachOther() {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        attributes.transform = CGAffineTransform(translationX: 5, y: 6)
        XCTAssertEqual(attributes.transform3D, CATransform3DMakeTranslation(5, 6, 0))
        attributes.transform3D = CATransform3DMakeScale(2, 3, 1)
        XCTAssertEqual(attributes.transform, CGAffineTransform(scaleX: 2, y: 3))
    }

    func testCopyIsIndependentAndEqual() {
        let original = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "badge", with: IndexPath(item: 4, section: 2))
        original.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        original.alpha = 0.5
        original.zIndex = 7
        original.transform = CGAffineTransform(rotationAngle: 0.3)
        let copy = original.copied()
        XCTAssertEqual(copy, original)
        XCTAssertFalse(copy === original)
        XCTAssertEqual(copy.representedElementKind, "badge")
        copy.alpha = 0.25
        XCTAssertEqual(original.alpha, 0.5)
        XCTAssertNotEqual(copy, original)
    }

    func testEqualityRules() {
        func make() -> CollectionViewLayoutAttributes {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            return attributes
        }
        let a = make()
        let nearlyA = make()
        nearlyA.center.x += LayoutTolerance.geometry / 2
        XCTAssertEqual(a, nearlyA, "centre within tolerance")
        let moved = make()
        moved.center.x += 1
        XCTAssertNotEqual(a, moved)
        let otherZ = make()
        otherZ.zIndex = 1
        XCTAssertNotEqual(a, otherZ)
        let otherPath = make()
        otherPath.indexPath = IndexPath(item: 1, section: 0)
        XCTAssertNotEqual(a, otherPath)
        let header = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "x", with: IndexPath(item: 0, section: 0))
        header.frame = a.frame
        XCTAssertNotEqual(a, header, "category and kind count")
    }

    func testSubclassInheritsFactoriesAndExtendsCopyAndEquality() {
        let attributes = ParallaxAttributes(forCellWith: IndexPath(item: 1, section: 0))
        attributes.parallax = 12
        attributes.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let copy = attributes.copied()
        XCTAssertTrue(type(of: copy) == ParallaxAttributes.self)
        XCTAssertEqual(copy.parallax, 12)
        XCTAssertEqual(copy, attributes)
        copy.parallax = 13
        XCTAssertNotEqual(copy, attributes, "the subclass property takes part in equality")
        let base = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 1, section: 0))
        base.frame = attributes.frame
        XCTAssertNotEqual(base, attributes, "different classes are not equal")
        let viaClass: CollectionViewLayoutAttributes.Type = ParallaxAttributes.self
        XCTAssertTrue(viaClass.init(forCellWith: IndexPath(item: 0, section: 0)) is ParallaxAttributes)
    }

    func testPropertyOutOfRangeNamesTheFirstNumberBeyondTheLimit() {
        // The limit is a magnitude: every number, the transform's sixteen included, is held to it
        // (the identity's too, when the limit is below 1), in the order the properties are listed.
        let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        cell.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
        XCTAssertNil(cell.propertyOutOfRange(largestMagnitude: 1e12))
        cell.transform3D = CATransform3DMakeTranslation(0, 2e12, 0)
        XCTAssertEqual(cell.propertyOutOfRange(largestMagnitude: 1e12)?.name, "transform3D.m42")
        let tiny = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        tiny.alpha = 0.25
        XCTAssertEqual(tiny.propertyOutOfRange(largestMagnitude: 0.5)?.name, "transform3D.m11")
        XCTAssertNil(tiny.propertyOutOfRange(largestMagnitude: 1))
        // A subclass's own transform is the one checked.
        let doubled = DoubledAttributes(forCellWith: IndexPath(item: 0, section: 0))
        XCTAssertEqual(doubled.propertyOutOfRange(largestMagnitude: 1.5)?.name, "transform3D.m11")
    }

    func testElementKeyOrderAndDescription() {
        let cell = ElementKey.cell(IndexPath(item: 3, section: 0))
        let header = ElementKey.supplementary(CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 1))
        XCTAssertEqual(cell.description, "cell 0-3")
        XCTAssertEqual(header.description, "header 1-0")
        XCTAssertLessThan(cell, header)
        XCTAssertLessThan(
            ElementKey.cell(IndexPath(item: 9, section: 0)), ElementKey.cell(IndexPath(item: 0, section: 1)))
    }
}

/// Attributes whose transform is their own: always twice their size.
private final class DoubledAttributes: CollectionViewLayoutAttributes {
    override var transform3D: CATransform3D {
        get { CATransform3DMakeScale(2, 2, 1) }
        set {}
    }
}

/// The compositional layout's attributes, their transform their own: always twice their size.
private final class DoubledCompositionalAttributes: CompositionalLayoutAttributes {
    override var transform3D: CATransform3D {
        get { CATransform3DMakeScale(2, 2, 1) }
        set {}
    }
}
