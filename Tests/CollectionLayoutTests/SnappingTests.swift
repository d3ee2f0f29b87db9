import CollectionLayout
import XCTest

/// Snapping flow layout: a carousel whose fling ends with an item exactly centred, and paging by
/// the viewport. Geometry worked by hand: horizontal flow, items 200×300, line spacing 20,
/// section inset 95 left and right in a 390×400 viewport, so item i spans x = 95 + 220i … +200,
/// its centre is 195 + 220i and the offset that centres it is 220i (content 2370 wide for 10).
final class SnappingTests: XCTestCase {
    func makeCarousel(behavior: ScrollSnapBehavior = .centerItem) -> (CollectionView, CollectionViewSnappingFlowLayout)
    {
        let layout = CollectionViewSnappingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 300)
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 0, left: 95, bottom: 0, right: 95)
        layout.snapBehavior = behavior
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [10]))
        collectionView.layoutIfNeeded()
        return (collectionView, layout)
    }

    func testCarouselGeometry() {
        let (collectionView, _) = makeCarousel()
        XCTAssertEqual(
            collectionView.contentSize.width, 2370, accuracy: LayoutTolerance.geometry, "95 + 10·200 + 9·20 + 95")
        let item3 = collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))
        XCTAssertEqual(item3?.center.x ?? 0, 195 + 660, accuracy: LayoutTolerance.geometry, "item 3 centre")
    }

    func testCenterItemSnapsExactly() {
        let (collectionView, layout) = makeCarousel()
        // (proposed x, item expected centred): nearest centre to proposed + 195.
        let cases: [(CGFloat, Int)] = [(0, 0), (100, 0), (115, 1), (500, 2), (1000, 5), (1979, 9)]
        for (proposed, item) in cases {
            let target = layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: proposed, y: 0), withScrollingVelocity: CGPoint(x: 800, y: 0))
            XCTAssertEqual(
                target.x, 220 * CGFloat(item), accuracy: LayoutTolerance.geometry, "proposed \(proposed) → item \(item)"
            )
            XCTAssertEqual(target.y, 0, "cross axis unchanged")
            XCTAssertEqual(
                layout.lastResolution?.snappedIndexPath, IndexPath(item: item, section: 0), "proposed \(proposed)")
            // Scrolled there, the item's centre is the viewport's centre.
            collectionView.contentOffset = target
            let centre = collectionView.layoutAttributesForItem(at: IndexPath(item: item, section: 0))?.center.x ?? 0
            XCTAssertEqual(
                centre - target.x, 195, accuracy: LayoutTolerance.geometry, "item \(item) centred in the viewport")
        }
        let resolution = layout.resolveTargetContentOffset(
            forProposedContentOffset: CGPoint(x: 500, y: 0), withScrollingVelocity: CGPoint(x: 800, y: 0))
        XCTAssertEqual(resolution.proposedContentOffset.x, 500, "natural resting offset kept")
        XCTAssertEqual(resolution.adjustment.x, -60, accuracy: LayoutTolerance.geometry, "moved from 500 to 440")
    }

    func testSnapTargetsStayInsideTheContent() {
        let (collectionView, layout) = makeCarousel()  // the layout holds its collection view weakly
        let beyond = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 5000, y: 0), withScrollingVelocity: CGPoint(x: 800, y: 0))
        XCTAssertEqual(collectionView.contentOffset.x, 0, "querying the target does not scroll")
        XCTAssertEqual(beyond.x, 1980, accuracy: LayoutTolerance.geometry, "last item centred = max offset 2370 − 390")
    }

    func testPagingByViewport() {
        let (collectionView, layout) = makeCarousel(behavior: .paging)
        collectionView.contentOffset = CGPoint(x: 400, y: 0)  // page 1.03
        func target(_ proposed: CGFloat, _ velocity: CGFloat) -> CGFloat {
            layout.targetContentOffset(
                forProposedContentOffset: CGPoint(x: proposed, y: 0), withScrollingVelocity: CGPoint(x: velocity, y: 0)
            ).x
        }
        XCTAssertEqual(target(900, 500), 780, "forward: page floor(400/390) + 1 = 2 → 780")
        XCTAssertEqual(target(100, -500), 390, "backward: page ceil(400/390) − 1 = 1 → 390")
        XCTAssertEqual(target(700, 0), 780, "no velocity: nearest page to 700 is 2")
        collectionView.contentOffset = CGPoint(x: 1950, y: 0)
        XCTAssertEqual(target(2500, 500), 1980, "last page clamped to the content's end")
        XCTAssertEqual(layout.lastResolution?.page, 6, "page index reported")
    }

    func testPagingWithAVanishingViewportKeepsTheProposalInsteadOfTrapping() {
        // The hardening issue's reproducer: a 1e-300-point-wide viewport makes the page number
        // 2370 / 1e-300 = infinity, and `Int(page)` trapped. No page is a whole number then,
        // so the fling keeps its proposed offset (clamped to the content, as every target is).
        let layout = CollectionViewSnappingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 300)
        layout.snapBehavior = .paging
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 1e-300, height: 400), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [10]))
        collectionView.layoutIfNeeded()
        collectionView.contentOffset = CGPoint(x: 100, y: 0)
        let target = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 500, y: 0), withScrollingVelocity: CGPoint(x: 800, y: 0))
        XCTAssertEqual(target.x, 500)
        XCTAssertNil(layout.lastResolution?.page, "no page reported")
    }

    func testNoneKeepsTheProposal() {
        let (collectionView, layout) = makeCarousel(behavior: .none)
        let target = layout.targetContentOffset(
            forProposedContentOffset: CGPoint(x: 517, y: 0), withScrollingVelocity: CGPoint(x: 800, y: 0))
        XCTAssertEqual(target.x, 517, "no snapping")
        XCTAssertEqual(collectionView.contentOffset.x, 0, "querying the target does not scroll")
    }
}
