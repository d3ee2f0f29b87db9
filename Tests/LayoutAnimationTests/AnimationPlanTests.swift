import CollectionLayout
import Foundation
import LayoutAnimation
import XCTest

final class AnimationPlanTests: XCTestCase {
    private func cell(_ item: Int, x: CGFloat, alpha: CGFloat = 1, zIndex: Int = 0) -> CollectionViewLayoutAttributes {
        let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
        attributes.frame = CGRect(x: x, y: 0, width: 10, height: 10)
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        return attributes
    }

    private func assertSameAttributes(
        _ actual: [CollectionViewLayoutAttributes], _ expected: [CollectionViewLayoutAttributes], _ label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(
            actual.map(\.elementKey), expected.map(\.elementKey), "\(label): elements in order", file: file, line: line)
        for (a, e) in zip(actual, expected) {
            XCTAssertTrue(a.isEqual(e), "\(label): \(a.elementKey) is \(a), expected \(e)", file: file, line: line)
            XCTAssertEqual(a.center, e.center, "\(label): \(a.elementKey) centre", file: file, line: line)
            XCTAssertEqual(a.size, e.size, "\(label): \(a.elementKey) size", file: file, line: line)
            XCTAssertTrue(type(of: a) == type(of: e), "\(label): \(a.elementKey) class", file: file, line: line)
        }
    }

    // MARK: - Tracks

    func testRolesDecideWhoIsDrawnAtTheEnds() {
        let staying = ElementTrack(
            key: .cell(IndexPath(item: 0, section: 0)), from: cell(0, x: 0), to: cell(0, x: 50), role: .staying)
        let appearing = ElementTrack(
            key: .cell(IndexPath(item: 1, section: 0)), from: cell(1, x: 20, alpha: 0), to: cell(1, x: 20),
            role: .appearing)
        let disappearing = ElementTrack(
            key: .cell(IndexPath(item: 2, section: 0)), from: cell(2, x: 80), to: cell(2, x: 80, alpha: 0),
            role: .disappearing)
        let plan = AnimationPlan(tracks: [disappearing, staying, appearing], curve: .linear)
        XCTAssertEqual(plan.frame(at: 0).map(\.indexPath.item), [2, 0], "appearing at alpha 0 is left out of frame 0")
        XCTAssertEqual(plan.frame(at: 0.5).map(\.indexPath.item), [2, 0, 1])
        XCTAssertEqual(plan.frame(at: 1).map(\.indexPath.item), [0, 1], "disappearing is gone in the last frame")
        let middle = plan.frame(at: 0.5)
        XCTAssertEqual(middle[0].alpha, 0.5, accuracy: 1e-12, "disappearing fades")
        XCTAssertEqual(middle[1].center.x, 30, accuracy: 1e-12, "staying moves 5 → 55 linearly")
        XCTAssertEqual(middle[2].alpha, 0.5, accuracy: 1e-12, "appearing fades in")
    }

    func testVisibleInitialAttributesAreDrawnAtFrameZero() {
        let appearing = ElementTrack(
            key: .cell(IndexPath(item: 0, section: 0)), from: cell(0, x: 100), to: cell(0, x: 0), role: .appearing)
        XCTAssertEqual(AnimationPlan(tracks: [appearing]).frame(at: 0).count, 1)
    }

    /// zIndex ties keep the source order at t = 0 and the tracks' order afterwards; zIndex is
    /// `from`'s at t = 0 and `to`'s from then on.
    func testDrawOrder() {
        let a = ElementTrack(
            key: .cell(IndexPath(item: 0, section: 0)), from: cell(0, x: 0, zIndex: 1), to: cell(0, x: 0),
            role: .staying)
        let b = ElementTrack(
            key: .cell(IndexPath(item: 1, section: 0)), from: cell(1, x: 0), to: cell(1, x: 0), role: .staying)
        let c = ElementTrack(
            key: .cell(IndexPath(item: 2, section: 0)), from: cell(2, x: 0), to: cell(2, x: 0, zIndex: -1),
            role: .staying)
        let plan = AnimationPlan(tracks: [a, b, c], sourceOrder: [2, 1, 0, 7, 2])
        XCTAssertEqual(plan.frame(at: 0).map(\.indexPath.item), [2, 1, 0], "from's zIndex 0, 0, 1; ties c, b")
        XCTAssertEqual(plan.frame(at: 0.3).map(\.indexPath.item), [2, 0, 1], "to's zIndex −1, 0, 0; ties a, b")
        XCTAssertEqual(plan.sourceOrder, [2, 1, 0], "invalid and repeated indices are ignored")
    }

