import Foundation

/// The changes of one batch update, as UIKit receives them inside `performBatchUpdates`.
///
/// Index paths follow UIKit's convention: deletes, reloads and the source of a move name
/// positions *before* the update; inserts and the destination of a move name positions *after*
/// it. Order of calls does not matter.
public struct BatchUpdates: Equatable, Sendable {
    public var insertedSections: [Int] = []
    public var deletedSections: [Int] = []
    public var reloadedSections: [Int] = []
    public var movedSections: [SectionMove] = []
    public var insertedItems: [IndexPath] = []
    public var deletedItems: [IndexPath] = []
    public var reloadedItems: [IndexPath] = []
    public var movedItems: [ItemMove] = []

    /// A section moved from `from` (before) to `to` (after).
    public struct SectionMove: Equatable, Sendable {
        public var from: Int
        public var to: Int
        public init(from: Int, to: Int) {
            self.from = from
            self.to = to
        }
    }

    /// An item moved from `from` (before) to `to` (after).
    public struct ItemMove: Equatable, Sendable {
        public var from: IndexPath
        public var to: IndexPath
        public init(from: IndexPath, to: IndexPath) {
            self.from = from
            self.to = to
        }
    }

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
