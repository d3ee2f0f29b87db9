import LayoutShotUIKit
import XCTest

// Layouts written the way iOS developers write them for UIKit; only the import differs. The
// expected numbers come from first principles (centring arithmetic) and UIKit's documentation.

/// Attributes with an extra property, declared the UIKit way.
final class CardAttributes: UICollectionViewLayoutAttributes {
    var cornerRadius: CGFloat = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CardAttributes
        copy.cornerRadius = cornerRadius
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CardAttributes, other.cornerRadius == cornerRadius else { return false }
        return super.isEqual(object)
    }
}

/// A horizontal carousel in the style of carousel libraries: sizes and insets set after
/// `super.prepare()` from the collection view's bounds, a fast deceleration, and a bounds-change
/// context that keeps the delegate metrics.
final class CarouselFlowLayout: UICollectionViewFlowLayout {
    private(set) var lastBoundsContext: UICollectionViewFlowLayoutInvalidationContext?

    override class var layoutAttributesClass: AnyClass { CardAttributes.self }

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        scrollDirection = .horizontal
        collectionView.decelerationRate = UIScrollView.DecelerationRate.fast
        let size = collectionView.bounds.size
        itemSize = CGSize(width: size.width * 0.8, height: size.height * 0.5)
        let horizontal = (size.width - itemSize.width) / 2
        let vertical = (size.height - itemSize.height) / 2
        sectionInset = UIEdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
        minimumLineSpacing = 20
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context =
            super.invalidationContext(forBoundsChange: newBounds) as! UICollectionViewFlowLayoutInvalidationContext
        context.invalidateFlowLayoutDelegateMetrics = newBounds.size != collectionView?.bounds.size
        lastBoundsContext = context
        return context
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map { attributes in
            let card = attributes as! CardAttributes
            card.cornerRadius = 12
            return card
        }
    }
}

/// A layout with its own invalidation-context subclass.
final class HeightsContext: UICollectionViewLayoutInvalidationContext {
    var invalidateHeights = false
}

final class ContextRecordingLayout: UICollectionViewLayout {
    private(set) var contexts: [HeightsContext] = []

    override class var invalidationContextClass: AnyClass { HeightsContext.self }

    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context as! HeightsContext)
        super.invalidateLayout(with: context)
    }

    override var collectionViewContentSize: CGSize { collectionView?.bounds.size ?? .zero }
}

/// A view controller-like delegate that sizes items, found through `collectionView.delegate`.
final class SizingDelegate: NSObject, UICollectionViewDelegateFlowLayout {
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        sizeForItemAt indexPath: IndexPath
    ) -> CGSize {
        CGSize(width: 40 + 10 * CGFloat(indexPath.item), height: 30)
    }
}

final class Counts: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
}

/// A paging layout in the style of cell-animator libraries: it finds the visible cell with
/// `cellForItem(at:)` and shifts its content view against the scroll (parallax).
final class ParallaxPagingLayout: UICollectionViewFlowLayout {
    private(set) var shifts: [IndexPath: CGFloat] = [:]

    override func prepare() {
        super.prepare()
        scrollDirection = .horizontal
        minimumLineSpacing = 0
        itemSize = collectionView?.bounds.size ?? .zero
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let collectionView = collectionView, let attributes = super.layoutAttributesForElements(in: rect) else {
            return nil
        }
        for item in attributes {
            let offset = (item.center.x - collectionView.contentOffset.x - collectionView.bounds.width / 2) / 2
            if let cell = collectionView.cellForItem(at: item.indexPath) {
                cell.contentView.frame = CGRect(origin: CGPoint(x: -offset, y: 0), size: item.size)
                shifts[item.indexPath] = cell.contentView.frame.minX
            }
        }
        return attributes
    }
}

/// A layout overriding the rest of UIKit's hooks, as full-featured layout libraries do.
final class FullFeaturedLayout: UICollectionViewFlowLayout {
    private(set) var insertedHeaders: [IndexPath] = [IndexPath(item: 0, section: 0)]

    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
    }

    override func finalizeAnimatedBoundsChange() { super.finalizeAnimatedBoundsChange() }

    override func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] {
        elementKind == UICollectionView.elementKindSectionHeader ? insertedHeaders : []
    }

    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool {
        preferredAttributes.size != originalAttributes.size
    }

    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// Columns as Apple's column-flow sample computes them: from the bounds inset by the layout
