import CollectionLayout
import Foundation
import XCTest

/// The gallery layouts against frames worked out by hand from their definitions.
final class GalleryLayoutTests: XCTestCase {
    /// Three columns in 320 with spacing 10: each (320 − 20) / 3 = 100 wide. Heights 100, 50,
    /// 80, 60, 120: items 0–2 open the columns; item 3 goes to the shortest (column 1, ending at
    /// 60), item 4 to column 2 (ending at 90). Columns end at 110, 120 and 220: content 210 tall.
    func testWaterfallPlacesEachItemInTheShortestColumn() {
        let layout = CollectionViewWaterfallLayout()
        layout.columnCount = 3
        let heights: [CGFloat] = [100, 50, 80, 60, 120]
        layout.heightForItem = { indexPath, width in
            XCTAssertEqual(width, 100, "the column width is passed")
            return heights[indexPath.item]
        }
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [5]))
        XCTAssertEqual(
            view.layoutAttributesForVisibleElements().map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 50),
                CGRect(x: 220, y: 0, width: 100, height: 80), CGRect(x: 110, y: 60, width: 100, height: 60),
                CGRect(x: 220, y: 90, width: 100, height: 120),
            ])
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 210))
    }

    /// Apple's circle sample: radius min(400, 600) / 2.5 = 160 around (200, 300); four items at
    /// 0, 90, 180 and 270 degrees.
    func testCircleLayoutFollowsApplesSample() throws {
        let layout = CollectionViewCircleLayout()
        let dataSource = InMemoryDataSource(itemCounts: [4])
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 600), collectionViewLayout: layout, dataSource: dataSource)
        let centres = (0..<4).compactMap { view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.center }
        let expected = [
            CGPoint(x: 360, y: 300), CGPoint(x: 200, y: 460), CGPoint(x: 40, y: 300), CGPoint(x: 200, y: 140),
        ]
        for (centre, want) in zip(centres, expected) {
            XCTAssertEqual(centre.x, want.x, accuracy: 1e-9)
            XCTAssertEqual(centre.y, want.y, accuracy: 1e-9)
        }
        XCTAssertEqual(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.size, CGSize(width: 70, height: 70))
        let result = try view.performBatchUpdates {
            dataSource.itemCounts = [4]
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
            view.deleteItems(at: [IndexPath(item: 0, section: 0)])
        }
        let inserted = try XCTUnwrap(result.transitions.first { $0.change == .inserted })
        XCTAssertEqual(inserted.from.center, CGPoint(x: 200, y: 300), "grows from the centre")
        XCTAssertEqual(inserted.from.alpha, 0)
        let deleted = try XCTUnwrap(result.transitions.first { $0.change == .deleted })
        XCTAssertEqual(deleted.to.center, CGPoint(x: 200, y: 300), "shrinks into the centre")
        XCTAssertEqual(deleted.to.transform3D.m11, 0.1, accuracy: 1e-12)
    }

    /// Items 200 × 150 in 400 × 300: insets of 100 and 75 centre item 0 (distance 0: no turn, full
    /// size and opacity, on top); item 1 is one pitch (200 + 10) away: turned by −π/4, scaled
    /// to 0.8, alpha 0.6, zIndex −100.
    func testCoverFlowTurnsShrinksAndFadesByDistance() throws {
        let layout = CollectionViewCoverFlowLayout()
        layout.itemSize = CGSize(width: 200, height: 150)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 400, height: 300), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [5]))
        let visible = view.layoutAttributesForVisibleElements()
        let first = try XCTUnwrap(visible.first { $0.indexPath.item == 0 })
        XCTAssertEqual(first.center, CGPoint(x: 200, y: 150))
        XCTAssertEqual(first.alpha, 1)
        XCTAssertEqual(first.zIndex, 0)
        XCTAssertEqual(first.transform3D.m11, 1, accuracy: 1e-12, "no turn")
        let second = try XCTUnwrap(visible.first { $0.indexPath.item == 1 })
        XCTAssertEqual(second.center.x, 410)
        XCTAssertEqual(second.alpha, 0.6, accuracy: 1e-12)
        XCTAssertEqual(second.zIndex, -100)
        // Rotation by −π/4 about y then scale 0.8: m11 = cos(−π/4)·0.8, m13 = −sin(−π/4)·0.8.
        XCTAssertEqual(second.transform3D.m11, cos(CGFloat.pi / 4) * 0.8, accuracy: 1e-9)
        XCTAssertEqual(abs(second.transform3D.m13), sin(CGFloat.pi / 4) * 0.8, accuracy: 1e-9)
        // The perspective (m34 = −1/500) comes first, as in the usual Core Animation idiom, so the
        // turn about y multiplies it by cos(π/4).
        XCTAssertEqual(second.transform3D.m34, -cos(CGFloat.pi / 4) / 500, accuracy: 1e-12, "perspective")
        // A fling proposing x 150 rests with item 1 centred: offset 210.
        XCTAssertEqual(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 150, y: 0), withScrollingVelocity: .zero).x,
            210)
    }
}
