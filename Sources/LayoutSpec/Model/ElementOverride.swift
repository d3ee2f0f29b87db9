import CollectionLayout
import Foundation
import LayoutRendering

/// Attribute overrides for the elements that a selector matches (`overrides:` in a document).
///
/// Overrides are applied to the layout's attributes after the layout computed them, in
/// document order; a later entry replaces only the properties it sets.
public struct ElementOverride: Sendable, Equatable {
    /// Which elements the override applies to.
    public var selector: ElementSelector
    /// The transform, or nil to keep the layout's.
    public var transform: CATransform3D?
    /// The alpha (0…1), or nil to keep the layout's.
    public var alpha: CGFloat?
    /// The zIndex (larger draws on top), or nil to keep the layout's.
    public var zIndex: Int?
    /// Whether the element is hidden (not drawn), or nil to keep the layout's.
    public var isHidden: Bool?
    /// How the element looks (`fill`, `stroke`, `text` colour, `cornerRadius`, `legend` name),
    /// on top of the theme; drawn, not laid out.
    public var appearance = ElementAppearance()
    /// The label text (`label`), replacing the template; nil keeps it.
    public var label: String?

    /// An override of the elements `selector` matches; nil properties keep the layout's values.
    public init(
        selector: ElementSelector, transform: CATransform3D? = nil, alpha: CGFloat? = nil, zIndex: Int? = nil,
        isHidden: Bool? = nil
    ) {
        self.selector = selector
        self.transform = transform
        self.alpha = alpha
        self.zIndex = zIndex
        self.isHidden = isHidden
    }

    /// Sets the overridden properties on `attributes` (a copy the caller owns).
    public func apply(to attributes: CollectionViewLayoutAttributes) {
        if let transform { attributes.transform3D = transform }
        if let alpha { attributes.alpha = alpha }
        if let zIndex { attributes.zIndex = zIndex }
        if let isHidden { attributes.isHidden = isHidden }
    }
}

/// Which elements an override applies to: `S-I`, `header S`, `footer S`, with `*` wildcards.
public struct ElementSelector: Sendable, Equatable, CustomStringConvertible {
    /// The element category and, for supplementary views, the kind.
    public enum Target: Sendable, Equatable {
        case cell
        case header
        case footer
    }

    /// Whether cells, section headers or section footers are selected.
    public var target: Target
    /// The section, or nil for any.
    public var section: Int?
    /// The item (cells only), or nil for any.
    public var item: Int?

    /// A selector of `target` in `section` and, for cells, `item`; nil matches any.
    public init(target: Target, section: Int?, item: Int? = nil) {
        self.target = target
        self.section = section
        self.item = item
    }

    /// Parses a key matching `DocumentSchema.elementPattern`; nil otherwise.
    public init?(key: String) {
        // Most keys are `S-I` in ASCII digits: read those byte by byte, the rest by the rules below.
        if let plain = PlainCellKey(key) {
            self.init(target: .cell, section: plain.section, item: plain.item)
            return
        }
        func number(_ text: Substring) -> Int?? {
            if text == "*" { return .some(nil) }
            guard let value = Int(text), value >= 0 else { return nil }
            return .some(value)
        }
        let words = key.split(separator: " ")
        if words.count == 2, let section = number(words[1]) {
            switch words[0] {
            case "header": self.init(target: .header, section: section)
            case "footer": self.init(target: .footer, section: section)
            default: return nil
            }
            return
        }
        let parts = key.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let section = number(parts[0]), let item = number(parts[1]) else { return nil }
        self.init(target: .cell, section: section, item: item)
    }

    /// Whether the element described by `attributes` is selected.
    public func matches(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        let indexPath = attributes.indexPath
        if let section, section != indexPath.section { return false }
        switch target {
        case .cell:
            guard attributes.representedElementCategory == .cell else { return false }
            if let item, item != indexPath.item { return false }
            return true
        case .header:
            return attributes.representedElementKind == CollectionElementKind.sectionHeader
        case .footer:
            return attributes.representedElementKind == CollectionElementKind.sectionFooter
        }
    }

    /// The key as written in a document.
    public var description: String {
        let section = self.section.map(String.init) ?? "*"
        switch target {
        case .cell: return "\(section)-\(item.map(String.init) ?? "*")"
        case .header: return "header \(section)"
        case .footer: return "footer \(section)"
        }
    }
}
