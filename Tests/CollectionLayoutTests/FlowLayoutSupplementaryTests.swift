import CollectionLayout
import Foundation
import XCTest

/// Headers and footers (REFERENCE.md §8): full line width, outside the section insets, only the
/// scroll-axis dimension counts, no line spacing next to them; in both directions.
final class FlowLayoutSupplementaryTests: XCTestCase {
    private let header = CollectionElementKind.sectionHeader
    private let footer = CollectionElementKind.sectionFooter

    /// Header 44, footer 30, insets top 5 / bottom 15, counts [5, 1]:
    /// section 0: header 0…44, lines at 49 and 159 (no line spacing after the header), last line
    /// ends at 259, footer at 259 + 15 = 274…304; section 1: header 304…348, item at 353 centred
    /// (x = 110), footer at 453 + 15 = 468…498 = content height.
    func testHeaderAndFooterPlacement() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [5, 1]) {
                $0.headerReferenceSize = CGSize(width: 999, height: 44)
                $0.footerReferenceSize = CGSize(width: 7, height: 30)
                $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 15, right: 0)
            }
            let expected: [(String, Int, CGRect)] = [
                (header, 0, CGRect(x: 0, y: 0, width: 320, height: 44)),
                (footer, 0, CGRect(x: 0, y: 274, width: 320, height: 30)),
                (header, 1, CGRect(x: 0, y: 304, width: 320, height: 44)),
                (footer, 1, CGRect(x: 0, y: 468, width: 320, height: 30)),
            ]
            for (kind, section, rect) in expected {
                assertFrame(
                    fixture.supplementaryFrame(kind, section), Orient.rect(direction, rect),
                    "\(direction) \(ElementKey.displayName(ofKind: kind)) \(section)-0")
            }
            fixture.assertItems(
                section: 0,
                [
                    CGRect(x: 0, y: 49, width: 100, height: 100), CGRect(x: 110, y: 49, width: 100, height: 100),
                    CGRect(x: 220, y: 49, width: 100, height: 100), CGRect(x: 0, y: 159, width: 100, height: 100),
                    CGRect(x: 110, y: 159, width: 100, height: 100),
                ])
            fixture.assertItems(section: 1, [CGRect(x: 110, y: 353, width: 100, height: 100)])
            XCTAssertEqual(
                fixture.layout.collectionViewContentSize, Orient.size(direction, CGSize(width: 320, height: 498)),
                "\(direction) content size")
            // The rect query lists, per section, the header, the cells, then the footer.
            let keys = fixture.allAttributes.map(\.elementKey.description)
            XCTAssertEqual(
                keys,
                [
                    "header 0-0", "cell 0-0", "cell 0-1", "cell 0-2", "cell 0-3", "cell 0-4", "footer 0-0",
                    "header 1-0", "cell 1-0", "footer 1-0",
                ], "\(direction) rect query order")
        }
    }

    /// A header spans the line width W (bounds minus content insets) and ignores section insets.
    func testHeaderSpansLineWidthOutsideSectionInsets() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [1]) {
                $0.headerReferenceSize = CGSize(width: 0, height: 20)
                $0.sectionInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 30)
            }
            fixture.collectionView.contentInset = Orient.insets(
                direction, EdgeInsets(top: 0, left: 10, bottom: 0, right: 10))
            fixture.collectionView.layoutIfNeeded()
            assertFrame(
                fixture.supplementaryFrame(header, 0),
                Orient.rect(direction, CGRect(x: 0, y: 0, width: 300, height: 20)),
                "\(direction) header 0-0")
        }
    }

    /// An empty section keeps its header, insets and footer: header 0…44, footer at 44 + 5 + 15.
    func testEmptySection() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [0]) {
                $0.headerReferenceSize = CGSize(width: 0, height: 44)
                $0.footerReferenceSize = CGSize(width: 0, height: 30)
                $0.sectionInset = EdgeInsets(top: 5, left: 0, bottom: 15, right: 0)
            }
            assertFrame(
                fixture.supplementaryFrame(footer, 0),
                Orient.rect(direction, CGRect(x: 0, y: 64, width: 320, height: 30)),
                "\(direction) footer 0-0")
            XCTAssertEqual(
                fixture.layout.collectionViewContentSize, Orient.size(direction, CGSize(width: 320, height: 94)))
            XCTAssertEqual(fixture.allAttributes.count, 2, "\(direction): header and footer only")
        }
    }

    /// A zero scroll-axis dimension means no view, whatever the other dimension.
    func testZeroReferenceSizeMeansNoView() {
        for direction in ScrollDirection.allCases {
            let fixture = FlowFixture.oriented(direction, counts: [2]) {
                $0.headerReferenceSize = CGSize(width: 50, height: 0)
            }
            XCTAssertNil(fixture.supplementaryFrame(header, 0), "\(direction) header 0-0")
            XCTAssertNil(fixture.supplementaryFrame(footer, 0), "\(direction) footer 0-0")
            XCTAssertTrue(
                fixture.allAttributes.allSatisfy { $0.representedElementCategory == .cell }, "\(direction): cells only")
        }
    }
}
