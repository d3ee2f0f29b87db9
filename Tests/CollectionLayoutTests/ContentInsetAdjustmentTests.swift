import CollectionLayout
import Foundation
import XCTest

/// `adjustedContentInset` per `contentInsetAdjustmentBehavior`, from Apple's documentation of
/// `UIScrollView.ContentInsetAdjustmentBehavior`:
/// - `.scrollableAxes`: "The top and bottom insets include the safe area inset values when the
///   vertical content size is greater than the height of the scroll view itself. The top and
///   bottom insets are also adjusted when the alwaysBounceVertical property is true. Similarly,
///   the left and right insets include the safe area insets when the horizontal content size is
///   greater than the width of the scroll view."
/// - `.automatic` "Automatically adjust the scroll view insets" — as `.scrollableAxes` outside a
///   navigation or tab bar controller.
/// - `.never`: "Do not adjust the scroll view insets." `.always`: "Always include the safe area
///   insets in the content adjustment."
/// - `adjustedContentInset`: "The safe area insets are then added to the values in the
///   contentInset property to obtain the final value of this property."
final class ContentInsetAdjustmentTests: XCTestCase {
    /// A layout whose content size is set by the test and whose one item fills it.
    private final class SizedLayout: CollectionViewLayout {
        var size = CGSize(width: 100, height: 100)
        override var collectionViewContentSize: CGSize { size }
        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { [] }
    }

    /// The safe area of an iPhone 15 in landscape (left 59, bottom 21, right 59) around a view of
    /// that screen's size, 852 × 393.
    private let landscapeSafeArea = EdgeInsets(top: 0, left: 59, bottom: 21, right: 59)

