import Foundation

/// What a scroll view tells its delegate, as UIKit's `UIScrollViewDelegate`; every method is
/// optional in UIKit, so each has a default that does nothing (or UIKit's answer). Headlessly
/// nothing drags or decelerates: `scrollViewDidScroll(_:)` is the one sent, whenever the content
/// offset changes (UIKit sends it for offsets set from code too).
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to start.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// A drag ended with `velocity` (points per millisecond); the delegate may change where the
    /// scroll view comes to rest (`targetContentOffset`).
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A drag ended; `decelerate` says whether the view goes on moving.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Deceleration is about to start.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Deceleration ended.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated scroll from code ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// Whether a tap on the status bar may scroll to the top (UIKit's default: true).
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// The view scrolled to the top after a status-bar tap.
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// `adjustedContentInset` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// True, UIKit's default.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
