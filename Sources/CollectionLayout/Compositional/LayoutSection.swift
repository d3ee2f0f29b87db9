import Foundation

/// How a section scrolls across the layout's own direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: Int, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own: groups stack along the layout's direction.
    case none
    /// Groups in one line across the layout, scrolling freely.
    case continuous
    /// As `continuous`, coming to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// As `continuous`, a page (the section's width) at a time.
    case paging
    /// As `continuous`, a group at a time.
    case groupPaging
    /// As `groupPaging`, with the group centred.
    case groupPagingCentered
}

/// What a section's content insets are measured from, as UIKit's
/// `UIContentInsetsReference`.
public enum ContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
    /// The system's choice: the safe area.
    case automatic
    /// No reference: insets from the collection view's edge.
    case none
    /// Insets from the safe area.
    case safeArea
    /// Insets from the layout margins.
    case layoutMargins
    /// Insets from the readable content guide.
    case readableContent
}

/// One section of a compositional layout, as UIKit's `NSCollectionLayoutSection`: its group
/// repeats along the layout's direction (or across it, when it scrolls orthogonally) until the
/// section's items run out.
open class LayoutSection {
    /// The group that repeats.
    public let group: LayoutGroup
    /// Insets of the section's content (groups), inside its headers and footers.
    open var contentInsets = DirectionalEdgeInsets.zero
    /// What `contentInsets` are measured from.
    open var contentInsetsReference = ContentInsetsReference.automatic
    /// Space between consecutive groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the section scrolls across the layout's direction.
    open var orthogonalScrollingBehavior = OrthogonalScrollingBehavior.none
    /// How the section scrolls across the layout (kept; see `OrthogonalScrollingProperties`).
    open var orthogonalScrollingProperties = OrthogonalScrollingProperties()
    /// Headers and footers.
    open var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// Backgrounds.
    open var decorationItems: [LayoutDecorationItem] = []
    /// Whether headers and footers are inset like the content (true, UIKit's default).
    open var supplementariesFollowContentInsets = true
    /// Called with the section's elements in each rect query (the visible ones, when the query
    /// is the visible area), the section's scroll position and the environment, before the
    /// elements are returned: it may change their alpha, transform, centre, zIndex or hidden
    /// state, as UIKit calls it before each layout cycle.
    open var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?
    /// The scroll offset of an orthogonally scrolling section (LayoutShot: documents and tests
    /// set it to draw the section scrolled; the layout shifts the section's items by it).
    open var orthogonalContentOffset: CGPoint = .zero

    /// A section repeating `group`.
    public init(group: LayoutGroup) {
        self.group = group
    }
}

/// A section's visible-items handler (UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`):
/// the section's visible elements, its scroll offset (an orthogonal section's own offset across
/// the layout, the collection view's along it) and the layout environment.
public typealias VisibleItemsInvalidationHandler = ([any LayoutVisibleItem], CGPoint, LayoutEnvironment) -> Void

/// Settings of a whole compositional layout, as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
open class CompositionalLayoutConfiguration {
    /// The direction the layout scrolls in; vertical by default.
    open var scrollDirection = ScrollDirection.vertical
    /// Space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [LayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from.
    open var contentInsetsReference = ContentInsetsReference.automatic

    /// The default configuration.
    public init() {}
}

/// What a section provider or custom group learns about where it lays out, as UIKit's
/// `NSCollectionLayoutEnvironment`.
public struct LayoutEnvironment: Sendable {
    /// The container's size and insets.
    public let container: LayoutContainer
    /// The collection view's traits (display scale, writing direction).
    public let traitCollection: TraitCollection
}

/// The space a layout, section or group is laid out in, as UIKit's `NSCollectionLayoutContainer`.
public struct LayoutContainer: Sendable {
    /// The container's full size.
    public let contentSize: CGSize
    /// The container's insets.
    public let contentInsets: DirectionalEdgeInsets
    /// The size inside the insets.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - contentInsets.leading - contentInsets.trailing),
            height: max(0, contentSize.height - contentInsets.top - contentInsets.bottom))
    }
    /// The insets (no separate effective insets headlessly).
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}
