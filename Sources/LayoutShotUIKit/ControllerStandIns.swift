import CollectionLayout
import Foundation

// The view controllers layout libraries ship beside their layouts (a paging menu's container,
// a page controller). Headlessly no app presents them: a controller makes its view when asked
// (`view`, `loadViewIfNeeded()`), keeps its children, and is told of its lifecycle only by code
// that calls the methods itself. No transition runs.

/// UIKit's responder, the base of `UIViewController` and the home of the keyboard's
/// notifications. LayoutShot's views are not responders: there are no events.
open class UIResponder: NSObject {}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` beside the transition, with no completion.
    @discardableResult
    public func animate(alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?)
        -> Bool
    {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// A view controller, as UIKit's `UIViewController`: it owns a view, made by `loadView()` the
/// first time `view` is read, and keeps a tree of child controllers.
open class UIViewController: UIResponder {
    /// The controller's title (kept).
    open var title: String?
    /// The parent controller, when this one is a child.
    open private(set) weak var parent: UIViewController?
    /// The child controllers, in the order added.
    open private(set) var children: [UIViewController] = []
    /// Whether appearance methods reach the children by themselves (kept).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// The size the controller would like when presented (kept).
    open var preferredContentSize = CGSize.zero

    private var loadedView: UIView?

    /// A controller from a nib: nibs cannot be loaded headlessly, so its view is made by
    /// `loadView()`.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    /// A controller whose view is made by `loadView()`.
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// Required by `NSCoding` in UIKit; as `init()`.
    public required init?(coder: NSCoder) { super.init() }

    /// The controller's view, made by `loadView()` and then `viewDidLoad()` on first use.
    /// Implicitly unwrapped, as UIKit declares it, so `view.addSubview(…)` compiles unchanged.
    // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// The view if it was made, else nil (never makes it).
    open var viewIfLoaded: UIView? { loadedView }
    /// Whether the view was made.
    open var isViewLoaded: Bool { loadedView != nil }

    /// Makes the view: a plain view by default, as UIKit's when there is no nib.
    open func loadView() { loadedView = UIView(frame: .zero) }

    /// Makes the view if it is not made yet, then calls `viewDidLoad()`.
    open func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: .zero) }
        viewDidLoad()
    }

    /// Called after the view is made.
    open func viewDidLoad() {}
    /// Called before the view appears (only by code that calls it: nothing presents headlessly).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called before the view's size changes.
    open func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {}
    /// Called when the safe area changes.
    open func viewSafeAreaInsetsDidChange() {}

    /// Adds `childController` as a child (removing it from its old parent).
    open func addChild(_ childController: UIViewController) {
        childController.removeFromParent()
        children.append(childController)
        childController.parent = self
    }

    /// Removes the controller from its parent.
    open func removeFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    /// Starts an appearance transition (inert: nothing presents headlessly).
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {}
    /// Ends an appearance transition (inert).
    open func endAppearanceTransition() {}
}

/// The direction a page controller moves, as UIKit's `UIPageViewController`, the only part of it
/// such libraries name beside their own page controllers.
open class UIPageViewController: UIViewController {
    /// Which way pages move.
    public enum NavigationDirection: Int, Sendable {
        case forward = 0, reverse
    }

    /// How pages move.
    public enum TransitionStyle: Int, Sendable {
        case pageCurl = 0, scroll
    }

    /// The axis pages move along.
    public enum NavigationOrientation: Int, Sendable {
        case horizontal = 0, vertical
    }
}

/// The context of a view-controller transition, as UIKit's
/// `UIViewControllerTransitionCoordinatorContext`.
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The transition's duration in seconds.
    var transitionDuration: TimeInterval { get }
}

/// What coordinates a view-controller transition, as UIKit's
/// `UIViewControllerTransitionCoordinator`: code passes it along or animates beside it.
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` beside the transition and `completion` after it; answers whether they
    /// were queued.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}
