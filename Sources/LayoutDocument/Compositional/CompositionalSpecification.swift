import CollectionLayout
import Foundation

/// A compositional layout as a document describes it (`type: compositional`).
public struct CompositionalLayoutSpecification: Sendable, Equatable {
    /// The scrolling axis; vertical by default.
    public var scrollDirection: FlowLayoutSpecification.ScrollDirection = .vertical
    /// Space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// One description per data section; the last serves the sections after it.
    public var sections: [CompositionalSectionSpecification] = []

    /// An empty specification (vertical, no spacing, no sections).
    public init() {}
}

/// One section of a compositional document.
public struct CompositionalSectionSpecification: Sendable, Equatable {
    /// The group that repeats.
    public var group: CompositionalElementSpecification
    /// Insets around the groups.
    public var contentInsets = DirectionalEdgeInsets.zero
    /// What the insets are measured from; the safe area (`.automatic`) by default.
    public var contentInsetsReference = ContentInsetsReference.automatic
    /// Space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// Whether the groups sit side by side in a row that scrolls across the layout.
    public var orthogonalScrolling = OrthogonalScrollingBehavior.none
    /// That row's scroll offset.
    public var orthogonalOffset: CGFloat = 0
    /// The header's height (nil: no header) and whether it is pinned.
    public var header: CompositionalBoundarySpecification?
    /// The footer's height (nil: no footer).
    public var footer: CompositionalBoundarySpecification?
    /// The background's insets (nil: no background).
    public var backgroundInsets: DirectionalEdgeInsets?
    /// A list section's appearance (nil: the group).
    public var list: ListConfiguration.Appearance?

    /// A section repeating `group`.
    public init(group: CompositionalElementSpecification) {
        self.group = group
    }
}

/// A header or footer of a compositional section.
public struct CompositionalBoundarySpecification: Sendable, Equatable {
    /// The height (the width when scrolling horizontally).
    public var length: CompositionalDimension
    /// Whether it stays in the visible area while its section shows.
    public var pinned: Bool
}

/// A dimension of a compositional element, as `NSCollectionLayoutDimension`.
public enum CompositionalDimension: Sendable, Equatable {
    /// Points.
    case absolute(CGFloat)
    /// A fraction of the container's width.
    case fractionalWidth(CGFloat)
    /// A fraction of the container's height.
    case fractionalHeight(CGFloat)
    /// Points, estimated.
    case estimated(CGFloat)

    /// The engine's dimension.
    var layoutDimension: LayoutDimension {
        switch self {
        case .absolute(let points): .absolute(points)
        case .fractionalWidth(let fraction): .fractionalWidth(fraction)
        case .fractionalHeight(let fraction): .fractionalHeight(fraction)
        case .estimated(let points): .estimated(points)
        }
    }
}

/// A badge on a corner of every item.
public struct CompositionalBadgeSpecification: Sendable, Equatable {
    /// Its width.
    public var width = CompositionalDimension.absolute(20)
    /// Its height.
    public var height = CompositionalDimension.absolute(20)
    /// The corner: top or bottom, leading or trailing.
    public var corner: DirectionalRectEdge = [.top, .trailing]
    /// How far out of the corner, as a fraction of the badge's size.
    public var outset: CGFloat = 0.3
}

/// An item, or a group when `items` is set.
public struct CompositionalElementSpecification: Sendable, Equatable {
    /// The width.
    public var width: CompositionalDimension
    /// The height.
    public var height: CompositionalDimension
    /// Content insets.
    public var insets = DirectionalEdgeInsets.zero
    /// A badge (items only).
    public var badge: CompositionalBadgeSpecification?
    /// The subitems; nil for an item.
    public var items: [CompositionalElementSpecification]?
    /// Whether a group runs vertically.
    public var isVertical = false
    /// A group of exactly this many of its first subitem, sized to fill it.
    public var count: Int?
    /// Fixed spacing between subitems.
    public var spacing: CGFloat = 0
    /// Minimum flexible spacing between subitems.
    public var flexibleSpacing: CGFloat?

    /// An item of `width` × `height`.
    public init(width: CompositionalDimension, height: CompositionalDimension) {
        self.width = width
        self.height = height
    }
}
