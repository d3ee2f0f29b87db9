import LayoutShotUIKit
import XCTest

/// A photo browser's paging layout as apps write it: full-screen items from the collection
/// view's frame, and scroll-view settings made in `prepare()` — indicator, bounce and colour
/// properties, the pre-Swift-4.2 `UICollectionViewScrollDirection` name, `UIEdgeInsetsMake`.
final class PhotoBrowserLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        itemSize = collectionView!.frame.size
        minimumLineSpacing = 0
        minimumInteritemSpacing = 0
        scrollDirection = UICollectionViewScrollDirection.horizontal
        sectionInset = UIEdgeInsetsMake(0, 0, 0, 0)
        collectionView?.isPagingEnabled = true
        collectionView?.showsHorizontalScrollIndicator = false
        collectionView?.bounces = false
        collectionView?.backgroundColor = UIColor.black.withAlphaComponent(0.9)
    }
}

final class PhotoBrowserLayoutTests: XCTestCase {
    /// Each page is the view's size (375 × 667) side by side: page i at x = 375 i.
    func testPagesFillTheViewSideBySide() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: PhotoBrowserLayout(),
            dataSource: InMemoryDataSource(itemCounts: [3]))
        XCTAssertEqual(
            view.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 1125, height: 667)).map(\.frame),
            (0..<3).map { CGRect(x: 375 * CGFloat($0), y: 0, width: 375, height: 667) })
        XCTAssertEqual(view.contentSize, CGSize(width: 1125, height: 667))
        XCTAssertTrue(view.isPagingEnabled)
        XCTAssertFalse(view.showsHorizontalScrollIndicator)
        XCTAssertFalse(view.bounces)
        XCTAssertEqual(view.backgroundColor, UIColor(white: 0, alpha: 0.9), "what the layout set is read back")
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 390, height: 844), "an iPhone screen in points")
    }
}
