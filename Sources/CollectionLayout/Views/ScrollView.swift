import Foundation

/// A headless scroll view, as UIKit's `UIScrollView`: a view whose `bounds.origin` is the
/// content offset, with a content size and insets. `CollectionView` is one; app code that makes
/// its own (a scroll view holding a stack of labels in a header) gets one that keeps what it
/// sets. Nothing scrolls by itself headlessly: there is no finger, no deceleration and no
/// indicator, so the scrolling settings are kept and read back, not acted on.
open class ScrollView: View {
    /// Told when the content offset changes (`scrollViewDidScroll(_:)`); held weakly.
    open weak var delegate: ScrollViewDelegate?

    /// The visible part of the content: its origin is the content offset.
    open override var bounds: CGRect {
        didSet { if bounds.origin != oldValue.origin { delegate?.scrollViewDidScroll(self) } }
    }

    /// The size of the content, as UIKit's `contentSize` (a collection view sets it from its
    /// layout on every layout pass).
    open var contentSize: CGSize = .zero

    /// What a simulated finger is doing: idle unless LayoutShot's scroll sampling moves the view
    /// (`ScrollPlan.sample(in:)`), so layouts that read `isDragging` or `isDecelerating` (to
    /// keep a chat's bottom anchored while the user drags, say) take the branch they take on iOS.
    package var interaction = ScrollInteraction.idle

    /// Whether a finger is on the content (UIKit's `isTracking`): during a scroll's dragged
    /// frames, and at a fling's release.
    open var isTracking: Bool { interaction == .dragging }
    /// Whether the user is dragging the content (UIKit's `isDragging`): as `isTracking` here,
    /// where a finger never rests without moving.
    open var isDragging: Bool { interaction == .dragging }
    /// Whether the content is moving on after a fling's release (UIKit's `isDecelerating`).
    open var isDecelerating: Bool { interaction == .decelerating }
    /// Insets of the content from the view's edges.
    open var contentInset: EdgeInsets = .zero
    /// How the safe area adds to `contentInset` in a collection view's `adjustedContentInset`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// The content offset: the origin of `bounds`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Sets the content offset (there is nothing to animate headlessly).
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// Scrolls the least that shows `rect` (content coordinates), as UIKit's
    /// `scrollRectToVisible(_:animated:)`: nothing when it is already visible; otherwise the
    /// nearest edge of `rect` is brought to the bounds' edge (its leading edge when it is larger
    /// than the bounds), within the scrollable range (`contentSize` grown by `contentInset`).
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return }
        func axis(_ offset: CGFloat, _ length: CGFloat, _ low: CGFloat, _ high: CGFloat, _ range: ClosedRange<CGFloat>)
            -> CGFloat
        {
            var offset = offset
            if high > offset + length { offset = high - length }
            if low < offset || high - low > length { offset = low }
            return min(max(offset, range.lowerBound), range.upperBound)
        }
        let inset = contentInset
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        setContentOffset(
            CGPoint(
                x: axis(contentOffset.x, bounds.width, rect.minX, rect.maxX, -inset.left...maxX),
                y: axis(contentOffset.y, bounds.height, rect.minY, rect.maxY, -inset.top...maxY)),
            animated: animated)
    }

    /// How fast a fling slows down (`UIScrollView.decelerationRate`); read by carousel layouts.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether scrolling stops on multiples of the bounds (`UIScrollView.isPagingEnabled`).
    open var isPagingEnabled = false
    /// Whether the view scrolls vertically even when its content is shorter than it; in a
    /// collection view this makes the vertical axis scrollable for `.scrollableAxes`.
    open var alwaysBounceVertical = false
    /// Whether the view scrolls horizontally even when its content is narrower than it; see
    /// `alwaysBounceVertical`.
    open var alwaysBounceHorizontal = false
    /// Scroll-view settings that change nothing headlessly; kept so that such code compiles and
    /// reads back what it set.
    open var showsHorizontalScrollIndicator = true
    /// See `showsHorizontalScrollIndicator`.
    open var showsVerticalScrollIndicator = true
    /// See `showsHorizontalScrollIndicator`.
    open var bounces = true
    /// See `showsHorizontalScrollIndicator`.
    open var isScrollEnabled = true
    /// See `showsHorizontalScrollIndicator`.
    open var isDirectionalLockEnabled = false
    /// See `showsHorizontalScrollIndicator`.
    open var scrollsToTop = true
}
