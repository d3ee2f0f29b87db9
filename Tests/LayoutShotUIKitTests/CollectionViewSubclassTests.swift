import LayoutShotUIKit
import XCTest

/// `UICollectionView` is a `UIScrollView`, so a `UIView`, as in UIKit: app code subclasses it
/// (UIKit's designated initialiser, the coder one, `register`, `reloadData`, a `contentSize`
/// observer) and adds it to a view of its own, whose layout pass reaches it.
final class CollectionViewSubclassTests: XCTestCase {
    /// A collection view subclass written the way calendar and board libraries write theirs.
    private final class TrackingCollectionView: UICollectionView {
        private(set) var registeredIdentifiers: [String] = []
        private(set) var reloads = 0
        private(set) var contentSizeChanges = 0

        override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
            super.init(frame: frame, collectionViewLayout: layout)
            showsVerticalScrollIndicator = false
            backgroundColor = .white
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
            super.register(cellClass, forCellWithReuseIdentifier: identifier)
            registeredIdentifiers.append(identifier)
        }

        override func reloadData() {
            reloads += 1
            super.reloadData()
        }

        override var contentSize: CGSize {
            didSet { if contentSize != oldValue { contentSizeChanges += 1 } }
        }
    }

    private final class BadgeCell: UICollectionViewCell {}

    /// A board: the collection view fills it but for a 20-point toolbar, set in `layoutSubviews`.
    private final class BoardView: UIView {
        let layout = UICollectionViewFlowLayout()
        lazy var collectionView = TrackingCollectionView(frame: .zero, collectionViewLayout: layout)
        let nowLine = UIView(frame: CGRect(x: 0, y: 90, width: 320, height: 1))

        required init(frame: CGRect) {
            super.init(frame: frame)
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumInteritemSpacing = 10
            layout.minimumLineSpacing = 10
            collectionView.dataSource = InMemoryDataSource(itemCounts: [10])
            collectionView.register(BadgeCell.self, forCellWithReuseIdentifier: "badge")
            addSubview(collectionView)
            collectionView.addSubview(nowLine)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            collectionView.frame = CGRect(x: 0, y: 20, width: bounds.width, height: bounds.height - 20)
        }
    }

    func testASubclassAddedToAViewIsLaidOutByItsLayoutPass() {
        let board = BoardView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        board.layoutIfNeeded()
        let collectionView = board.collectionView
        XCTAssertEqual(collectionView.frame, CGRect(x: 0, y: 20, width: 320, height: 200))
        // Flow layout (Apple, "UICollectionViewFlowLayout"): 100-point items 10 apart fit three to
        // a 320-point line; 10 items make 4 lines of 50 with 10 between, 230 points.
        XCTAssertEqual(collectionView.contentSize, CGSize(width: 320, height: 230))
        XCTAssertGreaterThan(collectionView.contentSizeChanges, 0, "the subclass's observer saw the layout's size")
        // Lines start at 0, 60, 120 and 180: all four meet the 200-point viewport, so all 10
        // cells are visible, of the registered class; the line added to the view comes last.
        XCTAssertEqual(collectionView.subviews.count, 11)
        XCTAssertTrue(collectionView.subviews.prefix(10).allSatisfy { $0 is BadgeCell })
        XCTAssertTrue(collectionView.subviews.last === board.nowLine)
        XCTAssertTrue(board.subviews.first === collectionView)
        XCTAssertTrue(collectionView.superview === board)
        XCTAssertEqual(collectionView.registeredIdentifiers, ["badge"])
        XCTAssertFalse(collectionView.showsVerticalScrollIndicator)
    }

    func testOverriddenReloadDataAndScrollingReachTheLayout() {
        let board = BoardView(frame: CGRect(x: 0, y: 0, width: 320, height: 220))
        board.layoutIfNeeded()
        let collectionView = board.collectionView
        (collectionView.dataSource as? InMemoryDataSource)?.itemCounts = [4]
        collectionView.reloadData()
        XCTAssertEqual(collectionView.reloads, 1)
        collectionView.layoutIfNeeded()
        // 4 items: lines of 3 and 1, 50 + 10 + 50.
        XCTAssertEqual(collectionView.contentSize.height, 110)
        let scrollView: UIScrollView = collectionView
        scrollView.contentOffset = CGPoint(x: 0, y: 60)
        XCTAssertEqual(collectionView.bounds.origin, CGPoint(x: 0, y: 60), "the offset is the bounds' origin")
        XCTAssertEqual(collectionView.indexPathsForVisibleItems, [IndexPath(item: 3, section: 0)])
    }

    /// UIKit has no collection view without a layout: made from its class object (as cell
    /// classes are) or a coder, it gets a flow layout.
    func testTheInheritedInitialisersGiveAFlowLayout() throws {
        let viewClass: UIView.Type = UICollectionView.self
        let made = try XCTUnwrap(
            viewClass.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) as? UICollectionView)
        XCTAssertTrue(made.collectionViewLayout is UICollectionViewFlowLayout)
        XCTAssertEqual(made.bounds.size, CGSize(width: 100, height: 100))
    }

    /// A plain scroll view, as views of layout libraries make for a header's stack of labels,
    /// keeps what is set and scrolls its bounds.
    func testAPlainScrollViewKeepsItsContentSizeAndOffset() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.setContentOffset(CGPoint(x: 0, y: 25), animated: true)
        XCTAssertEqual(scrollView.bounds, CGRect(x: 0, y: 25, width: 100, height: 40))
        XCTAssertEqual(scrollView.contentSize, CGSize(width: 100, height: 300))
        XCTAssertEqual(scrollView.frame, CGRect(x: 0, y: 0, width: 100, height: 40), "scrolling leaves the frame")
    }
}
