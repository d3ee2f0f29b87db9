import Foundation

/// The cells of a section whose group repeats unchanged along the scroll axis, placed when asked
/// for rather than all in `prepare()`: where each group starts, and how to place one.
///
/// A section qualifies when nothing makes one group differ from the next: it does not scroll
/// orthogonally, its cells are not measured (the group's size is the same every time), it has no
/// visible-items handler, its items carry no badges, and its groups are lines, not custom (a
/// custom group's item provider is asked once per group in a full pass, and may answer
/// differently each time). Every group then holds the same number of cells at the same places
/// relative to its frame (the last one fewer, when the items run out), so a rect query places
/// only the groups it reaches: a viewport costs what it shows. Each group is placed at the very
/// frame a full pass gave it (the starts are accumulated as the pass accumulates them), so frames
/// are the same to the last bit.
struct RepeatedGroupRun {
    let section: Int
    let group: LayoutGroup
    let traits: TraitCollection
    let vertical: Bool
    /// Each group's frame's start along the scroll axis, ascending.
    let starts: [CGFloat]
    /// The groups' frame across the axis and their size.
    let crossStart: CGFloat
    let groupSize: CGSize
    /// Cells in every group but maybe the last.
    let cellsPerGroup: Int
    let itemCount: Int
    /// How far the cells reach before and after their group's start along the axis (from the
    /// first group), widened by a point so that rounding cannot drop a cell a query meets.
    let reachBefore: CGFloat
    let reachAfter: CGFloat
    /// The union of the cells' frames, a point wider.
    let bounds: CGRect
    /// The group's subitems and their sizes, the same in every group (`GroupPlacement.Slots`).
    let slots: GroupPlacement.Slots

    /// The run of `group` from `start` (each group `spacing` after the previous one), or nil when
    /// the section does not qualify (see above) or its first group places no cell.
    init?(
        section: Int, group: LayoutGroup, groupSize: CGSize, start: CGFloat, crossStart: CGFloat, spacing: CGFloat,
        itemCount: Int, traits: TraitCollection, vertical: Bool
    ) {
        (self.section, self.group, self.traits, self.vertical) = (section, group, traits, vertical)
        (self.groupSize, self.crossStart, self.itemCount) = (groupSize, crossStart, itemCount)
        guard !Self.hasCustomGroup(group) else { return nil }
        slots = GroupPlacement.lineSlots(of: group, in: groupSize)
        var first = GroupPlacement(limit: itemCount, traits: traits)
        first.place(
            group, in: Self.frame(main: start, cross: crossStart, size: groupSize, vertical: vertical), slots: slots)
        let length = vertical ? groupSize.height : groupSize.width
        // Starts must ascend for queries to find groups by them: no spacing that steps back; and
        // a frame that is not finite is left to the full pass, which drops that cell alone.
        guard !first.cells.isEmpty, length + spacing >= 0,
            first.cells.allSatisfy({
                $0.item.supplementaryItems.isEmpty && $0.frame.minX.isFinite && $0.frame.minY.isFinite
                    && $0.frame.maxX.isFinite && $0.frame.maxY.isFinite
            })
        else { return nil }
        cellsPerGroup = first.cells.count
        let along = first.cells.map { vertical ? ($0.frame.minY, $0.frame.maxY) : ($0.frame.minX, $0.frame.maxX) }
        reachBefore = start - (along.map(\.0).min() ?? start) + 1
        reachAfter = (along.map(\.1).max() ?? start) - start + 1
        let groupCount = (itemCount + cellsPerGroup - 1) / cellsPerGroup
        var starts: [CGFloat] = []
        starts.reserveCapacity(groupCount)
        // As the full pass steps: the next group starts where this one ends, plus the spacing.
        var main = start
        for _ in 0..<groupCount {
            starts.append(main)
            let end = main + length
            main = end + spacing
        }
        self.starts = starts
        // Every group's cells lie where the first group's do, moved to its start (a partial last
        // group holds a prefix of them): the first group's box, swept to the last start. A point
        // wider, as the reach: an attributes object's frame, read back, can move by a bit.
        let firstBox = first.cells.reduce(CGRect.null) { $0.union($1.frame) }
        let sweep = (starts.last ?? start) - start
        let lastBox = vertical ? firstBox.offsetBy(dx: 0, dy: sweep) : firstBox.offsetBy(dx: sweep, dy: 0)
        bounds = firstBox.union(lastBox).insetBy(dx: -1, dy: -1)
    }

    /// Whether `group` or a group inside it places its items by a custom provider.
    private static func hasCustomGroup(_ group: LayoutGroup) -> Bool {
        if case .custom = group.arrangement { return true }
        return group.subitems.contains { ($0 as? LayoutGroup).map(hasCustomGroup) ?? false }
    }

