import Foundation

/// One change of a batch update, as UIKit's `UICollectionViewUpdateItem`.
///
/// `indexPathBeforeUpdate` is nil for an insert and `indexPathAfterUpdate` nil for a delete. A
/// section-wide change has an index path with the item `NSNotFound`, as in UIKit.
public final class CollectionViewUpdateItem: CustomStringConvertible, Sendable {
    /// What an update item does.
    public enum Action: Int, Sendable, Hashable {
        case insert, delete, reload, move, none
    }

    /// The index path before the update; nil for an insert.
    public let indexPathBeforeUpdate: IndexPath?
    /// The index path after the update; nil for a delete.
    public let indexPathAfterUpdate: IndexPath?
    /// What the update does.
    public let updateAction: Action

    /// Creates an update item; `before` is nil for an insert, `after` nil for a delete.
    public init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }

    /// Whether the item changes a whole section (its item is `NSNotFound`).
    public var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.item == NSNotFound
    }

    /// "delete 0-3 -> nil", "insert nil -> section 2": the action, then the paths before and after.
    public var description: String {
        func format(_ path: IndexPath?) -> String {
            guard let path else { return "nil" }
            return path.item == NSNotFound ? "section \(path.section)" : "\(path.section)-\(path.item)"
        }
        return "\(updateAction) \(format(indexPathBeforeUpdate)) -> \(format(indexPathAfterUpdate))"
    }
}
