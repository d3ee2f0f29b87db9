import Foundation

/// The changes of one batch update, as UIKit receives them inside `performBatchUpdates`.
///
/// Index paths follow UIKit's convention: deletes, reloads and the source of a move name
/// positions *before* the update; inserts and the destination of a move name positions *after*
/// it. Order of calls does not matter.
public struct BatchUpdates: Equatable, Sendable {
    /// Sections inserted, by index after the update.
    public var insertedSections: [Int] = []
    /// Sections deleted, by index before the update.
    public var deletedSections: [Int] = []
    /// Sections reloaded, by index before the update.
    public var reloadedSections: [Int] = []
    /// Sections moved, each from its index before to its index after the update.
    public var movedSections: [SectionMove] = []
    /// Items inserted, by index path after the update.
    public var insertedItems: [IndexPath] = []
    /// Items deleted, by index path before the update.
    public var deletedItems: [IndexPath] = []
    /// Items reloaded, by index path before the update.
    public var reloadedItems: [IndexPath] = []
    /// Items moved, each from its index path before to its index path after the update.
    public var movedItems: [ItemMove] = []

    /// A section moved from `from` (before) to `to` (after).
    public struct SectionMove: Equatable, Sendable {
        /// The section's index before the update.
        public var from: Int
        /// The section's index after the update.
        public var to: Int
        /// The move of section `from` (before the update) to `to` (after it).
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item moved from `from` (before) to `to` (after).
    public struct ItemMove: Equatable, Sendable {
        /// The item's index path before the update.
        public var from: IndexPath
        /// The item's index path after the update.
        public var to: IndexPath
        /// The move of the item at `from` (before the update) to `to` (after it).
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

    /// No changes; add them through the properties.
    public init() {}

    /// Whether nothing changes.
    public var isEmpty: Bool { self == BatchUpdates() }

    /// The update items in UIKit's order: section deletes, inserts, reloads, moves, then the same
    /// for items; each group sorted by index path. Section changes carry item `NSNotFound`.
    public var updateItems: [CollectionViewUpdateItem] {
        func section(_ s: Int) -> IndexPath { IndexPath(item: NSNotFound, section: s) }
        var items: [CollectionViewUpdateItem] = []
        items += deletedSections.sorted().map { .init(action: .delete, before: section($0), after: nil) }
        items += insertedSections.sorted().map { .init(action: .insert, before: nil, after: section($0)) }
        items += reloadedSections.sorted().map { .init(action: .reload, before: section($0), after: section($0)) }
        items += movedSections.sorted { $0.from < $1.from }
            .map { .init(action: .move, before: section($0.from), after: section($0.to)) }
        items += deletedItems.sorted().map { .init(action: .delete, before: $0, after: nil) }
        items += insertedItems.sorted().map { .init(action: .insert, before: nil, after: $0) }
        items += reloadedItems.sorted().map { .init(action: .reload, before: $0, after: $0) }
        items += movedItems.sorted { $0.from < $1.from }.map { .init(action: .move, before: $0.from, after: $0.to) }
        return items
    }
}
