import CollectionLayout
import Foundation
import XCTest

/// Right-to-left mirroring. Apple's documentation of
/// `UICollectionViewLayout.flipsHorizontallyInOppositeLayoutDirection`: when it is true and the
/// user's direction is the opposite of the layout's `developmentLayoutDirection`, "the collection
/// view automatically flips the horizontal coordinate system" — the layout keeps computing
/// left-to-right and the view mirrors x within the content's width. The base class answers false.
final class LayoutDirectionTests: XCTestCase {
    /// A row of 100 × 100 items from x = 0, 10 apart, in content 320 wide: item i spans
    /// 110i…110i + 100 left to right, so mirrored it spans 320 − 110i − 100…320 − 110i.
    private final class RowLayout: CollectionViewLayout {
        var flips = true
        override var flipsHorizontallyInOppositeLayoutDirection: Bool { flips }
        override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 100) }
        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            (0..<(collectionView?.numberOfItems(inSection: 0) ?? 0)).compactMap {
                layoutAttributesForItem(at: IndexPath(item: $0, section: 0))
            }.filter { $0.frame.intersects(rect) && $0.frame.maxX > rect.minX && $0.frame.minX < rect.maxX }
        }
        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = CGRect(x: 110 * CGFloat(indexPath.item), y: 0, width: 100, height: 100)
            return attributes
        }
    }

    private func makeView(_ direction: UserInterfaceLayoutDirection, flips: Bool = true, items: Int = 3)
        -> (CollectionView, RowLayout, InMemoryDataSource)
    {
        let layout = RowLayout()
        layout.flips = flips
        let dataSource = InMemoryDataSource(itemCounts: [items])
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout, dataSource: dataSource)
        view.effectiveUserInterfaceLayoutDirection = direction
        return (view, layout, dataSource)
    }

    func testTheBaseLayoutDoesNotFlip() {
        XCTAssertFalse(CollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection, "documented default")
        XCTAssertEqual(CollectionViewLayout().developmentLayoutDirection, .leftToRight, "documented default")
    }

    func testRightToLeftMirrorsEveryAnswer() {
        let (view, _, _) = makeView(.rightToLeft)
        let frames = view.layoutAttributesForVisibleElements().map(\.frame)
        XCTAssertEqual(
            frames,
            [
                CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
                CGRect(x: 0, y: 0, width: 100, height: 100),
            ], "item 0 starts at the right edge")
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame,
            CGRect(x: 110, y: 0, width: 100, height: 100), "single query")
        // The query rect is mirrored too: the right-hand 100 points hold item 0 only.
        XCTAssertEqual(
            view.layoutAttributesForElements(in: CGRect(x: 225, y: 0, width: 95, height: 100)).map(\.indexPath.item),
            [0], "rect query on the right")
        XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 300, y: 50)), IndexPath(item: 0, section: 0), "hit test")
    }

    func testNoFlipInTheDevelopmentDirectionOrWithoutOptingIn() {
        for (direction, flips) in [(UserInterfaceLayoutDirection.leftToRight, true), (.rightToLeft, false)] {
            let (view, _, _) = makeView(direction, flips: flips)
            XCTAssertEqual(
                view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame,
                CGRect(x: 0, y: 0, width: 100, height: 100), "\(direction), flips \(flips): as computed")
        }
    }

    func testBatchUpdatesReportMirroredFrames() throws {
        let (view, _, dataSource) = makeView(.rightToLeft, items: 2)
        let result = try view.performBatchUpdates {
            dataSource.itemCounts = [3]
            view.insertItems(at: [IndexPath(item: 2, section: 0)])
        }
        let inserted = try XCTUnwrap(result.transitions.first { $0.change == .inserted }, "the insertion")
        XCTAssertEqual(inserted.to.frame, CGRect(x: 0, y: 0, width: 100, height: 100), "item 2 lands at the left")
        XCTAssertEqual(
            result.attributesBefore.map(\.frame.minX), [220, 110], "before: items 0 and 1 from the right")
    }

    /// UIKit's flow layout answers true, so right to left its lines start at the right: REFERENCE's
    /// worked example (W = 320, items 100, spacing 10) mirrored — a full line at x 220, 110, 0, the
    /// left-aligned last line of a 5-item section at 220, 110. A subclass answering false (what
    /// apps write to keep left-to-right geometry) is not mirrored.
    func testTheFlowLayoutIsMirrored() {
        final class UnflippedFlowLayout: CollectionViewFlowLayout {
            override var flipsHorizontallyInOppositeLayoutDirection: Bool { false }
        }
        XCTAssertTrue(CollectionViewFlowLayout().flipsHorizontallyInOppositeLayoutDirection)
        let mirrored = FlowFixture(counts: [5])
        mirrored.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual((0..<5).compactMap { mirrored.itemFrame($0)?.minX }, [220, 110, 0, 220, 110])
        let kept = FlowFixture(counts: [5], layout: UnflippedFlowLayout())
        kept.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual((0..<5).compactMap { kept.itemFrame($0)?.minX }, [0, 110, 220, 0, 110])
    }

    /// Mirroring is about the content's width, so an inset flow layout stays inside its insets:
    /// a left content inset of 20 leaves lines 300 wide; two items fit a line (justified at 0 and
    /// 200), the third starts the left-aligned last line at 0 — mirrored, 200, 0 and 200.
    func testMirroringKeepsTheContentInset() {
        let fixture = FlowFixture(counts: [3])
        fixture.collectionView.contentInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        fixture.collectionView.effectiveUserInterfaceLayoutDirection = .rightToLeft
        XCTAssertEqual((0..<3).compactMap { fixture.itemFrame($0)?.minX }, [200, 0, 200])
        XCTAssertEqual(fixture.collectionView.contentSize.width, 300)
    }
}
