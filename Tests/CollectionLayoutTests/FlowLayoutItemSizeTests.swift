import CollectionLayout
import Foundation
import XCTest

/// Per-item sizes (delegate and closure), vertical centring within a line, single-item lines
/// and the all-single-items exception of REFERENCE.md §8, in both directions.
final class FlowLayoutItemSizeTests: XCTestCase {
    /// A fixture whose item sizes (given for vertical scrolling) come from a delegate.
    private func fixture(
        _ direction: ScrollDirection, sizes: [CGSize], delegate: FlowTestDelegate,
        configure: (CollectionViewFlowLayout) -> Void = { _ in }
    ) -> FlowFixture {
        for (item, size) in sizes.enumerated() {
            delegate.sizes[IndexPath(item: item, section: 0)] = Orient.size(direction, size)
        }
        return FlowFixture.oriented(direction, counts: [sizes.count]) {
            $0.flowLayoutDelegate = delegate
            configure($0)
        }
    }

    /// A line is as tall as its tallest item (100) and items are centred in it: heights 50, 100,
    /// 80 sit at y = 25, 0, 10; the next line starts at 100 + 10 and is 40 tall.
    func testItemsAreCentredVerticallyInTheirLine() {
        for direction in ScrollDirection.allCases {
            let delegate = FlowTestDelegate()
            let sizes = [
                CGSize(width: 100, height: 50), CGSize(width: 100, height: 100), CGSize(width: 100, height: 80),
                CGSize(width: 100, height: 40),
            ]
            let fixture = fixture(direction, sizes: sizes, delegate: delegate)
            fixture.assertItems([
                CGRect(x: 0, y: 25, width: 100, height: 50), CGRect(x: 110, y: 0, width: 100, height: 100),
                CGRect(x: 220, y: 10, width: 100, height: 80), CGRect(x: 0, y: 110, width: 100, height: 40),
            ])
            XCTAssertEqual(
                fixture.layout.collectionViewContentSize, Orient.size(direction, CGSize(width: 320, height: 150)))
        }
    }

    /// Widths 250 | 100 100 100: the first line holds one item (250 + 10 + 100 > 320) and is
    /// followed by another line, so it is centred at (320 − 250) / 2 = 35; the last line is
    /// left-aligned with the minimum gap: 0, 110, 220.
    func testSingleItemLineFollowedByAnotherIsCentred() {
        for direction in ScrollDirection.allCases {
            let delegate = FlowTestDelegate()
            let sizes = [
                CGSize(width: 250, height: 50), CGSize(width: 100, height: 50), CGSize(width: 100, height: 50),
                CGSize(width: 100, height: 50),
            ]
            let fixture = fixture(direction, sizes: sizes, delegate: delegate)
            fixture.assertItems([
                CGRect(x: 35, y: 0, width: 250, height: 50), CGRect(x: 0, y: 60, width: 100, height: 50),
                CGRect(x: 110, y: 60, width: 100, height: 50), CGRect(x: 220, y: 60, width: 100, height: 50),
            ])
        }
    }

    /// When every line holds one item, the last line is centred too: 250-wide items at x = 35.
    func testSectionWhereEveryLineHoldsOneItemIsCentred() {
        for direction in ScrollDirection.allCases {
            let delegate = FlowTestDelegate()
            let sizes = Array(repeating: CGSize(width: 250, height: 50), count: 3)
            let fixture = fixture(direction, sizes: sizes, delegate: delegate)
            fixture.assertItems([
                CGRect(x: 35, y: 0, width: 250, height: 50), CGRect(x: 35, y: 60, width: 250, height: 50),
                CGRect(x: 35, y: 120, width: 250, height: 50),
            ])
            // Same rule with a uniform itemSize that fits once per line.
            let uniform = FlowFixture.oriented(direction, counts: [2], itemSize: CGSize(width: 250, height: 50))
            uniform.assertItems([
                CGRect(x: 35, y: 0, width: 250, height: 50), CGRect(x: 35, y: 60, width: 250, height: 50),
            ])
        }
    }

    /// Mixed widths 100, 150, 60, 80: 100 + 10 + 150 = 260 fits, + 10 + 60 = 330 does not, so the
    /// first line is 100, 150 (justified: gap 320 − 250 = 70, x = 0, 170) and the last line is
    /// 60, 80, left-aligned with the minimum gap: x = 0, 70.
    func testJustifiedLineWithMixedWidths() {
        for direction in ScrollDirection.allCases {
            let delegate = FlowTestDelegate()
            let sizes = [
                CGSize(width: 100, height: 40), CGSize(width: 150, height: 40), CGSize(width: 60, height: 40),
                CGSize(width: 80, height: 40),
            ]
            let fixture = fixture(direction, sizes: sizes, delegate: delegate)
            assertLineOrigins(fixture, items: 0..<4, [0, 170, 0, 70])
        }
    }

    /// The closure gives sizes when there is no delegate; a delegate that does not implement
    /// `sizeForItemAt` leaves sizes to the closure, or to `itemSize`, and still gives its insets.
    func testSizeSourcesPrecedence() {
        for direction in ScrollDirection.allCases {
            let closure = FlowFixture.oriented(direction, counts: [2]) { layout in
                layout.sizeForItem = { indexPath in
                    Orient.size(direction, CGSize(width: 50 + 10 * CGFloat(indexPath.item), height: 30))
                }
            }
            closure.assertItems([CGRect(x: 0, y: 0, width: 50, height: 30), CGRect(x: 60, y: 0, width: 60, height: 30)])

            let insetOnly = InsetOnlyFlowDelegate()
            let uniform = FlowFixture.oriented(direction, counts: [1]) { $0.flowLayoutDelegate = insetOnly }
            // Inset 5 on every side: A = 310, the lone item centred at 5 + (310 − 100) / 2 = 110.
            uniform.assertItems([CGRect(x: 110, y: 5, width: 100, height: 100)])

            let sizing = FlowTestDelegate()
            sizing.defaultSize = Orient.size(direction, CGSize(width: 20, height: 20))
            let both = FlowFixture.oriented(direction, counts: [1]) { layout in
                layout.flowLayoutDelegate = sizing
                layout.sizeForItem = { _ in CGSize(width: 70, height: 70) }
            }
            both.assertItems([CGRect(x: 150, y: 0, width: 20, height: 20)])
        }
    }

    /// Section values from the delegate: per-section insets and header heights.
    func testPerSectionDelegateValues() {
        for direction in ScrollDirection.allCases {
            let delegate = FlowTestDelegate()
            delegate.insets[1] = Orient.insets(direction, EdgeInsets(top: 7, left: 20, bottom: 3, right: 0))
            delegate.headerHeights[1] = 30
            let fixture = FlowFixture.oriented(direction, counts: [1, 4]) { $0.flowLayoutDelegate = delegate }
            // Section 0 ends at 100; section 1: header 100…130, lines at 137; A = 300 holds two
            // items: the first line justified at 20 and 220, the last one left-aligned at 20, 130.
            fixture.assertItems(
                section: 1,
                [
                    CGRect(x: 20, y: 137, width: 100, height: 100), CGRect(x: 220, y: 137, width: 100, height: 100),
                    CGRect(x: 20, y: 247, width: 100, height: 100), CGRect(x: 130, y: 247, width: 100, height: 100),
                ])
            assertFrame(
                fixture.supplementaryFrame(CollectionElementKind.sectionHeader, 1),
                Orient.rect(direction, CGRect(x: 0, y: 100, width: 320, height: 30)), "\(direction) header 1-0")
        }
    }
}
