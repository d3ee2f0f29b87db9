import CollectionLayout
import Foundation

/// A document's overrides indexed by the element they name, so finding those of one element
/// costs a lookup plus a scan of the wildcard ones, not a scan of every override: a document
/// with thousands of per-cell overrides stays linear in its elements.
package struct ElementOverrideIndex {
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
    /// Position in `overrides` of each element's first exact override.
    private var firstExact: [Key: Int] = [:]
    /// For each position, the position of the next exact override of the same element, or -1:
    /// an element's exact overrides in document order, without an array per element.
    private var nextExact: [Int]
    /// Positions of the overrides with a `*`, in document order.
    private var wildcards: [Int] = []
    /// A bit per item of each section, set for cells with exact overrides: most elements of a
    /// query have none, and a bit answers that without hashing. The sections' words follow one
    /// another in one array (`sectionWords` says where each starts and how many it has). Items
    /// beyond `maximumBitItem` are not recorded; their sections answer "maybe" for every item.
    private var cellBits: [UInt64] = []
    private var sectionWords: [(start: Int, count: Int)] = []
    private var sectionsBeyondBits: Set<Int> = []
    private static let maximumBitItem = 1 << 22

    /// The index of `overrides`.
    package init(_ overrides: [ElementOverride]) {
        self.overrides = overrides
        nextExact = Array(repeating: -1, count: overrides.count)
        firstExact.reserveCapacity(overrides.count)
        var cells: [(section: Int, item: Int)] = []
        // Backwards, so each key's chain runs forwards in document order.
        for position in overrides.indices.reversed() {
            if let key = Self.key(of: overrides[position].selector) {
                if let next = firstExact.updateValue(position, forKey: key) { nextExact[position] = next }
                if key.target == .cell { cells.append((key.section, key.item)) }
            } else {
                wildcards.append(position)
            }
        }
        wildcards.reverse()
        setCellBits(cells)
    }

    package var isEmpty: Bool { overrides.isEmpty }

    /// Calls `body` with each override that applies to `attributes`, in document order, without
    /// collecting them: most elements of a query have none, and this answers those without allocating.
    package func forEachMatch(of attributes: CollectionViewLayoutAttributes, _ body: (ElementOverride) -> Void) {
        // A bit answers most elements (no exact override) without hashing.
        var exact = -1
        if !firstExact.isEmpty, let key = Self.key(of: attributes), mayHaveExact(key) {
            exact = firstExact[key] ?? -1
        }
        // The exact chain and the matching wildcards, merged by position.
        for wildcard in wildcards where overrides[wildcard].selector.matches(attributes) {
            while exact >= 0, exact < wildcard {
                body(overrides[exact])
                exact = nextExact[exact]
            }
            body(overrides[wildcard])
        }
        while exact >= 0 {
            body(overrides[exact])
            exact = nextExact[exact]
        }
    }

    /// Whether some override may apply to `attributes`: false is certain. Most elements of a
    /// query are answered by a bit, before any override is looked at.
    @inline(__always)
    package func mayMatch(_ attributes: CollectionViewLayoutAttributes) -> Bool {
        guard wildcards.isEmpty else { return true }
        guard let key = Self.key(of: attributes) else { return false }
        return mayHaveExact(key)
    }

    /// Whether `key` may have exact overrides: false is certain, true is checked in `firstExact`.
    @inline(__always)
    private func mayHaveExact(_ key: Key) -> Bool {
        guard key.target == .cell, sectionsBeyondBits.isEmpty || !sectionsBeyondBits.contains(key.section) else {
            return true
        }
        guard key.section >= 0, key.section < sectionWords.count, key.item >= 0 else { return false }
        let (start, count) = sectionWords[key.section]
        let word = key.item >> 6
        return word < count && cellBits[start + word] & (1 << UInt64(key.item & 63)) != 0
    }

    /// Records which cells have exact overrides: their bits, or their section as "maybe" when
    /// it or the item is beyond `maximumBitItem`.
    private mutating func setCellBits(_ cells: [(section: Int, item: Int)]) {
        let bitRange = 0...Self.maximumBitItem
        let (recorded, beyond) = cells.reduce(into: ([(section: Int, item: Int)](), Set<Int>())) { split, cell in
            if bitRange.contains(cell.section), bitRange.contains(cell.item) {
                split.0.append(cell)
            } else {
                split.1.insert(cell.section)
            }
        }
        sectionsBeyondBits = beyond
        guard let lastSection = recorded.map(\.section).max() else { return }
        var wordCounts = Array(repeating: 0, count: lastSection + 1)
        for cell in recorded { wordCounts[cell.section] = max(wordCounts[cell.section], (cell.item >> 6) + 1) }
        var start = 0
        sectionWords = wordCounts.map { count in
            defer { start += count }
            return (start, count)
        }
        cellBits = Array(repeating: 0, count: start)
        for cell in recorded {
            cellBits[sectionWords[cell.section].start + (cell.item >> 6)] |= 1 << UInt64(cell.item & 63)
        }
    }

    private static func key(of selector: ElementSelector) -> Key? {
        guard let section = selector.section else { return nil }
        switch selector.target {
        case .cell: return selector.item.map { Key(target: .cell, section: section, item: $0) }
        case .header, .footer: return Key(target: selector.target, section: section, item: 0)
        // Views of a layout's own kinds are few: their overrides are scanned.
        case .supplementary, .decoration: return nil
        }
    }

    private static func key(of attributes: CollectionViewLayoutAttributes) -> Key? {
        // The category first: a cell's kind is never read.
        switch attributes.representedElementCategory {
        case .cell:
            // `section` and `item` each check the count again: three calls instead of four.
            let indexPath = attributes.indexPath
            guard indexPath.count == 2 else { return nil }
            return Key(target: .cell, section: indexPath[0], item: indexPath[1])
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
        case .supplementary: 3
        case .decoration: 4
        }
    }
}
