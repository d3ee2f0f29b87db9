import Foundation

/// One element's part in a batch update: what it animates from and to.
///
/// Elements visible after the update (in the animated region) animate from the layout's
/// *initial* attributes to their regular ones; elements visible only before animate from their
/// regular attributes to the layout's *final* ones, as UIKit does.
public struct ElementTransition {
    /// What the update did to the element's data.
    public enum Change: Sendable, Hashable {
        /// New after the update (inserted, in an inserted section, or reloaded).
        case inserted
        /// Gone after the update (deleted, in a deleted section, or reloaded).
        case deleted
        /// Present before and after (possibly at another index path).
        case staying
    }

    /// The element's identity before the update; nil when inserted.
    public let keyBefore: ElementKey?
    /// The element's identity after the update; nil when deleted.
    public let keyAfter: ElementKey?
    /// What the update did to the element's data.
    public let change: Change
    /// Where the animation starts.
    public let from: CollectionViewLayoutAttributes
    /// Where the animation ends.
    public let to: CollectionViewLayoutAttributes
}

/// Everything a batch update produced: the changes, the index-path correspondence, the regular
/// attributes before and after, and one transition per animated element — the raw material
/// that animation plans sample.
public struct BatchUpdateResult {
    /// The changes as given.
    public let updates: BatchUpdates
    /// The changes as UIKit hands them to `prepare(forCollectionViewUpdates:)`.
    public let updateItems: [CollectionViewUpdateItem]
    /// How index paths before correspond to index paths after.
    public let mapping: UpdateMapping
    /// The rectangle (content coordinates) whose elements were collected.
    public let region: CGRect
    /// The collection view's content size before the update.
    public let contentSizeBefore: CGSize
    /// The collection view's content size after the update.
    public let contentSizeAfter: CGSize
    /// The layout's answer for `region` before the update, in the layout's order.
    public let attributesBefore: [CollectionViewLayoutAttributes]
    /// The layout's answer for `region` after the update, in the layout's order.
    public let attributesAfter: [CollectionViewLayoutAttributes]
    /// Disappearing-only elements first (in their before order), then every element visible after
    /// (in the layout's order), so that equal zIndex keeps UIKit's stacking.
    public let transitions: [ElementTransition]
}
