import Foundation

/// How sections and items before a batch update correspond to those after it.
///
/// Built from the counts before, the counts the data source reports after, and the changes;
/// it enforces UIKit's consistency rule (after = before − deleted − moved out + inserted + moved
/// in, per section) and rejects contradictory changes with a `BatchUpdateError`. A reloaded
/// item keeps its position but is a new element (it is paired with nothing), as in UIKit
/// where a reload is a delete plus an insert.
public struct UpdateMapping: Sendable {
    /// Where a section after the update comes from.
    public enum SectionOrigin: Equatable, Sendable {
        /// New: inserted, or the new contents of a reloaded section.
        case new
        /// The section that was at this index before (kept or moved).
        case old(Int)
    }

    /// Items per section before the update.
    public let itemCountsBefore: [Int]
    /// Items per section after the update.
    public let itemCountsAfter: [Int]
    /// For every section after the update, where it comes from.
    public let sectionOrigins: [SectionOrigin]

    private let newSectionForOld: [Int?]
    /// Per section after, per item: the item's position before (`ItemRef.none` when new).
    private let oldItemForNew: [[ItemRef]]
    /// Per section before, per item: the item's position after (`ItemRef.none` when gone).
    private let newItemForOld: [[ItemRef]]

    /// Validates `updates` against the counts and computes the correspondence.
    public init(itemCountsBefore old: [Int], itemCountsAfter new: [Int], updates: BatchUpdates) throws {
        let sections = try SectionPlan(old: old, updates: updates)
        guard new.count == sections.origins.count else {
            throw BatchUpdateError(
                "the data source reports \(new.count) sections after the update, but \(old.count) before"
                    + " − \(updates.deletedSections.count) deleted + \(updates.insertedSections.count) inserted"
                    + " = \(sections.origins.count)")
        }
        let items = try ItemPlan(old: old, new: new, sections: sections, updates: updates)
        itemCountsBefore = old
        itemCountsAfter = new
        sectionOrigins = sections.origins.map { $0.isNew ? .new : .old($0.oldSection) }
        newSectionForOld = sections.newSectionForOld
        oldItemForNew = items.oldItemForNew
        var reverse = old.map { [ItemRef](repeating: .none, count: max(0, $0)) }
        for (newSection, refs) in items.oldItemForNew.enumerated() {
            for (newItem, ref) in refs.enumerated() where ref != .none {
                reverse[Int(ref.section)][Int(ref.item)] = ItemRef(section: newSection, item: newItem)
            }
        }
        newItemForOld = reverse
    }

    /// The item counts the data source must report after `updates`, given the counts of the
    /// sections that are new (inserted or reloaded), by their index after the update.
    public static func expectedItemCounts(
        before old: [Int], updates: BatchUpdates, newSectionItemCounts: [Int: Int] = [:]
    ) throws -> [Int] {
        let sections = try SectionPlan(old: old, updates: updates)
        let moves = try ItemMoves(old: old, sections: sections, updates: updates)
        return sections.origins.enumerated().map { index, origin in
            origin.isNew
                ? newSectionItemCounts[index] ?? 0
                : moves.survivors(ofOldSection: origin.oldSection, old: old).count
                    + moves.fixedCount(inNewSection: index)
        }
    }

    /// The section after the update that holds the section `section` from before; nil if deleted.
    public func sectionAfterUpdate(forSectionBefore section: Int) -> Int? {
        newSectionForOld.indices.contains(section) ? newSectionForOld[section] : nil
    }

    /// The section before the update that section `section` after it comes from; nil if new.
    public func sectionBeforeUpdate(forSectionAfter section: Int) -> Int? {
        guard sectionOrigins.indices.contains(section), case .old(let old) = sectionOrigins[section] else { return nil }
        return old
    }

    /// Where the item at `indexPath` before the update is after it; nil if deleted or reloaded.
    public func indexPathAfterUpdate(forItemBefore indexPath: IndexPath) -> IndexPath? {
        Self.lookUp(indexPath, in: newItemForOld)
    }

    /// Where the item at `indexPath` after the update was before it; nil if inserted or reloaded.
    public func indexPathBeforeUpdate(forItemAfter indexPath: IndexPath) -> IndexPath? {
        Self.lookUp(indexPath, in: oldItemForNew)
    }

    private static func lookUp(_ indexPath: IndexPath, in table: [[ItemRef]]) -> IndexPath? {
        guard indexPath.count == 2, table.indices.contains(indexPath.section),
            table[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        let ref = table[indexPath.section][indexPath.item]
        return ref == .none ? nil : IndexPath(item: Int(ref.item), section: Int(ref.section))
    }
}

/// A compact (section, item) reference; 8 bytes instead of an `IndexPath`'s heap storage, so a
/// mapping of a million items stays small.
struct ItemRef: Equatable, Sendable {
    var section: Int32
    var item: Int32

    init(section: Int, item: Int) {
        self.section = Int32(clamping: section)
        self.item = Int32(clamping: item)
    }

    static let none = ItemRef(section: -1, item: -1)
}
