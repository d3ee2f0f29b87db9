import CollectionLayout
import Foundation
import XCTest

/// Rect queries against on-demand queries, out-of-range index paths, odd rectangles, large counts.
final class FlowLayoutQueryTests: XCTestCase {
    /// Every element of the layout from the on-demand queries, in the rect query's order.
    private func onDemandElements(_ fixture: FlowFixture) -> [CollectionViewLayoutAttributes] {
        let layout = fixture.layout
        var result: [CollectionViewLayoutAttributes] = []
        for section in 0..<fixture.collectionView.numberOfSections {
            let path = IndexPath(item: 0, section: section)
            if let header = layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionElementKind.sectionHeader, at: path)
            {
                result.append(header)
            }
            for item in 0..<fixture.collectionView.numberOfItems(inSection: section) {
                if let cell = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section)) {
                    result.append(cell)
                }
            }
            if let footer = layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionElementKind.sectionFooter, at: path)
            {
                result.append(footer)
            }
        }
        return result
    }

    /// Sliding rectangles of several sizes: the rect query returns exactly the on-demand elements
    /// whose frame intersects the rectangle, in the same order and with equal attributes.
    func testRectQueriesAgreeWithOnDemandQueries() {
        for direction in ScrollDirection.allCases {
            for perItem in [false, true] {
                for pinned in [false, true] {
                    let fixture = FlowFixture.oriented(direction, counts: [7, 0, 1, 12]) { layout in
                        layout.headerReferenceSize = CGSize(width: 0, height: 30)
                        layout.footerReferenceSize = CGSize(width: 0, height: 20)
                        layout.sectionInset = EdgeInsets(top: 4, left: 8, bottom: 6, right: 2)
                        layout.sectionHeadersPinToVisibleBounds = pinned
                        layout.sectionFootersPinToVisibleBounds = pinned
                        if perItem {
                            layout.sizeForItem = { indexPath in
                                Orient.size(
                                    direction,
                                    CGSize(
                                        width: 40 + CGFloat(indexPath.item % 4) * 25,
                                        height: 30 + CGFloat(indexPath.item % 3) * 20))
                            }
                        }
                    }
                    fixture.collectionView.contentOffset = Orient.point(direction, CGPoint(x: 0, y: 137))
                    let all = onDemandElements(fixture)
                    XCTAssertEqual(all.count, 7 + 1 + 12 + 8, "\(direction) element count")
                    let content = fixture.collectionView.contentSize
                    let length = direction == .vertical ? content.height : content.width
                    for extent in [CGFloat(1), 45, 200, 480] {
                        var position: CGFloat = -50
                        while position < length + 50 {
                            let rect = Orient.rect(direction, CGRect(x: 37, y: position, width: 150, height: extent))
                            let expected = all.filter { $0.frame.overlaps(rect) }
                            let actual = fixture.collectionView.layoutAttributesForElements(in: rect)
                            let name = "\(direction) perItem=\(perItem) pinned=\(pinned) rect \(rect)"
                            XCTAssertEqual(
                                actual.map(\.elementKey), expected.map(\.elementKey), "\(name): elements differ")
                            for (lhs, rhs) in zip(actual, expected) where !lhs.isEqual(rhs) {
                                XCTFail("\(name): \(lhs.elementKey) rect query \(lhs) vs on-demand \(rhs)")
                            }
                            position += 13
                        }
                    }
                }
            }
        }
    }

    func testOutOfRangeIndexPathsAnswerNil() {
        let fixture = FlowFixture(counts: [3, 2]) { $0.headerReferenceSize = CGSize(width: 0, height: 10) }
        let layout = fixture.layout
        let paths = [
            IndexPath(item: -1, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 0, section: 2),
            IndexPath(item: 0, section: -1), IndexPath(index: 0), IndexPath(indexes: [0, 0, 0]), IndexPath(),
        ]
        for path in paths {
            XCTAssertNil(layout.layoutAttributesForItem(at: path), "cell \(path): expected nil")
            XCTAssertNil(
                layout.layoutAttributesForSupplementaryView(ofKind: CollectionElementKind.sectionHeader, at: path),
                "header \(path): expected nil")
        }
        XCTAssertNil(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 1, section: 0)), "header 0-1")
        XCTAssertNil(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: 0)), "no footer 0-0")
        XCTAssertNil(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(layout.layoutAttributesForDecorationView(ofKind: "badge", at: IndexPath(item: 0, section: 0)))
    }

    /// Edges that only touch do not intersect (Core Graphics semantics); NaN and null rectangles
    /// intersect nothing; `CGRect.infinite` and infinite sizes intersect everything.
    func testOddRectangles() {
        let fixture = FlowFixture(counts: [6])
        let layout = fixture.layout
        // The gap between the lines is 100…110: a rectangle inside it, or touching a line, is empty.
        XCTAssertEqual(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 100, width: 320, height: 10))?.count, 0)
        XCTAssertEqual(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 99.5, width: 320, height: 1))?.count, 3)
        // Negative size: standardised, as CGRect does.
        XCTAssertEqual(
            layout.layoutAttributesForElements(in: CGRect(x: 320, y: 205, width: -320, height: -110))?.count, 6)
        XCTAssertEqual(
            layout.layoutAttributesForElements(in: CGRect(x: CGFloat.nan, y: 0, width: 10, height: 10))?.count, 0)
        XCTAssertEqual(layout.layoutAttributesForElements(in: .null)?.count, 0)
        XCTAssertEqual(layout.layoutAttributesForElements(in: .infinite)?.count, 6)
        let endless = CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity)
        XCTAssertEqual(layout.layoutAttributesForElements(in: endless)?.count, 6)
    }

    /// 1,000,000 items, W = 320, 3 per line, pitch 110: the rectangle y = 110 000…110 050 holds
    /// line 1000, items 3000…3002 at x = 0, 110, 220.
    func testMillionItemsQuery() {
        let fixture = FlowFixture(counts: [1_000_000])
        let result = fixture.collectionView.layoutAttributesForElements(
            in: CGRect(x: 0, y: 110_000, width: 320, height: 50))
        XCTAssertEqual(result.map(\.indexPath.item), [3000, 3001, 3002])
        for (attributes, x) in zip(result, [CGFloat(0), 110, 220]) {
            assertFrame(attributes.frame, CGRect(x: x, y: 110_000, width: 100, height: 100), "\(attributes.elementKey)")
        }
        // 333,334 lines: 333,334 · 100 + 333,333 · 10.
        XCTAssertEqual(fixture.layout.collectionViewContentSize, CGSize(width: 320, height: 36_666_730))
    }

    /// A subclass's `layoutAttributesClass` is used for every element, as in UIKit.
    func testLayoutAttributesClassIsUsed() {
        final class BadgeAttributes: CollectionViewLayoutAttributes {}
        final class BadgeFlowLayout: CollectionViewFlowLayout {
            override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }
        }
        let fixture = FlowFixture(counts: [2], layout: BadgeFlowLayout()) {
            $0.headerReferenceSize = CGSize(width: 0, height: 10)
        }
        let all = fixture.allAttributes
        XCTAssertEqual(all.count, 3)
        XCTAssertTrue(all.allSatisfy { $0 is BadgeAttributes }, "every attributes object is a BadgeAttributes")
    }
}
