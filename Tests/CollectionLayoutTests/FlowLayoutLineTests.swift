import CollectionLayout
import Foundation
import XCTest

/// REFERENCE.md §8: line width, line breaking, line spacing, vertical centring and UIKit's
/// distribution of leftover space, with the worked examples' exact numbers, in both directions
/// (expectations are written for vertical scrolling and transposed for horizontal).
final class FlowLayoutLineTests: XCTestCase {
    func testDefaultsAreUIKits() {
        let layout = CollectionViewFlowLayout()
        XCTAssertEqual(layout.itemSize, CGSize(width: 50, height: 50))
        XCTAssertEqual(layout.minimumLineSpacing, 10)
        XCTAssertEqual(layout.minimumInteritemSpacing, 10)
        XCTAssertEqual(layout.sectionInset, .zero)
        XCTAssertEqual(layout.headerReferenceSize, .zero)
        XCTAssertEqual(layout.footerReferenceSize, .zero)
        XCTAssertEqual(layout.scrollDirection, .vertical)
        XCTAssertEqual(layout.lineAlignment, .justified)
        XCTAssertEqual(layout.lastLineAlignment, .left)
        XCTAssertFalse(layout.sectionHeadersPinToVisibleBounds)
        XCTAssertFalse(layout.sectionFootersPinToVisibleBounds)
    }

    /// W = 320, item 100 × 100, spacings 10: a full line has x = 0, 110, 220 (3·100 + 2·10 = 320
    /// fits exactly); the 2-item last line of a 5-item section is left-aligned at x = 0, 110.
    func testWorkedExampleFiveItems() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [5])
            fixture.assertItems([
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
                CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
                CGRect(x: 110, y: 110, width: 100, height: 100),
            ])
            // Content: W across, two lines (100 + 10 + 100) along.
            XCTAssertEqual(
                fixture.layout.collectionViewContentSize, Orient.size(direction, CGSize(width: 320, height: 210)),
                "\(direction) content size")
        }
    }

    /// The lone last item of a 4-item section is left-aligned (x = 0): not every line holds one item.
    func testWorkedExampleFourItems() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [4])
            fixture.assertItems([
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
                CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
            ])
        }
    }

    /// A 1-item section is centred: x = (320 − 100) / 2 = 110.
    func testWorkedExampleOneItemSectionIsCentred() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [1])
            fixture.assertItems([CGRect(x: 110, y: 0, width: 100, height: 100)])
        }
    }

    /// W = 375: a full line has gap (375 − 300) / 2 = 37.5, so x = 0, 137.5, 275; the short last
    /// line uses the minimum gap (LayoutShot's documented default for the disputed case): 0, 110.
    func testWorkedExampleW375() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, size: CGSize(width: 375, height: 600), counts: [5])
            assertLineOrigins(fixture, items: 0..<5, [0, 137.5, 275, 0, 110])
        }
    }

    /// W = 319: three items need 320, so lines hold two, justified: x = 0 and 319 − 100 = 219.
    func testLineBreaksWhenTheNextItemDoesNotFit() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, size: CGSize(width: 319, height: 480), counts: [3])
            fixture.assertItems([
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 219, y: 0, width: 100, height: 100),
                CGRect(x: 0, y: 110, width: 100, height: 100),
            ])
        }
    }

    /// Lines are `minimumLineSpacing` apart: with 25, the second line starts at 100 + 25.
    func testLineSpacing() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [6]) { $0.minimumLineSpacing = 25 }
            fixture.assertItems(
                section: 0,
                [
                    CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
                    CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 0, y: 125, width: 100, height: 100),
                ])
            XCTAssertEqual(
                fixture.layout.collectionViewContentSize, Orient.size(direction, CGSize(width: 320, height: 225)))
        }
    }

    /// Insets (top 5, left 10, bottom 15, right 20): A = 320 − 30 = 290 holds two items, justified
    /// at x = 10 and 10 + 290 − 100 = 200; lines start at y = 5; the section ends 15 below the
    /// last line: 5 + 100 + 10 + 100 + 15 = 230.
    func testSectionInsets() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [3, 1]) {
                $0.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            }
            fixture.assertItems(
                section: 0,
                [
                    CGRect(x: 10, y: 5, width: 100, height: 100), CGRect(x: 200, y: 5, width: 100, height: 100),
                    CGRect(x: 10, y: 115, width: 100, height: 100),
                ])
            // Section 1 starts at 230: its single item is centred in A: 10 + (290 − 100) / 2 = 105.
            fixture.assertItems(section: 1, [CGRect(x: 105, y: 235, width: 100, height: 100)])
            XCTAssertEqual(
                fixture.layout.collectionViewContentSize, Orient.size(direction, CGSize(width: 320, height: 350)))
        }
    }

    /// The line width is the bounds width minus the content insets: 340 − 20 − 20 = 300 holds two
    /// items (x = 0, 200); the content is 300 wide.
    func testLineWidthExcludesContentInsets() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, size: CGSize(width: 340, height: 480), counts: [2])
            fixture.collectionView.contentInset = Orient.insets(
                direction, EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            fixture.collectionView.layoutIfNeeded()
            assertLineOrigins(fixture, items: 0..<2, [0, 110])
            let three = FlowFixture.oriented(direction, size: CGSize(width: 340, height: 480), counts: [3])
            three.collectionView.contentInset = Orient.insets(
                direction, EdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            three.collectionView.layoutIfNeeded()
            assertLineOrigins(three, items: 0..<3, [0, 200, 0])
            XCTAssertEqual(
                three.layout.collectionViewContentSize, Orient.size(direction, CGSize(width: 300, height: 210)))
        }
    }
}
