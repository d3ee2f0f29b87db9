import CollectionLayout
import Foundation

/// Reading `type: compositional` from a validated tree.
extension DocumentReader {
    /// The compositional layout a validated `layout` mapping describes.
    func compositionalLayout(_ value: SpecValue) -> CompositionalLayoutSpecification {
        var layout = CompositionalLayoutSpecification()
        if value["scrollDirection"]?.string == "horizontal" { layout.scrollDirection = .horizontal }
        layout.interSectionSpacing = value["interSectionSpacing"]?.number ?? 0
        layout.sections = value["sections"]?.elements.map(compositionalSection) ?? []
        return layout
    }

    private func compositionalSection(_ value: SpecValue) -> CompositionalSectionSpecification {
        let group = value["group"].map { element($0, isGroup: true) }
        var row = CompositionalElementSpecification(width: .fractionalWidth(1), height: .absolute(44))
        row.items = [CompositionalElementSpecification(width: .fractionalWidth(1), height: .fractionalHeight(1))]
        var section = CompositionalSectionSpecification(group: group ?? row)
        if let name = value["list"]?.string, let index = DocumentSchema.listAppearances.firstIndex(of: name) {
            section.list = ListConfiguration.Appearance.allCases[index]
        }
        if let insets = value["contentInsets"] { section.contentInsets = directionalInsets(insets) }
        if let name = value["contentInsetsReference"]?.string,
            let index = DocumentSchema.contentInsetsReferences.firstIndex(of: name)
        {
            section.contentInsetsReference = ContentInsetsReference.allCases[index]
        }
        section.interGroupSpacing = value["interGroupSpacing"]?.number ?? 0
        if let name = value["orthogonalScrolling"]?.string,
            let index = DocumentSchema.orthogonalBehaviors.firstIndex(of: name)
        {
            section.orthogonalScrolling = OrthogonalScrollingBehavior.allCases[index]
        }
        section.orthogonalOffset = value["orthogonalOffset"]?.number ?? 0
        section.header = value["header"].map(boundary)
        section.footer = value["footer"].map(boundary)
        if let background = value["background"] {
            if let on = background.boolean {
                section.backgroundInsets = on ? .zero : nil
            } else {
                section.backgroundInsets = background["insets"].map(directionalInsets) ?? .zero
            }
        }
        return section
    }

    private func boundary(_ value: SpecValue) -> CompositionalBoundarySpecification {
        CompositionalBoundarySpecification(
            length: value["height"].map { dimension($0, alongWidth: false) } ?? .absolute(44),
            pinned: value["pinned"]?.boolean ?? false)
    }

    private func element(_ value: SpecValue, isGroup: Bool = false) -> CompositionalElementSpecification {
        var element = CompositionalElementSpecification(
            width: value["width"].map { dimension($0, alongWidth: true) } ?? .fractionalWidth(1),
            height: value["height"].map { dimension($0, alongWidth: false) } ?? .fractionalHeight(1))
        if let insets = value["insets"] { element.insets = directionalInsets(insets) }
        if let badge = value["badge"] { element.badge = self.badge(badge) }
        if let items = value["items"] {
            element.items = items.elements.map { self.element($0) }
        } else if isGroup {
            // A section's group without items holds one full-size item.
            element.items = [
                CompositionalElementSpecification(width: .fractionalWidth(1), height: .fractionalHeight(1))
            ]
        }
        element.isVertical = value["direction"]?.string == "vertical"
        element.count = value["count"]?.integer
        element.spacing = value["spacing"]?.number ?? 0
        element.flexibleSpacing = value["flexibleSpacing"]?.number.map { CGFloat($0) }
        return element
    }

    private func badge(_ value: SpecValue) -> CompositionalBadgeSpecification {
        var badge = CompositionalBadgeSpecification()
        if let width = value["width"] { badge.width = dimension(width, alongWidth: true) }
        if let height = value["height"] { badge.height = dimension(height, alongWidth: false) }
        switch value["corner"]?.string {
        case "topLeading": badge.corner = [.top, .leading]
        case "bottomLeading": badge.corner = [.bottom, .leading]
        case "bottomTrailing": badge.corner = [.bottom, .trailing]
        default: badge.corner = [.top, .trailing]
        }
        if let outset = value["outset"]?.number { badge.outset = outset }
        return badge
    }

    /// A validated dimension: a number is points; a string is read by `TextFormats.dimension`
    /// (`"N%"` a fraction along the same axis, `"N%w"`/`"N%h"` of the width or height, `"~N"` an
    /// estimate).
    func dimension(_ value: SpecValue, alongWidth: Bool) -> CompositionalDimension {
        if let points = value.number { return .absolute(points) }
        switch value.string.flatMap(TextFormats.dimension.parse) {
        case .estimated(let points)?: return .estimated(points)
        case .percent(let percent, let ofWidth)?:
            return (ofWidth ?? alongWidth) ? .fractionalWidth(percent / 100) : .fractionalHeight(percent / 100)
        case nil: return .absolute(0)
        }
    }

    private func directionalInsets(_ value: SpecValue) -> DirectionalEdgeInsets {
        if let all = value.number { return DirectionalEdgeInsets(top: all, leading: all, bottom: all, trailing: all) }
        return DirectionalEdgeInsets(
            top: value["top"]?.number ?? 0, leading: value["leading"]?.number ?? 0,
            bottom: value["bottom"]?.number ?? 0, trailing: value["trailing"]?.number ?? 0)
    }
}
