import Foundation

/// One cell a group placed: its frame (inside the item's content insets), stacking order and
/// the item definition it came from.
struct PlacedCell {
    var frame: CGRect
    var zIndex: Int
    var item: LayoutItem
}

/// Lays a group out at a frame, recursively, producing at most `limit` cells.
struct GroupPlacement {
    /// The traits custom groups see.
    let traits: TraitCollection
    /// The cells placed so far, in item order.
    private(set) var cells: [PlacedCell] = []
    /// The most cells still wanted.
    private(set) var remaining: Int
    /// What a cell measures (self-sizing): the height the cell of the section's `item`-th item
    /// takes when offered a size, for items whose height is estimated; nil: the estimate stands.
    var measure: ((_ item: Int, _ fitting: CGSize) -> CGFloat)?

    /// A placement that stops after `limit` cells.
    init(limit: Int, traits: TraitCollection) {
        self.remaining = max(0, limit)
        self.traits = traits
        // Room for a group's cells at once (a query places hundreds of thousands of groups).
        cells.reserveCapacity(min(remaining, 64))
    }

    /// Empties the placement for another group of at most `limit` cells, keeping the cells'
    /// storage: a query that places thousands of equal groups allocates it once.
    mutating func restart(limit: Int) {
        cells.removeAll(keepingCapacity: true)
        remaining = max(0, limit)
    }

    /// The most subitems a group cycles through before stopping, whatever their sizes: a
    /// guard against items of zero length, which would otherwise fit for ever.
    static let maximumRepetitions = 10_000

    /// One subitem a line group places: its size, and what placing it reads of the item, read
    /// once rather than for every group placed.
    struct Slot {
        let item: LayoutItem
        let size: CGSize
        /// The item as a group, placed recursively; nil for a cell.
        let subgroup: LayoutGroup?
        /// The fixed edge spacing before the item along the line, after it, and before it
        /// across the line.
        let before: CGFloat
        let after: CGFloat
        let across: CGFloat
        /// The item's content insets as placing applies them (`appliedContentInsets`).
        let insets: DirectionalEdgeInsets

        init(_ item: LayoutItem, size: CGSize, horizontal: Bool) {
            (self.item, self.size, subgroup) = (item, size, item as? LayoutGroup)
            let edges = item.edgeSpacing
            before = (horizontal ? edges?.leading : edges?.top)?.spacing ?? 0
            after = (horizontal ? edges?.trailing : edges?.bottom)?.spacing ?? 0
            across = (horizontal ? edges?.top : edges?.leading)?.spacing ?? 0
            insets = item.appliedContentInsets
        }
    }

    /// The subitems a line group places and their sizes, as placing it in a frame of `size`
    /// finds them: they depend on the size alone, so a run of equal groups finds them once.
    typealias Slots = [Slot]

    /// Places `group` in `frame`; `slots`, when given, are `lineSlots(of:in:)` of the group in
    /// a frame of that size, found once for many groups.
    mutating func place(_ group: LayoutGroup, in frame: CGRect, slots: Slots? = nil) {
        guard remaining > 0 else { return }
        switch group.arrangement {
        case .custom: placeCustom(group, in: frame)
        case .horizontal, .vertical:
            placeLine(group, in: frame, slots: slots ?? Self.lineSlots(of: group, in: frame.size))
        }
    }

    /// The subitems a line group places in a frame of `size`, with their sizes along and
    /// across the line.
    static func lineSlots(of group: LayoutGroup, in size: CGSize) -> Slots {
        // As a frame of `size` measures it (`CGRect.width` is the magnitude).
        lineSlots(group, length: abs(group.arrangement == .horizontal ? size.width : size.height), in: size)
    }

    private mutating func placeCustom(_ group: LayoutGroup, in frame: CGRect) {
        let environment = LayoutEnvironment(
            container: LayoutContainer(contentSize: frame.size, contentInsets: .zero), traitCollection: traits)
        for custom in group.customItemProvider?(environment) ?? [] {
            guard remaining > 0 else { return }
            let itemFrame = custom.frame.offsetBy(dx: frame.minX, dy: frame.minY)
            cells.append(PlacedCell(frame: itemFrame, zIndex: custom.zIndex, item: group))
            remaining -= 1
        }
    }

