import LayoutShotUIKit
import XCTest

/// View code shipped beside public layouts (a pager's page control and window checks, a chat
/// cell's stack view, a blur cell's property animator), written here in their style.
final class LibraryViewCodeTests: XCTestCase {
    /// A pager that starts its timer only once it is in a window, as pager libraries do.
    private final class Pager: UIView {
        private(set) var events: [String] = []
        override func willMove(toWindow newWindow: UIWindow?) {
            events.append(newWindow == nil ? "will leave" : "will enter")
        }
        override func didMoveToWindow() { events.append(window == nil ? "left" : "entered") }
    }

    /// UIKit tells a view and its subviews when they move into or out of a window; `window`
    /// is the nearest window up the superview chain, nil outside one.
    func testViewsAreToldWhenTheyMoveIntoAndOutOfAWindow() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let container = UIView(frame: .zero)
        let pager = Pager(frame: .zero)
        container.addSubview(pager)
        XCTAssertNil(pager.window)
        XCTAssertEqual(pager.events, [], "no window yet")
        window.addSubview(container)
        XCTAssertTrue(pager.window === window)
        XCTAssertEqual(pager.events, ["will enter", "entered"])
        container.bringSubviewToFront(pager)
        XCTAssertEqual(pager.events.count, 2, "reordering does not change the window")
        container.removeFromSuperview()
        XCTAssertNil(pager.window)
        XCTAssertEqual(pager.events, ["will enter", "entered", "will leave", "left"])
    }

    /// A collection view shown in a window (as `layoutshot` shows each it draws) holds the window;
    /// its cells find it through their superview.
    func testACollectionViewShownInAWindowHasOne() {
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout(),
            dataSource: InMemoryDataSource(itemCounts: [1]))
        let pager = Pager(frame: .zero)
        view.addSubview(pager)
        XCTAssertNil(view.window)
        view.show(in: UIWindow(frame: view.bounds))
        XCTAssertNotNil(view.window, "the window is held by the collection view")
        XCTAssertNotNil(pager.window)
        XCTAssertEqual(pager.events, ["will enter", "entered"])
    }

    /// A chat cell's stack view with a custom gap after its first view: two 100-point views in
    /// a 230-point stack with spacing 10 and 30 after the first share 230 − 30 = 200.
    func testCustomSpacingAfterAnArrangedView() {
        let first = UIView(frame: .zero)
        let second = UIView(frame: .zero)
        let stack = UIStackView(arrangedSubviews: [first, second])
        stack.frame = CGRect(x: 0, y: 0, width: 230, height: 40)
        stack.spacing = 10
        XCTAssertEqual(stack.customSpacing(after: first), UIStackView.spacingUseDefault)
        stack.setCustomSpacing(30, after: first)
        stack.alignment = .top
        stack.layoutIfNeeded()
        XCTAssertEqual(first.frame, CGRect(x: 0, y: 0, width: 100, height: 40))
        XCTAssertEqual(second.frame, CGRect(x: 130, y: 0, width: 100, height: 40))
        XCTAssertEqual(UIStackView.Alignment.top.rawValue, UIStackView.Alignment.leading.rawValue, "UIKit's raw values")
    }

    /// A page control and a button keep their state; nothing sends actions headlessly.
    func testControlsKeepTheirState() {
        let control = UIPageControl(frame: .zero)
        control.numberOfPages = 5
        control.currentPage = 2
        control.isEnabled = false
        control.addTarget(nil, action: Selector("changed"), for: .valueChanged)
        control.sendActions(for: .valueChanged)
        XCTAssertEqual(control.currentPage, 2)
        XCTAssertEqual(control.state, .disabled)
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.isSelected = true
        XCTAssertEqual(button.title(for: .selected), "Next", "falls back to the normal title, as UIKit's")
        XCTAssertEqual(button.titleLabel?.text, "Next")
        let spinner = UIActivityIndicatorView(style: .medium)
        spinner.startAnimating()
        XCTAssertTrue(spinner.isAnimating)
        spinner.stopAnimating()
        XCTAssertTrue(spinner.isHidden, "hidesWhenStopped")
    }

    /// A blur cell scrubs an animator it never starts (nothing runs); a started animator runs
    /// its animations at once and completes at the end, as every headless animation.
    func testPropertyAnimatorsRunAtOnceOrNotAtAll() {
        final class Log: @unchecked Sendable { var entries: [String] = [] }
        let log = Log()
        let scrubbed = UIViewPropertyAnimator(duration: 1, curve: .linear) { log.entries.append("scrubbed ran") }
        scrubbed.fractionComplete = 0.4
        XCTAssertEqual(scrubbed.state, .inactive)
        let started = UIViewPropertyAnimator(duration: 0.3, dampingRatio: 0.8) { log.entries.append("animations") }
        started.addCompletion { position in log.entries.append(position == .end ? "ended" : "elsewhere") }
        started.startAnimation()
        XCTAssertEqual(log.entries, ["animations", "ended"])
        XCTAssertEqual(started.state, .inactive)
        XCTAssertEqual(CACurrentMediaTime(), 0, "the media clock stands still: output is the same on every run")
        var committed = false
        CATransaction.begin()
        CATransaction.setCompletionBlock { committed = true }
        CATransaction.commit()
        XCTAssertTrue(committed)
    }

    /// A blur effect view keeps its effect; its content view follows its size.
    func testAnEffectViewKeepsItsEffectAndContent() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        XCTAssertEqual((view.effect as? UIBlurEffect)?.style, .dark)
        XCTAssertEqual(view.contentView.frame, CGRect(x: 0, y: 0, width: 120, height: 80))
    }

    /// A paging menu's container controller: its view is made once, on first use, after which
    /// `viewDidLoad()` runs; children are kept in order and leave their parent when removed.
    func testAViewControllerMakesItsViewOnceAndKeepsItsChildren() {
        final class Container: UIViewController {
            private(set) var loads = 0
            override func loadView() { view = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480)) }
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
            }
        }
        let container = Container()
        XCTAssertFalse(container.isViewLoaded)
        XCTAssertNil(container.viewIfLoaded)
        XCTAssertEqual(container.view.bounds.size, CGSize(width: 320, height: 480))
        _ = container.view
        XCTAssertEqual(container.loads, 1, "made once")
        let first = UIViewController()
        let second = UIViewController()
        container.addChild(first)
        container.addChild(second)
        XCTAssertTrue(first.parent === container)
        XCTAssertEqual(container.children.count, 2)
        first.removeFromParent()
        XCTAssertNil(first.parent)
        XCTAssertTrue(container.children.first === second)
        XCTAssertEqual(UIViewController().view.frame, .zero, "a plain view by default")
    }

    /// A view's frame under a transform is the box around its transformed bounds, as measured on
    /// iOS (a 50 × 50 view at the origin scaled by 2 logs the frame (−25, −25, 100, 100); Apple
    /// calls the value undefined); bounds and center do not change. Without a transform the
    /// frame places the bounds so that the layer's anchor point sits at the centre.
    func testAFrameUnderATransformIsTheBoxAroundIt() {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        view.transform = CGAffineTransform(scaleX: 2, y: 2)
        XCTAssertEqual(view.frame, CGRect(x: -25, y: -25, width: 100, height: 100))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 50, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 25, y: 25))

        // A quarter turn of a 100 × 50 view centred at (100, 100): 50 wide, 100 tall.
        let card = UIView(frame: CGRect(x: 50, y: 75, width: 100, height: 50))
        card.transform = CGAffineTransform(rotationAngle: .pi / 2)
        XCTAssertEqual(card.frame.minX, 75, accuracy: 1e-9)
        XCTAssertEqual(card.frame.minY, 50, accuracy: 1e-9)
        XCTAssertEqual(card.frame.width, 50, accuracy: 1e-9)
        XCTAssertEqual(card.frame.height, 100, accuracy: 1e-9)

        // Moving the anchor point to the top-left corner puts the frame's origin at the centre,
        // as Core Animation places a layer.
        let pinned = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        pinned.layer.anchorPoint = .zero
        XCTAssertEqual(pinned.frame, CGRect(x: 20, y: 10, width: 40, height: 20))
        XCTAssertEqual(pinned.layer.frame, pinned.frame)
    }
}
