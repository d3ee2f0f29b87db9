import CollectionLayout
import Foundation

extension CompositionalLayoutSpecification {
    /// The element kind of section backgrounds.
    public static let backgroundKind = "background"
    /// The element kind of item badges.
    public static let badgeKind = "badge"

    /// The engine's configuration.
    func makeConfiguration() -> CompositionalLayoutConfiguration {
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = scrollDirection == .horizontal ? .horizontal : .vertical
        configuration.interSectionSpacing = interSectionSpacing
        return configuration
    }

    /// The engine's section for data section `index` (the last description serves the rest).
    func makeSection(_ index: Int) -> LayoutSection? {
        guard let description = sections.last else { return nil }
        return (index < sections.count ? sections[index] : description).makeSection()
    }
}

extension CompositionalSectionSpecification {
    func makeSection() -> LayoutSection {
        if let list { return makeListSection(list) }
        let section = LayoutSection(group: group.makeGroup())
        section.contentInsets = contentInsets
        section.contentInsetsReference = contentInsetsReference
        section.interGroupSpacing = interGroupSpacing
        section.orthogonalScrollingBehavior = orthogonalScrolling
        section.orthogonalContentOffset = CGPoint(x: orthogonalOffset, y: orthogonalOffset)
        section.boundarySupplementaryItems = [
            header.map { $0.make(kind: CollectionElementKind.sectionHeader, alignment: .top) },
            footer.map { $0.make(kind: CollectionElementKind.sectionFooter, alignment: .bottom) },
        ].compactMap { $0 }
        if let backgroundInsets {
            let background = LayoutDecorationItem.background(
                elementKind: CompositionalLayoutSpecification.backgroundKind)
            background.contentInsets = backgroundInsets
            section.decorationItems = [background]
        }
        return section
    }
}

extension CompositionalSectionSpecification {
    /// A list section: its rows, headers and footers come from `ListConfiguration`; a header or
    /// footer described here turns the supplementary mode on.
    fileprivate func makeListSection(_ appearance: ListConfiguration.Appearance) -> LayoutSection {
        var configuration = ListConfiguration(appearance: appearance)
        configuration.headerMode = header == nil ? .none : .supplementary
        configuration.footerMode = footer == nil ? .none : .supplementary
        let section = configuration.makeSection()
        for item in section.boundarySupplementaryItems where item.elementKind == CollectionElementKind.sectionHeader {
            item.pinToVisibleBounds = header?.pinned == true
        }
        return section
    }
}

extension CompositionalBoundarySpecification {
    func make(kind: String, alignment: RectAlignment) -> LayoutBoundarySupplementaryItem {
        let item = LayoutBoundarySupplementaryItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: length.layoutDimension),
            elementKind: kind, alignment: alignment)
        item.pinToVisibleBounds = pinned
        return item
    }
}

extension CompositionalElementSpecification {
    private var layoutSize: LayoutSize {
        LayoutSize(widthDimension: width.layoutDimension, heightDimension: height.layoutDimension)
    }

    /// The engine's item (or group, when this has items).
    func makeItem() -> LayoutItem {
        if items != nil { return makeGroup() }
        let badges = badge.map { badge in
            let horizontal: CGFloat = badge.corner.contains(.leading) ? -badge.outset : badge.outset
            let vertical: CGFloat = badge.corner.contains(.top) ? -badge.outset : badge.outset
            return [
                LayoutSupplementaryItem(
                    layoutSize: LayoutSize(
                        widthDimension: badge.width.layoutDimension, heightDimension: badge.height.layoutDimension),
                    elementKind: CompositionalLayoutSpecification.badgeKind,
                    containerAnchor: LayoutAnchor(
                        edges: badge.corner, fractionalOffset: CGPoint(x: horizontal, y: vertical)))
            ]
        }
        let item = LayoutItem(layoutSize: layoutSize, supplementaryItems: badges ?? [])
        item.contentInsets = insets
        return item
    }

    /// The engine's group.
    func makeGroup() -> LayoutGroup {
        let subitems = (items ?? []).map { $0.makeItem() }
        let group: LayoutGroup
        switch (isVertical, count) {
        case (false, let count?): group = .horizontal(layoutSize: layoutSize, subitem: subitems[0], count: count)
        case (true, let count?): group = .vertical(layoutSize: layoutSize, subitem: subitems[0], count: count)
        case (false, nil): group = .horizontal(layoutSize: layoutSize, subitems: subitems)
        case (true, nil): group = .vertical(layoutSize: layoutSize, subitems: subitems)
        }
        group.contentInsets = insets
        if let flexibleSpacing {
            group.interItemSpacing = .flexible(flexibleSpacing)
        } else if spacing > 0 {
            group.interItemSpacing = .fixed(spacing)
        }
        return group
    }
}