    private func view(content: CGSize, behavior: ContentInsetAdjustmentBehavior = .automatic) -> CollectionView {
        let layout = SizedLayout()
        layout.size = content
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 852, height: 393), collectionViewLayout: layout)
        view.safeAreaInsets = landscapeSafeArea
        view.contentInset = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        view.contentInsetAdjustmentBehavior = behavior
        view.layoutIfNeeded()
        return view
    }

    func testScrollableAxesAddTheSafeAreaOnlyAlongAnAxisWhoseContentIsLonger() {
        for behavior in [ContentInsetAdjustmentBehavior.automatic, .scrollableAxes] {
            XCTAssertEqual(
                view(content: CGSize(width: 852, height: 393), behavior: behavior).adjustedContentInset,
                EdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
                "\(behavior): content as large as the view scrolls nowhere")
            XCTAssertEqual(
                view(content: CGSize(width: 852, height: 2000), behavior: behavior).adjustedContentInset,
                EdgeInsets(top: 1, left: 2, bottom: 24, right: 4), "\(behavior): taller content: top and bottom")
            XCTAssertEqual(
                view(content: CGSize(width: 2000, height: 100), behavior: behavior).adjustedContentInset,
                EdgeInsets(top: 1, left: 61, bottom: 3, right: 63), "\(behavior): wider content: left and right")
        }
    }

    func testAlwaysBounceMakesAnAxisScrollable() {
        let short = view(content: CGSize(width: 100, height: 100))
        short.alwaysBounceVertical = true
        short.layoutIfNeeded()
        XCTAssertEqual(short.adjustedContentInset, EdgeInsets(top: 1, left: 2, bottom: 24, right: 4))
        short.alwaysBounceHorizontal = true
        XCTAssertEqual(short.adjustedContentInset, EdgeInsets(top: 1, left: 61, bottom: 24, right: 63))
    }

    func testNeverAndAlways() {
        XCTAssertEqual(
            view(content: CGSize(width: 2000, height: 2000), behavior: .never).adjustedContentInset,
            EdgeInsets(top: 1, left: 2, bottom: 3, right: 4), "never: the content inset alone")
        XCTAssertEqual(
            view(content: .zero, behavior: .always).adjustedContentInset,
            EdgeInsets(top: 1, left: 61, bottom: 24, right: 63), "always: every edge")
    }

    /// A vertical flow layout in a landscape iPhone: UIKit's flow layout tells its scroll view
    /// that its content scrolls along y, so top and bottom take the safe area even when the content
    /// is short; left and right do not (the content is never wider than the view), and the first
    /// item sits at x 0 of the view.
    func testAVerticalFlowLayoutInLandscapeIsNotInsetSideways() {
        let fixture = FlowFixture(size: CGSize(width: 844, height: 390), counts: [3]) { _ in }
        fixture.collectionView.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.collectionView.adjustedContentInset, EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        XCTAssertEqual(fixture.itemFrame(0), CGRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// Flow `sectionInsetReference` (Apple: `.fromSafeArea` "Section insets are defined in
    /// relation to the safe area of the layout"; the collection view's content inset is the
    /// minimum): in the same landscape view the first item moves in by the safe area, once.
    func testFlowSectionInsetsFromTheSafeArea() {
        let fixture = FlowFixture(size: CGSize(width: 844, height: 390), counts: [3]) {
            $0.sectionInsetReference = .fromSafeArea
            $0.sectionInset = EdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
        }
        fixture.collectionView.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(fixture.itemFrame(0)?.minX, 57)
        fixture.collectionView.contentInsetAdjustmentBehavior = .always
        fixture.collectionView.layoutIfNeeded()
        XCTAssertEqual(
            fixture.itemFrame(0)?.minX, 10, "the adjusted inset already holds the safe area: 47 + 10 on screen")
    }

    /// Layout margins are measured from the safe area (Apple, `insetsLayoutMarginsFromSafeArea`,
    /// default true: margins outside the safe area "are automatically modified to fall within the
    /// safe area boundary").
    func testLayoutMarginsAreMeasuredFromTheSafeArea() {
        let view = view(content: .zero)
        XCTAssertEqual(
            view.layoutMargins, EdgeInsets(top: 8, left: 67, bottom: 29, right: 67), "UIView's 8 + safe area")
        view.insetsLayoutMarginsFromSafeArea = false
        XCTAssertEqual(view.layoutMargins, EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }

    /// The readable content guide, measured on an iPad in landscape (1024 points wide, margins 20)
    /// at the default text size: "an area that is 672 points wide and inset 176 points from the
    /// edges of the view" (useyourloaf.com, "Readable Content Guides").
    func testTheReadableContentGuideIsCentredInsideTheMargins() {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 1024, height: 768), collectionViewLayout: SizedLayout())
        view.layoutMargins = EdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
        XCTAssertEqual(view.readableContentFrame.minX, 176)
        XCTAssertEqual(view.readableContentFrame.width, 672)
        view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        XCTAssertEqual(view.readableContentFrame.minX, 20, "narrower than 672 inside the margins: the margins")
    }

    /// A layout whose content size swings with the inset settles within a bounded number of
    /// passes instead of looping.
    func testPassesStopWhenTheInsetKeepsChanging() {
        final class SwingingLayout: CollectionViewLayout {
            override var collectionViewContentSize: CGSize {
                let inset = collectionView?.adjustedContentInset.top ?? 0
                return CGSize(width: 10, height: inset > 0 ? 10 : 1000)
            }
            override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { [] }
        }
        let layout = SwingingLayout()
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        view.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        var prepares = 0
        view.layoutCallObserver = { if case .prepare = $0 { prepares += 1 } }
        view.layoutIfNeeded()
        XCTAssertEqual(prepares, 3, "one pass, then one per inset change, at most three")
        XCTAssertFalse(view.needsLayout)
    }

    /// An inset set before the first layout moves a scroll view that nobody has scrolled, so the
    /// content starts inside it: measured on iOS, a collection view given a 100-point top inset
    /// in `viewDidLoad` shows its first item 100 points down, offset −100 (Open Radar 34808621:
    /// "the scrollview's contentOffset is set to the insets, so that the start of the scrollview
    /// is actually at where the contents starts"). Later inset changes keep the content pinned
    /// at the top and leading edges (Airbnb's MagazineLayout, pull request 136: "we get this
    /// behavior for free at the top edge"), and leave an offset scrolled elsewhere alone.
    func testAnUnscrolledOffsetFollowsTheAdjustedInset() {
        let layout = SizedLayout()
        layout.size = CGSize(width: 852, height: 2000)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 852, height: 393), collectionViewLayout: layout)
        view.contentInset = EdgeInsets(top: 100, left: 20, bottom: 0, right: 0)
        XCTAssertEqual(view.contentOffset, CGPoint(x: -20, y: -100), "at once, before any layout")
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentOffset, CGPoint(x: -20, y: -100))

        // The safe area adds to the top of a vertically scrolling view (2000 > 393): the
        // offset follows to the new start, −(100 + 47).
        view.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentOffset, CGPoint(x: -20, y: -147))

        view.contentOffset = CGPoint(x: -20, y: 300)
        view.contentInset.top = 10
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentOffset, CGPoint(x: -20, y: 300), "scrolled down: the offset stays")
        view.contentInset.left = 0
        XCTAssertEqual(view.contentOffset.x, 0, "still at the leading edge: it follows")
    }

    /// A vertical list inside the safe area from its first layout: with `.automatic`, content
    /// shorter than the view still starts below the status bar, because the vertical flow
    /// layout makes the axis scrollable (see `adjustedContentInset`).
    func testAShortVerticalListStartsBelowTheSafeArea() {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 393, height: 852), collectionViewLayout: CollectionViewFlowLayout())
        view.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: -59))
    }
}
