import CollectionLayout

// UIKit's names for the compositional layout family, so that layout builders written the way
// Apple's "Implementing Modern Collection Views" sample writes them compile unchanged.

/// UIKit's name for `CompositionalLayout`.
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
/// UIKit's name for `CompositionalLayoutConfiguration`.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
/// UIKit's name for a section provider closure.
public typealias UICollectionViewCompositionalLayoutSectionProvider = (Int, LayoutEnvironment) -> LayoutSection?
/// UIKit's name for `LayoutSection`.
public typealias NSCollectionLayoutSection = LayoutSection
/// UIKit's name for `LayoutGroup`.
public typealias NSCollectionLayoutGroup = LayoutGroup
/// UIKit's name for `LayoutItem`.
public typealias NSCollectionLayoutItem = LayoutItem
/// UIKit's name for `LayoutSize`.
public typealias NSCollectionLayoutSize = LayoutSize
/// UIKit's name for `LayoutDimension`.
public typealias NSCollectionLayoutDimension = LayoutDimension
/// UIKit's name for `LayoutSpacing`.
public typealias NSCollectionLayoutSpacing = LayoutSpacing
/// UIKit's name for `LayoutEdgeSpacing`.
public typealias NSCollectionLayoutEdgeSpacing = LayoutEdgeSpacing
/// UIKit's name for `DirectionalEdgeInsets`.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's name for `LayoutSupplementaryItem`.
public typealias NSCollectionLayoutSupplementaryItem = LayoutSupplementaryItem
/// UIKit's name for `LayoutBoundarySupplementaryItem`.
public typealias NSCollectionLayoutBoundarySupplementaryItem = LayoutBoundarySupplementaryItem
/// UIKit's name for `LayoutDecorationItem`.
public typealias NSCollectionLayoutDecorationItem = LayoutDecorationItem
/// UIKit's name for `LayoutAnchor`.
public typealias NSCollectionLayoutAnchor = LayoutAnchor
/// UIKit's name for `DirectionalRectEdge`.
public typealias NSDirectionalRectEdge = DirectionalRectEdge
/// UIKit's name for `RectAlignment`.
public typealias NSRectAlignment = RectAlignment
/// UIKit's name for `GroupCustomItem`.
public typealias NSCollectionLayoutGroupCustomItem = GroupCustomItem
/// UIKit's closure that gives a custom group's items their frames.
public typealias NSCollectionLayoutGroupCustomItemProvider = (LayoutEnvironment) -> [GroupCustomItem]
/// UIKit's name for `LayoutEnvironment` (a protocol in UIKit; layouts only read it).
public typealias NSCollectionLayoutEnvironment = LayoutEnvironment
/// UIKit's name for `LayoutVisibleItem`.
public typealias NSCollectionLayoutVisibleItem = LayoutVisibleItem
/// UIKit's name for `VisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler = VisibleItemsInvalidationHandler
/// UIKit's name for `LayoutContainer`.
public typealias NSCollectionLayoutContainer = LayoutContainer
/// UIKit's name for `OrthogonalScrollingBehavior`.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
/// UIKit's name for `OrthogonalScrollingProperties`.
public typealias UICollectionLayoutSectionOrthogonalScrollingProperties = OrthogonalScrollingProperties
/// UIKit's name for `ContentInsetsReference`.
public typealias UIContentInsetsReference = ContentInsetsReference
/// UIKit's name for `ContextualAction`.
public typealias UIContextualAction = ContextualAction
/// UIKit's name for `SwipeActionsConfiguration`.
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
/// UIKit's name for `ListSeparatorConfiguration`.
public typealias UIListSeparatorConfiguration = ListSeparatorConfiguration
/// UIKit's name for `ListConfiguration`.
public typealias UICollectionLayoutListConfiguration = ListConfiguration

extension ListConfiguration {
    /// UIKit's `UICollectionLayoutListConfiguration.HeaderMode`.
    public typealias HeaderMode = SupplementaryMode
    /// UIKit's `UICollectionLayoutListConfiguration.FooterMode` (`.none` or `.supplementary`).
    public typealias FooterMode = SupplementaryMode
}
/// UIKit's name for `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