/// margins, sections measured from the margins.
final class MarginColumnLayout: UICollectionViewFlowLayout {
    let minColumnWidth: CGFloat = 150

    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let availableWidth = collectionView.bounds.inset(by: collectionView.layoutMargins).width
        let columns = max(1, Int(availableWidth / minColumnWidth))
        itemSize = CGSize(width: (availableWidth / CGFloat(columns)).rounded(.down), height: 70)
        minimumInteritemSpacing = 0
        sectionInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        sectionInsetReference = .fromLayoutMargins
    }
}

/// A flow subclass that opts its inserted items out of the animation by answering nil, and
/// records what the flow layout's own answer (super) was.
final class NoInsertAnimationLayout: UICollectionViewFlowLayout {
    private(set) var superAlpha: CGFloat?

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        superAlpha = super.initialLayoutAttributesForAppearingItem(at: itemIndexPath)?.alpha
        return nil
    }
}

/// A flow layout whose cells are all turned a quarter turn.
final class QuarterTurnLayout: UICollectionViewFlowLayout {
    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(turned)
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(turned)
    }

    private func turned(_ attributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let copy = attributes.copy() as! UICollectionViewLayoutAttributes
        copy.transform3D = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        return copy
    }
}

final class UIKitStyleLayoutTests: XCTestCase {
    private func collectionView(_ layout: UICollectionViewLayout, _ counts: [Int], size: CGSize) -> UICollectionView {
        UICollectionView(
            frame: CGRect(origin: .zero, size: size), collectionViewLayout: layout, dataSource: Counts(counts))
    }

    /// Item size and insets set after `super.prepare()` count on the first pass: item 0 of a
    /// 375 × 600 carousel is 300 × 300, inset (375 − 300) / 2 = 37.5 and (600 − 300) / 2 = 150,
    /// so its centre is (37.5 + 150, 150 + 150) = (187.5, 300); item 1 follows 20 points later.
    func testPropertiesSetAfterSuperPrepareApplyOnTheFirstPass() throws {
        let layout = CarouselFlowLayout()
        let view = collectionView(layout, [5], size: CGSize(width: 375, height: 600))
        let first = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(first.center, CGPoint(x: 187.5, y: 300))
        XCTAssertEqual(first.size, CGSize(width: 300, height: 300))
        let second = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(second.center.x, 187.5 + 300 + 20)
        // 5 items of 300 and 4 gaps of 20, plus both insets of 37.5.
        XCTAssertEqual(view.contentSize.width, 5 * 300 + 4 * 20 + 2 * 37.5)
        XCTAssertEqual(view.decelerationRate, .fast, "the layout set the collection view's deceleration")
    }

    /// `override class var layoutAttributesClass: AnyClass` is honoured for every element.
    func testLayoutAttributesClassTypedAnyClassIsUsed() throws {
        let view = collectionView(CarouselFlowLayout(), [3], size: CGSize(width: 375, height: 600))
        let visible = view.layoutAttributesForVisibleElements()
        XCTAssertFalse(visible.isEmpty)
        for attributes in visible {
            let card = try XCTUnwrap(attributes as? CardAttributes, "\(attributes.indexPath)")
            XCTAssertEqual(card.cornerRadius, 12)
        }
    }

    /// Scrolling asks `invalidationContext(forBoundsChange:)`; the flow context keeps the
    /// delegate metrics when only the origin moves.
    func testBoundsChangeInvalidatesWithTheLayoutsContext() throws {
        let layout = CarouselFlowLayout()
        let view = collectionView(layout, [5], size: CGSize(width: 375, height: 600))
        view.layoutIfNeeded()
        view.contentOffset = CGPoint(x: 320, y: 0)
        let context = try XCTUnwrap(layout.lastBoundsContext, "a bounds change the layout accepted")
        XCTAssertFalse(context.invalidateFlowLayoutDelegateMetrics, "same size: metrics kept")
        XCTAssertFalse(context.invalidateEverything)
        let visible = view.layoutAttributesForVisibleElements().map(\.indexPath.item)
        XCTAssertTrue(visible.contains(1), "item 1 (x 507.5 − 150 … + 150) is in view at x 320: \(visible)")
    }

