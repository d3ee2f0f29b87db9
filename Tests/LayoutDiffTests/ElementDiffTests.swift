import CollectionLayout
import Foundation
import LayoutDiff
import LayoutImage
import LayoutSnapshot
import XCTest

final class ElementDiffTests: XCTestCase {
    private func cell(_ section: Int, _ item: Int, _ frame: CGRect, alpha: CGFloat = 1, zIndex: Int = 0)
        -> ElementSnapshot
    {
        element(.cell, nil, section, item, frame, alpha: alpha, zIndex: zIndex)
    }

    private func header(_ section: Int, _ frame: CGRect) -> ElementSnapshot {
        element(.supplementaryView, CollectionElementKind.sectionHeader, section, 0, frame)
    }

    private func element(
        _ category: CollectionElementCategory, _ kind: String?, _ section: Int, _ item: Int, _ frame: CGRect,
        alpha: CGFloat = 1, zIndex: Int = 0, hidden: Bool = false, transform: CATransform3D = CATransform3DIdentity
    ) -> ElementSnapshot {
        ElementSnapshot(
            category: category, kind: kind, section: section, item: item, frame: frame,
            center: CGPoint(x: frame.midX, y: frame.midY), size: frame.size, zIndex: zIndex, alpha: alpha,
            hidden: hidden, transform: transform)
    }

    private func snapshot(_ elements: [ElementSnapshot], height: CGFloat = 600) -> LayoutSnapshot {
        LayoutSnapshot(
            contentSize: CGSize(width: 320, height: height), viewport: CGRect(x: 0, y: 0, width: 320, height: 480),
            elements: elements)
    }

    func testIdenticalSnapshotsHaveNoChanges() {
        let layout = snapshot([
            header(0, CGRect(x: 0, y: 0, width: 320, height: 44)),
            cell(0, 0, CGRect(x: 0, y: 44, width: 100, height: 100)),
        ])
        let result = ElementDiff.compare(layout, layout)
        XCTAssertTrue(result.isEmpty)
        XCTAssertEqual(result.summaryLines, [])
        XCTAssertEqual(result.headline, "no element changes (2 elements)")
    }

    func testMovedAndResizedElementsReadNaturally() {
        let before = snapshot([
            header(1, CGRect(x: 0, y: 300, width: 320, height: 44)),
            cell(0, 3, CGRect(x: 110, y: 110, width: 100, height: 100)),
        ])
        let after = snapshot([
            header(1, CGRect(x: 0, y: 300, width: 320, height: 50)),
            cell(0, 3, CGRect(x: 122, y: 110, width: 100, height: 100)),
        ])
        let result = ElementDiff.compare(before, after)
        // Cells sort before supplementary views.
        XCTAssertEqual(result.summaryLines, ["cell 0-3 moved by (12, 0)", "header 1-0 resized from 320×44 to 320×50"])
        XCTAssertEqual(result.changes.map(\.kind), [.moved, .resized])
        XCTAssertEqual(result.headline, "2 elements changed: 1 moved, 1 resized")
    }

    func testAddedAndRemovedElements() {
        let before = snapshot([
            cell(0, 0, CGRect(x: 0, y: 0, width: 50, height: 50)),
            cell(0, 1, CGRect(x: 60, y: 0, width: 50, height: 50)),
        ])
        let after = snapshot([
            cell(0, 0, CGRect(x: 0, y: 0, width: 50, height: 50)),
            cell(1, 0, CGRect(x: 0, y: 60, width: 50, height: 50.5)),
        ])
        let result = ElementDiff.compare(before, after)
        XCTAssertEqual(
            result.summaryLines,
            ["cell 0-1 removed (was at (60, 0) 50×50)", "cell 1-0 added at (0, 60) 50×50.5"])
    }

    func testRestyledProperties() {
        let frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        let before = snapshot([element(.cell, nil, 0, 0, frame)])
        let after = snapshot([
            element(
                .cell, nil, 0, 0, frame, alpha: 0.5, zIndex: 10, hidden: true,
                transform: CATransform3DMakeScale(2, 2, 1))
        ])
        let result = ElementDiff.compare(before, after)
        XCTAssertEqual(result.changes.map(\.property), [.alpha, .zIndex, .hidden, .transform])
        XCTAssertEqual(
            result.summaryLines,
            [
                "cell 0-0 alpha changed from 1 to 0.5", "cell 0-0 zIndex changed from 0 to 10",
                "cell 0-0 became hidden",
                "cell 0-0 transform changed from identity to matrix(2, 0, 0, 2, 0, 0)",
            ])
    }

    func testChangesWithinToleranceAreIgnoredAndToleranceIsAdjustable() {
        let before = snapshot([cell(0, 0, CGRect(x: 10, y: 10, width: 100, height: 100))])
        // 0.0005 pt is below LayoutTolerance.geometry (0.001 pt).
        let after = snapshot([cell(0, 0, CGRect(x: 10.0005, y: 10, width: 100, height: 100))])
        XCTAssertTrue(ElementDiff.compare(before, after).isEmpty)
        let strict = ElementDiff.compare(before, after, options: ElementDiffOptions(geometryTolerance: 1e-4))
        XCTAssertEqual(strict.summaryLines, ["cell 0-0 moved by (0.001, 0)"], "0.0005 rounds to 0.001 in the summary")
    }

    func testContentSizeChangeIsReportedFirst() {
        let element = cell(0, 0, CGRect(x: 0, y: 0, width: 10, height: 10))
        let result = ElementDiff.compare(snapshot([element], height: 600), snapshot([element], height: 640))
        XCTAssertFalse(result.isEmpty)
        XCTAssertEqual(result.summaryLines, ["content size changed from 320×600 to 320×640"])
    }

    func testOrderIsDeterministicRegardlessOfSnapshotOrder() {
        let elements = (0..<6).map { cell($0 % 2, $0, CGRect(x: CGFloat($0) * 10, y: 0, width: 10, height: 10)) }
        let moved = elements.map { e -> ElementSnapshot in
            var copy = e
            copy.frame.origin.y += 5
            copy.center.y += 5
            return copy
        }
        let forward = ElementDiff.compare(snapshot(elements), snapshot(moved))
        let shuffled = ElementDiff.compare(snapshot(elements.reversed()), snapshot(Array(moved.reversed())))
        XCTAssertEqual(forward.summaryLines, shuffled.summaryLines)
        XCTAssertEqual(
            forward.changes.map(\.key.description),
            ["cell 0-0", "cell 0-2", "cell 0-4", "cell 1-1", "cell 1-3", "cell 1-5"])
    }
}
