import Foundation

/// The flow layout's invalidation context, as UIKit's
/// `UICollectionViewFlowLayoutInvalidationContext`: whether the delegate's metrics (sizes,
/// insets, spacings) and the computed attributes are stale. Both default to true, as in UIKit;
/// the flow layout's bounds-change context clears them when only pinned headers and footers
/// move, so the geometry is kept and only the rect query runs again.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the layout must ask its delegate for sizes, insets and spacings again.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout must recompute the attributes of its elements.
    open var invalidateFlowLayoutAttributes = true

    /// A context that invalidates the delegate metrics and the attributes.
    public required init() {
        super.init()
    }
}
