import XCTest

@testable import PortedLayouts

/// The app's UIKit layouts, ported at build time, give the frames their code computes (worked
/// out by hand below).
final class PortedLayoutsTests: XCTestCase {
    private final class Heights: NSObject, WaterfallLayoutDelegate {
        let heights: [CGFloat] = [100, 150, 80, 120]
        var columns: Int?
        var preparedHeight: CGFloat?

        func collectionView(_ collectionView: UICollectionView, heightForItemAt indexPath: IndexPath, width: CGFloat)
            -> CGFloat
        {
            heights[indexPath.item]
        }

        func numberOfColumns(in collectionView: UICollectionView) -> Int? { columns }

        func collectionView(_ collectionView: UICollectionView, didPrepareContentHeight height: CGFloat) -> Void? {
            preparedHeight = height
            return ()
        }
    }

    private func waterfall(columns: Int?) -> (UICollectionView, Heights) {
        let layout = WaterfallLayout()
        let delegate = Heights()
        delegate.columns = columns
        layout.delegate = delegate
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [4]))
        return (view, delegate)
    }

    /// Two columns (the delegate answers nil: the layout's default), 10 apart in 320: each
    /// (320 − 10) / 2 = 155 wide. Items go to the shortest column: 0 → left (0…100), 1 → right
    /// (0…150), 2 → left (110…190), 3 → right (160…280); content height 280.
    func testWaterfallUsesItsOwnColumnCountWhenTheDelegateDoesNotAnswer() {
        let (view, delegate) = waterfall(columns: nil)
        XCTAssertEqual(
            view.layoutAttributesForVisibleElements().map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 155, height: 100), CGRect(x: 165, y: 0, width: 155, height: 150),
                CGRect(x: 0, y: 110, width: 155, height: 80), CGRect(x: 165, y: 160, width: 155, height: 120),
            ])
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 280))
        XCTAssertEqual(delegate.preparedHeight, 280, "the optional Void callback reached the delegate")
    }

    /// Three columns from the delegate: (320 − 20) / 3 = 100 wide; 0 → column 0, 1 → 1, 2 → 2
    /// (0…80), 3 → column 2 again (90…210); content height 210.
    func testWaterfallAsksTheDelegateForColumns() {
        let (view, delegate) = waterfall(columns: 3)
        defer { withExtendedLifetime(delegate) {} }  // the layout holds its delegate weakly
        XCTAssertEqual(
            view.layoutAttributesForVisibleElements().map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 150),
                CGRect(x: 220, y: 0, width: 100, height: 80), CGRect(x: 220, y: 90, width: 100, height: 120),
            ])
        XCTAssertEqual(view.contentSize.height, 210)
    }

    /// In 375 × 600 the item is 262.5 × 480, inset (375 − 262.5) / 2 = 56.25 and (600 − 480) / 2
    /// = 60, so item 0 is centred at x 187.5 on the first pass (the values are set after
    /// `super.prepare()`); item 1 starts 20 after it, centred at 470: 282.5 from the centre, so
    /// it is scaled by 1 − 0.2 · 282.5 / 375.
    func testCarouselCentresItsFirstItemOnTheFirstPass() throws {
        let layout = CarouselFlowLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 600), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [5]))
        let visible = view.layoutAttributesForVisibleElements()
        let first = try XCTUnwrap(visible.first { $0.indexPath.item == 0 })
        XCTAssertEqual(first.center, CGPoint(x: 187.5, y: 300))
        XCTAssertEqual(first.size, CGSize(width: 262.5, height: 480))
        let second = try XCTUnwrap(visible.first { $0.indexPath.item == 1 })
        XCTAssertEqual(second.center.x, 470, accuracy: 1e-9)
        XCTAssertEqual(second.transform.a, 1 - 0.2 * 282.5 / 375, accuracy: 1e-9)
        XCTAssertEqual(view.decelerationRate, .fast)
        // A fling proposing x 300 rests on item 1: pitch 262.5 + 20 = 282.5.
        XCTAssertEqual(
            layout.targetContentOffset(forProposedContentOffset: CGPoint(x: 300, y: 0), withScrollingVelocity: .zero).x,
            282.5)
    }

    private func tileGrid(metrics: TileGridMetrics?) -> (UICollectionView, TileGridLayout) {
        let layout = TileGridLayout()
        layout.metrics = metrics
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [6]))
        return (view, layout)
    }

    /// The file is guarded by `#if canImport(UIKit) && !os(watchOS)`, which the port evaluates
    /// as Linux compiles it (else nothing here would compile). `StandardTileMetrics` implements
    /// the optional `rowSpacing` requirement with `var rowSpacing: CGFloat { 8 }`: the port
    /// declares it `CGFloat?` so it still answers, and rows are 50 + 8 = 58 apart. (Had the
    /// requirement's `nil` default won, the rows would be 50 apart.) Two columns of 320 / 2.
    func testTheMetricsObjectsOptionalPropertyStillAnswersOncePorted() {
        let metrics = StandardTileMetrics()
        let (view, _) = tileGrid(metrics: metrics)
        defer { withExtendedLifetime(metrics) {} }  // the layout holds its metrics weakly
        XCTAssertEqual(
            view.layoutAttributesForVisibleElements().map(\.frame),
            [
                CGRect(x: 0, y: 0, width: 160, height: 50), CGRect(x: 160, y: 0, width: 160, height: 50),
                CGRect(x: 0, y: 58, width: 160, height: 50), CGRect(x: 160, y: 58, width: 160, height: 50),
                CGRect(x: 0, y: 116, width: 160, height: 50), CGRect(x: 160, y: 116, width: 160, height: 50),
            ])
        XCTAssertEqual(view.contentSize, CGSize(width: 320, height: 166))
        let (plain, _) = tileGrid(metrics: nil)
        XCTAssertEqual(plain.layoutAttributesForVisibleElements().last?.frame.maxY, 150, "no metrics: rows of 50")
    }

    /// The layout filters its cache with `frame.intersects(rect)`. Core Graphics does not count
    /// rectangles that only touch, Linux Foundation does; the port's own `CGRect.intersects`
    /// wins in the ported file, so the 8-point gap between rows 0 (ends at 50) and 1 (starts at
    /// 58) holds no tile, as on iOS (Linux Foundation's rule would give all four).
    func testTheLayoutsRectFilterAnswersAsOnIOS() throws {
        let metrics = StandardTileMetrics()
        let (view, layout) = tileGrid(metrics: metrics)
        defer { withExtendedLifetime(metrics) {} }
        XCTAssertEqual(view.layoutAttributesForVisibleElements().count, 6, "laid out")
        let gap = try XCTUnwrap(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 320, height: 8)))
        XCTAssertEqual(gap.count, 0)
        let row = try XCTUnwrap(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 50, width: 320, height: 9)))
        XCTAssertEqual(row.map(\.indexPath.item), [2, 3], "one point into row 1")
    }

    /// The attributes subclass compares its tilt boxed in `NSValue(cgAffineTransform:)`, as the
    /// iOS code does; and a target/action timer (`#selector`, now an inert `Selector`) compiles.
    func testBoxedTransformsCompareAndTheTimerIsInert() throws {
        let (view, layout) = tileGrid(metrics: nil)
        let tiles = view.layoutAttributesForVisibleElements().compactMap { $0 as? TileAttributes }
        XCTAssertEqual(tiles.count, 6)
        let copy = try XCTUnwrap(tiles[1].copy() as? TileAttributes)
        XCTAssertTrue(copy.isEqual(tiles[1]), "the same tilt")
        copy.tilt = .identity
        XCTAssertFalse(copy.isEqual(tiles[1]), "a different tilt")
        layout.startRefreshing()
    }
}
