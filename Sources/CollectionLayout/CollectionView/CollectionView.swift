import Foundation

/// A headless collection view, as UIKit's `UICollectionView` without drawing: a scroll view
/// that owns the bounds (origin = content offset), a data source and one layout, and drives the
/// layout cycle.
///
/// It never computes positions itself; it asks the layout. It is the only caller of layout
/// methods in normal use: `layoutIfNeeded()` runs `prepare()`, `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the visible rectangle, in that order, once per
/// invalidation however many invalidations came in between. As in UIKit it is a view: app code
/// subclasses it (overriding its initialisers, `register` methods, `reloadData()` or
/// `layoutSubviews()`) and adds it to a view of its own. Not thread-safe: use one instance from
/// one task.
open class CollectionView: ScrollView {
    /// The visible rectangle in content coordinates: origin = content offset, size = viewport.
    open override var bounds: CGRect {
        didSet { boundsDidChange(from: oldValue) }
    }

    /// Insets of the content from the view's edges, as UIScrollView's `contentInset`.
    open override var contentInset: EdgeInsets {
        didSet { if contentInset != oldValue { environmentDidChange("content inset") } }
    }

    /// The delegate layouts read their own delegate protocol from (a `CollectionViewDelegate`,
    /// typed as the scroll view's as Swift cannot narrow it); held weakly, as in UIKit.
    open override weak var delegate: ScrollViewDelegate? {
        didSet { if delegate !== oldValue { collectionViewLayout.invalidateLayout() } }
    }
    /// The window the collection view is in: its superviews' (`View.window`), else the one it
    /// is shown in (`show(in:)`).
    open override var window: Window? { super.window ?? presentingWindow }

    /// Shows the collection view in `window` (nil: in none) without making it a subview, so that
    /// the window, held here, does not hold the collection view in turn. The views that change
    /// window are told, as when a view is added to one.
    public func show(in window: Window?) {
        let change = WindowChange(of: self, to: window)
        change?.announce()
        presentingWindow = window
        change?.complete()
    }

    private var presentingWindow: Window?

    // MARK: - Batch-update recording

    // What `performBatchUpdates` is told changed; open, as UIKit's, so a collection-view subclass
    // may override them (and call `super`).

