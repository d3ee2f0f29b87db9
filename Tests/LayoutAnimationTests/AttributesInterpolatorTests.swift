import CollectionLayout
import Foundation
import LayoutAnimation
import XCTest

/// A subclass with an extra animatable property, as REFERENCE §6's parallax attributes.
final class ParallaxAttributes: CollectionViewLayoutAttributes, InterpolatableAttributes {
    var parallax: CGFloat = 0
    var label = ""

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone)
        if let copy = copy as? ParallaxAttributes {
            copy.parallax = parallax
            copy.label = label
        }
        return copy
    }

    func interpolateCustomProperties(
        from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes, progress: CGFloat
    ) {
        let start = (from as? ParallaxAttributes)?.parallax ?? 0
        let end = (to as? ParallaxAttributes)?.parallax ?? 0
        parallax = AttributesInterpolator.mix(start, end, progress: progress)
    }
}

final class AttributesInterpolatorTests: XCTestCase {
    private func cell(_ item: Int, frame: CGRect, alpha: CGFloat = 1, zIndex: Int = 0) -> CollectionViewLayoutAttributes
    {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = frame
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        return attributes
    }

    func testCentreSizeAndAlphaBlendLinearly() {
        let from = cell(0, frame: CGRect(x: 0, y: 0, width: 100, height: 50), alpha: 0)
        let to = cell(0, frame: CGRect(x: 200, y: 100, width: 50, height: 150), alpha: 1)
        let quarter = AttributesInterpolator.interpolate(from: from, to: to, progress: 0.25)
        // Centres (50, 25) → (225, 175); sizes 100×50 → 50×150.
        XCTAssertEqual(quarter.center.x, 93.75, accuracy: 1e-12)
        XCTAssertEqual(quarter.center.y, 62.5, accuracy: 1e-12)
        XCTAssertEqual(quarter.size.width, 87.5, accuracy: 1e-12)
        XCTAssertEqual(quarter.size.height, 75, accuracy: 1e-12)
        XCTAssertEqual(quarter.alpha, 0.25, accuracy: 1e-12)
    }

    func testHiddenAndZIndexTakeTheDestinationsValueAtOnce() {
        let from = cell(0, frame: CGRect(x: 0, y: 0, width: 10, height: 10), zIndex: 5)
        from.isHidden = true
        let to = cell(0, frame: CGRect(x: 10, y: 0, width: 10, height: 10), zIndex: -1)
        for progress: CGFloat in [0.01, 0.5, 0.99] {
            let middle = AttributesInterpolator.interpolate(from: from, to: to, progress: progress)
            XCTAssertFalse(middle.isHidden, "isHidden at \(progress)")
            XCTAssertEqual(middle.zIndex, -1, "zIndex at \(progress)")
        }
        XCTAssertTrue(AttributesInterpolator.interpolate(from: from, to: to, progress: 0).isHidden)
        XCTAssertEqual(AttributesInterpolator.interpolate(from: from, to: to, progress: 0).zIndex, 5)
    }

    func testEndsAreExactCopies() {
        let from = cell(1, frame: CGRect(x: 1.1, y: 2.2, width: 3.3, height: 4.4), alpha: 0.3)
        from.transform = CGAffineTransform(rotationAngle: 0.7)
        let to = cell(2, frame: CGRect(x: 9, y: 8, width: 7, height: 6))
        let start = AttributesInterpolator.interpolate(from: from, to: to, progress: 0)
        let end = AttributesInterpolator.interpolate(from: from, to: to, progress: 1)
        XCTAssertEqual(start, from, "progress 0")
        XCTAssertEqual(start.center, from.center)
        XCTAssertFalse(start === from, "a copy, not the original")
        XCTAssertEqual(end, to, "progress 1")
        XCTAssertEqual(end.indexPath, IndexPath(item: 2, section: 0))
    }

    func testSpringOvershootKeepsAlphaAndSizeInRange() {
        let from = cell(0, frame: CGRect(x: 0, y: 0, width: 10, height: 10), alpha: 0)
        let to = cell(0, frame: CGRect(x: 0, y: 0, width: 0, height: 20), alpha: 1)
        let over = AttributesInterpolator.interpolate(from: from, to: to, progress: 1.2)
        XCTAssertEqual(over.alpha, 1)
        XCTAssertEqual(over.size.width, 0, "width 10 → 0 overshoots to −2 and is clamped")
        XCTAssertEqual(over.size.height, 22, accuracy: 1e-12, "height extrapolates")
    }

    func testResultHasTheDestinationsClassAndBlendsCustomProperties() {
        let from = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        let to = ParallaxAttributes(forCellWith: IndexPath(item: 0, section: 0))
        to.parallax = 60
        to.label = "destination"
        let middle = AttributesInterpolator.interpolate(from: from, to: to, progress: 0.5)
        let typed = middle as? ParallaxAttributes
        XCTAssertNotNil(typed, "class \(type(of: middle)), expected ParallaxAttributes")
        XCTAssertEqual(typed?.parallax ?? .nan, 30, accuracy: 1e-12, "parallax 0 → 60 at 0.5")
        XCTAssertEqual(typed?.label, "destination", "non-animated properties come from the destination")
    }

    func testTransformsGoThroughDecomposition() {
        let from = cell(0, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let to = cell(0, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        to.transform = CGAffineTransform(rotationAngle: .pi)
        let middle = AttributesInterpolator.interpolate(from: from, to: to, progress: 0.5)
        XCTAssertEqual(middle.transform.a, 0, accuracy: 1e-12)
        XCTAssertEqual(abs(middle.transform.b), 1, accuracy: 1e-12, "a quarter turn, not a collapse")
    }
}
