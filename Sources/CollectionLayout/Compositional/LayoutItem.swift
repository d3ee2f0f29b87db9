import Foundation

/// The smallest element of a compositional layout, as UIKit's `NSCollectionLayoutItem`: one
/// cell, sized relative to its group, with insets, edge spacing and attached supplementaries.
open class LayoutItem {
    /// The item's size, resolved against its group.
    public let layoutSize: LayoutSize
    /// Supplementary views anchored to the item (badges).
    public let supplementaryItems: [LayoutSupplementaryItem]
    /// Insets of the cell inside the item's frame: the cell shrinks, the item does not move.
    @exclusivity(unchecked) open var contentInsets = DirectionalEdgeInsets.zero
    /// Space around the item in its group: the item moves. (The group placement reads these for
    /// every cell of a query: no run-time exclusivity check, as for layout attributes.)
    @exclusivity(unchecked) open var edgeSpacing: LayoutEdgeSpacing?

    /// An item of `layoutSize` with `supplementaryItems` (none by default).
    public init(layoutSize: LayoutSize, supplementaryItems: [LayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }

    /// `contentInsets` as placement applies them: zero along an estimated dimension (Apple,
    /// "NSCollectionLayoutItem.contentInsets": "the value of this property is ignored for any
    /// axis that uses an estimated value for its dimension"), since a self-sized cell fills the
    /// size it measured.
    var appliedContentInsets: DirectionalEdgeInsets {
        var insets = contentInsets
        if layoutSize.widthDimension.isEstimated {
            insets.leading = 0
            insets.trailing = 0
        }
        if layoutSize.heightDimension.isEstimated {
            insets.top = 0
            insets.bottom = 0
        }
        return insets
    }
}

/// A supplementary view anchored to an item or a group (a badge), as UIKit's
/// `NSCollectionLayoutSupplementaryItem`.
open class LayoutSupplementaryItem: LayoutItem {
    /// The kind the layout reports it under.
    public let elementKind: String
    /// Where on the container it attaches.
    public let containerAnchor: LayoutAnchor
    /// Which point of the supplementary view sits on the container's anchor point; by default
    /// the same edges (a top-trailing badge puts its top-trailing corner on the container's, so
    /// it sits just inside before the anchor's offset moves it).
    public let itemAnchor: LayoutAnchor
    /// Its stacking order; 1, above the cells (Apple's documentation gives no default; badges
    /// and headers are meant to draw over the content they are attached to).
    open var zIndex = 1

    /// A supplementary item of `layoutSize` and `elementKind` anchored at `containerAnchor`.
    public init(
        layoutSize: LayoutSize, elementKind: String, containerAnchor: LayoutAnchor, itemAnchor: LayoutAnchor? = nil
    ) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
        super.init(layoutSize: layoutSize)
    }

    /// The supplementary view's frame on a container of frame `container`. The container
    /// anchor's fractional offset is a fraction of the supplementary view's own size (Apple's
    /// badge example, `fractionalOffset: (0.3, −0.3)` on `[.top, .trailing]`, pushes the badge
    /// 30 % of its width out to the right and 30 % of its height up, straddling the corner).
    func frame(on container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        let point = containerAnchor.point(in: container, ownSize: size)
        let itemPoint = itemAnchor.point(in: CGRect(origin: .zero, size: size), ownSize: .zero)
        return CGRect(x: point.x - itemPoint.x, y: point.y - itemPoint.y, width: size.width, height: size.height)
    }
}

/// Edges of a rectangle, as UIKit's `NSDirectionalRectEdge`.
public struct DirectionalRectEdge: OptionSet, Hashable, Sendable {
    /// The option bits.
    public let rawValue: UInt
    /// Edges from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    /// The leading edge.
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    /// The trailing edge.
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    /// All four.
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// A point on a rectangle given by edges and an offset, as UIKit's `NSCollectionLayoutAnchor`.
///
/// The edges pick the point: `.top` alone is the middle of the top edge, `[.top, .trailing]` the
/// top trailing corner, no edges the centre. The offset then moves it, in points or as a
/// fraction of the size of the element anchored there.
public struct LayoutAnchor: Hashable, Sendable {
    /// The edges the point lies on.
    public let edges: DirectionalRectEdge
    /// The offset in points.
    public let absoluteOffset: CGPoint
    /// The offset as a fraction of the anchored element's width and height.
    public let fractionalOffset: CGPoint

    /// An anchor on `edges`, moved by `absoluteOffset` points.
    public init(edges: DirectionalRectEdge, absoluteOffset: CGPoint = .zero) {
        self.edges = edges
        self.absoluteOffset = absoluteOffset
        self.fractionalOffset = .zero
    }

    /// An anchor on `edges`, moved by `fractionalOffset` of the anchored element's size.
    public init(edges: DirectionalRectEdge, fractionalOffset: CGPoint) {
        self.edges = edges
        self.absoluteOffset = .zero
        self.fractionalOffset = fractionalOffset
    }

    /// The anchor's point on `rect` (left to right) for an element of `ownSize`.
    func point(in rect: CGRect, ownSize: CGSize) -> CGPoint {
        let x =
            edges.contains(.leading) ? rect.minX : edges.contains(.trailing) ? rect.maxX : rect.midX
        let y = edges.contains(.top) ? rect.minY : edges.contains(.bottom) ? rect.maxY : rect.midY
        return CGPoint(
            x: x + absoluteOffset.x + fractionalOffset.x * ownSize.width,
            y: y + absoluteOffset.y + fractionalOffset.y * ownSize.height)
    }
}
