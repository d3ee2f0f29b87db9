import CollectionLayout
import LayoutAnimation
import XCTest

/// Scroll plans moving a real collection view: per-frame offsets, clamping and overscroll, the
/// layout's invalidation, visible-only queries, and the stretchy layout's formulas at every frame.
final class ScrollPlanTests: XCTestCase {
    /// The stretchy layout of REFERENCE §6 in a 390×700 viewport, sections of 3, 2, 4, 1 items:
    /// content height 370 + (100 + 609) + (100 + 406) + (100 + 812) + (100 + 203) = 2800.
    func makeStretchy() -> CollectionView {
        CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 700), collectionViewLayout: StretchyHeaderLayout(),
            dataSource: InMemoryDataSource(itemCounts: [3, 2, 4, 1]))
    }

    func makeFlow(items: Int = 100) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 10
        layout.minimumInteritemSpacing = 10
        return CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [items]))
    }

    func offsets(_ sequence: ScrollSequence) -> [CGFloat] { sequence.frames.map(\.contentOffset.y) }

    func testKeyframesWithExactOverscrollFollowTheStretchyFormulas() throws {
        let collectionView = makeStretchy()
        let plan = ScrollPlan(.keyframes(from: -100, to: 1000, frames: 12, curve: .linear), overscroll: .exact)
        let sequence = try plan.sample(in: collectionView)
        XCTAssertEqual(sequence.frames.count, 12, "frame count")
        XCTAssertEqual(sequence.contentSize.height, 2800, accuracy: 1e-9, "content height")
        for (index, frame) in sequence.frames.enumerated() {
            let offset = -100 + 100 * CGFloat(index)  // (1000 − (−100)) / 11 = 100 per frame
            XCTAssertEqual(frame.contentOffset.y, offset, accuracy: 1e-9, "frame \(index) offset")
            XCTAssertEqual(frame.bounds, CGRect(x: 0, y: offset, width: 390, height: 700), "frame \(index) bounds")
            XCTAssertTrue(frame.layoutWasInvalidated, "frame \(index): the stretchy layout invalidates on scroll")
            for attributes in frame.attributes {
                let box = attributes.frame
                let inside = box.minY < frame.bounds.maxY && frame.bounds.minY < box.maxY
                XCTAssertTrue(inside, "frame \(index): \(attributes.elementKey) is not visible")
            }
            // Stretchy header (REFERENCE §6), when visible.
            let header = frame.attributes.first { $0.representedElementKind == CollectionElementKind.stretchyHeader }
            let updated = min(700, max(300, 300 - offset))
            let scale = updated / 300
            let centreY = 150 + min(offset, 300) + (updated - 300) / 2
            let expectedHeader = CGRect(
                x: 195 - 195 * scale, y: centreY - 150 * scale, width: 390 * scale, height: 300 * scale)
            if expectedHeader.maxY > offset {
                XCTAssertTrue(
                    header.map { LayoutTolerance.isClose($0.frame, expectedHeader) } ?? false,
                    "frame \(index) header: \(String(describing: header?.frame)), expected \(expectedHeader)")
                let overlay = (header as? StretchyLayoutAttributes)?.headerOverlayAlpha ?? -1
                XCTAssertEqual(overlay, max(0, min(0.6, offset / 300)), accuracy: 1e-9, "frame \(index) overlay")
            } else {
                XCTAssertNil(header, "frame \(index): header off screen")
            }
            // Sticky menu: y = 300 + max(300, offset) − 300.
            let menu = frame.attributes.first { $0.representedElementKind == CollectionElementKind.menuBar }
            XCTAssertEqual(menu?.frame.minY ?? .nan, max(300, offset), accuracy: 1e-9, "frame \(index) menu y")
        }
        XCTAssertEqual(collectionView.contentOffset.y, 1000, "the collection view rests at the last frame")
    }

    func testOffsetsAreClampedUnlessOverscrollAllowsThem() throws {
        let offsetsPlan = ScrollPlan.Motion.offsets([-100, 0, 5000])
        XCTAssertEqual(
            offsets(try ScrollPlan(offsetsPlan).sample(in: makeStretchy())), [0, 0, 2100], "clamped: max 2800 − 700")
        XCTAssertEqual(
            offsets(try ScrollPlan(offsetsPlan, overscroll: .exact).sample(in: makeStretchy())), [-100, 0, 2100],
            "exact overscroll at the top only")
        let banded = try ScrollPlan(offsetsPlan, overscroll: .rubberBand(.uiKit)).sample(in: makeStretchy())
        let moved: CGFloat = (1 - 1 / (100 * 0.55 / 700 + 1)) * 700
        XCTAssertEqual(banded.frames[0].contentOffset.y, -moved, accuracy: 1e-9, "rubber band")
        XCTAssertEqual(banded.frames[0].requestedOffset, -100, "requested offset kept")
    }

    func testFlowLayoutDoesNotInvalidateAndQueriesOnlyTheViewport() throws {
        let collectionView = makeFlow()
        let sequence = try ScrollPlan(.keyframes(from: 0, to: 2200, frames: 5, curve: .linear)).sample(
            in: collectionView)
        XCTAssertEqual(offsets(sequence), [0, 550, 1100, 1650, 2200], "linear offsets")
        for frame in sequence.frames {
            XCTAssertFalse(
                frame.layoutWasInvalidated, "frame \(frame.index): flow layout without pinning keeps its layout")
            // Rows every 110 points, 3 items per row: rows intersecting [y, y + 480).
            let firstRow = Int((frame.contentOffset.y / 110).rounded(.down))
            let lastRow = Int(((frame.contentOffset.y + 480) / 110).rounded(.up)) - 1
            XCTAssertEqual(
                frame.attributes.count, (lastRow - firstRow + 1) * 3, "frame \(frame.index): visible cells only")
        }
    }

    func testFlowLayoutPinnedHeadersAcrossFrames() throws {
        // 3 sections of 9 items 100×100, spacing 10, width 320 (3 per row), headers 44 pinned:
        // section k starts at 364k (44 + 3 rows: 100 + 110 + 110) and ends at 364(k + 1). A pinned
        // header sits at min(max(offset, sectionTop), sectionEnd − 44): it stays inside its section.
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [9, 9, 9]))
        let sequence = try ScrollPlan(.offsets([0, 100, 330, 400, 612])).sample(in: collectionView)
        XCTAssertEqual(sequence.contentSize.height, 1092, accuracy: 1e-9, "3 × 364")
        for frame in sequence.frames {
            let offset = frame.contentOffset.y
            if frame.index > 0 {
                XCTAssertTrue(frame.layoutWasInvalidated, "offset \(offset): pinned headers invalidate")
            }
            for section in 0..<3 {
                let top = 364 * CGFloat(section)
                let expected = min(max(offset, top), top + 364 - 44)
                let header = frame.attributes.first {
                    $0.representedElementKind == CollectionElementKind.sectionHeader && $0.indexPath.section == section
                }
                if expected + 44 > offset, expected < offset + 480 {
                    XCTAssertEqual(
                        header?.frame.minY ?? .nan, expected, accuracy: 1e-9, "offset \(offset): header \(section) y")
                } else {
                    XCTAssertNil(header, "offset \(offset): header \(section) (at \(expected)) is off screen")
                }
            }
        }
    }

    func testTimingCurveShapesKeyframes() throws {
        let sequence = try ScrollPlan(.keyframes(from: 0, to: 1000, frames: 3, curve: .easeIn)).sample(in: makeFlow())
        XCTAssertEqual(sequence.frames[0].contentOffset.y, 0, "start")
        XCTAssertEqual(
            sequence.frames[1].contentOffset.y, 1000 * TimingCurve.easeIn.progress(at: 0.5), accuracy: 1e-9, "middle")
        XCTAssertLessThan(sequence.frames[1].contentOffset.y, 500, "ease-in is behind linear at half time")
        XCTAssertEqual(sequence.frames[2].contentOffset.y, 1000, "end")
        let single = try ScrollPlan(.keyframes(from: 0, to: 300, frames: 1, curve: .linear)).sample(in: makeFlow())
        XCTAssertEqual(offsets(single), [300], "a single frame shows where the motion ends")
    }

    func testFlingFollowsUIKitDeceleration() throws {
        let collectionView = makeFlow()  // 34 rows: content 34·110 − 10 = 3730, max offset 3250
        let plan = ScrollPlan(.fling(from: 100, velocity: 1500, frames: 9, rate: .normal))
        let sequence = try plan.sample(in: collectionView)
        // UIKit's deceleration: (v / 1000) · r / (1 − r) = 0.499 s per pt/s, until the speed
        // falls to 10 pt/s (WWDC 2018 "Designing Fluid Interfaces"; flings measured on iOS).
        let resting: CGFloat = 100 + 0.499 * (1500 - 10)
        let fling = try XCTUnwrap(sequence.fling, "fling outcome")
        XCTAssertEqual(
            fling.resolution.proposedContentOffset.y, resting, accuracy: 1e-9, "proposed = natural resting offset")
        XCTAssertEqual(
            fling.resolution.targetContentOffset.y, resting, accuracy: 1e-9, "flow layout keeps the proposal")
        let duration = Double(log(10.0 / 1500) / log(0.998) / 1000)
        XCTAssertEqual(fling.duration, duration, accuracy: 1e-9, "until the speed falls to 10 pt/s")
        for frame in sequence.frames.dropLast() {
            let time = duration * Double(frame.index) / 8
            let expected = 100 + 0.499 * 1500 * (1 - pow(0.998, 1000 * CGFloat(time)))
            XCTAssertEqual(frame.contentOffset.y, expected, accuracy: 1e-6, "frame \(frame.index) at t = \(time) s")
            XCTAssertEqual(frame.time ?? -1, time, accuracy: 1e-12, "frame \(frame.index) time")
        }
        XCTAssertEqual(sequence.frames.last?.contentOffset.y ?? 0, resting, accuracy: 1e-9, "last frame rests exactly")
    }

    func testFlingIsClampedToTheContentAndRetimed() throws {
        let sequence = try ScrollPlan(.fling(from: 3000, velocity: 5000, frames: 4, rate: .normal)).sample(
            in: makeFlow())
        let fling = try XCTUnwrap(sequence.fling, "fling outcome")
        XCTAssertEqual(
            fling.natural.restingOffset, 3000 + 0.499 * (5000 - 10), accuracy: 1e-9, "natural resting")
        XCTAssertEqual(fling.resolution.proposedContentOffset.y, 3250, "proposal clamped to 3730 − 480")
        XCTAssertEqual(fling.motion.restingOffset, 3250, accuracy: 1e-9, "re-timed to rest at the end")
        XCTAssertEqual(
            fling.motion.velocity, 250 / 0.499 + 10, accuracy: 1e-9, "velocity that rests 250 points on")
        XCTAssertEqual(offsets(sequence).last, 3250, "last frame")
        XCTAssertTrue(zip(offsets(sequence), offsets(sequence).dropFirst()).allSatisfy { $0 <= $1 }, "monotonic")
    }

    func testFlingOnASnappingCarouselEndsWithAnItemCentred() throws {
        // Carousel: items 200 wide, 20 apart, inset 95 in a 390-wide viewport: the offset that
        // centres item i is 220i.
        let layout = CollectionViewSnappingFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 200, height: 300)
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 0, left: 95, bottom: 0, right: 95)
        let collectionView = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [10]))
        let plan = ScrollPlan(.fling(from: 0, velocity: 1000, frames: 6, rate: .normal), direction: .horizontal)
        let sequence = try plan.sample(in: collectionView)
        let fling = try XCTUnwrap(sequence.fling, "fling outcome")
        let natural: CGFloat = 0.499 * (1000 - 10)  // 494.01: viewport centre at 689.01
        XCTAssertEqual(fling.resolution.proposedContentOffset.x, natural, accuracy: 1e-9, "natural resting offset")
        XCTAssertEqual(fling.resolution.targetContentOffset.x, 440, accuracy: 1e-9, "item 2 (centre 635) is nearest")
        XCTAssertEqual(fling.resolution.snappedIndexPath, IndexPath(item: 2, section: 0), "snapped item reported")
        XCTAssertEqual(fling.resolution.velocity, CGPoint(x: 1000, y: 0), "velocity passed in points per second")
        XCTAssertEqual(fling.motion.restingOffset, 440, accuracy: 1e-9, "re-timed to rest on the target")
        let last = try XCTUnwrap(sequence.frames.last, "last frame")
        XCTAssertEqual(last.contentOffset.x, 440, "last frame on the target")
        let item = last.attributes.first { $0.indexPath == IndexPath(item: 2, section: 0) }
        XCTAssertEqual(
            (item?.center.x ?? 0) - last.contentOffset.x, 195, accuracy: 1e-9, "item 2 centred in the last frame")
    }

    func testBadPlansThrowClearErrors() {
        let collectionView = makeFlow()
        let cases: [(ScrollPlan, ScrollPlanError)] = [
            (ScrollPlan(.keyframes(from: 0, to: 10, frames: 0, curve: .linear)), .frameCount(0)),
            (ScrollPlan(.offsets([])), .frameCount(0)),
            (ScrollPlan(.offsets([0, .nan])), .nonFiniteOffset(name: "offsets[1]", value: .nan)),
            (ScrollPlan(.fling(from: nil, velocity: .nan, frames: 3, rate: .normal)), .nonFiniteVelocity(.nan)),
            (
                ScrollPlan(.keyframes(from: .infinity, to: 0, frames: 2, curve: .linear)),
                .nonFiniteOffset(name: "from", value: .infinity)
            ),
        ]
        for (plan, expected) in cases {
            XCTAssertThrowsError(try plan.sample(in: collectionView), "\(plan.motion)") { error in
                XCTAssertEqual(String(describing: error), String(describing: expected), "error for \(plan.motion)")
            }
        }
        XCTAssertEqual(
            ScrollPlanError.frameCount(0).description, "frames = 0: expected at least 1 frame",
            "message names value and expectation")
        XCTAssertEqual(collectionView.contentOffset, .zero, "an invalid plan scrolls nothing")
    }
}
