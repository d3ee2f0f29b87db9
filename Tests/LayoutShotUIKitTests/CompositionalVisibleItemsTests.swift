import LayoutShotUIKit
import XCTest

/// `visibleItemsInvalidationHandler`, written the way Apple's "Implementing Modern Collection
/// Views" sample scales the cards of an orthogonal section by their distance from the centre.
///
/// Apple documents the handler as called "before each layout cycle … to allow modification of
/// items in a section immediately before they are displayed", with the visible items, the scroll
/// offset and the environment. What LayoutShot chose where Apple is silent: the offset is the
/// section's own scroll position (an orthogonal section's offset across the layout, the
/// collection view's content offset along it) and item frames are unscrolled, so
/// `frame.midX - offset.x` is the position in the visible area, which is what the sample's
/// formula relies on; the handler adjusts copies, so adjustments never accumulate across passes.
final class CompositionalVisibleItemsTests: XCTestCase {
    /// A 400 × 600 view with one orthogonal section of half-width, 100-point cards, scrolled 100
    /// points across. Card i is at x = 200i unscrolled, at 200i − 100 on screen: cards 0, 1 and
    /// 2 show (−100…100, 100…300, 300…500); card 3 starts at 500, past the right edge.
    private func makeCarousel(handler: @escaping NSCollectionLayoutSectionVisibleItemsInvalidationHandler)
        -> UICollectionView
    {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(100)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.orthogonalContentOffset = CGPoint(x: 100, y: 0)
        section.visibleItemsInvalidationHandler = handler
        return UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: section),
            dataSource: InMemoryDataSource(itemCounts: [6]))
    }

    /// The sample's formula: scale = max(1.1 − |on-screen midX − width / 2| / width, 0.7). By
    /// hand: card 0's on-screen centre is 0 (200 from the middle: 1.1 − 0.5 → 0.7), card 1's is
    /// 200 (the middle: 1.1), card 2's is 400 (0.7).
    func testOrthogonalCardsScaleByDistanceFromTheCentre() {
        var calls: [(count: Int, offset: CGPoint, width: CGFloat)] = []
        let view = makeCarousel { items, offset, environment in
            let width = environment.container.contentSize.width
            calls.append((items.count, offset, width))
            for item in items {
                let distance = abs((item.frame.midX - offset.x) - width / 2)
                let scale = max(1.1 - distance / width, 0.7)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
            }
        }
        view.layoutIfNeeded()
        calls.removeAll()
        let shown = view.layoutAttributesForElements(in: view.bounds)
        let scales = Dictionary(uniqueKeysWithValues: shown.map { ($0.indexPath.item, $0.transform.a) })
        XCTAssertEqual(scales.keys.sorted(), [0, 1, 2], "cards 0–2 are visible")
        XCTAssertEqual(scales[0] ?? 0, 0.7, accuracy: 1e-9)
        XCTAssertEqual(scales[1] ?? 0, 1.1, accuracy: 1e-9)
        XCTAssertEqual(scales[2] ?? 0, 0.7, accuracy: 1e-9)
        XCTAssertEqual(calls.count, 1, "one call per section per query")
        XCTAssertEqual(calls.first?.count, 3)
        XCTAssertEqual(calls.first?.offset, CGPoint(x: 100, y: 0), "the section's own offset across, the view's along")
        XCTAssertEqual(calls.first?.width, 400, "the container is the collection view's size")

        let card1 = view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))
        XCTAssertEqual(card1?.transform.a ?? 0, 1.1, accuracy: 1e-9, "the on-demand answer agrees with the rect answer")
        XCTAssertEqual(card1?.frame.midX ?? 0, 200, accuracy: 1e-9, "the scaled card stays centred on screen")
        let card4 = view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))
        XCTAssertEqual(card4?.transform.a, 1, "a card out of view is not adjusted")
    }

    /// A handler that halves alpha must see fresh attributes each pass: 0.5 after any number of
    /// queries (UIKit recomputes the layout's answer each cycle), and a moved centre is read
    /// back in the same unscrolled coordinates it was written in.
    func testAdjustmentsDoNotAccumulateAndCentresRoundTrip() {
        var centres: [CGFloat] = []
        let view = makeCarousel { items, _, _ in
            for item in items where item.indexPath.item == 1 {
                item.alpha *= 0.5
                item.center = CGPoint(x: item.center.x + 10, y: item.center.y)
                centres.append(item.center.x)
            }
        }
        view.layoutIfNeeded()
        centres.removeAll()
        for _ in 0..<3 {
            let card1 = view.layoutAttributesForElements(in: view.bounds)
                .first { $0.indexPath.item == 1 }
            XCTAssertEqual(card1?.alpha, 0.5)
            XCTAssertEqual(card1?.frame.minX, 110, "on screen 100, moved 10 by the handler")
        }
        XCTAssertEqual(centres, [310, 310, 310], "unscrolled centre 300, moved 10")
    }
}
