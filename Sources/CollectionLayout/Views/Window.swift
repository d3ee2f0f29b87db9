import Foundation

/// A headless window, as UIKit's `UIWindow`: the root a view hierarchy is shown in. Views find
/// it through `window`; code that waits for one (`guard window != nil`, `didMoveToWindow()`)
/// runs when its view is added to a window, as on iOS. `layoutshot` shows every collection view
/// it draws in a window the size of its screen.
open class Window: View {
    /// The window's level among others (kept).
    open var windowLevel: CGFloat = 0
    /// Whether the window is the key window (kept: there are no events).
    open private(set) var isKeyWindow = false

    /// Makes the window key and visible.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
    }

    /// Makes the window key.
    open func makeKey() { isKeyWindow = true }
}

/// The views that move into or out of a window when one view changes superview: each is told
/// `willMove(toWindow:)` before and `didMoveToWindow()` after, as UIKit tells the whole subtree.
struct WindowChange {
    private let views: [View]
    private let newWindow: Window?

    /// The change `view` makes by moving under a superview in `newWindow`; nil when its window
    /// stays the same.
    init?(of view: View, to newWindow: Window?) {
        let newWindow = (view as? Window) ?? newWindow
        guard view.window !== newWindow else { return nil }
        var views: [View] = []
        var pending = [view]
        while let next = pending.popLast() {
            views.append(next)
            pending += next.subviews.reversed()
        }
        self.views = views
        self.newWindow = newWindow
    }

    /// Tells each view it is about to move.
    func announce() { for view in views { view.willMove(toWindow: newWindow) } }
    /// Tells each view it moved.
    func complete() { for view in views { view.didMoveToWindow() } }
}
