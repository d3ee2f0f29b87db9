import CollectionLayout
import Foundation

// The parts of UIKit's view-controller machinery that layout libraries name in methods shipped
// beside their layouts (`viewWillTransition(to:with:)`). Headlessly no controller exists and no
// transition runs: these compile, and nothing calls them.

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
