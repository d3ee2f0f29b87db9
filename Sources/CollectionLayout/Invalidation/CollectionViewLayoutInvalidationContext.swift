import Foundation

/// Which parts of a layout an invalidation affects, as UIKit's
/// `UICollectionViewLayoutInvalidationContext`: a layout that caches can recompute only what a
/// context names. Subclass it to add layout-specific flags (and return the subclass from the
/// layout's `invalidationContextClass`).
///
/// The collection view sets `invalidateEverything` (`invalidateLayout()`, a new layout) and
/// `invalidateDataSourceCounts` (a new data source, `reloadData()`, batch updates) itself; a
/// bounds change passes the layout's `invalidationContext(forBoundsChange:)`.
open class CollectionViewLayoutInvalidationContext: NSObject {
    /// Whether all layout data is invalid (`invalidateLayout()`).
    open internal(set) var invalidateEverything = false
    /// Whether the section and item counts may have changed.
    open internal(set) var invalidateDataSourceCounts = false
    /// A delta to apply to the content offset after the invalidation.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// A delta to apply to the content size after the invalidation.
    open var contentSizeAdjustment: CGSize = .zero
    /// The cells named by `invalidateItems(at:)`, or nil.
    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named by `invalidateSupplementaryElements(ofKind:at:)`, by kind.
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named by `invalidateDecorationElements(ofKind:at:)`, by kind.
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// An empty context: nothing invalidated yet.
    public required override init() {
        super.init()
    }

    /// Adds the cells at `indexPaths` to the invalidated ones.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Adds supplementary views of `elementKind` at `indexPaths` to the invalidated ones.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = Self.adding(
            indexPaths, kind: elementKind, to: invalidatedSupplementaryIndexPaths)
    }

    /// Adds decoration views of `elementKind` at `indexPaths` to the invalidated ones.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = Self.adding(
            indexPaths, kind: elementKind, to: invalidatedDecorationIndexPaths)
    }

    private static func adding(_ indexPaths: [IndexPath], kind: String, to paths: [String: [IndexPath]]?)
        -> [String: [IndexPath]]
    {
        var result = paths ?? [:]
        result[kind, default: []] += indexPaths
        return result
    }
}
