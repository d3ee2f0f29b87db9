import CollectionLayout
import Foundation
import XCTest

/// Pinned headers and footers stay in the visible area but never leave their section, for any
/// content offset; and `shouldInvalidateLayout(forBoundsChange:)` answers as REFERENCE.md §8 says.
final class FlowLayoutPinningTests: XCTestCase {
    private let header = CollectionElementKind.sectionHeader
    private let footer = CollectionElementKind.sectionFooter

    /// Counts [6, 6], header 44, W = 320, viewport 320 × 480.
    /// Section 0: header 0…44, lines 44…144 and 154…254, section end 254.
    /// Section 1: header 254…298, lines 298…398 and 408…508, end 508.
    /// A pinned header sits at max(offset, section start), but its bottom never passes its
    /// section's end: header 0 stays ≤ 254 − 44 = 210, header 1 ≤ 508 − 44 = 464.
    func testPinnedHeadersFollowTheOffsetInsideTheirSection() {
        let cases: [(offset: CGFloat, header0: CGFloat, header1: CGFloat)] = [
            (-50, 0, 254), (0, 0, 254), (100, 100, 254), (210, 210, 254), (230, 210, 254), (300, 210, 300),
            (464, 210, 464), (480, 210, 464), (2000, 210, 464),
        ]
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [6, 6]) {
                $0.headerReferenceSize = CGSize(width: 0, height: 44)
                $0.sectionHeadersPinToVisibleBounds = true
            }
            for (offset, header0, header1) in cases {
                fixture.collectionView.contentOffset = Orient.point(direction, CGPoint(x: 0, y: offset))
                fixture.collectionView.layoutIfNeeded()
                for (section, y) in [(0, header0), (1, header1)] {
                    let name = "\(direction) header \(section)-0 at offset \(offset)"
                    let attributes = fixture.collectionView.layoutAttributesForSupplementaryElement(
                        ofKind: header, at: IndexPath(item: 0, section: section))
                    assertFrame(
                        attributes?.frame, Orient.rect(direction, CGRect(x: 0, y: y, width: 320, height: 44)), name)
                    XCTAssertEqual(
                        attributes?.zIndex, 10, "\(name): headers draw above cells (UIKit: zIndex 10 since iOS 9)")
                    // The visible query returns the same frame when the header is visible.
                    let visible = fixture.collectionView.visibleLayoutAttributes.first {
                        $0.representedElementKind == header && $0.indexPath.section == section
                    }
                    let visibleRange = offset..<(offset + 480)
                    if visibleRange.overlaps(y..<(y + 44)) {
                        assertFrame(
                            visible?.frame, Orient.rect(direction, CGRect(x: 0, y: y, width: 320, height: 44)),
                            "\(name) (visible query)")
                    } else {
                        XCTAssertNil(visible, "\(name): outside the visible area, not in the visible query")
                    }
                }
            }
            // Cells do not move with the offset.
            fixture.assertItems(section: 1, [CGRect(x: 0, y: 298, width: 100, height: 100)])
        }
    }

    /// The header pins below the top content inset: offset 100 with inset top 20 → y = 120.
    func testPinnedHeaderRespectsTheContentInset() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [6, 6]) {
                $0.headerReferenceSize = CGSize(width: 0, height: 44)
                $0.sectionHeadersPinToVisibleBounds = true
            }
            fixture.collectionView.contentInset = Orient.insets(
                direction, EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
            fixture.collectionView.contentOffset = Orient.point(direction, CGPoint(x: 0, y: 100))
            assertFrame(
                fixture.supplementaryFrame(header, 0),
                Orient.rect(direction, CGRect(x: 0, y: 120, width: 320, height: 44)),
                "\(direction) header 0-0")
        }
    }

    /// UIKit rounds pinned positions to the screen's pixels (decompiled UIKit: the pinned origin
    /// goes through its round-to-scale helper): offset 100.3 puts the header at 100.5 on a 2×
    /// screen, at 100.333… on a 3× one, at 100 on a 1× one. Cells keep their unrounded frames.
    func testPinnedHeaderIsRoundedToThePixelGrid() {
        for (scale, expected) in [(CGFloat(2), CGFloat(100.5)), (3, 301.0 / 3), (1, 100)] {
            let fixture = FlowFixture.oriented(.vertical, counts: [6, 6]) {
                $0.headerReferenceSize = CGSize(width: 0, height: 44)
                $0.sectionHeadersPinToVisibleBounds = true
            }
            fixture.collectionView.traitCollection.displayScale = scale
            fixture.collectionView.contentOffset = CGPoint(x: 0, y: 100.3)
            XCTAssertEqual(
                fixture.supplementaryFrame(header, 0)?.minY ?? .nan, expected, accuracy: 1e-9, "header at \(scale)×")
        }
    }

    /// Counts [6, 6], footer 30, no header, viewport 320 × 200. Section 0: lines 0…210, footer
    /// 210…240; section 1: 240…450, footer 450…480. A pinned footer's bottom follows the visible
    /// bottom (offset + 200) but stays between its section's start and its unpinned place.
    func testPinnedFootersFollowTheVisibleBottomInsideTheirSection() {
        let cases: [(offset: CGFloat, footer0: CGFloat, footer1: CGFloat)] = [
            (-300, 0, 240), (0, 170, 240), (30, 200, 240), (100, 210, 270), (280, 210, 450), (900, 210, 450),
        ]
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, size: CGSize(width: 320, height: 200), counts: [6, 6]) {
                $0.footerReferenceSize = CGSize(width: 0, height: 30)
                $0.sectionFootersPinToVisibleBounds = true
            }
            for (offset, footer0, footer1) in cases {
                fixture.collectionView.contentOffset = Orient.point(direction, CGPoint(x: 0, y: offset))
                for (section, y) in [(0, footer0), (1, footer1)] {
                    assertFrame(
                        fixture.supplementaryFrame(footer, section),
                        Orient.rect(direction, CGRect(x: 0, y: y, width: 320, height: 30)),
                        "\(direction) footer \(section)-0 at offset \(offset)")
                }
            }
        }
    }

    /// Not pinned: only a change of the size across the scroll axis invalidates.
    func testShouldInvalidateForBoundsChange() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [20])
            let layout = fixture.layout
            let bounds = fixture.collectionView.bounds
            let scrolled = bounds
            XCTAssertFalse(
                layout.shouldInvalidateLayout(
                    forBoundsChange: CGRect(origin: Orient.point(direction, CGPoint(x: 0, y: 50)), size: bounds.size)),
                "\(direction): scrolling does not invalidate")
            XCTAssertFalse(
                layout.shouldInvalidateLayout(
                    forBoundsChange: CGRect(
                        origin: scrolled.origin, size: Orient.size(direction, CGSize(width: 320, height: 900)))),
                "\(direction): a longer viewport along the scroll axis does not invalidate")
            XCTAssertTrue(
                layout.shouldInvalidateLayout(
                    forBoundsChange: CGRect(
                        origin: scrolled.origin, size: Orient.size(direction, CGSize(width: 300, height: 480)))),
                "\(direction): a narrower line width invalidates")
            layout.sectionHeadersPinToVisibleBounds = true
            fixture.collectionView.layoutIfNeeded()
            XCTAssertTrue(
                layout.shouldInvalidateLayout(
                    forBoundsChange: CGRect(origin: Orient.point(direction, CGPoint(x: 0, y: 50)), size: bounds.size)),
                "\(direction): scrolling invalidates when headers are pinned")
        }
    }

    /// Resizing across the scroll axis re-breaks the lines; after pinned scrolling the geometry
    /// is kept, and a property change still recomputes it.
    func testInvalidationRecomputesWhatChanged() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [4]) {
                $0.headerReferenceSize = CGSize(width: 0, height: 44)
                $0.sectionHeadersPinToVisibleBounds = true
            }
            fixture.collectionView.contentOffset = Orient.point(direction, CGPoint(x: 0, y: 60))
            fixture.assertItems([CGRect(x: 0, y: 44, width: 100, height: 100)])
            // W = 210: two per line; the 4th item is on the second line at x = 110.
            fixture.collectionView.frame = CGRect(
                origin: .zero, size: Orient.size(direction, CGSize(width: 210, height: 480)))
            fixture.assertItems([
                CGRect(x: 0, y: 44, width: 100, height: 100), CGRect(x: 110, y: 44, width: 100, height: 100),
                CGRect(x: 0, y: 154, width: 100, height: 100), CGRect(x: 110, y: 154, width: 100, height: 100),
            ])
            fixture.layout.itemSize = Orient.size(direction, CGSize(width: 50, height: 50))
            // 50 + 10 + 50 + 10 + 50 = 170 ≤ 210 < 230: three per line, justified gap 30.
            fixture.assertItems([
                CGRect(x: 0, y: 44, width: 50, height: 50), CGRect(x: 80, y: 44, width: 50, height: 50),
                CGRect(x: 160, y: 44, width: 50, height: 50), CGRect(x: 0, y: 104, width: 50, height: 50),
            ])
        }
    }
}
