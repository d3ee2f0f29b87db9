import Foundation

/// UIKit's flow layout (`UICollectionViewFlowLayout`), headless: items flow into lines (rows
/// when scrolling vertically, columns when scrolling horizontally), each line holding as many
/// items as fit, with optional section headers and footers.
///
/// The rules are UIKit's `UICollectionViewFlowLayout`'s, written here for vertical scrolling; horizontal
/// scrolling is the transpose (x ↔ y, width ↔ height, left/right insets ↔ top/bottom):
/// - Line width `W` = bounds width − `adjustedContentInset` left and right; available width
///   `A` = `W` − section inset left and right. The content is `W` wide.
/// - A header is `(0, sectionTop, W, headerReferenceSize.height)`, outside the section insets
///   (0 = no header); lines start below it + inset top, `minimumLineSpacing` apart; the footer
///   follows the last line + inset bottom. An empty section still takes its insets.
/// - An item joins a line while `used + minimumInteritemSpacing + width ≤ A`; a line is as tall
///   as its tallest item and items are centred vertically in it.
/// - Leftover space: lines followed by another line use `lineAlignment` (default `.justified`:
///   first item at the left inset, last flush right, equal gaps; a lone item centred); the last
///   line of a section uses `lastLineAlignment` (default `.left`: minimum spacing), except when
///   every line of the section holds one item, where it follows `lineAlignment` (so UIKit
///   centres a one-item section).
/// - Disputed case, LayoutShot's default: a short last line under a uniform `itemSize` uses the
///   minimum spacing (W = 375, items 100, spacing 10: a 2-item last line sits at x = 0, 110),
///   not the columns of the justified lines above (0, 137.5). Set `lastLineAlignment` to change it.
///
/// Sizes come from, in order: the delegate's `sizeForItemAt` if it implements it, the
/// `sizeForItem` closure, `itemSize`. With a uniform size nothing is stored per item (positions
/// are arithmetic), so a million items prepare in microseconds; with per-item sizes three
/// `Double`s per item are kept. Attributes are created only for what a query returns.
///
/// Bad input never crashes or produces NaN: NaN, infinite or negative sizes, spacings, insets
/// and header/footer sizes count as 0, lengths above 10⁹ points count as 10⁹, negative item
/// counts read as 0 (the collection view clamps them), counts up to `Int.max` work with a
/// uniform size (per-item sizes need 24 bytes per item). An item wider than
/// `A` is not cropped (UIKit documents that it does not crop and calls this case undefined): it
/// gets a line of its own, starts at the left inset and overflows on the right.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// The scroll direction; `.vertical` by default.
    open var scrollDirection: ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { propertyDidChange() } }
    }
    /// The item size when no delegate or closure gives one; 50 × 50 by default.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { propertyDidChange() } } }
    /// The spacing between lines (rows when scrolling vertically); 10 by default.
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { propertyDidChange() } } }
    /// The minimum spacing between items of a line; 10 by default.
    open var minimumInteritemSpacing: CGFloat = 10 {
        didSet { if minimumInteritemSpacing != oldValue { propertyDidChange() } }
    }
    /// The insets of every section's lines; zero by default.
    open var sectionInset: EdgeInsets = .zero { didSet { if sectionInset != oldValue { propertyDidChange() } } }
    /// The header size: only its height counts when scrolling vertically (its width when
    /// scrolling horizontally); a header spans the whole line width. Zero (no header) by default.
    open var headerReferenceSize: CGSize = .zero {
        didSet { if headerReferenceSize != oldValue { propertyDidChange() } }
    }
    /// The footer size, with the same rules as `headerReferenceSize`.
    open var footerReferenceSize: CGSize = .zero {
        didSet { if footerReferenceSize != oldValue { propertyDidChange() } }
    }
    /// Whether headers stick to the top of the visible area (below `adjustedContentInset.top`)
    /// while their section is visible; a pinned header never leaves its section (it stops at
    /// the top of the section's footer); like every header it has zIndex 10, over the cells.
    open var sectionHeadersPinToVisibleBounds = false {
        didSet { if sectionHeadersPinToVisibleBounds != oldValue { propertyDidChange() } }
    }
    /// Whether footers stick to the bottom of the visible area while their section is visible;
    /// a pinned footer stays between its section's header and its unpinned place.
    open var sectionFootersPinToVisibleBounds = false {
        didSet { if sectionFootersPinToVisibleBounds != oldValue { propertyDidChange() } }
    }
    /// How lines followed by another line distribute leftover space; UIKit's `.justified`.
    open var lineAlignment: FlowLayoutLineAlignment = .justified {
        didSet { if lineAlignment != oldValue { propertyDidChange() } }
    }
    /// How the last line of each section distributes leftover space; UIKit's `.left`.
    open var lastLineAlignment: FlowLayoutLineAlignment = .left {
        didSet { if lastLineAlignment != oldValue { propertyDidChange() } }
    }
    /// Per-item and per-section values held by the layout itself (LayoutShot only, for code with
    /// no collection-view delegate); asked before `collectionView.delegate`. Not called
    /// `delegate`: UIKit's flow layout has no such property, and subclasses declare their own
    /// `delegate`. Held weakly, so keep the object alive elsewhere.
    open weak var flowLayoutDelegate: CollectionViewDelegateFlowLayout? {
        didSet { if flowLayoutDelegate !== oldValue { propertyDidChange() } }
    }
    /// The zIndex of every header and footer: 10, UIKit's for apps linked on iOS 9 or later
    /// (headers draw over the cells, pinned or not — the reason they drew over the scroll
    /// indicators on iOS 11); cells keep 0.
    public static let supplementaryZIndex = 10

    /// What the section insets are measured from (`.fromContentInset`, UIKit's default).
    open var sectionInsetReference: FlowSectionInsetReference = .fromContentInset {
        didSet { if sectionInsetReference != oldValue { propertyDidChange() } }
    }

    /// UIKit's estimated item size: non-zero turns on self-sizing. A headless cell has no content
    /// to measure, so the estimate is the size (after the delegate and `sizeForItem`, which win);
    /// `automaticSize` means `itemSize`.
    open var estimatedItemSize: CGSize = .zero {
        didSet { if estimatedItemSize != oldValue { propertyDidChange() } }
    }

    /// UIKit's `UICollectionViewFlowLayout.automaticSize`: self-sizing from the cells' own size.
    public static let automaticSize = CGSize(
        width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// Per-item sizes as a closure, used when the delegate does not implement `sizeForItemAt`.
    open var sizeForItem: ((IndexPath) -> CGSize)? { didSet { propertyDidChange() } }

    /// The delegate the layout asks: its own `flowLayoutDelegate`, else the collection view's
    /// delegate when it adopts `CollectionViewDelegateFlowLayout` (UIKit's flow layout asks only
    /// the latter).
    var flowDelegate: CollectionViewDelegateFlowLayout? {
        flowLayoutDelegate ?? collectionView?.delegate as? CollectionViewDelegateFlowLayout
    }

    /// Set by the delegate protocol's default `sizeForItemAt`: the delegate does not implement it.
    var delegateUsesDefaultItemSize = false

    /// The laid-out sections; only valid after `prepare()`.
    var sections: [FlowSection] = []
    private var contentSize: CGSize = .zero
    /// The inputs of the last full prepare, to skip it when only the bounds origin moved.
    private var preparedItemCounts: [Int] = []
    private var preparedLineWidth: Double = -1
    private var preparedDirection: ScrollDirection = .vertical
    /// The cross-axis bounds size the layout was prepared for.
    private var preparedBoundsCross: CGFloat = -1
    private var cacheIsValid = false
    /// Whether `prepare()` ran since the geometry was last computed.
    private var geometryIsPending = true

    public override init() {
        super.init()
    }

    /// Required by `NSCoding` in UIKit; present so ported layouts compile. Layouts are never
    /// decoded here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func propertyDidChange() {
        cacheIsValid = false
        invalidateLayout()
    }

    /// The flow layout's contexts: `CollectionViewFlowLayoutInvalidationContext`.
    open override class var invalidationContextClass: AnyClass { CollectionViewFlowLayoutInvalidationContext.self }

    /// Marks the layout invalid; the next pass recomputes the geometry unless `context` is a
    /// flow context that keeps both the delegate metrics and the attributes (a bounds change
    /// that only moves pinned headers and footers) and does not touch the data.
    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        let flow = context as? CollectionViewFlowLayoutInvalidationContext
        let keepsGeometry =
            !context.invalidateEverything && !context.invalidateDataSourceCounts
            && flow?.invalidateFlowLayoutAttributes == false && flow?.invalidateFlowLayoutDelegateMetrics == false
        if !keepsGeometry { cacheIsValid = false }
        super.invalidateLayout(with: context)
    }

    /// Computes the compact geometry of every section (see the class comment for the rules).
    open override func prepare() {
        super.prepare()
        // UIKit's timing: the geometry is computed when it is first asked for after `prepare()`,
        // so a subclass may set `itemSize`, `sectionInset` or spacings after `super.prepare()`
        // and get them on this pass (Apple's ColumnFlowLayout sample does).
        geometryIsPending = true
    }

    /// Computes the geometry if `prepare()` ran since it was last computed.
    func layOutIfPending() {
        guard geometryIsPending else { return }
        geometryIsPending = false
        layOutSections()
    }

    private func layOutSections() {
        guard let collectionView else {
            sections = []
            contentSize = .zero
            cacheIsValid = false
            return
        }
        let axes = FlowAxes(direction: scrollDirection)
        let boundsCross = axes.cross(collectionView.bounds.size)
        let inset = collectionView.adjustedContentInset
        let insetCross =
            scrollDirection == .vertical
            ? FlowClamp.length(inset.left) + FlowClamp.length(inset.right)
            : FlowClamp.length(inset.top) + FlowClamp.length(inset.bottom)
        let lineWidth = Swift.max(0, FlowClamp.length(boundsCross) - insetCross)
        let itemCounts = collectionView.itemCounts
        preparedBoundsCross = boundsCross
        if cacheIsValid && itemCounts == preparedItemCounts && lineWidth == preparedLineWidth
            && scrollDirection == preparedDirection
        {
            return
        }
        // Asked once per pass: a dynamic cast per section showed in the engine benchmark.
        let delegate = flowDelegate
        let sizes = itemSizeSource(collectionView, itemCounts: itemCounts, delegate: delegate)
        // Release the old geometry first: per-item storage would otherwise be held twice.
        self.sections = []
        var sections: [FlowSection] = []
        sections.reserveCapacity(itemCounts.count)
        var position = 0.0
        for (section, count) in itemCounts.enumerated() {
            let metrics = self.metrics(ofSection: section, in: collectionView, axes: axes, delegate: delegate)
            let laidOut = FlowSection(start: position, metrics: metrics, lineWidth: lineWidth) { linesStart in
                switch sizes {
                case .uniform(let size):
                    return .uniform(
                        UniformFlowLines(
                            itemCount: count, itemMain: FlowClamp.length(axes.main(size)),
                            itemCross: FlowClamp.length(axes.cross(size)), metrics: metrics, lineWidth: lineWidth,
                            linesStart: linesStart))
                case .perItem(let size):
                    var main: [Double] = []
                    var cross: [Double] = []
                    main.reserveCapacity(count)
                    cross.reserveCapacity(count)
                    for item in 0..<count {
                        let itemSize = size(IndexPath(item: item, section: section))
                        main.append(FlowClamp.length(axes.main(itemSize)))
                        cross.append(FlowClamp.length(axes.cross(itemSize)))
                    }
                    return .varying(
                        VaryingFlowLines(
                            itemMain: main, itemCross: cross, metrics: metrics, lineWidth: lineWidth,
                            linesStart: linesStart))
                }
            }
            sections.append(laidOut)
            position = laidOut.end
        }
        self.sections = sections
        contentSize = axes.size(main: position, cross: lineWidth)
        preparedItemCounts = itemCounts
        preparedLineWidth = lineWidth
        preparedDirection = scrollDirection
        cacheIsValid = true
    }

    /// The content size: the line width across the scroll axis, every section along it.
    open override var collectionViewContentSize: CGSize {
        layOutIfPending()
        return contentSize
    }

    /// True, as UIKit's flow layout answers: in a right-to-left environment the collection view
    /// mirrors it, so the first item of a line sits at the right (apps subclass and answer false
    /// to keep left-to-right geometry).
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The scroll direction: the collection view adds the safe area along it.
    override var scrollAxisForInsetAdjustment: ScrollDirection? { scrollDirection }

    /// True when the size across the scroll axis changes (the lines re-break) or when headers
    /// or footers are pinned (they move with the bounds); in the second case only the pinned
    /// views move, the geometry is kept.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let axes = FlowAxes(direction: scrollDirection)
        if axes.cross(newBounds.size) != preparedBoundsCross { return true }
        return sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A flow context that keeps the geometry when the line width is unchanged (scrolling with
    /// pinned headers or footers: only the rect query runs again).
    open override func invalidationContext(forBoundsChange newBounds: CGRect)
        -> CollectionViewLayoutInvalidationContext
    {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        if let flow = context as? CollectionViewFlowLayoutInvalidationContext,
            FlowAxes(direction: scrollDirection).cross(newBounds.size) == preparedBoundsCross
        {
            flow.invalidateFlowLayoutDelegateMetrics = false
            flow.invalidateFlowLayoutAttributes = false
        }
        return context
    }

    // MARK: - Batch-update animations

    // UIKit's flow layout answers the initial/final queries itself (its subclasses call super
    // and adjust the result): an element that exists on both sides moves between its old and
    // new attributes; an inserted one fades in at its place, a deleted one fades out.

    /// The start of an appearing cell: its old attributes, or its new ones at alpha 0.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        collectionView?.defaultInitialAttributes(for: .cell(itemIndexPath), layout: self)
    }

    /// The end of a disappearing cell: its new attributes, or its old ones at alpha 0.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        collectionView?.defaultFinalAttributes(for: .cell(itemIndexPath), layout: self)
    }

    /// The start of an appearing header or footer, as for cells.
    open override func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        collectionView?.defaultInitialAttributes(for: .supplementary(elementKind, elementIndexPath), layout: self)
    }

    /// The end of a disappearing header or footer, as for cells.
    open override func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        collectionView?.defaultFinalAttributes(for: .supplementary(elementKind, elementIndexPath), layout: self)
    }

    // MARK: - Queries

    /// The attributes of every header, cell and footer whose frame intersects `rect`, section by
    /// section (header, cells in item order, footer).
    ///
    /// Finds the first section by binary search, then the lines and items inside each section
    /// arithmetically (uniform sizes) or by binary search (per-item sizes): O(log n + k).
    /// Attributes are created for the returned elements only. A null `rect` or one with a NaN
    /// edge intersects nothing; `CGRect.infinite` or an infinite size intersects everything.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        layOutIfPending()
        return attributesForElements(in: rect)
    }

    /// The attributes of the cell at `indexPath`; nil for an index path out of range.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        layOutIfPending()
        return attributesForItem(at: indexPath)
    }

    /// The attributes of the header or footer of a section, at index path (section, 0); nil for
    /// another kind, another index path, or a section without that view. Pinned views are
    /// placed for the collection view's current bounds, as in the rect query.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        layOutIfPending()
        return attributesForSupplementaryView(ofKind: elementKind, at: indexPath)
    }

    // MARK: - Inputs

    private enum ItemSizeSource {
        case uniform(CGSize)
        case perItem((IndexPath) -> CGSize)
    }

    /// Where item sizes come from: the delegate if it implements `sizeForItemAt` (found out by
    /// asking it for the first item: the protocol's default implementation flags itself), else
    /// the closure, else `itemSize`.
    private func itemSizeSource(
        _ collectionView: CollectionView, itemCounts: [Int], delegate: CollectionViewDelegateFlowLayout?
    ) -> ItemSizeSource {
        if let delegate, let section = itemCounts.firstIndex(where: { $0 > 0 }) {
            delegateUsesDefaultItemSize = false
            _ = delegate.collectionView(
                collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            if !delegateUsesDefaultItemSize {
                return .perItem { [unowned self] indexPath in
                    delegate.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
                }
            }
        }
        if let sizeForItem { return .perItem(sizeForItem) }
        if estimatedItemSize != .zero, estimatedItemSize != Self.automaticSize { return .uniform(estimatedItemSize) }
        return .uniform(itemSize)
    }

    private func metrics(
        ofSection section: Int, in collectionView: CollectionView, axes: FlowAxes,
        delegate: CollectionViewDelegateFlowLayout?
    )
        -> FlowSectionMetrics
    {
        guard let delegate else {
            return FlowSectionMetrics(
                inset: referenced(sectionInset, in: collectionView), lineSpacing: minimumLineSpacing,
                interitemSpacing: minimumInteritemSpacing,
                header: headerReferenceSize, footer: footerReferenceSize, axes: axes, lineAlignment: lineAlignment,
                lastLineAlignment: lastLineAlignment)
        }
        return FlowSectionMetrics(
            inset: referenced(
                delegate.collectionView(collectionView, layout: self, insetForSectionAt: section), in: collectionView),
            lineSpacing: delegate.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section),
            interitemSpacing: delegate.collectionView(
                collectionView, layout: self, minimumInteritemSpacingForSectionAt: section),
            header: delegate.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section),
            footer: delegate.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section),
            axes: axes, lineAlignment: lineAlignment, lastLineAlignment: lastLineAlignment)
    }
}
