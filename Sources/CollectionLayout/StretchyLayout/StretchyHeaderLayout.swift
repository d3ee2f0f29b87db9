import Foundation

/// The stretchy / sticky / parallax layout of the well-known "Jungle Cup" tutorial (Kodeco's Custom UICollectionViewLayout Tutorial With Parallax),
/// written as a UIKit developer writes a custom layout.
///
/// From top to bottom: a big header (kind `CollectionElementKind.stretchyHeader`, index path
/// 0-0), a menu bar (`CollectionElementKind.menuBar`, 0-0), then per section a section header
/// (`CollectionElementKind.sectionHeader`), its cells (each preceded by `minimumLineSpacing`),
/// and a section footer (`CollectionElementKind.sectionFooter`). Every element spans the
/// collection view's width. It scrolls vertically only, as the tutorial's layout does.
///
/// `prepare()` computes and caches the untransformed attributes (rebuilt only when the width,
/// the item counts or the settings change, so scrolling re-prepares for free); every query
/// returns *copies* with the effects of `StretchyLayoutEffects` recomputed from the current
/// content offset, and `shouldInvalidateLayout(forBoundsChange:)` is always true. Queries never
/// mutate the cache. A rect query visits only the sections and cells whose untransformed extent
/// meets the rectangle (binary search), plus the header and the menu.
///
/// zIndex: the big header is lowest (0) so that cells scroll *over* the pinned header, as in the
/// tutorial; cells and footers 1; section headers 2, above the cells they stick over; the menu
/// 3, above everything. (The tutorial numbers elements progressively to the same effect.)
open class StretchyHeaderLayout: CollectionViewLayout {
    /// Sizes and effect switches; changing them invalidates the layout.
    public var settings: StretchyLayoutSettings {
        didSet { if settings != oldValue { invalidateLayout() } }
    }

    /// The zIndex of the big header (below everything, so cells scroll over it).
    public static let headerZIndex = 0
    /// The zIndex of cells and section footers.
    public static let cellZIndex = 1
    /// The zIndex of section headers (above the cells they stick over).
    public static let sectionHeaderZIndex = 2
    /// The zIndex of the menu bar (above everything).
    public static let menuZIndex = 3

    /// Creates the layout with `settings` (the finished tutorial example by default).
    public init(settings: StretchyLayoutSettings = StretchyLayoutSettings()) {
        self.settings = settings
        super.init()
    }

    /// Required by `NSCoding` in UIKit; present so ported layouts compile (with the default
    /// settings). Layouts are never decoded here.
    public required init?(coder: NSCoder) {
        self.settings = StretchyLayoutSettings()
        super.init(coder: coder)
    }

    open override class var layoutAttributesClass: AnyClass {
        StretchyLayoutAttributes.self
    }

    // MARK: - Cache

    /// What the cache was built from; an equal key means the cache is still valid.
    private struct CacheKey: Equatable {
        var width: CGFloat
        var itemCounts: [Int]
        var settings: StretchyLayoutSettings
    }

    private var cacheKey: CacheKey?
    private var cache = StretchyLayoutCache()

    // MARK: - The cycle

    /// Builds the cache of untransformed attributes when the width, item counts or settings
    /// changed since the last build; otherwise returns at once (scrolling costs no rebuild).
    open override func prepare() {
        guard let collectionView else {
            cacheKey = nil
            cache = StretchyLayoutCache()
            return
        }
        let width = collectionView.bounds.width.isFinite ? max(0, collectionView.bounds.width) : 0
        let key = CacheKey(width: width, itemCounts: collectionView.itemCounts, settings: settings)
        guard key != cacheKey else { return }
        cacheKey = key
        cache = StretchyLayoutCache(
            width: width, itemCounts: key.itemCounts, settings: settings.sanitized,
            attributesClass: type(of: self).attributesClass)
    }

    /// The collection view's width by the stacked height of every element.
    open override var collectionViewContentSize: CGSize { cache.contentSize }

    // MARK: - Queries

    /// The content offset's y and the viewport height, read from the collection view.
    private var scrollState: (offset: CGFloat, viewportHeight: CGFloat) {
        guard let collectionView else { return (0, 0) }
        return (collectionView.contentOffset.y, collectionView.bounds.height)
    }

    /// Copies of the attributes of every element whose frame intersects `rect`, with the effects
    /// recomputed from the current content offset, in content order (header, menu, then per
    /// section its header, cells and footer).
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let state = scrollState
        return cache.elements(in: rect, offset: state.offset, viewportHeight: state.viewportHeight)
    }

    /// The cell at `indexPath` with its parallax for the current offset, or nil.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        let state = scrollState
        return cache.cell(at: indexPath).map {
            cache.applyingEffects(to: $0, offset: state.offset, viewportHeight: state.viewportHeight)
        }
    }

    /// The big header, menu bar, section header or footer of `elementKind` at `indexPath` with
    /// its effects for the current offset, or nil.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? {
        let state = scrollState
        return cache.supplementary(ofKind: elementKind, at: indexPath).map {
            cache.applyingEffects(to: $0, offset: state.offset, viewportHeight: state.viewportHeight)
        }
    }

    /// Always true: every effect depends on the content offset.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
}