    func testFrameTimes() {
        XCTAssertEqual(AnimationPlan.times(count: 5), [0, 0.25, 0.5, 0.75, 1])
        XCTAssertEqual(AnimationPlan.times(count: 1), [1])
        XCTAssertEqual(AnimationPlan.times(count: 0), [])
        XCTAssertEqual(AnimationPlan.times(count: 7).last, 1)
    }

    func testFramesFollowTheCurve() {
        let track = ElementTrack(
            key: .cell(IndexPath(item: 0, section: 0)), from: cell(0, x: 0), to: cell(0, x: 100), role: .staying)
        let plan = AnimationPlan(tracks: [track], curve: .easeIn)
        let t = 0.3
        let expected = 5 + 100 * TimingCurve.easeIn.progress(at: t)
        XCTAssertEqual(plan.frame(at: t)[0].center.x, expected, accuracy: 1e-9)
    }

    // MARK: - Batch updates

    private func gridView(items: [Int], width: CGFloat = 400, layout: CollectionViewGridLayout = .init())
        -> (CollectionView, InMemoryDataSource)
    {
        let dataSource = InMemoryDataSource(itemCounts: items)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 200), collectionViewLayout: layout, dataSource: dataSource)
        view.layoutIfNeeded()
        return (view, dataSource)
    }

    private func perform(_ changes: BatchUpdates, on view: CollectionView, _ dataSource: InMemoryDataSource) throws
        -> BatchUpdateResult
    {
        try view.performBatchUpdates(changes) { try dataSource.apply(changes) }
    }

    /// Grid items are 50 wide with 10 before each: item i's centre x is 35 + 60·i, y 35.
    func testInsertionWithUIKitDefaults() throws {
        let (view, dataSource) = gridView(items: [3])
        var changes = BatchUpdates()
        changes.insertedItems = [IndexPath(item: 1, section: 0)]
        let result = try perform(changes, on: view, dataSource)
        let plan = AnimationPlan(batchUpdate: result)

        assertSameAttributes(plan.frame(at: 0), result.attributesBefore, "frame 0")
        assertSameAttributes(plan.frame(at: 1), result.attributesAfter, "last frame")
        let frames = plan.frames(count: 5)
        assertSameAttributes(frames[0], result.attributesBefore, "frames(count:) first")
        assertSameAttributes(frames[4], result.attributesAfter, "frames(count:) last")

        // t = 0.5: ease-in-ease-out is at progress 0.5 (point symmetry).
        let middle = Dictionary(uniqueKeysWithValues: plan.frame(at: 0.5).map { ($0.indexPath.item, $0) })
        XCTAssertEqual(middle[0]?.center.x ?? .nan, 35, accuracy: 1e-9, "item 0 stays")
        XCTAssertEqual(middle[1]?.center.x ?? .nan, 95, accuracy: 1e-9, "inserted item fades in at its slot")
        XCTAssertEqual(middle[1]?.alpha ?? .nan, 0.5, accuracy: 1e-9, "inserted item alpha")
        XCTAssertEqual(middle[2]?.center.x ?? .nan, 125, accuracy: 1e-9, "old item 1: 95 → 155")
        XCTAssertEqual(middle[3]?.center.x ?? .nan, 185, accuracy: 1e-9, "old item 2: 155 → 215")
        XCTAssertEqual(plan.tracks.map(\.role), [.staying, .appearing, .staying, .staying])
    }

    func testDeletionFadesOutInPlace() throws {
        let (view, dataSource) = gridView(items: [3])
        var changes = BatchUpdates()
        changes.deletedItems = [IndexPath(item: 0, section: 0)]
        let result = try perform(changes, on: view, dataSource)
        let plan = AnimationPlan(batchUpdate: result, curve: .linear)
        assertSameAttributes(plan.frame(at: 0), result.attributesBefore, "frame 0")
        assertSameAttributes(plan.frame(at: 1), result.attributesAfter, "last frame")
        let deleted = plan.frame(at: 0.25).first { $0.indexPath.item == 0 && $0.alpha < 1 }
        XCTAssertEqual(deleted?.alpha ?? .nan, 0.75, accuracy: 1e-12, "deleted item alpha at t = 0.25")
        XCTAssertEqual(deleted?.center.x ?? .nan, 35, accuracy: 1e-12, "deleted item stays in place")
    }

    /// REFERENCE §4: an inserted cell starts at the centre of the collection view, transparent,
    /// and moves to its slot; only inserted items are animated that way.
    func testCustomInitialAttributesAreHonoured() throws {
        let layout = CentreInsertionLayout()
        let (view, dataSource) = gridView(items: [3], width: 250, layout: layout)
        var changes = BatchUpdates()
        changes.insertedItems = [IndexPath(item: 3, section: 0)]
        let result = try perform(changes, on: view, dataSource)
        let plan = AnimationPlan(batchUpdate: result, curve: .linear)
        assertSameAttributes(plan.frame(at: 0), result.attributesBefore, "frame 0")
        assertSameAttributes(plan.frame(at: 1), result.attributesAfter, "last frame")
        let middle = Dictionary(uniqueKeysWithValues: plan.frame(at: 0.5).map { ($0.indexPath.item, $0) })
        // Viewport centre (125, 100) → slot centre (215, 35).
        XCTAssertEqual(middle[3]?.center.x ?? .nan, 170, accuracy: 1e-9, "inserted x halfway")
        XCTAssertEqual(middle[3]?.center.y ?? .nan, 67.5, accuracy: 1e-9, "inserted y halfway")
        XCTAssertEqual(middle[3]?.alpha ?? .nan, 0.5, accuracy: 1e-9, "inserted alpha halfway")
        XCTAssertEqual(middle[1]?.center.x ?? .nan, 95, accuracy: 1e-9, "item 1 does not move")
        XCTAssertEqual(middle[1]?.alpha ?? .nan, 1, "item 1 stays opaque")
    }

    // MARK: - Layout transitions

    /// A: items 50×50 (centres x 35, 95, 155); B: items 80×80 (centres x 50, 140, 230), y 35 → 50.
    /// In a 180-wide viewport B's item 2 (x 190…270) is outside B's drawn state, so, as UIKit's
    /// transition layout does, it moves to B's `layoutAttributesForItem(at:)` (x 230) and is
    /// gone in the last frame.
    func testTransitionPairsElementsAndMovesTheRestToTheOtherLayout() {
        let layoutA = CollectionViewGridLayout()
        let (view, _) = gridView(items: [3], width: 180, layout: layoutA)
        let layoutB = CollectionViewGridLayout()
        layoutB.itemSize = CGSize(width: 80, height: 80)
        let before = LayoutState(of: view)
        let plan = AnimationPlan(transitionIn: view, to: layoutB, curve: .linear)
        XCTAssertTrue(view.collectionViewLayout === layoutB, "the view keeps the new layout")
        let after = LayoutState(of: view)
        assertSameAttributes(plan.frame(at: 0), before.attributes, "frame 0")
        assertSameAttributes(plan.frame(at: 1), after.attributes, "last frame")

        let middle = plan.frame(at: 0.5)
        let byItem = Dictionary(grouping: middle, by: \.indexPath.item)
        XCTAssertEqual(byItem[0]?.first?.center ?? .zero, CGPoint(x: 42.5, y: 42.5))
        XCTAssertEqual(byItem[0]?.first?.size ?? .zero, CGSize(width: 65, height: 65))
        XCTAssertEqual(byItem[1]?.first?.center.x ?? .nan, 117.5, accuracy: 1e-12)
        XCTAssertEqual(byItem[2]?.first?.alpha ?? .nan, 1, accuracy: 1e-12, "item 2 does not fade")
        XCTAssertEqual(byItem[2]?.first?.center.x ?? .nan, (155 + 230) / 2, accuracy: 1e-12, "item 2 moves to x 230")
        // Content sizes: A (3·60 + 10, 70) = (190, 70); B (3·90 + 10, 100) = (280, 100).
        XCTAssertEqual(plan.contentSize(at: 0), CGSize(width: 190, height: 70))
        XCTAssertEqual(plan.contentSize(at: 0.5), CGSize(width: 280, height: 100))
        XCTAssertEqual(plan.contentSize(at: 1), CGSize(width: 280, height: 100))
    }

    /// The reverse: from 80×80 items (item 2 outside the 180-wide viewport) to 50×50 ones, item 2
    /// comes from the old layout's answer (x 230), absent in frame 0 (the old drawn state).
    func testTransitionBringsElementsFromTheOtherLayoutsPlace() {
        let layoutA = CollectionViewGridLayout()
        layoutA.itemSize = CGSize(width: 80, height: 80)
        let (view, _) = gridView(items: [3], width: 180, layout: layoutA)
        let plan = AnimationPlan(transitionIn: view, to: CollectionViewGridLayout(), curve: .linear)
        XCTAssertEqual(plan.frame(at: 0).map(\.indexPath.item).sorted(), [0, 1], "frame 0 is the old drawn state")
        let middle = Dictionary(grouping: plan.frame(at: 0.5), by: \.indexPath.item)
        XCTAssertEqual(middle[2]?.first?.center.x ?? .nan, (230 + 155) / 2, accuracy: 1e-12)
        XCTAssertEqual(middle[2]?.first?.alpha ?? .nan, 1, accuracy: 1e-12)
        XCTAssertEqual(plan.frame(at: 1).map(\.indexPath.item).sorted(), [0, 1, 2])
    }

    func testTransitionContentSizeIsTheLargerOfEachDimensionAndOffsetMovesLinearly() {
        let a = LayoutState(attributes: [], contentSize: CGSize(width: 500, height: 100), contentOffset: .zero)
        let b = LayoutState(
            attributes: [], contentSize: CGSize(width: 300, height: 900), contentOffset: CGPoint(x: 0, y: 200))
        let plan = AnimationPlan(transitionFrom: a, to: b, curve: .linear)
        XCTAssertEqual(plan.contentSize(at: 0.3), CGSize(width: 500, height: 900))
        XCTAssertEqual(plan.contentOffset(at: 0.25), CGPoint(x: 0, y: 50))
        XCTAssertEqual(plan.contentOffset(at: 1), CGPoint(x: 0, y: 200))
    }

    func testTransitionFadesElementsOnlyInTheDestination() {
        let a = LayoutState(attributes: [cell(0, x: 0)], contentSize: .zero)
        let b = LayoutState(attributes: [cell(0, x: 40), cell(1, x: 60)], contentSize: .zero)
        let plan = AnimationPlan(transitionFrom: a, to: b, curve: .linear)
        XCTAssertEqual(plan.tracks.map(\.role), [.staying, .appearing])
        XCTAssertEqual(plan.frame(at: 0).count, 1, "the new element is invisible at frame 0")
        let middle = plan.frame(at: 0.5)
        XCTAssertEqual(middle.map(\.indexPath.item), [0, 1])
        XCTAssertEqual(middle[1].alpha, 0.5, accuracy: 1e-12)
        XCTAssertEqual(middle[1].center.x, 65, accuracy: 1e-12, "fades in at its place")
    }
}

/// REFERENCE §4's layout: inserted items start at the centre of the collection view with alpha 0;
/// every other item gets the base class's answer.
final class CentreInsertionLayout: CollectionViewGridLayout {
    private var inserted: Set<IndexPath> = []

    override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        inserted = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted = []
    }

    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        guard inserted.contains(itemIndexPath), let view = collectionView,
            let attributes = layoutAttributesForItem(at: itemIndexPath)?.copied()
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        attributes.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
        attributes.alpha = 0
        return attributes
    }
}
