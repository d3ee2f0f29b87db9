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

    /// On Linux a failing PNG leaves files a reviewer can open: `verifyLayoutSnapshot` (and
    /// `assertLayoutSnapshot`) write the actual and diff images beside the reference and name
    /// them, after a one-line summary. The actual image is the 90-wide rendering; the diff image
    /// has the reference's size.
    func testAFailingPNGWritesTheActualAndDiffImagesBesideTheReference() throws {
        let strategy = Snapshotting<CollectionView, RGBAImage>.layoutPNG()
        XCTAssertNotNil(
            verifyLayoutSnapshot(
                of: collectionView(itemWidth: 100), as: strategy, named: "grid", record: .missing,
                snapshotDirectory: directory.path))
        XCTAssertNil(
            verifyLayoutSnapshot(
                of: collectionView(itemWidth: 100), as: strategy, named: "grid", record: .never,
                snapshotDirectory: directory.path))
        let failure = try XCTUnwrap(
            verifyLayoutSnapshot(
                of: collectionView(itemWidth: 90), as: strategy, named: "grid", record: .never,
                snapshotDirectory: directory.path))
        let base = directory.appendingPathComponent(
            "testAFailingPNGWritesTheActualAndDiffImagesBesideTheReference.grid")
        let actual = base.appendingPathExtension("actual.png")
        let diff = base.appendingPathExtension("diff.png")
        XCTAssertTrue(
            failure.contains("LayoutShot wrote the actual image to \(actual.path)\nand the difference to \(diff.path)"),
            failure)
        let summary = try XCTUnwrap(failure.split(separator: "\n").first { $0.hasPrefix("LayoutShot pixel diff: ") })
        XCTAssertTrue(
            summary.contains(" pixels differ") && summary.contains(" regions, the largest at ")
                && !summary.contains("regions in"), String(summary))
        let rendered = try RasterRenderer().image(for: SceneBuilder().makeScene(for: collectionView(itemWidth: 90)))
        XCTAssertEqual(try PNGDecoder.decode(contentsOf: actual), rendered)
        let reference = try PNGDecoder.decode(contentsOf: base.appendingPathExtension("png"))
        let diffImage = try PNGDecoder.decode(contentsOf: diff)
        XCTAssertEqual([diffImage.width, diffImage.height], [reference.width, reference.height])
    }

    /// The images go to the folder a test names instead, when it names one; a JSON failure
    /// writes none.
    func testFailureImagesGoToTheFolderATestNames() throws {
        let folder = directory.appendingPathComponent("failures")
        let strategy = Snapshotting<CollectionView, RGBAImage>.layoutPNG()
        _ = verifyLayoutSnapshot(
            of: collectionView(itemWidth: 100), as: strategy, record: .missing, snapshotDirectory: directory.path,
            testName: "unnamed")
        let failure = try XCTUnwrap(
            verifyLayoutSnapshot(
                of: collectionView(itemWidth: 90), as: strategy, named: "1", record: .never,
                snapshotDirectory: directory.path, failureImages: folder, testName: "unnamed"))
        XCTAssertTrue(failure.contains(folder.appendingPathComponent("unnamed.1.actual.png").path), failure)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted(),
            ["unnamed.1.actual.png", "unnamed.1.diff.png"])
        _ = verifyLayoutSnapshot(
            of: collectionView(itemWidth: 100), as: .layoutJSON, named: "j", record: .missing,
            snapshotDirectory: directory.path, failureImages: folder)
        let json = try XCTUnwrap(
            verifyLayoutSnapshot(
                of: collectionView(itemWidth: 90), as: .layoutJSON, named: "j", record: .never,
                snapshotDirectory: directory.path, failureImages: folder))
        XCTAssertFalse(json.contains("LayoutShot wrote"), json)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path).count, 2)
    }

    func testLayoutPNGBudgetLetsSmallDifferencesPass() {
        let strategy = Snapshotting<CollectionView, RGBAImage>.layoutPNG(budget: PixelBudget(maxRatio: 1))
        XCTAssertNil(recordThenCheck(strategy), "a budget of 100 % accepts any change of equal size")
    }
}