    /// The collection view creates the layout's context class and sets UIKit's flags:
    /// `invalidateEverything` for `invalidateLayout()`, installing the layout, a new data source
    /// and `reloadData()` (Apple's `invalidateEverything`: "the collection view sets it to true
    /// when you change the current layout object, change the data source of the collection view,
    /// or call the reloadData() method"), `invalidateDataSourceCounts` alone for batch updates.
    func testCustomInvalidationContextsCarryUIKitsFlags() throws {
        let layout = ContextRecordingLayout()
        let data = Counts([3])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout, dataSource: data)
        XCTAssertEqual(layout.contexts.last?.invalidateEverything, true, "installing the layout")
        view.layoutIfNeeded()
        view.reloadData()
        XCTAssertEqual(layout.contexts.last?.invalidateEverything, true, "reloadData")
        XCTAssertEqual(layout.contexts.last?.invalidateDataSourceCounts, true, "reloadData")
        let more = Counts([4])
        view.dataSource = more
        XCTAssertEqual(layout.contexts.last?.invalidateEverything, true, "a new data source")
        view.layoutIfNeeded()
        view.performBatchUpdates(
            {
                more.counts = [5]
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: nil)
        XCTAssertEqual(layout.contexts.last?.invalidateEverything, false, "batch updates")
        XCTAssertEqual(layout.contexts.last?.invalidateDataSourceCounts, true, "batch updates")
        let context = HeightsContext()
        context.invalidateHeights = true
        layout.invalidateLayout(with: context)
        XCTAssertEqual(layout.contexts.last?.invalidateHeights, true, "the layout's own flag arrives")
        layout.invalidateLayout()
        XCTAssertEqual(layout.contexts.last?.invalidateEverything, true)
        XCTAssertEqual(layout.contexts.last?.invalidateDataSourceCounts, true)
    }

