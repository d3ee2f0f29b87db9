import CollectionLayout
import Foundation
import XCTest

/// Bad input never crashes, hangs or produces NaN: NaN, infinite and negative lengths count as 0,
/// lengths above 10⁹ as 10⁹, items wider than the line are not cropped (UIKit does not crop).
final class FlowLayoutBadInputTests: XCTestCase {
    /// Every frame and the content size are finite.
    private func assertFinite(
        _ fixture: FlowFixture, _ name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let content = fixture.layout.collectionViewContentSize
        XCTAssertTrue(
            content.width.isFinite && content.height.isFinite, "\(name): content size \(content)", file: file,
            line: line)
        let rect = CGRect(x: -1e12, y: -1e12, width: 2e12 + 1e13, height: 2e12 + 1e13)
        for attributes in fixture.collectionView.layoutAttributesForElements(in: rect) {
            let frame = attributes.frame
            XCTAssertTrue(
                [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
                "\(name): \(attributes.elementKey) frame \(frame)", file: file, line: line)
        }
    }

    /// Item size (−10, NaN) counts as 0 × 0: five zero-size items, 10 apart, on one line.
    func testInvalidItemSizesCountAsZero() {
        for size in [
            CGSize(width: -10, height: CGFloat.nan), CGSize(width: CGFloat.infinity, height: -CGFloat.infinity),
        ] {
            let fixture = FlowFixture(counts: [5]) { $0.itemSize = size }
            assertFinite(fixture, "item size \(size)")
            assertLineOrigins(fixture, items: 0..<5, [0, 10, 20, 30, 40])
            assertFrame(fixture.itemFrame(4), CGRect(x: 40, y: 0, width: 0, height: 0), "item size \(size): cell 0-4")
            XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 320, height: 0))
        }
    }

    /// Spacing −5 and NaN count as 0: three items per line, justified (gap 10), lines touching.
    func testInvalidSpacingsCountAsZero() {
        let fixture = FlowFixture(counts: [4]) {
            $0.minimumInteritemSpacing = -5
            $0.minimumLineSpacing = .nan
        }
        assertFinite(fixture, "spacings")
        assertLineOrigins(fixture, items: 0..<3, [0, 110, 220])
        assertFrame(fixture.itemFrame(3), CGRect(x: 0, y: 100, width: 100, height: 100), "cell 0-3")
    }

    /// Insets of NaN, −20 and ∞ count as 0; header/footer sizes of NaN or −1 mean no view.
    func testInvalidInsetsAndReferenceSizes() {
        let fixture = FlowFixture(counts: [1]) {
            $0.sectionInset = EdgeInsets(top: .nan, left: -20, bottom: .infinity, right: .nan)
            $0.headerReferenceSize = CGSize(width: 0, height: CGFloat.nan)
            $0.footerReferenceSize = CGSize(width: 0, height: -1)
        }
        assertFinite(fixture, "insets")
        assertFrame(fixture.itemFrame(0), CGRect(x: 110, y: 0, width: 100, height: 100), "cell 0-0")
        XCTAssertEqual(fixture.allAttributes.count, 1, "no header or footer")
        fixture.collectionView.contentInset = EdgeInsets(top: 0, left: .nan, bottom: 0, right: -50)
        assertFinite(fixture, "content insets")
        assertFrame(fixture.itemFrame(0), CGRect(x: 110, y: 0, width: 100, height: 100), "cell 0-0 (content insets)")
    }

    /// An item wider than the available width gets a line of its own and is not cropped: it
    /// starts at the leading inset (x = 0, never negative) and overflows on the trailing side.
    func testItemWiderThanTheLine() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [3], itemSize: CGSize(width: 400, height: 50))
            fixture.assertItems([
                CGRect(x: 0, y: 0, width: 400, height: 50), CGRect(x: 0, y: 60, width: 400, height: 50),
                CGRect(x: 0, y: 120, width: 400, height: 50),
            ])
            let delegate = FlowTestDelegate()
            delegate.sizes[IndexPath(item: 1, section: 0)] = Orient.size(direction, CGSize(width: 400, height: 100))
            let mixed = FlowFixture.oriented(direction, counts: [3]) { $0.flowLayoutDelegate = delegate }
            // 100 | 400 | 100: three lines of one item each, so every line is centred (UIKit's
            // all-single-item rule), except the overflowing one, which starts at x = 0.
            mixed.assertItems([
                CGRect(x: 110, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 400, height: 100),
                CGRect(x: 110, y: 220, width: 100, height: 100),
            ])
        }
    }

    /// Negative counts read as 0 items; an empty data source gives an empty layout.
    func testNegativeAndMissingCounts() {
        let fixture = FlowFixture(counts: [-5, 2])
        XCTAssertEqual(fixture.allAttributes.map(\.elementKey.description), ["cell 1-0", "cell 1-1"])
        assertFrame(fixture.itemFrame(0, 1), CGRect(x: 0, y: 0, width: 100, height: 100), "cell 1-0")
        let empty = FlowFixture(counts: [])
        XCTAssertEqual(empty.layout.collectionViewContentSize, CGSize(width: 320, height: 0))
        XCTAssertEqual(empty.allAttributes.count, 0)
        let detached = CollectionViewFlowLayout()
        detached.prepare()
        XCTAssertEqual(detached.collectionViewContentSize, .zero)
        XCTAssertNil(detached.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
    }

    /// `Int.max` items of a uniform size: nothing is stored per item, nothing overflows. Three fit
    /// per line, so the last item, `Int.max − 1`, is alone on the last line at x = 0.
    func testIntMaxItems() {
        let fixture = FlowFixture(counts: [Int.max])
        let lastItem = Int.max - 1
        let lines = Int.max / 3 + 1
        guard let frame = fixture.itemFrame(lastItem) else {
            return XCTFail("cell 0-\(lastItem): no attributes")
        }
        XCTAssertEqual(frame.minX, 0, "cell 0-\(lastItem): x")
        let expectedY = Double(lines - 1) * 110
        XCTAssertEqual(Double(frame.minY), expectedY, accuracy: expectedY * 1e-12, "cell 0-\(lastItem): y")
        XCTAssertEqual(fixture.collectionView.indexPathsForVisibleItems.count, 15, "5 lines of 3 in 480 points")
        let content = fixture.layout.collectionViewContentSize
        XCTAssertTrue(content.height.isFinite && content.height >= CGFloat(expectedY), "content size \(content)")
    }

    /// A zero-size viewport, content insets wider than the view, huge and zero sizes: finite
    /// output and no hang.
    func testDegenerateGeometry() {
        let zero = FlowFixture(size: .zero, counts: [3])
        assertFinite(zero, "zero viewport")
        assertLineOrigins(zero, items: 0..<3, [0, 0, 0])
        let inset = FlowFixture(counts: [2])
        inset.collectionView.contentInset = EdgeInsets(top: 0, left: 300, bottom: 0, right: 300)
        assertFinite(inset, "content insets wider than the view")
        XCTAssertEqual(inset.layout.collectionViewContentSize.width, 0)
        let huge = FlowFixture(counts: [1000]) { $0.itemSize = CGSize(width: 1e300, height: 1e300) }
        assertFinite(huge, "huge item size")
        assertFrame(huge.itemFrame(999), CGRect(x: 0, y: 999 * (1e9 + 10), width: 1e9, height: 1e9), "huge: cell 0-999")
        let dust = FlowFixture(counts: [100_000]) {
            $0.itemSize = .zero
            $0.minimumInteritemSpacing = 0
            $0.minimumLineSpacing = 0
        }
        assertFinite(dust, "zero sizes and spacings")
        // All zero-size items sit at the origin: a rectangle strictly containing it returns them all.
        XCTAssertEqual(
            dust.collectionView.layoutAttributesForElements(in: CGRect(x: -1, y: -1, width: 2, height: 2)).count,
            100_000)
    }
}
