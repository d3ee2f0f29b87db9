import LayoutShotUIKit
import XCTest

/// UIKit members that the public layout libraries of issue 45 call or override beside their
/// layouts, reproduced with code written here in their style: self-sizing cells, right-to-left
/// views, a calendar's nib decoration, observation and main-actor code.
final class LibraryMembersTests: XCTestCase {
    /// A cell in the style of a magazine layout's: it sizes itself with Auto Layout's fitting
    /// call, holding the proposed width and measuring its own height.
    private final class SelfSizingCell: UICollectionViewCell {
        override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 80, height: 64) }

        override func preferredLayoutAttributesFitting(
            _ layoutAttributes: UICollectionViewLayoutAttributes
        ) -> UICollectionViewLayoutAttributes {
            let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
            attributes.size = systemLayoutSizeFitting(
                CGSize(width: layoutAttributes.size.width, height: UIView.layoutFittingCompressedSize.height),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            return attributes
        }
    }

    /// Apple: `sizeThatFits(_:)`'s "default implementation … returns the existing size of the
    /// view"; `intrinsicContentSize` is `noIntrinsicMetric` on both axes for a plain view. With
    /// no constraint solved, a `.required` axis takes the target's length and the other the
    /// view's own measure (the choice where Apple is silent).
    func testSelfSizingMembers() {
        let view = UIView(frame: CGRect(x: 5, y: 5, width: 30, height: 20))
        XCTAssertEqual(view.sizeThatFits(CGSize(width: 300, height: 300)), CGSize(width: 30, height: 20))
        XCTAssertEqual(view.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: -1))
        XCTAssertEqual(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize), CGSize(width: 30, height: 20))

        let cell = SelfSizingCell(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        let proposed = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        proposed.frame = CGRect(x: 0, y: 100, width: 320, height: 50)
        let preferred = cell.preferredLayoutAttributesFitting(proposed)
        XCTAssertEqual(preferred.size, CGSize(width: 320, height: 64), "width held, height measured")
        XCTAssertEqual(preferred.center, proposed.center, "the rest kept (UIKit's size keeps the centre)")
        XCTAssertFalse(preferred === proposed, "a copy, so the layout's own attributes are not changed")
        XCTAssertEqual(proposed.size, CGSize(width: 320, height: 50))

        let plain = UICollectionReusableView(frame: .zero).preferredLayoutAttributesFitting(proposed)
        XCTAssertEqual(plain.frame, proposed.frame, "headlessly the default measures nothing")
        XCTAssertLessThan(UILayoutPriority.fittingSizeLevel, .defaultLow)
    }

    /// Apple's `userInterfaceLayoutDirection(for:)`: forced attributes answer their direction,
    /// playback and spatial content is left to right, unspecified follows the app. A view's
    /// effective direction is its forced one, else its superview's.
    func testSemanticContentAttributeAndDirection() {
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft), .rightToLeft)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .playback), .leftToRight)
        XCTAssertEqual(UIView.userInterfaceLayoutDirection(for: .unspecified), .leftToRight, "the default app")
        let container = UIView(frame: .zero)
        let child = UIView(frame: .zero)
        container.addSubview(child)
        container.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(child.effectiveUserInterfaceLayoutDirection, .rightToLeft, "inherited")
        child.semanticContentAttribute = .spatial
        XCTAssertEqual(child.effectiveUserInterfaceLayoutDirection, .leftToRight, "its own wins")
    }

    /// A collection view forced right to left lays a flow layout out mirrored, as UIKit's flow
    /// layout follows `effectiveUserInterfaceLayoutDirection`: two 195-point items fill a
    /// 390-point line, so the first moves from x 0 to x 195.
    func testAForcedRightToLeftCollectionViewMirrorsItsFlowLayout() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 195, height: 50)
        layout.minimumInteritemSpacing = 0
        let view = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 400), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [2]))
        view.layoutIfNeeded()
        let first = IndexPath(item: 0, section: 0)
        XCTAssertEqual(view.layoutAttributesForItem(at: first)?.frame.minX, 0)
        view.semanticContentAttribute = .forceRightToLeft
        XCTAssertEqual(view.effectiveUserInterfaceLayoutDirection, .rightToLeft)
        view.layoutIfNeeded()
        XCTAssertEqual(view.layoutAttributesForItem(at: first)?.frame.minX, 195, "the change invalidated the layout")
    }

    /// A calendar layout registers its month background from a nib: the kind is registered
    /// (nibs are not loaded headlessly). Drawing members compile and are never called.
    func testNibDecorationAndDrawingMembers() {
        final class MonthLayout: UICollectionViewFlowLayout {
            private(set) var hasDecorations = false
            override func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
                super.register(nib, forDecorationViewOfKind: elementKind)
                hasDecorations = true
            }
        }
        final class MonthCell: UICollectionViewCell {
            private(set) var drawn = false
            override func draw(_ rect: CGRect) { drawn = true }
        }
        let layout = MonthLayout()
        layout.register(UINib(nibName: "MonthBackground", bundle: nil), forDecorationViewOfKind: "month")
        XCTAssertTrue(layout.hasDecorations)
        XCTAssertTrue(layout.registeredDecorationKinds.contains("month"))
        let cell = MonthCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        cell.setNeedsDisplay()
        cell.contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        XCTAssertFalse(cell.drawn, "nothing draws views")
        XCTAssertEqual(cell.contentView.autoresizingMask.rawValue, 18, "UIKit's raw values: 1 << 1 | 1 << 4")
    }

    /// Observation needs the Objective-C runtime: the stand-in compiles and never calls back.
    func testKeyValueObservationIsInert() {
        final class Calls: @unchecked Sendable { var count = 0 }
        let calls = Calls()
        let view = UIView(frame: .zero)
        let observation = view.observe(\.alpha, options: [.new, .initial]) { _, _ in calls.count += 1 }
        view.alpha = 0.5
        XCTAssertEqual(calls.count, 0)
        observation.invalidate()
        XCTAssertNil(view.value(forKey: "alpha"), "no key-value coding on Linux")
    }

    /// Ported `MainActor.assumeIsolated` runs its body where it is called, also off the main
    /// thread, where the main actor's traps: parallel `check` runs layouts on other threads.
    func testPortedAssumeIsolatedRunsOffTheMainThread() async {
        let answer = await Task.detached { LayoutShotIsolation.assumeIsolated { Thread.isMainThread ? -1 : 42 } }.value
        XCTAssertEqual(answer, 42)
    }

    /// UIKit's `DecelerationRate(rawValue:)` is not failable.
    func testDecelerationRateIsBuiltAsInUIKit() {
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        view.decelerationRate = UIScrollView.DecelerationRate(rawValue: 0.993)
        XCTAssertEqual(view.decelerationRate.rawValue, 0.993)
    }

    /// A pager forwards selection to its own delegate through the collection view's, typed as
    /// the scroll view's: the call reaches the collection-view delegate's answer, or UIKit's
    /// default when the delegate is not one.
    func testSelectionCallsReachTheCollectionViewDelegate() {
        final class Picky: NSObject, UICollectionViewDelegate {
            private(set) var selected: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
                indexPath.item != 0
            }
            func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
                selected.append(indexPath)
            }
        }
        final class OnlyScrolling: NSObject, UIScrollViewDelegate {}
        let view = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
        let picky = Picky()
        view.delegate = picky
        let first = IndexPath(item: 0, section: 0)
        let second = IndexPath(item: 1, section: 0)
        XCTAssertEqual(view.delegate?.collectionView(view, shouldSelectItemAt: first), false)
        XCTAssertEqual(view.delegate?.collectionView(view, shouldSelectItemAt: second), true)
        view.delegate?.collectionView(view, didSelectItemAt: second)
        XCTAssertEqual(picky.selected, [second])
        XCTAssertEqual(view.delegate?.collectionView(view, shouldHighlightItemAt: first), true, "not implemented")
        let scrolling = OnlyScrolling()
        view.delegate = scrolling
        XCTAssertEqual(view.delegate?.collectionView(view, shouldSelectItemAt: first), true, "UIKit's default")
    }

    /// A collection-view subclass that watches insertions overrides `insertItems(at:)` and calls
    /// `super`, which still records the change for the batch update.
    func testBatchUpdateRecordingCanBeOverridden() {
        final class Watching: UICollectionView {
            private(set) var inserted: [IndexPath] = []
            override func insertItems(at indexPaths: [IndexPath]) {
                inserted += indexPaths
                super.insertItems(at: indexPaths)
            }
        }
        let data = InMemoryDataSource(itemCounts: [2])
        let view = Watching(
            frame: CGRect(x: 0, y: 0, width: 200, height: 200), collectionViewLayout: UICollectionViewFlowLayout(),
            dataSource: data)
        view.layoutIfNeeded()
        view.performBatchUpdates(
            {
                data.itemCounts = [3]
                view.insertItems(at: [IndexPath(item: 2, section: 0)])
            }, completion: nil)
        XCTAssertEqual(view.inserted, [IndexPath(item: 2, section: 0)])
        XCTAssertEqual(view.numberOfItems(inSection: 0), 3, "the update was recorded and applied")
    }
}
