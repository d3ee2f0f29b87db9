import CollectionLayout
import Foundation

/// A document's overrides indexed by the element they name, so finding those of one element
/// costs a lookup plus a scan of the wildcard ones, not a scan of every override: a document
/// with thousands of per-cell overrides stays linear in its elements.
struct ElementOverrideIndex {
    /// A fully specified selector: one cell, one header or one footer.
    private struct Key: Hashable {
        var target: ElementSelector.Target
        var section: Int
        var item: Int

        /// One word into the hasher, not three: every element of a query is looked up.
        func hash(into hasher: inout Hasher) {
            hasher.combine(section &* 0x9E37_79B9 &+ item &* 4 &+ target.hashOrdinal)
        }
    }

    private let overrides: [ElementOverride]
    /// Positions in `overrides` of each element's exact overrides, in document order.
    private var exact: [Key: [Int]] = [:]
    /// Positions of the overrides with a `*`, in document order.
    private var wildcards: [Int] = []

    /// The index of `overrides`.
    init(_ overrides: [ElementOverride]) {
        self.overrides = overrides
        for (position, override) in overrides.enumerated() {
            if let key = Self.key(of: override.selector) {
                exact[key, default: []].append(position)
            } else {
                wildcards.append(position)
            }
        }
    }

    var isEmpty: Bool { overrides.isEmpty }

    /// The overrides that apply to `attributes`, in document order (later ones win).
    func matching(_ attributes: CollectionViewLayoutAttributes) -> [ElementOverride] {
        let own = exact.isEmpty ? [] : Self.key(of: attributes).flatMap { exact[$0] } ?? []
        let patterns = wildcards.filter { overrides[$0].selector.matches(attributes) }
        guard !patterns.isEmpty else { return own.map { overrides[$0] } }
        return (own + patterns).sorted().map { overrides[$0] }
    }

    private static func key(of selector: ElementSelector) -> Key? {
        guard let section = selector.section else { return nil }
        switch selector.target {
        case .cell: return selector.item.map { Key(target: .cell, section: section, item: $0) }
        case .header, .footer: return Key(target: selector.target, section: section, item: 0)
        }
    }

    private static func key(of attributes: CollectionViewLayoutAttributes) -> Key? {
        // The category first: a cell's kind is never read.
        switch attributes.representedElementCategory {
        case .cell:
            let indexPath = attributes.indexPath
            return Key(target: .cell, section: indexPath.section, item: indexPath.item)
        case .supplementaryView:
            switch attributes.representedElementKind {
            case CollectionElementKind.sectionHeader?:
                return Key(target: .header, section: attributes.indexPath.section, item: 0)
            case CollectionElementKind.sectionFooter?:
                return Key(target: .footer, section: attributes.indexPath.section, item: 0)
            default: return nil
            }
        case .decorationView: return nil
        }
    }
}

extension ElementSelector.Target {
    /// A small number per target, for hashing.
    fileprivate var hashOrdinal: Int {
        switch self {
        case .cell: 0
        case .header: 1
        case .footer: 2
        }
    }
}
