import CollectionLayout
import Foundation
import LayoutOutput
import LayoutSpec
import XCTest

/// What `check` compares is made from one layout pass per still: the snapshot and the image
/// name the same elements, and no second collection view is laid out for either.
final class ReferenceRenderingTests: XCTestCase {
    /// How many layouts the registered class made.
    private final class Made: @unchecked Sendable {
        private let lock = NSLock()
        private var count = 0
        func add() { lock.withLock { count += 1 } }
        var total: Int { lock.withLock { count } }
    }

    private let made = Made()

    override func setUpWithError() throws {
        let made = self.made
        try LayoutRegistry.shared.register(
            RegisteredLayout("counted-flow") { _ in
                made.add()
                let layout = CollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 50, height: 50)
                return layout
            })
    }

    override func tearDown() {
        LayoutRegistry.shared.unregister(named: "counted-flow")
    }

    func testAStillIsLaidOutOnceForItsSnapshotAndItsImage() throws {
        let document = try LayoutDocument.decode(
            "viewport: {width: 200, height: 300}\nlayout: {type: counted-flow}\nsections: [6]\n", file: "counted.yaml")
        var options = DocumentOutput.Options()
        options.scale = 1
        let before = made.total
        let rendering = try DocumentOutput(document: document, options: options).referenceRendering()
        XCTAssertEqual(made.total - before, 1, "one layout for the snapshot and the image")
        XCTAssertEqual(rendering.snapshot.elements.count, 6)
        XCTAssertNotNil(rendering.contentOrigin, "a still maps element frames onto its image")
        XCTAssertTrue(rendering.frames.isEmpty)
        // The image is the figure at scale 1: at least its content, 6 cells of 50 points three to
        // a row 10 apart (UIKit's default spacing), 3 · 50 + 2 · 10 by 2 · 50 + 10 points.
        XCTAssertGreaterThanOrEqual(rendering.image.width, 170)
        XCTAssertGreaterThanOrEqual(rendering.image.height, 110)
    }
}
