import Foundation

extension CollectionView {
    /// The rectangle whose elements are "the whole content" of this view, for every output that
    /// shows or records it (`render` and `check` with `region: content`, the snapshot strategies,
    /// the frames of an animation): the content rectangle joined with the bounds. A layout may
    /// place elements where the viewport is larger than its content (a short list in a tall view,
    /// a pull-down offset), and a figure of the whole content still shows what the user sees.
    /// A content size that is not finite counts as empty.
    public var wholeContentRect: CGRect {
        CGRect(origin: .zero, size: contentSize.drawable).union(bounds)
    }

    /// The layout's elements of `wholeContentRect`, after a layout pass if one is needed: the one
    /// query every output of the whole content makes, so that they all name the same elements.
    public func layoutAttributesForWholeContent() -> [CollectionViewLayoutAttributes] {
        layoutIfNeeded()
        return layoutAttributesForElements(in: wholeContentRect)
    }
}