    /// Where the section's content ends along the axis: the last group's end.
    var end: CGFloat { (starts.last ?? 0) + (vertical ? groupSize.height : groupSize.width) }

    /// The cells of group `index`, with the section's item numbers.
    func cells(ofGroup index: Int) -> (firstItem: Int, cells: [PlacedCell]) {
        var placement = GroupPlacement(limit: cellsPerGroup, traits: traits)
        let firstItem = place(group: index, into: &placement)
        return (firstItem, placement.cells)
    }

    /// Places group `index`'s cells into `placement`, emptied first (`GroupPlacement.restart`),
    /// and answers the group's first item.
    private func place(group index: Int, into placement: inout GroupPlacement) -> Int {
        let firstItem = index * cellsPerGroup
        placement.restart(limit: min(cellsPerGroup, itemCount - firstItem))
        placement.place(
            group, in: Self.frame(main: starts[index], cross: crossStart, size: groupSize, vertical: vertical),
            slots: slots)
        return firstItem
    }

    /// The cell of `item`, if the section has it.
    func cell(item: Int) -> PlacedCell? {
        guard item >= 0, item < itemCount else { return nil }
        let (firstItem, cells) = self.cells(ofGroup: item / cellsPerGroup)
        let offset = item - firstItem
        return offset < cells.count ? cells[offset] : nil
    }

    /// The attributes of the cells whose frames meet `rect` as a `SpatialIndex` query decides, in
    /// item order, made by `attributes` (whose frame, read back, is what the query tests: an
    /// attributes object keeps its frame as a centre and a size, which can move an edge by a bit,
    /// and a subclass may report another frame). A cell well inside the query whose attributes
    /// report the frame they were given (`surelyMeets`) is not read back.
    ///
    /// Appended to `found` (a query's answer so far), not gathered apart and then copied into it:
    /// a run can hold a million cells.
    func appendCells(
        intersecting rect: CGRect, to found: inout [CollectionViewLayoutAttributes],
        _ attributes: (PlacedCell, Int) -> CollectionViewLayoutAttributes
    ) {
        let axis: SpatialIndex<Int>.Axis = vertical ? .vertical : .horizontal
        let query = SpatialIndex<Int>.extent(of: rect, axis: axis)
        guard query.isValid else { return }
        // Groups whose cells may reach the query: their starts lie within the reach of its edges.
        var index = partitionPoint(starts.count) { starts[$0] + reachAfter <= query.alongMin }
        // One placement for every group the query reaches, its cells' storage reused.
        var placement = GroupPlacement(limit: cellsPerGroup, traits: traits)
        while index < starts.count, starts[index] - reachBefore < query.alongMax {
            let firstItem = place(group: index, into: &placement)
            for (offset, cell) in placement.cells.enumerated() {
                // The placed frame, a point wider, filters; the frame read back decides, for
                // cells at the query's edges.
                let placed = SpatialIndex<Int>.extent(of: cell.frame, axis: axis)
                guard placed.widened(by: 1).meets(query) else { continue }
                let made = attributes(cell, firstItem + offset)
                if Self.surelyMeets(made, placed: placed, query: query)
                    || SpatialIndex<Int>.extent(of: made.frame, axis: axis).meets(query)
                {
                    found.append(made)
                }
            }
            index += 1
        }
    }

    /// Whether `made`, given the frame `placed`, meets `query` without its frame being read back:
    /// it reports the frame it was given (`hasPlainFrame`), which below 2⁴⁰ reads back within a
    /// rounding of where it was put, and that frame a point narrower meets the query.
    private static func surelyMeets(
        _ made: CollectionViewLayoutAttributes, placed: SpatialIndex<Int>.Extent, query: SpatialIndex<Int>.Extent
    ) -> Bool {
        let limit = 0x1p40
        guard made.hasPlainFrame, abs(placed.alongMin) < limit, abs(placed.alongMax) < limit,
            abs(placed.acrossMin) < limit, abs(placed.acrossMax) < limit
        else { return false }
        let inside = placed.widened(by: -1)
        return inside.isValid && inside.meets(query)
    }

    private static func frame(main: CGFloat, cross: CGFloat, size: CGSize, vertical: Bool) -> CGRect {
        // As `CompositionalSolver.rect(main:cross:mainLength:crossLength:)` makes a group's frame.
        vertical
            ? CGRect(x: cross, y: main, width: size.width, height: size.height)
            : CGRect(x: main, y: cross, width: size.width, height: size.height)
    }
}