    /// UIKit's flow layout asks `collectionView.delegate` when it adopts
    /// `UICollectionViewDelegateFlowLayout`: items 40, 50, 60 wide with 10-point spacing.
    func testFlowLayoutAsksTheCollectionViewsDelegate() throws {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let view = collectionView(layout, [3], size: CGSize(width: 400, height: 200))
        let delegate = SizingDelegate()
        view.delegate = delegate
        let widths = (0..<3).compactMap {
            view.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))?.size.width
        }
        XCTAssertEqual(widths, [40, 50, 60])
        let fetched = view.delegate as? UICollectionViewDelegateFlowLayout
        XCTAssertNotNil(fetched, "layouts fetch their delegate protocol from the collection view")
    }

    /// Scroll-view and environment members layouts read, with UIKit's defaults.
    func testScrollViewAndEnvironmentMembers() {
        let view = collectionView(UICollectionViewFlowLayout(), [1], size: CGSize(width: 100, height: 100))
        XCTAssertEqual(view.decelerationRate.rawValue, 0.998, "UIScrollView.DecelerationRate.normal")
        XCTAssertFalse(view.isPagingEnabled)
        XCTAssertEqual(view.layoutMargins, UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8), "UIView's default")
        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets())
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .leftToRight)
        XCTAssertEqual(view.traitCollection.displayScale, UIScreen.main.scale)
        XCTAssertEqual(UIApplication.shared.userInterfaceLayoutDirection, UIUserInterfaceLayoutDirection.leftToRight)
        view.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        view.safeAreaInsets = UIEdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        XCTAssertEqual(view.adjustedContentInset, UIEdgeInsets(top: 54, left: 0, bottom: 34, right: 0))
        view.contentInsetAdjustmentBehavior = .never
        XCTAssertEqual(view.adjustedContentInset, UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0))
        XCTAssertTrue(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        XCTAssertTrue(CGRect(x: 0, y: 0, width: -10, height: 5).equalTo(CGRect(x: -10, y: 0, width: 10, height: 5)))
    }

    /// `indexPathForItem(at:)` finds the cell under a point, and nothing between cells.
    func testIndexPathForItemAtPoint() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        layout.minimumInteritemSpacing = 10
        let view = collectionView(layout, [4], size: CGSize(width: 110, height: 200))
        // Two 50-point items per 110-point line: x 0–50 and 60–110; lines 10 apart.
        XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 80, y: 25)), IndexPath(item: 1, section: 0))
        XCTAssertEqual(view.indexPathForItem(at: CGPoint(x: 25, y: 85)), IndexPath(item: 2, section: 0))
        XCTAssertNil(view.indexPathForItem(at: CGPoint(x: 55, y: 25)), "between the cells")
    }

    /// Visible cells exist after a pass, carry their attributes (frame, zIndex as zPosition),
    /// and a layout can move their content views: a page scrolled 100 points to the left shows
    /// item 0 shifted by −(187.5 − 100 − 187.5) / 2 = +50; item 1's cell exists from that pass
    /// on (as in UIKit, a cell appears after the pass that shows it), so at 101 points it is
    /// shifted by −(562.5 − 101 − 187.5) / 2 = −137.
    func testVisibleCellsCarryTheirAttributesAndLayoutsMoveTheirContent() throws {
        let layout = ParallaxPagingLayout()
        let view = collectionView(layout, [4], size: CGSize(width: 375, height: 600))
        XCTAssertEqual(view.visibleCells.count, 1, "one full-width page in view")
        let cell = try XCTUnwrap(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertEqual(cell.frame, CGRect(x: 0, y: 0, width: 375, height: 600))
        XCTAssertNil(view.cellForItem(at: IndexPath(item: 2, section: 0)), "item 2 is not visible")
        view.contentOffset = CGPoint(x: 100, y: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(layout.shifts[IndexPath(item: 0, section: 0)], 50)
        XCTAssertEqual(view.visibleCells.count, 2)
        view.contentOffset = CGPoint(x: 101, y: 0)
        view.layoutIfNeeded()
        XCTAssertEqual(layout.shifts[IndexPath(item: 1, section: 0)], -137)
    }

    /// The rest of UIKit's layout hooks can be overridden; the base answers are Apple's
    /// documented defaults (no supplementary insertions, no self-sizing invalidation).
    func testTheRestOfTheLayoutHooksOverrideAndDefault() {
        let base = UICollectionViewLayout()
        XCTAssertEqual(base.indexPathsToInsertForSupplementaryView(ofKind: "header"), [])
        XCTAssertEqual(base.indexPathsToDeleteForDecorationView(ofKind: "x"), [])
        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        XCTAssertFalse(
            base.shouldInvalidateLayout(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes))
        XCTAssertEqual(base.developmentLayoutDirection, .leftToRight)
        let layout = FullFeaturedLayout()
        XCTAssertEqual(
            layout.indexPathsToInsertForSupplementaryView(ofKind: UICollectionView.elementKindSectionHeader),
            [IndexPath(item: 0, section: 0)])
        XCTAssertTrue(layout.flipsHorizontallyInOppositeLayoutDirection)
    }

    /// A non-zero `estimatedItemSize` sizes the items headlessly (there is no cell content to
    /// measure); `automaticSize` falls back to `itemSize`.
    func testEstimatedItemSize() throws {
        let layout = UICollectionViewFlowLayout()
        layout.estimatedItemSize = CGSize(width: 120, height: 44)
        let view = collectionView(layout, [2], size: CGSize(width: 375, height: 300))
        XCTAssertEqual(
            try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).size,
            CGSize(width: 120, height: 44))
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.itemSize = CGSize(width: 60, height: 60)
        XCTAssertEqual(
            try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))).size,
            CGSize(width: 60, height: 60))
    }

    /// `scrollToItem(at:at:animated:)` puts the item where asked, clamped to the content: in a
    /// 100 × 100 view over 10 rows of 50-point items (10 apart), item 4 (y 240 … 290) centred
    /// is offset 265 − 50 = 215; the last row cannot scroll past the content's end (590 − 100).
    func testScrollToItem() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = collectionView(layout, [10], size: CGSize(width: 100, height: 100))
        view.scrollToItem(at: IndexPath(item: 4, section: 0), at: .centeredVertically, animated: false)
        XCTAssertEqual(view.contentOffset, CGPoint(x: 0, y: 215))
        view.scrollToItem(at: IndexPath(item: 9, section: 0), at: UICollectionView.ScrollPosition.top, animated: true)
        XCTAssertEqual(view.contentOffset.y, 490)
    }

    /// UIKit's `performBatchUpdates(_:completion:)` with the data source changed inside.
    func testPerformBatchUpdatesWithUIKitsSignature() throws {
        let data = Counts([3])
        let layout = UICollectionViewFlowLayout()
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: layout, dataSource: data)
        view.layoutIfNeeded()
        var finished: Bool?
        view.performBatchUpdates(
            {
                data.counts = [4]
                view.insertItems(at: [IndexPath(item: 0, section: 0)])
            }, completion: { finished = $0 })
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.numberOfItems(inSection: 0), 4)
        let cell = view.dequeueReusableCell(withReuseIdentifier: "Cell", for: IndexPath(item: 3, section: 0))
        XCTAssertEqual(cell.bounds.size, layout.itemSize, "a dequeued cell has its item's attributes")
    }

    /// `sectionInsetReference = .fromLayoutMargins` measures the insets from the 8-point margins:
    /// 375 − 16 = 359 points for two 179-point columns (⌊359 / 2⌋), justified with a 1-point
    /// gap, so the columns start at x 8 and 8 + 179 + 1 = 188; the first row at y 8 + 10 = 18.
    func testSectionInsetsFromTheLayoutMargins() throws {
        let view = collectionView(MarginColumnLayout(), [4], size: CGSize(width: 375, height: 600))
        let first = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0)))
        let second = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(first.frame, CGRect(x: 8, y: 18, width: 179, height: 70))
        XCTAssertEqual(second.frame.minX, 188)
    }

    /// Apple: the base class's initial/final queries return nil, and a layout that returns nil
    /// gets its element's regular attributes at both ends (no animation). A layout that does not
    /// override them keeps UIKit's default fade; the flow layout's own answer (super) is the
    /// inserted item at alpha 0.
    func testNilInitialAttributesMeanNoAnimation() throws {
        XCTAssertNil(
            UICollectionViewLayout().initialLayoutAttributesForAppearingItem(at: IndexPath(item: 0, section: 0)))
        XCTAssertNil(
            UICollectionViewLayout().finalLayoutAttributesForDisappearingItem(at: IndexPath(item: 0, section: 0)))

        let layout = NoInsertAnimationLayout()
        let inserted = try insertionTransition(in: layout)
        XCTAssertEqual(inserted.from.frame, inserted.to.frame, "no movement")
        XCTAssertEqual(inserted.from.alpha, 1, "no fade: the regular attributes at both ends")
        XCTAssertEqual(layout.superAlpha, 0, "the flow layout's own answer fades the item in")

        let fadedIn = try insertionTransition(in: UICollectionViewFlowLayout())
        XCTAssertEqual(fadedIn.from.alpha, 0, "UIKit's default: an inserted item fades in")
    }

    /// Apple's "nil: no animation" applies to elements that appear or disappear; an item that
    /// stays still moves from where it was, as its on-screen cell does (Apple's CircleLayout
    /// sample answers nil for every item but the inserted one, and the others move round).
    func testAStayingItemMovesEvenWhenTheLayoutAnswersNil() throws {
        let layout = NoInsertAnimationLayout()
        let data = Counts([3])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout, dataSource: data)
        view.layoutIfNeeded()
        let before = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))).frame
        let result = try view.performBatchUpdates {
            data.counts = [4]
            view.insertItems(at: [IndexPath(item: 0, section: 0)])
        }
        let moved = try XCTUnwrap(result.transitions.first { $0.keyBefore == .cell(IndexPath(item: 0, section: 0)) })
        XCTAssertEqual(moved.change, .staying)
        XCTAssertEqual(moved.from.frame, before, "starts where it was")
        XCTAssertNotEqual(moved.to.frame, before, "ends at its new place")
    }

    /// The transition of item 3 inserted into three items laid out by `layout`.
    private func insertionTransition(in layout: UICollectionViewLayout) throws -> ElementTransition {
        let data = Counts([3])
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: layout, dataSource: data)
        view.layoutIfNeeded()
        let result = try view.performBatchUpdates {
            data.counts = [4]
            view.insertItems(at: [IndexPath(item: 3, section: 0)])
        }
        return try XCTUnwrap(result.transitions.first { $0.keyAfter == .cell(IndexPath(item: 3, section: 0)) })
    }

    /// `UICollectionViewTransitionLayout` at progress 0.33 between 50-point and 80-point items
    /// (10-point spacing, one row): item 1's centre x 95 → 140 is 109.85, rounded to 1/(2·2) =
    /// 109.75; its size 50 → 80 is 59.9, rounded to 1/2 = 60; the quarter turn is blended element
    /// by element (m11 = 1 + (0 − 1)·0.33 = 0.67, m12 = 0.33), not by angle.
    func testTransitionLayoutBlendsAndRoundsAsUIKit() throws {
        let small = UICollectionViewFlowLayout()
        small.itemSize = CGSize(width: 50, height: 50)
        small.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let large = QuarterTurnLayout()
        large.itemSize = CGSize(width: 80, height: 80)
        large.sectionInset = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        let transition = UICollectionViewTransitionLayout(currentLayout: small, nextLayout: large)
        let view = collectionView(transition, [3], size: CGSize(width: 400, height: 200))
        transition.transitionProgress = 0.33
        let item = try XCTUnwrap(view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0)))
        XCTAssertEqual(item.center.x, 109.75)
        XCTAssertEqual(item.size, CGSize(width: 60, height: 60))
        XCTAssertEqual(item.transform3D.m11, 0.67, accuracy: 1e-9)
        XCTAssertEqual(item.transform3D.m12, 0.33, accuracy: 1e-9)
        transition.updateValue(0.5, forAnimatedKey: "blur")
        XCTAssertEqual(transition.value(forAnimatedKey: "blur"), 0.5)
    }
}
