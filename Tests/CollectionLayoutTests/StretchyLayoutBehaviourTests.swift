import CollectionLayout
import XCTest

/// The stretchy layout as a UIKit-style citizen: its attributes subclass copies and compares its
/// extra properties, queries agree with each other, scrolling invalidates without mutating the
/// cache, zIndex layering, and bad settings never produce NaN.
final class StretchyLayoutBehaviourTests: XCTestCase {
    func makeCollectionView(
        itemCounts: [Int] = [3, 2, 4, 1], settings: StretchyLayoutSettings = StretchyLayoutSettings()
    ) -> CollectionView {
        CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 700),
            collectionViewLayout: StretchyHeaderLayout(settings: settings),
            dataSource: InMemoryDataSource(itemCounts: itemCounts))
    }

    // MARK: - Attributes subclass

    func testSubclassInheritsFactoryInitialisersAndCopiesExtraProperties() {
        let original = StretchyLayoutAttributes(forCellWith: IndexPath(item: 2, section: 1))
        original.frame = CGRect(x: 0, y: 10, width: 100, height: 50)
        original.parallax = CGPoint(x: 0, y: -12.5)
        original.initialOrigin = CGPoint(x: 0, y: 10)
        original.headerOverlayAlpha = 0.4
        guard let copy = original.copy() as? StretchyLayoutAttributes else {
            return XCTFail("copy() of StretchyLayoutAttributes is not StretchyLayoutAttributes")
        }
        XCTAssertFalse(copy === original, "copy is a new object")
        XCTAssertEqual(copy.parallax, CGPoint(x: 0, y: -12.5), "copied parallax")
        XCTAssertEqual(copy.initialOrigin, CGPoint(x: 0, y: 10), "copied initialOrigin")
        XCTAssertEqual(copy.headerOverlayAlpha, 0.4, "copied headerOverlayAlpha")
        XCTAssertEqual(copy.frame, original.frame, "copied frame")
        XCTAssertEqual(copy.indexPath, IndexPath(item: 2, section: 1), "copied index path")
        XCTAssertTrue(copy.isEqual(original), "copy equals original")

        let supplementary = StretchyLayoutAttributes(
            forSupplementaryViewOfKind: CollectionElementKind.menuBar, with: IndexPath(item: 0, section: 0))
        XCTAssertEqual(
            supplementary.representedElementKind, CollectionElementKind.menuBar, "inherited factory initialiser")
        XCTAssertEqual(supplementary.representedElementCategory, .supplementaryView, "inherited factory initialiser")
    }

    func testEqualityIncludesEachExtraProperty() {
        let base = StretchyLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        base.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let changes: [(String, (StretchyLayoutAttributes) -> Void)] = [
            ("parallax", { $0.parallax = CGPoint(x: 0, y: 1) }),
            ("initialOrigin", { $0.initialOrigin = CGPoint(x: 0, y: 1) }),
            ("headerOverlayAlpha", { $0.headerOverlayAlpha = 0.1 }),
            ("frame (base property)", { $0.center.y += 1 }),
        ]
        for (name, change) in changes {
            let other = base.copied()
            XCTAssertTrue(other.isEqual(base), "unchanged copy equals the original")
            change(other)
            XCTAssertFalse(other.isEqual(base), "attributes differing in \(name) compare equal")
            XCTAssertFalse(base.isEqual(other), "attributes differing in \(name) compare equal (reversed)")
        }
        let plain = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        plain.frame = base.frame
        XCTAssertFalse(base.isEqual(plain), "a StretchyLayoutAttributes never equals a base-class instance")
    }

    func testLayoutCreatesItsAttributesClass() {
        XCTAssertTrue(
            ObjectIdentifier(StretchyHeaderLayout.layoutAttributesClass)
                == ObjectIdentifier(StretchyLayoutAttributes.self), "layoutAttributesClass")
        let collectionView = makeCollectionView()
        let all = collectionView.layoutAttributesForElements(in: CGRect(x: 0, y: -500, width: 390, height: 10_000))
        XCTAssertEqual(all.count, 2 + 4 * 2 + 10, "header, menu, 4 section headers and footers, 10 cells")
        for attributes in all {
            XCTAssertTrue(attributes is StretchyLayoutAttributes, "\(attributes.elementKey) is \(type(of: attributes))")
        }
    }

    // MARK: - Queries and invalidation

    /// Apple's `CGRect.intersects`: sharing only an edge is not intersecting.
    func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    func testRectQueryAgreesWithOnDemandQueriesAtEveryOffset() {
        let collectionView = makeCollectionView()
        let keys = collectionView.layoutAttributesForElements(in: CGRect(x: 0, y: -1000, width: 390, height: 10_000))
            .map(\.elementKey)
        for offset: CGFloat in [-100, 0, 150, 300, 370, 1000, 1600, 2100] {
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            let visible = collectionView.layoutAttributesForVisibleElements()
            var expected: [ElementKey: CollectionViewLayoutAttributes] = [:]
            for key in keys {
                guard let attributes = collectionView.collectionViewLayout.layoutAttributes(for: key) else {
                    XCTFail("\(key) has no on-demand attributes at offset \(offset)")
                    continue
                }
                if overlaps(attributes.frame, collectionView.bounds) { expected[key] = attributes }
            }
            XCTAssertEqual(
                Set(visible.map(\.elementKey)), Set(expected.keys),
                "visible elements at offset \(offset) differ from the on-demand queries filtered by the bounds")
            for attributes in visible {
                XCTAssertTrue(
                    attributes.isEqual(expected[attributes.elementKey]),
                    "\(attributes.elementKey) at offset \(offset): rect query \(attributes), on demand "
                        + "\(String(describing: expected[attributes.elementKey]))")
            }
        }
    }

    func testScrollingInvalidatesAndQueriesNeverMutateTheCache() {
        let collectionView = makeCollectionView()
        let layout = collectionView.collectionViewLayout
        XCTAssertTrue(
            layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 390, height: 700)),
            "always invalidates")
        let before = collectionView.layoutAttributesForVisibleElements().map { $0.copied() }
        collectionView.contentOffset = CGPoint(x: 0, y: 150)
        XCTAssertTrue(collectionView.needsLayout, "a bounds change invalidated the layout")
        let scrolled = collectionView.layoutAttributesForVisibleElements()
        for attributes in scrolled { attributes.center.y += 1000 }  // callers may mutate what they get
        collectionView.contentOffset = .zero
        let after = collectionView.layoutAttributesForVisibleElements()
        XCTAssertEqual(after.count, before.count, "same elements back at offset 0")
        for (old, new) in zip(before, after) {
            XCTAssertTrue(old.isEqual(new), "\(old.elementKey) changed after a round trip: \(old) vs \(new)")
        }
    }

    func testChangingSettingsOrDataRebuilds() {
        let collectionView = makeCollectionView(itemCounts: [1])
        collectionView.layoutIfNeeded()
        let height1 = collectionView.contentSize.height  // 370 + 50 + 203 + 50
        XCTAssertEqual(height1, 673, accuracy: LayoutTolerance.geometry, "content height with one item")
        (collectionView.dataSource as? InMemoryDataSource)?.itemCounts = [2]
        collectionView.collectionViewLayout.invalidateLayout()
        collectionView.layoutIfNeeded()
        XCTAssertEqual(
            collectionView.contentSize.height, 876, accuracy: LayoutTolerance.geometry, "content height with two items")
        (collectionView.collectionViewLayout as? StretchyHeaderLayout)?.settings.menuHeight = 0
        collectionView.layoutIfNeeded()
        XCTAssertEqual(collectionView.contentSize.height, 806, accuracy: LayoutTolerance.geometry, "no menu")
        XCTAssertNil(
            collectionView.layoutAttributesForSupplementaryElement(
                ofKind: CollectionElementKind.menuBar, at: IndexPath(item: 0, section: 0)),
            "a zero-height menu is left out")
    }

    func testZIndexLayering() {
        let collectionView = makeCollectionView()
        collectionView.contentOffset = CGPoint(x: 0, y: 370)
        let visible = collectionView.layoutAttributesForVisibleElements()
        func zIndex(_ kind: String?) -> Set<Int> {
            Set(visible.filter { $0.representedElementKind == kind }.map(\.zIndex))
        }
        let header = zIndex(CollectionElementKind.stretchyHeader)
        let cells = zIndex(nil)
        let sectionHeaders = zIndex(CollectionElementKind.sectionHeader)
        let menu = zIndex(CollectionElementKind.menuBar)
        XCTAssertEqual(header.count, 1, "header visible at 370 (pinned at 300–600)")
        XCTAssertTrue(header.max() ?? 0 < cells.min() ?? 0, "cells \(cells) scroll over the header \(header)")
        XCTAssertTrue(
            cells.max() ?? 0 < sectionHeaders.min() ?? 0, "sticky headers \(sectionHeaders) above cells \(cells)")
        XCTAssertTrue(
            sectionHeaders.max() ?? 0 < menu.min() ?? 0, "menu \(menu) above section headers \(sectionHeaders)")
    }

    func testBadSettingsAreClampedNotNaN() {
        var settings = StretchyLayoutSettings()
        settings.headerHeight = .nan
        settings.itemHeight = -50
        settings.minimumLineSpacing = .infinity
        settings.headerOverlayMaxAlpha = 7
        settings.maxParallaxOffset = -.infinity
        let collectionView = makeCollectionView(itemCounts: [2, -3], settings: settings)
        collectionView.contentOffset = CGPoint(x: 0, y: 40)
        let all = collectionView.layoutAttributesForElements(in: CGRect(x: -1000, y: -1000, width: 3000, height: 3000))
        XCTAssertEqual(
            collectionView.contentSize.height, 70 + 100 + 100, accuracy: LayoutTolerance.geometry,
            "menu + 2 header/footer pairs")
        for attributes in all {
            let frame = attributes.frame
            XCTAssertTrue(
                [frame.minX, frame.minY, frame.width, frame.height].allSatisfy(\.isFinite),
                "\(attributes.elementKey) has a non-finite frame \(frame)")
        }
    }
}
