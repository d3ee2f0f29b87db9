import LayoutShotUIKit
import XCTest

/// The interaction UIKit a layout library's view files carry compiles and stays inert: a
/// long-press recognizer never fires, animations run at once, image contexts give no image.
final class InteractionStandInsTests: XCTestCase {
    /// A week view's drag handling as calendar libraries write it.
    private final class DraggableWeekView: UIView, UIGestureRecognizerDelegate {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: UICollectionViewFlowLayout(),
            dataSource: InMemoryDataSource(itemCounts: [3]))
        private(set) var pressed = false
        private(set) var animated = false

        func setUp() {
            let press = UILongPressGestureRecognizer(target: self, action: Selector("handle(_:)"))
            press.minimumPressDuration = 0.3
            press.delegate = self
            collectionView.addGestureRecognizer(press)
            collectionView.panGestureRecognizer.isEnabled = false
            collectionView.register(UINib(nibName: "EventCell", bundle: nil), forCellWithReuseIdentifier: "event")
            UIView.animate(withDuration: 0.2, delay: 0, options: [.curveEaseOut, .beginFromCurrentState]) {
                self.animated = true
            }
        }

        func handle(_ recognizer: UILongPressGestureRecognizer) { pressed = recognizer.state == .began }

        func snapshot() -> UIImage? {
            UIGraphicsBeginImageContextWithOptions(bounds.size, false, 0)
            defer { UIGraphicsEndImageContext() }
            _ = drawHierarchy(in: bounds, afterScreenUpdates: true)
            return UIGraphicsGetImageFromCurrentImageContext()
        }
    }

    func testGestureRecognizersAnimationsAndImageContextsAreInert() {
        let view = DraggableWeekView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        view.setUp()
        XCTAssertTrue(view.animated, "animations run at once")
        XCTAssertFalse(view.pressed, "no touch ever arrives")
        XCTAssertNil(view.snapshot(), "no image context headlessly")
        XCTAssertTrue(view.gestureRecognizerShouldBegin(UITapGestureRecognizer(target: nil, action: nil)))
        XCTAssertEqual(view.collectionView.subviews.count, 3, "a collection view's subviews are its visible cells")
    }
}