    /// The subitems a line group places, with their sizes along and across the line.
    private static func lineSlots(_ group: LayoutGroup, length: CGFloat, in size: CGSize) -> Slots {
        let horizontal = group.arrangement == .horizontal
        let along = { (size: CGSize) in horizontal ? size.width : size.height }
        let spacing = group.interItemSpacing?.spacing ?? 0
        switch group.repetition {
        case .repeating(let count):
            guard let item = group.subitems.first else { return [] }
            let slot = Slot(item, size: item.layoutSize.resolved(in: size), horizontal: horizontal)
            return Array(repeating: slot, count: count)
        case .equalParts(let count):
            guard let item = group.subitems.first else { return [] }
            let part = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            var itemSize = item.layoutSize.resolved(in: size)
            if horizontal { itemSize.width = part } else { itemSize.height = part }
            return Array(repeating: Slot(item, size: itemSize, horizontal: horizontal), count: count)
        case .whileFitting:
            guard !group.subitems.isEmpty else { return [] }
            var slots: Slots = []
            slots.reserveCapacity(min(maximumRepetitions, max(8, group.subitems.count)))
            var used: CGFloat = 0
            while slots.count < maximumRepetitions {
                let item = group.subitems[slots.count % group.subitems.count]
                let slot = Slot(item, size: item.layoutSize.resolved(in: size), horizontal: horizontal)
                let extent = along(slot.size) + (slot.before + slot.after)
                let start = slots.isEmpty ? 0 : used + spacing
                if !slots.isEmpty, start + extent > length + LayoutTolerance.geometry { break }
                slots.append(slot)
                used = start + extent
                if extent <= 0, slots.count >= group.subitems.count { break }
            }
            return slots
        }
    }

    /// The height a horizontal group with an estimated height takes: its tallest cell as the
    /// next items measure, when cells are measured; nil otherwise (the estimate stands). Apple,
    /// "NSCollectionLayoutDimension.estimated": the final size is determined when the content
    /// is rendered.
    func measuredHeight(of group: LayoutGroup, in size: CGSize) -> CGFloat? {
        guard let measure, group.layoutSize.heightDimension.isEstimated, group.arrangement == .horizontal else {
            return nil
        }
        let slots = Self.lineSlots(group, length: size.width, in: size).prefix(remaining)
        guard !slots.isEmpty, !slots.contains(where: { $0.subgroup != nil }) else { return nil }
        var tallest: CGFloat = 0
        for (offset, slot) in slots.enumerated() {
            let height =
                slot.item.layoutSize.heightDimension.isEstimated
                ? measure(cells.count + offset, slot.size) : slot.size.height
            tallest = max(tallest, height)
        }
        return tallest
    }

    private mutating func placeLine(_ group: LayoutGroup, in frame: CGRect, slots: Slots) {
        let horizontal = group.arrangement == .horizontal
        let length = horizontal ? frame.width : frame.height
        guard !slots.isEmpty else { return }
        var gap = group.interItemSpacing?.spacing ?? 0
        if group.interItemSpacing?.isFlexibleSpacing == true, slots.count > 1 {
            let occupied = slots.reduce(CGFloat(0)) {
                $0 + (horizontal ? $1.size.width : $1.size.height) + ($1.before + $1.after)
            }
            gap = max(gap, (length - occupied) / CGFloat(slots.count - 1))
        }
        var cursor = horizontal ? frame.minX : frame.minY
        for slot in slots {
            guard remaining > 0 else { return }
            cursor += slot.before
            let slotFrame =
                horizontal
                ? CGRect(x: cursor, y: frame.minY + slot.across, width: slot.size.width, height: slot.size.height)
                : CGRect(x: frame.minX + slot.across, y: cursor, width: slot.size.width, height: slot.size.height)
            if let subgroup = slot.subgroup {
                place(subgroup, in: slot.insets.inset(slotFrame))
            } else {
                var cellFrame = slotFrame
                if horizontal, let measure, slot.item.layoutSize.heightDimension.isEstimated {
                    cellFrame.size.height = measure(cells.count, slot.size)
                }
                cells.append(PlacedCell(frame: slot.insets.inset(cellFrame), zIndex: 0, item: slot.item))
                remaining -= 1
            }
            cursor += (horizontal ? slot.size.width : slot.size.height) + gap
            cursor += slot.after
        }
    }
}
