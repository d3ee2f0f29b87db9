import Foundation

/// The abstract layout, as UIKit's `UICollectionViewLayout`: it decides the size, position and
/// look of every element and never touches views.
///
/// Subclass it exactly as in UIKit. The collection view drives the cycle: `prepare()`, then
/// `collectionViewContentSize`, then `layoutAttributesForElements(in:)`; on-demand queries may
/// come at any time and must agree with the rect query. `invalidateLayout()` only marks the
/// layout invalid; the next layout pass prepares again, so many calls cost one re-layout.
open class CollectionViewLayout: NSObject {
    /// The collection view using this layout (set when the layout is installed). Read-only
    /// and `open` as in UIKit, so a subclass may narrow it
    /// (`override var collectionView: UICollectionView { super.collectionView! }`).
    open var collectionView: CollectionView? { installedCollectionView }
    /// The collection view that installed this layout.
    weak var installedCollectionView: CollectionView?

    /// Decoration kinds registered with `register(_:forDecorationViewOfKind:)`.
    public private(set) var registeredDecorationKinds: Set<String> = []
    /// The view classes registered with `register(_:forDecorationViewOfKind:)`, by kind.
    public private(set) var registeredDecorationViewClasses: [String: CollectionReusableView.Type] = [:]
    /// A change made to the attributes this layout answers as the collection view takes them
    /// (`LayoutAttributesAdjusting`); nil: they are used as the layout answers. Setting it
    /// invalidates the layout.
    public var attributesAdjustment: (any LayoutAttributesAdjusting)? {
        didSet { invalidateLayout() }
    }

    public override init() {
        super.init()
    }

    /// Required by `NSCoding` in UIKit; present so ported layouts compile. Layouts are never
    /// decoded here.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: - The cycle

    /// The attributes class this layout creates; override to use a subclass. Typed `AnyClass`
    /// as in UIKit, so `override class var layoutAttributesClass: AnyClass` compiles unchanged.
    open class var layoutAttributesClass: AnyClass {
        CollectionViewLayoutAttributes.self
    }

    /// `layoutAttributesClass` as the attributes type it must be; a class that is not a
    /// `CollectionViewLayoutAttributes` subclass (UIKit would raise) falls back to the base class.
    public final class var attributesClass: CollectionViewLayoutAttributes.Type {
        (layoutAttributesClass as? CollectionViewLayoutAttributes.Type) ?? CollectionViewLayoutAttributes.self
    }

    /// Computes whatever the layout needs to answer the queries; called first in every pass.
    open func prepare() {}

