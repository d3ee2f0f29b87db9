import CollectionLayout
import Foundation
import LayoutDiff
import LayoutImage
import LayoutRendering
import LayoutSnapshotTesting
import SnapshotTesting
import XCTest

final class LayoutSnapshotStrategyTests: XCTestCase {
    private var directory: URL!
    private var dataSource = InMemoryDataSource(itemCounts: [5])

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SnapshotStrategy-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // swift-snapshot-testing writes the actual value of a failing snapshot to
        // SNAPSHOT_ARTIFACTS (the temporary directory by default): keep it in ours.
        setenv("SNAPSHOT_ARTIFACTS", directory.appendingPathComponent("artifacts").path, 1)
    }

    override func tearDownWithError() throws {
        unsetenv("SNAPSHOT_ARTIFACTS")
        try? FileManager.default.removeItem(at: directory)
    }

    /// A 320-wide flow layout of five items, `itemWidth` × 100.
    private func collectionView(itemWidth: CGFloat) -> CollectionView {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: itemWidth, height: 100)
        return CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout, dataSource: dataSource)
    }

    /// Records a reference with `strategy`, then checks the same view (must pass) and a view
    /// with 90-wide items (must fail); returns the failure message of the last check.
    private func recordThenCheck<Format>(
        _ strategy: Snapshotting<CollectionView, Format>, testName: String = #function
    ) -> String? {
        let recorded = verifySnapshot(
            of: collectionView(itemWidth: 100), as: strategy, named: "grid", record: .missing,
            snapshotDirectory: directory.path, testName: testName)
        XCTAssertNotNil(recorded, "the first run records the missing reference and reports it")
        let same = verifySnapshot(
            of: collectionView(itemWidth: 100), as: strategy, named: "grid", record: .never,
            snapshotDirectory: directory.path, testName: testName)
        XCTAssertNil(same, "an unchanged layout matches its reference: \(same ?? "")")
        return verifySnapshot(
            of: collectionView(itemWidth: 90), as: strategy, named: "grid", record: .never,
            snapshotDirectory: directory.path, testName: testName)
    }

    func testLayoutJSONRecordsMatchesAndReportsChanges() throws {
        let failure = try XCTUnwrap(recordThenCheck(.layoutJSON), "90-wide items must not match 100-wide ones")
        // Items 100 → 90 wide: every cell resized, those after the first moved too; said per element.
        XCTAssertTrue(failure.contains("Layout snapshot: "), failure)
        XCTAssertTrue(failure.contains("cell 0-0 resized"), "the element diff names the changed cells: \(failure)")
        XCTAssertFalse(failure.contains("\"width\""), "no raw JSON lines: \(failure)")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(files.contains { $0.hasSuffix(".json") }, "reference stored as JSON: \(files)")
    }

    func testLayoutSVGUsesSVGExtension() throws {
        XCTAssertNotNil(recordThenCheck(.layoutSVG()))
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertTrue(files.contains { $0.hasSuffix(".svg") }, "reference stored as SVG: \(files)")
    }

    func testLayoutPNGComparesWithThePixelDiff() throws {
        let failure = try XCTUnwrap(recordThenCheck(.layoutPNG()))
        XCTAssertTrue(failure.contains("LayoutShot pixel diff: "), failure)
        XCTAssertTrue(failure.contains("pixels differ"), failure)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let png = try XCTUnwrap(files.first { $0.hasSuffix(".png") })
        let reference = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent(png))
        let rendered = try RasterRenderer().image(for: SceneBuilder().makeScene(for: collectionView(itemWidth: 100)))
        XCTAssertEqual(reference, rendered, "the reference is the Cairo rendering of the recorded view")
    }

    func testLayoutPNGBudgetLetsSmallDifferencesPass() {
        let strategy = Snapshotting<CollectionView, RGBAImage>.layoutPNG(budget: PixelBudget(maxRatio: 1))
        XCTAssertNil(recordThenCheck(strategy), "a budget of 100 % accepts any change of equal size")
    }
}
