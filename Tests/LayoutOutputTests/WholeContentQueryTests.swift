import CollectionLayout
import Foundation
import LayoutOutput
import LayoutRendering
import LayoutSnapshot
import LayoutSpec
import XCTest

/// "The whole content" has one owner (`CollectionView.wholeContentRect`): `render` and `check`
/// (a document's still), the snapshot strategies' `LayoutSnapshot(collectionView:)` and
/// `SceneBuilder.makeScene(for:)` all record the same elements for the same view.
final class WholeContentQueryTests: XCTestCase {
    /// A layout whose content is 100 × 100 points, with a second cell below it: a badge-like
    /// element a layout may place where the viewport is larger than its content.
    final class BeyondContentLayout: CollectionViewLayout {
        static let frames = [CGRect(x: 10, y: 10, width: 50, height: 50), CGRect(x: 10, y: 300, width: 50, height: 50)]

        override var collectionViewContentSize: CGSize { CGSize(width: 100, height: 100) }

        override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
            Self.frames.indices.compactMap { item in
                layoutAttributesForItem(at: IndexPath(item: item, section: 0)).flatMap {
                    $0.frame.intersects(rect) ? $0 : nil
                }
            }
        }

        override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
            guard indexPath.section == 0, Self.frames.indices.contains(indexPath.item) else { return nil }
            let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
            attributes.frame = Self.frames[indexPath.item]
            return attributes
        }
    }

    override func setUpWithError() throws {
        try LayoutRegistry.shared.register(RegisteredLayout("beyond-content") { _ in BeyondContentLayout() })
    }

    override func tearDown() {
        LayoutRegistry.shared.unregister(named: "beyond-content")
    }

    func testStillSnapshotStrategyAndSceneNameTheSameElements() throws {
        let document = try LayoutDocument.decode(
            "viewport: {width: 320, height: 600}\nlayout: {type: beyond-content}\nsections: [2]\n", file: "beyond.yaml")
        // The viewport (320 × 600) covers both cells; the content (100 × 100) only the first.
        // The whole content is content ∪ bounds, so every output records both.
        let expected: Set<IndexPath> = [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0)]

        let still = try DocumentRenderer(document: document).still()
        let fromStill = Set(still.snapshot.elements.map { IndexPath(item: $0.item, section: $0.section) })
        XCTAssertEqual(fromStill, expected, "render/check")

        let strategy = LayoutSnapshot(collectionView: document.makeCollectionView())
        let fromStrategy = Set(strategy.elements.map { IndexPath(item: $0.item, section: $0.section) })
        XCTAssertEqual(fromStrategy, expected, "the snapshot strategies")

        let scene = SceneBuilder().makeScene(for: document.makeCollectionView())
        XCTAssertEqual(Set(scene.allElements.map(\.key.indexPath)), expected, "SceneBuilder.makeScene(for:)")

        let json = try DocumentOutput(document: document).data(as: .json)
        XCTAssertEqual(try LayoutSnapshot.decode(from: json).elements.count, 2, "render -o .json")
    }
}
