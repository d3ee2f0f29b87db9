import LayoutShotUIKit
import XCTest

/// The view API that layout libraries' cells and collection-view subclasses use beyond the
/// layout itself: converting between views, ordering and lifecycle of subviews, scrolling a
/// rectangle into view, and the names Linux lacks.
final class ViewHierarchyTests: XCTestCase {
    /// A view that counts what UIKit tells it.
    private final class TrackingView: UIView {
        private(set) var events: [String] = []
        override func willMove(toSuperview newSuperview: UIView?) {
            events.append(newSuperview == nil ? "will leave" : "will move")
        }
        override func didMoveToSuperview() { events.append(superview == nil ? "left" : "moved") }
        override func awakeFromNib() { super.awakeFromNib() }
        override func encode(with coder: NSCoder) { super.encode(with: coder) }
    }

    private final class ReusedCell: UICollectionViewCell {
        private(set) var resets = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            resets += 1
        }
    }

    /// Frame origins add up along the chain and a scroll view's offset (its bounds' origin)
    /// is taken off (UIKit, "convert(_:to:)").
    func testConvertWalksFramesAndBoundsOrigins() {
        let root = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 50, width: 300, height: 200))
        scroller.contentSize = CGSize(width: 300, height: 1000)
        scroller.contentOffset = CGPoint(x: 0, y: 30)
        let child = UIView(frame: CGRect(x: 5, y: 100, width: 40, height: 40))
        root.addSubview(scroller)
        scroller.addSubview(child)
        // (5, 100) in the scroller's content, 30 scrolled away, the scroller 50 down the root.
        XCTAssertEqual(child.convert(CGPoint.zero, to: root), CGPoint(x: 5, y: 120))
        // Without a window: the coordinates the root's frame is given in.
        XCTAssertEqual(child.convert(CGPoint.zero, to: nil), CGPoint(x: 15, y: 140))
        XCTAssertEqual(root.convert(CGPoint(x: 5, y: 120), to: child), .zero)
        XCTAssertEqual(
            child.convert(CGRect(x: 1, y: 2, width: 3, height: 4), to: root), CGRect(x: 6, y: 122, width: 3, height: 4))
        XCTAssertEqual(child.convert(CGPoint(x: 15, y: 140), from: nil), .zero)
        XCTAssertEqual(root.convert(child.frame, from: scroller), CGRect(x: 5, y: 120, width: 40, height: 40))
    }

    func testSubviewOrderAndLifecycle() {
        let parent = UIView(frame: .zero)
        let a = TrackingView(frame: .zero)
        let b = UIView(frame: .zero)
        let c = UIView(frame: .zero)
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: a)
        XCTAssertTrue(parent.subviews.elementsEqual([c, a, b], by: ===))
        parent.insertSubview(c, aboveSubview: b)
        XCTAssertTrue(parent.subviews.elementsEqual([a, b, c], by: ===))
        parent.bringSubviewToFront(a)
        XCTAssertTrue(parent.subviews.elementsEqual([b, c, a], by: ===))
        parent.sendSubviewToBack(a)
        XCTAssertTrue(parent.subviews.elementsEqual([a, b, c], by: ===))
        parent.insertSubview(b, at: 99)
        XCTAssertTrue(parent.subviews.elementsEqual([a, c, b], by: ===), "an index past the end appends")
        a.removeFromSuperview()
        a.removeFromSuperview()
        XCTAssertEqual(
            a.events, ["will move", "moved", "will leave", "left"],
            "told on arriving and once on leaving, not on reordering")
        let cell = ReusedCell(frame: .zero)
        cell.prepareForReuse()
        XCTAssertEqual(cell.resets, 1)
    }

    /// Apple, "scrollRectToVisible(_:animated:)": scrolls so that the rectangle is just visible;
    /// nothing when it already is; never past the content.
    func testScrollRectToVisibleScrollsTheLeast() {
        let scroller = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroller.contentSize = CGSize(width: 100, height: 500)
        scroller.scrollRectToVisible(CGRect(x: 0, y: 250, width: 100, height: 50), animated: true)
        XCTAssertEqual(scroller.contentOffset, CGPoint(x: 0, y: 200), "its bottom edge at the bounds' bottom")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 220, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroller.contentOffset, CGPoint(x: 0, y: 200), "already visible")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 50, width: 10, height: 10), animated: false)
        XCTAssertEqual(scroller.contentOffset, CGPoint(x: 0, y: 50), "its top edge at the bounds' top")
        scroller.scrollRectToVisible(CGRect(x: 0, y: 480, width: 10, height: 60), animated: false)
        XCTAssertEqual(scroller.contentOffset, CGPoint(x: 0, y: 400), "clamped to the end of the content")
    }

    private final class PagingCollectionView: UICollectionView {
        private(set) var scrolledTo: [IndexPath] = []
        override func scrollToItem(
            at indexPath: IndexPath, at scrollPosition: UICollectionView.ScrollPosition, animated: Bool
        ) {
            scrolledTo.append(indexPath)
            super.scrollToItem(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    func testCollectionViewMembersSubclassesOverrideAndCellsIndexPaths() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        let collectionView = PagingCollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [5]))
        collectionView.scrollToItem(at: IndexPath(item: 2, section: 0), at: .top, animated: true)
        XCTAssertEqual(collectionView.scrolledTo, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(collectionView.contentOffset.y, 200, "one 100-point item per line")
        let cell = try XCTUnwrap(collectionView.visibleCells.first)
        XCTAssertEqual(collectionView.indexPath(for: cell), IndexPath(item: 2, section: 0))
        XCTAssertNil(collectionView.indexPath(for: UICollectionViewCell(frame: .zero)))
        var finished: Bool?
        let other = UICollectionViewFlowLayout()
        collectionView.setCollectionViewLayout(other, animated: true) { finished = $0 }
        XCTAssertEqual(finished, true)
        XCTAssertTrue(collectionView.collectionViewLayout === other)
    }

    private final class ScrollWatcher: NSObject, UICollectionViewDelegateFlowLayout {
        private(set) var offsets: [CGPoint] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset) }
        func collectionView(
            _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
            sizeForItemAt indexPath: IndexPath
        ) -> CGSize { CGSize(width: 100, height: 40) }
    }

    /// UIKit sends `scrollViewDidScroll(_:)` whenever the content offset changes, also from
    /// code; a collection view's delegate is its scroll view's, and layouts still find their own
    /// protocol on it.
    func testTheScrollViewDelegateHearsOffsetChanges() {
        let watcher = ScrollWatcher()
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: UICollectionViewFlowLayout(),
            dataSource: InMemoryDataSource(itemCounts: [10]))
        collectionView.delegate = watcher
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize.height, 10 * 40 + 9 * 10, "the flow delegate's item size")
        collectionView.contentOffset = CGPoint(x: 0, y: 30)
        collectionView.setContentOffset(CGPoint(x: 0, y: 30), animated: false)
        collectionView.frame.size = CGSize(width: 100, height: 120)
        collectionView.setContentOffset(CGPoint(x: 0, y: 60), animated: true)
        XCTAssertEqual(watcher.offsets, [CGPoint(x: 0, y: 30), CGPoint(x: 0, y: 60)], "once per change of offset")
    }

    /// Cells' effects written with Core Animation and image contexts compile and stay inert.
    func testCoreAnimationAndDrawingContextsAreInert() {
        let layer = UIView(frame: .zero).layer
        let animation = CABasicAnimation(keyPath: "cornerRadius")
        animation.fromValue = 0
        animation.toValue = 8
        animation.duration = 0.3
        animation.fillMode = .forwards
        animation.isRemovedOnCompletion = false
        animation.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(animation, forKey: "corner")
        XCTAssertNil(layer.animation(forKey: "corner"), "nothing animates headlessly")
        XCTAssertEqual(animation.keyPath, "cornerRadius")
        XCTAssertNil(UIGraphicsGetCurrentContext())
    }

    /// The older constraint form is kept with its items and attributes (never solved).
    func testItemAttributeConstraintsKeepWhatTheySay() {
        let a = UIView(frame: .zero)
        let b = UIView(frame: .zero)
        let constraint = NSLayoutConstraint(
            item: a, attribute: .width, relatedBy: .equal, toItem: b, attribute: .height, multiplier: 2, constant: 3)
        XCTAssertTrue(constraint.firstItem === a)
        XCTAssertTrue(constraint.secondItem === b)
        XCTAssertEqual(constraint.firstAttribute, .width)
        XCTAssertEqual(constraint.secondAttribute, .height)
        XCTAssertEqual(NSLayoutConstraint.Attribute.width.rawValue, 7, "UIKit's raw value")
        XCTAssertTrue(a.widthAnchor.constraint(equalToConstant: 10).firstItem === a)
        XCTAssertEqual(a.constraints.count, 0, "headless views hold no constraints")
    }

    /// AVFoundation's `AVMakeRect` (an aspect ratio fitted and centred), Darwin's `MAXFLOAT`, Core
    /// Graphics' `CGVector` and a colour's components.
    func testNamesFromOtherFrameworks() {
        // 16:9 in 100 × 100: 100 wide, 56.25 high, centred: (100 − 56.25) / 2 = 21.875 from the top.
        XCTAssertEqual(
            AVMakeRect(
                aspectRatio: CGSize(width: 16, height: 9), insideRect: CGRect(x: 0, y: 0, width: 100, height: 100)),
            CGRect(x: 0, y: 21.875, width: 100, height: 56.25))
        XCTAssertEqual(
            AVMakeRect(
                aspectRatio: CGSize(width: 1, height: 2), insideRect: CGRect(x: 10, y: 10, width: 100, height: 100)),
            CGRect(x: 35, y: 10, width: 50, height: 100))
        XCTAssertEqual(
            AVMakeRect(aspectRatio: .zero, insideRect: CGRect(x: 0, y: 0, width: 100, height: 100)).size, .zero)
        XCTAssertEqual(MAXFLOAT, Float(bitPattern: 0x7F7F_FFFF), "0x1.fffffep+127f")
        XCTAssertEqual(CGVector(dx: 1, dy: 2).dy, 2)
        XCTAssertEqual(UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.25).cgColor.components, [1, 0.5, 0, 0.25])
    }
}
