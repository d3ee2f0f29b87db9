import Foundation

/// Where a boundary supplementary view sits on its section or layout, as UIKit's
/// `NSRectAlignment`.
public enum RectAlignment: Int, Hashable, Sendable {
    /// Nowhere in particular (treated as top).
    case none
    /// Above, across.
    case top
    /// Above, at the leading edge.
    case topLeading
    /// Before, along.
    case leading
    /// Below, at the leading edge.
    case bottomLeading
    /// Below, across.
    case bottom
    /// Below, at the trailing edge.
    case bottomTrailing
    /// After, along.
    case trailing
    /// Above, at the trailing edge.
    case topTrailing

    /// Whether the view goes before the content along a vertical scroll (a header).
    var isLeadingBoundary: Bool { [.none, .top, .topLeading, .topTrailing, .leading].contains(self) }
}

/// A header or footer of a section or of the whole layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`.
open class LayoutBoundarySupplementaryItem: LayoutSupplementaryItem {
    /// Where it sits.
    public let alignment: RectAlignment
    /// An offset in points.
    public let offset: CGPoint
    /// Whether it stays in the visible area while its section is visible (a pinned header).
    open var pinToVisibleBounds = false
    /// Whether it takes room, pushing the content (true), or floats over it.
    open var extendsBoundary = true

    /// A boundary item of `layoutSize` and `elementKind` at `alignment`, moved by `absoluteOffset`.
    public init(
        layoutSize: LayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: LayoutAnchor(edges: .top))
    }
}

/// A decoration view of a section, as UIKit's `NSCollectionLayoutDecorationItem`: the section
/// background, covering the section (inset by `contentInsets`) behind its items.
open class LayoutDecorationItem: LayoutItem {
    /// The kind the layout reports it under.
    public let elementKind: String
    /// Its stacking order; 0, which Apple documents as "below all other items in the section"
    /// (the layout lists it before them).
    open var zIndex = 0

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background of the section, reported under `elementKind`.
    public class func background(elementKind: String) -> LayoutDecorationItem {
        LayoutDecorationItem(elementKind: elementKind)
    }
}