    /// Records inserted items (index paths after the update).
    open func insertItems(at indexPaths: [IndexPath]) { recordedUpdates?.insertedItems += indexPaths }
    /// Records deleted items (index paths before the update).
    open func deleteItems(at indexPaths: [IndexPath]) { recordedUpdates?.deletedItems += indexPaths }
    /// Records reloaded items (index paths before the update).
    open func reloadItems(at indexPaths: [IndexPath]) { recordedUpdates?.reloadedItems += indexPaths }
    /// Records a moved item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordedUpdates?.movedItems.append(.init(from: indexPath, to: newIndexPath))
    }
    /// Records inserted sections (indexes after the update).
    open func insertSections(_ sections: IndexSet) { recordedUpdates?.insertedSections += Array(sections) }
    /// Records deleted sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet) { recordedUpdates?.deletedSections += Array(sections) }
    /// Records reloaded sections (indexes before the update).
    open func reloadSections(_ sections: IndexSet) { recordedUpdates?.reloadedSections += Array(sections) }
    /// Records a moved section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordedUpdates?.movedSections.append(.init(from: section, to: newSection))
    }

    /// Whether cells are prepared ahead of display (kept: headless cells are made when drawn).
    open var isPrefetchingEnabled = true
    /// The data source; held strongly (a headless view has no owner keeping it alive). Open, as
    /// UIKit's is: a collection-view subclass may override it to wrap the app's data source.
    open var dataSource: CollectionViewDataSource? {
        didSet { invalidateForNewData() }
    }

    /// The layout; installing one invalidates it (`invalidateLayout()`, as UIKit does), so a
    /// layout that caches until invalidated prepares afresh for this collection view.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            oldValue.installedCollectionView = nil
            collectionViewLayout.installedCollectionView = self
            collectionViewLayout.invalidateLayout()
        }
    }

    /// Whether the next `layoutIfNeeded()` must run the cycle.
    public internal(set) var needsLayout = true

    /// The adjusted content inset the content offset was last kept at rest against
    /// (`followAdjustedContentInset()`).
    var restingInset = EdgeInsets.zero

    /// The attributes the last layout pass returned for the visible rectangle.
    public private(set) var visibleLayoutAttributes: [CollectionViewLayoutAttributes] = []

    /// Set when the layout's initial/final query answered with the base class's nil (it does not
    /// override it): the collection view then animates as UIKit does by default.
    var layoutAnsweredByDefault = false
    /// The batch update in progress, while the layout is asked for initial/final attributes.
    var activeUpdate: BatchUpdateContext?

    /// The changes recorded by `insertItems(at:)` and friends inside `performBatchUpdates`.
    var recordedUpdates: BatchUpdates?

    /// Counts reported instead of the data source's while the layout re-creates the state
    /// before an update (to answer for items that only become visible after it).
    var itemCountsOverride: [Int]?

    /// Creates a collection view of `frame`'s size showing content from offset zero, laid out
    /// by `layout` (UIKit's designated initialiser).
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        self.collectionViewLayout = layout
        super.init(frame: frame)
        layout.installedCollectionView = self
        layout.invalidateLayout()
    }

    /// Creates a collection view of `frame`'s size with `dataSource`'s items.
    public convenience init(
        frame: CGRect, collectionViewLayout layout: CollectionViewLayout, dataSource: CollectionViewDataSource?
    ) {
        self.init(frame: frame, collectionViewLayout: layout)
        self.dataSource = dataSource
    }

    /// A collection view with a flow layout: UIKit has no layout-less collection view, and the
    /// cell classes a collection view makes from class objects need this initialiser.
    public required convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Required by `NSCoding` in UIKit, so subclasses declare it; views are never decoded here,
    /// so this makes a zero-size collection view with a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.installedCollectionView = self
        collectionViewLayout.invalidateLayout()
    }

    // MARK: - Data

    /// The number of sections the data source reports (never negative).
    public var numberOfSections: Int {
        if let itemCountsOverride { return itemCountsOverride.count }
        guard let dataSource else { return 0 }
        return max(0, dataSource.numberOfSections(in: self))
    }

    /// The number of items in `section` (0 for a section out of range; never negative).
    public func numberOfItems(inSection section: Int) -> Int {
        guard section >= 0, section < numberOfSections else { return 0 }
        if let itemCountsOverride { return max(0, itemCountsOverride[section]) }
        guard let dataSource else { return 0 }
        return max(0, dataSource.collectionView(self, numberOfItemsInSection: section))
    }

    /// The item counts of every section.
    public var itemCounts: [Int] { (0..<numberOfSections).map(numberOfItems(inSection:)) }

    // MARK: - Scrolling

    /// See `ScrollView.alwaysBounceVertical`; a change invalidates the layout.
    open override var alwaysBounceVertical: Bool {
        didSet { if alwaysBounceVertical != oldValue { environmentDidChange("inset adjustment") } }
    }
    /// See `ScrollView.alwaysBounceHorizontal`; a change invalidates the layout.
    open override var alwaysBounceHorizontal: Bool {
        didSet { if alwaysBounceHorizontal != oldValue { environmentDidChange("inset adjustment") } }
    }
    /// How the safe area adds to `contentInset` in `adjustedContentInset`; a change invalidates
    /// the layout.
    open override var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        didSet { if contentInsetAdjustmentBehavior != oldValue { environmentDidChange("inset adjustment") } }
    }
    /// A change of the safe area invalidates the layout, as in UIKit.
    open override func safeAreaInsetsDidChange() { environmentDidChange("safe area") }
    /// A change of the layout margins invalidates the layout, as in UIKit.
    open override func layoutMarginsDidChange() { environmentDidChange("layout margins") }
    /// The widest the readable content guide grows, in points (UIKit derives it from the
    /// content size category; 672 at the default size, measured on iOS).
    public var readableContentWidth: CGFloat = 672 {
        didSet { if readableContentWidth != oldValue { environmentDidChange("readable content width") } }
    }
    /// The environment's traits (display scale, writing direction, size classes, text size); a
    /// change invalidates the layout, as a trait change does in UIKit.
    public var traitCollection = TraitCollection() {
        didSet { if traitCollection != oldValue { environmentDidChange("traits") } }
    }
    /// The environment layout code sees as the screen (`Screen.current`) while this view asks its
    /// layout anything; set by `ViewEnvironment.apply(to:)`.
    public var screen: ViewEnvironment?
    /// What the cell at an index path measures when offered a size (UIKit's self-sizing, a
    /// cell's `preferredLayoutAttributesFitting(_:)`), for items whose size is estimated; nil:
    /// cells measure nothing and estimates stand. Setting it invalidates the layout.
    public var cellSizeFitting: ((IndexPath, CGSize) -> CGSize)? {
        didSet { environmentDidChange("cell sizes") }
    }
    /// Told of every call the collection view makes on its layout, in order (`layoutshot trace`).
    public var layoutCallObserver: ((LayoutCall) -> Void)?
    /// The writing direction layouts follow: the one `semanticContentAttribute` forces, else
    /// the trait collection's, as in UIKit. Setting it sets the trait collection's.
    open override var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection {
        get { forcedLayoutDirection ?? traitCollection.layoutDirection }
        set { traitCollection.layoutDirection = newValue }
    }
    /// A change can flip the writing direction, so it invalidates the layout.
    open override var semanticContentAttribute: SemanticContentAttribute {
        didSet { if semanticContentAttribute != oldValue { environmentDidChange("semantic content attribute") } }
    }

    private func boundsDidChange(from oldBounds: CGRect) {
        guard bounds != oldBounds else { return }
        let invalidates = collectionViewLayout.shouldInvalidateLayout(forBoundsChange: bounds)
        layoutCallObserver?(.shouldInvalidate(bounds, answer: invalidates))
        if invalidates {
            layoutCallObserver?(.invalidate(reason: "bounds change"))
            collectionViewLayout.invalidateLayout(
                with: collectionViewLayout.invalidationContext(forBoundsChange: bounds))
        } else {
            needsVisibleQuery = true
        }
    }

    private var needsVisibleQuery = true

    /// Tells the layout that the counts may have changed (a new data source, `reloadData()`, a
    /// batch update): `invalidateLayout(with:)` with `invalidateDataSourceCounts` set, as UIKit.
    func invalidateDataSourceCounts() {
        layoutCallObserver?(.invalidate(reason: "data source counts"))
        collectionViewLayout.invalidateLayout(
            with: collectionViewLayout.makeInvalidationContext(dataSourceCounts: true))
    }

    /// Reloads everything from the data source: the layout is invalidated with
    /// `invalidateEverything` (and so `invalidateDataSourceCounts`) and the next pass asks for
    /// new counts.
    open func reloadData() {
        invalidateForNewData()
    }

    /// Invalidates the whole layout, as Apple documents for `invalidateEverything`: "the
    /// collection view sets it to true when you change the current layout object, change the
    /// data source of the collection view, or call the reloadData() method". (A library such as
    /// MagazineLayout answers nothing after a counts-only invalidation until batch updates
    /// arrive, so the difference shows.)
    private func invalidateForNewData() {
        layoutCallObserver?(.invalidate(reason: "data reloaded"))
        collectionViewLayout.invalidateLayout(with: collectionViewLayout.makeInvalidationContext(everything: true))
    }

    // MARK: - The layout cycle

    /// Marks the layout pass as needed (what `invalidateLayout()` calls).
    open override func setNeedsLayout() {
        needsLayout = true
        needsVisibleQuery = true
    }

    /// Runs the layout cycle if anything invalidated it, then re-queries the visible rectangle
    /// if the bounds moved since the last query.
    open override func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            Screen.showing(screen) { runLayoutPasses() }
            needsVisibleQuery = true
        }
        if needsVisibleQuery {
            needsVisibleQuery = false
            visibleLayoutAttributes = shownAttributes(in: bounds)
            visiblePass &+= 1
        }
    }

    // MARK: - Cells

    /// The headless cells of the visible items, by index path.
    private var cells: [IndexPath: CollectionViewCell] = [:]
    /// The view classes registered with `register(_:forCellWithReuseIdentifier:)` and
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`.
    public internal(set) var viewClasses = ViewClassRegistry()
    /// Which registered cell class an item's cell is, by reuse identifier, when several are
    /// registered (the choice a data source makes in `cellForItemAt`); nil: the only one.
    public var cellReuseIdentifier: ((IndexPath) -> String)? {
        didSet { cellsPassChanged() }
    }

    /// Whether items can be selected (`selectItem(at:animated:scrollPosition:)`); true, as in UIKit.
    open var allowsSelection = true
    /// Whether several items can be selected at once; false, as in UIKit.
    open var allowsMultipleSelection = false
    /// The selected items (`CollectionView+Selection.swift`).
    var selectedItems: Set<IndexPath> = []

    /// Scrolls so that the item at `indexPath` sits at `scrollPosition` within the visible area
    /// (inside `adjustedContentInset`), clamped to the scrollable range as UIKit clamps it.
    /// Nothing animates headlessly.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: CollectionViewScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        let inset = adjustedContentInset
        var offset = contentOffset
        let visibleWidth = bounds.width - inset.left - inset.right
        let visibleHeight = bounds.height - inset.top - inset.bottom
        if scrollPosition.contains(.left) { offset.x = frame.minX - inset.left }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - inset.left - visibleWidth / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - inset.left - visibleWidth }
        if scrollPosition.contains(.top) { offset.y = frame.minY - inset.top }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - inset.top - visibleHeight / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - inset.top - visibleHeight }
        let maxX = max(-inset.left, contentSize.width + inset.right - bounds.width)
        let maxY = max(-inset.top, contentSize.height + inset.bottom - bounds.height)
        offset.x = min(max(offset.x, -inset.left), maxX)
        offset.y = min(max(offset.y, -inset.top), maxY)
        setContentOffset(offset, animated: animated)
    }

    /// Installs `layout` (which invalidates it); nothing animates headlessly — LayoutShot's
    /// `animate` command draws layout transitions.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        collectionViewLayout = layout
    }

    /// Installs `layout` and calls `completion` with true: nothing animates headlessly.
    open func setCollectionViewLayout(
        _ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        setCollectionViewLayout(layout, animated: animated)
        completion?(true)
    }

    /// The index path of a visible cell, as of the last layout pass; nil for any other view.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        updateCells()
        return cells.first { $0.value === cell }?.key
    }

    /// The views the collection view shows, as UIKit's `subviews`: headlessly its visible cells
    /// (supplementary and decoration views are made only when drawn), then the views added to
    /// it with `addSubview(_:)`.
    open override var subviews: [View] { visibleCells + super.subviews }

    /// Registers the cell class dequeued with `identifier`: visible cells are made of it (the
    /// only registered class, or the one `cellReuseIdentifier` names), given their attributes
    /// with `apply(_:)` and laid out with `layoutSubviews()`.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        viewClasses.registerCell(cellClass, identifier: identifier)
        cellsPassChanged()
    }

    /// Registers the class of the supplementary views of `elementKind`.
    open func register(
        _ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String
    ) {
        viewClasses.registerSupplementaryView(viewClass, kind: elementKind)
    }

    /// Registers a cell nib: nibs cannot be loaded headlessly, so cells stay plain.
    open func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {}

    /// Registers a supplementary view nib: inert, as cell nibs.
    open func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {}

    /// Makes the visible cells again on the next request (their class may have changed).
    func cellsPassChanged() {
        cells = [:]
        cellsPass = -1
    }
    /// Counts the visible queries, so that cells are brought up to date only when asked for
    /// (making them on every query made scrolling four times slower).
    private var visiblePass = 0
    private var cellsPass = -1

    /// Gives every item visible in the last pass a cell (kept while it stays visible, as UIKit
    /// keeps a visible cell) with its attributes applied; cells of items no longer visible are
    /// dropped. Does nothing when the cells are already those of the last pass.
    private func updateCells() {
        guard cellsPass != visiblePass else { return }
        cellsPass = visiblePass
        var visible: [IndexPath: CollectionViewCell] = [:]
        for attributes in visibleLayoutAttributes where attributes.representedElementCategory == .cell {
            let cell =
                cells[attributes.indexPath]
                ?? (viewClasses.cellClass(identifier: cellReuseIdentifier?(attributes.indexPath))
                ?? CollectionViewCell.self)
                .init(frame: attributes.frame)
            ViewClassRegistry.prepare(cell, with: attributes)
            cell.isSelected = selectedItems.contains(attributes.indexPath)
            visible[attributes.indexPath] = cell
        }
        cells = visible
    }

    /// The cell of the visible item at `indexPath` as of the last layout pass (it does not run
    /// one: layouts call this while answering a query), or nil when the item is not visible.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        updateCells()
        return cells[indexPath]
    }

    /// The cells of the visible items, in index-path order.
    public var visibleCells: [CollectionViewCell] {
        layoutIfNeeded()
        updateCells()
        return cells.keys.sorted().compactMap { cells[$0] }
    }
}
