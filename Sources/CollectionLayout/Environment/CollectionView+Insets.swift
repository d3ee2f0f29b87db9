import Foundation

// How the safe area, the layout margins (`View.layoutMargins`) and the readable width reach a
// layout, as UIKit's `UIScrollView` and `UIView` apply them.

extension CollectionView {
    /// The inset the layout should respect: `contentInset` plus the part of `safeAreaInsets`
    /// that `contentInsetAdjustmentBehavior` chooses (Apple, "UIScrollView.ContentInsetAdjustmentBehavior"):
    /// - `.always`: the safe area on every edge;
    /// - `.never`: none of it;
    /// - `.scrollableAxes`: "the top and bottom insets include the safe area inset values when the
    ///   vertical content size is greater than the height of the scroll view itself", or when
    ///   `alwaysBounceVertical` is true; left and right likewise with the width;
    /// - `.automatic`: as `.scrollableAxes` (Apple's extra rule for the view of a view controller
    ///   shown by a navigation or tab bar controller does not apply: there is no controller).
    ///
    /// A layout that scrolls along one axis makes that axis scrollable whatever its content size,
    /// as UIKit's flow and compositional layouts tell their collection view (decompiled UIKit:
    /// the flow layout sets the scroll view's private "content scrolls along Y" flag for a vertical
    /// direction, and the view checks that flag beside `alwaysBounceVertical`). So a vertical list
    /// in a landscape iPhone is inset by the top and bottom safe area, not by the left and right.
    /// Content size is that of the last layout pass; a pass that changes the inset is followed
    /// by another (see `layoutIfNeeded()`), as UIKit re-lays out when the adjusted inset changes.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let vertical: Bool
        let horizontal: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: return contentInset
        case .always: (vertical, horizontal) = (true, true)
        case .automatic, .scrollableAxes:
            let axis = collectionViewLayout.scrollAxisForInsetAdjustment
            vertical = alwaysBounceVertical || axis == .vertical || contentSize.height > bounds.height
            horizontal = alwaysBounceHorizontal || axis == .horizontal || contentSize.width > bounds.width
        }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0), left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }

    /// The readable content guide's insets from the view's edges: the layout margins, narrowed
    /// and centred to at most `readableContentWidth` (Apple, "readableContentGuide": an area whose
    /// width keeps lines of text readable, inside the layout margins).
    public var readableContentInsets: EdgeInsets {
        var insets = layoutMargins
        let marginsWidth = bounds.width - insets.horizontal
        if marginsWidth > readableContentWidth {
            let extra = (marginsWidth - readableContentWidth) / 2
            insets.left += extra
            insets.right += extra
        }
        return insets
    }

    /// The readable content guide's frame in the view's own coordinates (origin at the view's
    /// top-left, not scrolled).
    public var readableContentFrame: CGRect {
        CGRect(origin: .zero, size: bounds.size).inset(by: readableContentInsets)
    }

    /// The most passes one `layoutIfNeeded()` runs while the adjusted inset keeps changing (it
    /// settles in two: the first pass finds the content size, the second uses the inset it
    /// implies; a layout whose content size swings with the inset stops here).
    static let maximumInsetPasses = 3

    /// Prepares the layout and reads its content size, again while the content size changes
    /// `adjustedContentInset` (UIKit invalidates the layout when the adjusted inset changes).
    func runLayoutPasses() {
        for pass in 1...Self.maximumInsetPasses {
            followAdjustedContentInset()
            let insetBefore = adjustedContentInset
            collectionViewLayout.prepare()
            layoutCallObserver?(.prepare)
            contentSize = collectionViewLayout.collectionViewContentSize
            layoutCallObserver?(.contentSize(contentSize))
            followAdjustedContentInset()
            guard adjustedContentInset != insetBefore, pass < Self.maximumInsetPasses else { return }
            layoutCallObserver?(.invalidate(reason: "adjusted content inset"))
            collectionViewLayout.invalidateLayout()
            needsLayout = false
        }
    }

    /// Keeps the content where it rests when `adjustedContentInset` changes: an axis whose
    /// offset is at the start of the old inset (−top, −left: scrolled to the top or the leading
    /// edge, as a collection view is before anyone scrolls it) moves to the start of the new one.
    /// This is UIKit's measured behaviour — a collection view given a 100-point top inset before
    /// it first appears shows its first item 100 points down, offset −100 (Open Radar 34808621,
    /// "the scrollview's contentOffset is set to the insets, so that the start of the scrollview
    /// is actually at where the contents starts"; Airbnb's MagazineLayout, pull request 136: the
    /// top edge stays pinned "for free" when the inset changes). An offset scrolled elsewhere
    /// stays where it is.
    func followAdjustedContentInset() {
        let inset = adjustedContentInset
        guard inset != restingInset else { return }
        var offset = contentOffset
        if offset.y == -restingInset.top { offset.y = -inset.top }
        if offset.x == -restingInset.left { offset.x = -inset.left }
        restingInset = inset
        if offset != contentOffset { contentOffset = offset }
    }

    /// Invalidates the layout after a change to what it reads from the view (insets, margins,
    /// traits), as UIKit does.
    func environmentDidChange(_ reason: String) {
        followAdjustedContentInset()
        layoutCallObserver?(.invalidate(reason: reason))
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }
}
