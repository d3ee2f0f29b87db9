import CollectionLayout
import LayoutAnimation
import XCTest

/// What a layout reads of the simulated finger while a scroll is sampled: UIKit's scroll view
/// is tracking and dragging while a finger moves it, decelerating after a fling's release, and
/// none of them at rest (UIScrollView's documentation of `isTracking`, `isDragging` and
/// `isDecelerating`; UIKit asks for the target offset in `scrollViewWillEndDragging`, while
/// still dragging).
final class ScrollInteractionTests: XCTestCase {
    /// A flow layout that writes down the scroll view's state each time it is asked for the
    /// visible elements or a target offset.
    private final class ObservingLayout: CollectionViewFlowLayout {
        var seen: [(dragging: Bool, tracking: Bool, decelerating: Bool)] = []
        var atTarget: (dragging: Bool, decelerating: Bool)?

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            if let view = collectionView { seen.append((view.isDragging, view.isTracking, view.isDecelerating)) }
            return super.layoutAttributesForElements(in: rect)
        }

        override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

        override func targetContentOffset(
            forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
        ) -> CGPoint {
            if let view = collectionView { atTarget = (view.isDragging, view.isDecelerating) }
            return proposedContentOffset
        }
    }

    private func makeView() -> (CollectionView, ObservingLayout) {
        let layout = ObservingLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [200]))
        return (view, layout)
    }

    func testADragIsTrackingAndDraggingUntilItEnds() throws {
        let (view, layout) = makeView()
        view.layoutIfNeeded()
        XCTAssertFalse(view.isDragging || view.isTracking || view.isDecelerating, "at rest before")
        layout.seen = []
        _ = try ScrollPlan(.keyframes(from: 0, to: 600, frames: 4, curve: .linear)).sample(in: view)
        XCTAssertFalse(layout.seen.isEmpty)
        XCTAssertTrue(layout.seen.allSatisfy { $0.dragging && $0.tracking && !$0.decelerating })
        XCTAssertFalse(view.isDragging || view.isTracking || view.isDecelerating, "at rest after")
    }

    func testAFlingIsDraggedUntilItsReleaseThenDecelerates() throws {
        let (view, layout) = makeView()
        view.layoutIfNeeded()
        layout.seen = []
        _ = try ScrollPlan(.fling(from: 0, velocity: 2000, frames: 5, rate: .normal)).sample(in: view)
        let target = try XCTUnwrap(layout.atTarget)
        XCTAssertTrue(target.dragging && !target.decelerating, "the target is asked at the release")
        // Frames after the first move by themselves.
        XCTAssertTrue(try XCTUnwrap(layout.seen.last).decelerating)
        XCTAssertFalse(try XCTUnwrap(layout.seen.last).dragging)
        XCTAssertFalse(view.isDragging || view.isTracking || view.isDecelerating, "at rest after")
    }
}
