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
    /// A bit per item of each section, set for cells with exact overrides: most elements of a
    /// query have none, and a bit answers that without hashing. Items beyond `maximumBitItem`
    /// are not recorded; their sections answer "maybe" for every item.
    private var cellBits: [[UInt64]] = []
    private var sectionsBeyondBits: Set<Int> = []
    private static let maximumBitItem = 1 << 22

    /// The index of `overrides`.
    init(_ overrides: [ElementOverride]) {
        self.overrides = overrides
        for (position, override) in overrides.enumerated() {
            if let key = Self.key(of: override.selector) {
                exact[key, default: []].append(position)
                if key.target == .cell { setCellBit(section: key.section, item: key.item) }
            } else {
                wildcards.append(position)
            }
        }
    }

    var isEmpty: Bool { overrides.isEmpty }

    /// The overrides that apply to `attributes`, in document order (later ones win).
    func matching(_ attributes: CollectionViewLayoutAttributes) -> [ElementOverride] {
        // A bit answers most elements (no exact override) without hashing.
        let key = exact.isEmpty ? nil : Self.key(of: attributes)
        let own = key.flatMap { mayHaveExact($0) ? exact[$0] : nil } ?? []
        let patterns = wildcards.filter { overrides[$0].selector.matches(attributes) }
        guard !patterns.isEmpty else { return own.map { overrides[$0] } }
        return (own + patterns).sorted().map { overrides[$0] }
    }

    /// Whether `key` may have exact overrides: false is certain, true is checked in `exact`.
    private func mayHaveExact(_ key: Key) -> Bool {
        guard key.target == .cell, sectionsBeyondBits.isEmpty || !sectionsBeyondBits.contains(key.section) else {
            return true
        }
        guard key.section >= 0, key.section < cellBits.count, key.item >= 0 else { return false }
        let word = key.item >> 6
        return word < cellBits[key.section].count && cellBits[key.section][word] & (1 << UInt64(key.item & 63)) != 0
    }

    /// Records that the cell at `item` of `section` has exact overrides.
    private mutating func setCellBit(section: Int, item: Int) {
        guard section >= 0, section <= Self.maximumBitItem, item >= 0, item <= Self.maximumBitItem else {
            sectionsBeyondBits.insert(section)
            return
        }
        if section >= cellBits.count { cellBits += Array(repeating: [], count: section + 1 - cellBits.count) }
        let word = item >> 6
        if word >= cellBits[section].count {
            cellBits[section] += Array(repeating: 0, count: word + 1 - cellBits[section].count)
        }
        cellBits[section][word] |= 1 << UInt64(item & 63)
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
