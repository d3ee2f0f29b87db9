import Foundation

/// The range of content offsets a scroll view can rest at, as `UIScrollView` computes it.
///
/// Along each axis the smallest offset is `−inset.leading` and the largest
/// `contentSize − boundsSize + inset.trailing`, never below the smallest (content shorter than
/// the viewport rests at the top/left).
public struct ContentOffsetLimits: Hashable, Sendable {
    /// The smallest content offset on each axis.
    public var minimum: CGPoint
    /// The largest content offset on each axis (never below `minimum`).
    public var maximum: CGPoint

    /// The limits for content of `contentSize` seen through a viewport of `boundsSize` with
    /// `contentInset`. Non-finite inputs read as 0.
    public init(contentSize: CGSize, boundsSize: CGSize, contentInset: EdgeInsets = .zero) {
        func finite(_ value: CGFloat) -> CGFloat { value.isFinite ? value : 0 }
        let minimum = CGPoint(x: -finite(contentInset.left), y: -finite(contentInset.top))
        let maximum = CGPoint(
            x: finite(contentSize.width) - finite(boundsSize.width) + finite(contentInset.right),
            y: finite(contentSize.height) - finite(boundsSize.height) + finite(contentInset.bottom))
        self.minimum = minimum
        self.maximum = CGPoint(x: max(minimum.x, maximum.x), y: max(minimum.y, maximum.y))
    }

    /// The limits of `collectionView` from its last layout pass (content size, bounds size and
    /// adjusted content inset).
    public init(collectionView: CollectionView) {
        self.init(
            contentSize: collectionView.contentSize, boundsSize: collectionView.bounds.size,
            contentInset: collectionView.adjustedContentInset)
    }

    /// `offset` moved into the limits on both axes.
    public func clamp(_ offset: CGPoint) -> CGPoint {
        CGPoint(x: clamp(offset.x, along: .horizontal), y: clamp(offset.y, along: .vertical))
    }

    /// `value` moved into the limits of the axis that `direction` scrolls along.
    public func clamp(_ value: CGFloat, along direction: ScrollDirection) -> CGFloat {
        min(max(value, minimum.coordinate(along: direction)), maximum.coordinate(along: direction))
    }
}

extension CGPoint {
    /// The coordinate along the axis `direction` scrolls in (y for vertical, x for horizontal).
    public func coordinate(along direction: ScrollDirection) -> CGFloat {
        direction == .vertical ? y : x
    }

    /// A copy with the coordinate along `direction`'s axis replaced by `value`.
    public func replacing(_ value: CGFloat, along direction: ScrollDirection) -> CGPoint {
        direction == .vertical ? CGPoint(x: x, y: value) : CGPoint(x: value, y: y)
    }
}

extension CGSize {
    /// The length along the axis `direction` scrolls in (height for vertical, width for horizontal).
    public func length(along direction: ScrollDirection) -> CGFloat {
        direction == .vertical ? height : width
    }
}