    /// The total scrollable size of the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame intersects `rect`.
    @discardableResult
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at `indexPath`, or nil when there is no such cell.
    @discardableResult
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the supplementary view of `elementKind` at `indexPath`, or nil.
    @discardableResult
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of the decoration view of `elementKind` at `indexPath`, or nil.
    @discardableResult
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }

    /// Registers a decoration kind and the class of its views (drawn when a document asks for
    /// views; see `CollectionView.headlessView(for:)`).
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds.insert(elementKind)
        registeredDecorationViewClasses[elementKind] = viewClass as? CollectionReusableView.Type
    }

    /// Registers a decoration kind whose views come from a nib. Nibs cannot be loaded headlessly
    /// (as for cells), so the kind's views are plain reusable views; the kind is registered.
    open func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationKinds.insert(elementKind)
    }

    // MARK: - Invalidation

    /// Marks the whole layout invalid: `invalidateLayout(with:)` with a context whose
    /// `invalidateEverything` is set, as UIKit does. The next layout pass runs the cycle again
    /// from `prepare()`.
    open func invalidateLayout() {
        invalidateLayout(with: makeInvalidationContext(everything: true))
    }

    /// Marks the parts `context` names invalid; the next layout pass runs the cycle again from
    /// `prepare()`. Override to read a custom context, and call super.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        collectionView?.setNeedsLayout()
    }

    /// The class of the contexts this layout creates; override to use a subclass.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// Whether a bounds change (scrolling, resizing) invalidates the layout; false by default.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// The context a bounds change that `shouldInvalidateLayout(forBoundsChange:)` accepted
    /// invalidates with: a new `invalidationContextClass` instance (UIKit's default; subclasses
    /// call super and add what they need).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext(everything: false)
    }

    /// A new context of `invalidationContextClass` (the base class when that is not a context).
    func makeInvalidationContext(everything: Bool = false, dataSourceCounts: Bool = false)
        -> CollectionViewLayoutInvalidationContext
    {
        let contextClass =
            (Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type)
            ?? CollectionViewLayoutInvalidationContext.self
        let context = contextClass.init()
        context.invalidateEverything = everything
        context.invalidateDataSourceCounts = everything || dataSourceCounts
        return context
    }

    // MARK: - Self-sizing, animated bounds changes, supplementary updates, direction

    // The rest of UIKit's `UICollectionViewLayout` that layouts override, with UIKit's default
    // answers. A headless view has no self-sizing cells, animated bounds changes or interactive
    // moves, so the collection view does not call these yet; they exist so that layouts that
    // override them compile, and their defaults are what UIKit documents.

    /// Whether a cell's preferred attributes (self-sizing) invalidate the layout; false.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context a self-sizing change invalidates with: a new `invalidationContextClass` instance.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// Called before an animated bounds change; nothing by default.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called after an animated bounds change; nothing by default.
    open func finalizeAnimatedBoundsChange() {}

    /// Supplementary views of `elementKind` the layout inserts during a batch update; none.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Supplementary views of `elementKind` the layout deletes during a batch update; none.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the layout inserts during a batch update; none.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// Decoration views of `elementKind` the layout deletes during a batch update; none.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The axis the layout scrolls along whatever its content size, or nil when only the content
    /// size decides: UIKit's flow and compositional layouts tell their collection view, which
    /// then counts that axis as scrollable when it adds the safe area to the content inset.
    var scrollAxisForInsetAdjustment: ScrollDirection? { nil }

    /// The direction the layout was written for; left to right.
    open var developmentLayoutDirection: UserInterfaceLayoutDirection { .leftToRight }

    /// Whether the collection view mirrors the layout's x coordinates when its
    /// `effectiveUserInterfaceLayoutDirection` is the opposite of `developmentLayoutDirection`;
    /// false. Return true to have a left-to-right layout shown right-to-left.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Where an interactively moved item would land: the item under `position`, else nil.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint)
        -> IndexPath
    {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of an item being moved interactively: its attributes centred on `position`
    /// and drawn above the others.
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint)
        -> CollectionViewLayoutAttributes?
    {
        guard let attributes = layoutAttributesForItem(at: indexPath)?.copied() else { return nil }
        attributes.center = position
        attributes.zIndex = Int.max
        return attributes
    }

    // MARK: - Scrolling

    /// Where scrolling should stop when it ends without a fling; `proposedContentOffset` by default.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling should come to rest: `proposedContentOffset` (where deceleration would end)
    /// by default; override to snap or page.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: - Updates

    /// Called with the update items before the initial/final queries of a batch update.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called when the batch update's attributes have all been collected.
    open func finalizeCollectionViewUpdates() {}

    /// Called before the layout is replaced by `newLayout` in a transition.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called before the layout replaces `oldLayout` in a transition.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called when a layout transition ends.
    open func finalizeLayoutTransition() {}

    // The six initial/final queries answer nil, as UIKit's base class does (Apple: nil means
    // "use the regular attributes for both ends", no animation for that element). The base
    // answer is recorded, so that a layout that does not override a query still gets UIKit's
    // default animation from the collection view — an inserted element fades in at its place,
    // a deleted one fades out, a surviving one moves from its old attributes to its new ones —
    // while a layout that overrides it and returns nil gets none.

    /// Where an appearing cell starts its animation; nil (see above).
    @discardableResult
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        answeredByDefault()
    }

    /// Where a disappearing cell ends its animation; nil (see above).
    @discardableResult
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        answeredByDefault()
    }

    /// Where an appearing supplementary view starts; nil (see above).
    @discardableResult
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        answeredByDefault()
    }

    /// Where a disappearing supplementary view ends; nil (see above).
    @discardableResult
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        answeredByDefault()
    }

    /// Where an appearing decoration view starts; nil (see above).
    @discardableResult
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        answeredByDefault()
    }

    /// Where a disappearing decoration view ends; nil (see above).
    @discardableResult
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        answeredByDefault()
    }

    /// The base classes' nil answer to an initial/final query, recorded for the collection view.
    private func answeredByDefault() -> CollectionViewLayoutAttributes? {
        collectionView?.layoutAnsweredByDefault = true
        return nil
    }
}

extension CollectionViewLayout {
    /// The on-demand query for any element key.
    public func layoutAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}
