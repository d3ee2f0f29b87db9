import Foundation

/// A list section's look, as UIKit's `UICollectionLayoutListConfiguration`: full-width rows of
/// estimated height 44 (a table view's default row height) with optional headers and footers.
///
/// Apple documents the appearances but not their metrics; LayoutShot's, chosen to match iOS's
/// table views: `insetGrouped` and `sidebar` sections are inset to the collection view's layout
/// margins (a section `contentInsetsReference` of `.layoutMargins`: 16 points on an iPhone in
/// portrait, 20 in a regular width, plus the safe area); `grouped` and `insetGrouped` put 35
/// points above a section without a header (the grouped table view's default gap) and 20 below.
public struct ListConfiguration {
    /// The list's look.
    public enum Appearance: Int, Sendable, Hashable, CaseIterable {
        /// Edge-to-edge rows.
        case plain
        /// Edge-to-edge rows in separated sections.
        case grouped
        /// Rounded sections inset from the edges.
        case insetGrouped
        /// A sidebar (as `insetGrouped`).
        case sidebar
        /// A plain sidebar (as `plain`).
        case sidebarPlain
    }

    /// Where a section's header or footer comes from.
    public enum SupplementaryMode: Int, Sendable, Hashable, CaseIterable {
        /// None.
        case none
        /// A supplementary view (`elementKindSectionHeader` / `Footer`).
        case supplementary
        /// The section's first item is its header (headers only).
        case firstItemInSection
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows are separated by lines (kept; figures draw rows as boxes).
    public var showsSeparators = true
    /// The headers.
    public var headerMode = SupplementaryMode.none
    /// The footers.
    public var footerMode = SupplementaryMode.none
    /// The background colour (kept, not drawn).
    public var backgroundColor: ViewColor?
    /// The rows' separators (kept, not drawn).
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Adjusts one row's separators (kept, not called: separators are not drawn).
    public var itemSeparatorHandler: ((IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration)?
    /// The swipe actions on a row's leading edge (kept, not called: nothing is swiped).
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// The swipe actions on a row's trailing edge (kept, not called: nothing is swiped).
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
    /// Extra space above each header, iOS 15 (kept; LayoutShot's headers follow the section's
    /// start directly).
    public var headerTopPadding: CGFloat?

    /// A configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The height every row and supplementary view is estimated at.
    static let estimatedRowHeight: CGFloat = 44

    /// The section this configuration describes (what `LayoutSection.list(using:layoutEnvironment:)`
    /// answers; the environment does not change it headlessly).
    public func makeSection() -> LayoutSection {
        let row = LayoutItem(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight)))
        let group = LayoutGroup.horizontal(
            layoutSize: LayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight)),
            subitems: [row])
        let section = LayoutSection(group: group)
        if [.insetGrouped, .sidebar].contains(appearance) { section.contentInsetsReference = .layoutMargins }
        let grouped = [.grouped, .insetGrouped].contains(appearance)
        section.contentInsets = DirectionalEdgeInsets(
            top: grouped && headerMode == .none ? 35 : 0, leading: 0, bottom: grouped ? 20 : 0, trailing: 0)
        let supplementarySize = LayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.estimatedRowHeight))
        if headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: CollectionElementKind.sectionHeader, alignment: .top))
        }
        if footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                LayoutBoundarySupplementaryItem(
                    layoutSize: supplementarySize, elementKind: CollectionElementKind.sectionFooter, alignment: .bottom)
            )
        }
        return section
    }
}

extension LayoutSection {
    /// A list section, as UIKit's `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
    public static func list(using configuration: ListConfiguration, layoutEnvironment: LayoutEnvironment)
        -> LayoutSection
    {
        configuration.makeSection()
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list, as UIKit's
    /// `UICollectionViewCompositionalLayout.list(using:)`.
    public static func list(using configuration: ListConfiguration) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { _, _ in configuration.makeSection() })
    }
}

extension LayoutDimension {
    /// An estimate shared by the siblings (UIKit's `uniformAcrossSiblings(estimate:)`, iOS 17):
    /// headlessly, the estimate.
    public static func uniformAcrossSiblings(estimate: CGFloat) -> LayoutDimension { .estimated(estimate) }
}
