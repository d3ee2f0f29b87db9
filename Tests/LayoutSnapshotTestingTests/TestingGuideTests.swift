import Foundation
import LayoutShotUIKit
import LayoutSnapshotTesting
import LayoutTestSupport
import SnapshotTesting
import XCTest

/// The examples of docs/testing.md, as written there: a plain collection view with data answers
/// its queries, and the three strategies record references with the extensions the guide names.
final class TestingGuideTests: XCTestCase {
    func testTheFirstRowHoldsThreeCells() throws {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [5]))

        let third = try XCTUnwrap(collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0)))
        XCTAssertEqual(third.frame.minY, 0, "three 100-point cells fit in 320 points")
        XCTAssertEqual(collectionView.layoutAttributesForElements(in: collectionView.bounds).count, 5)
    }

    /// The guide's snapshot test, recorded into a directory of its own (removed afterwards):
    /// one reference per strategy, `.json`, `.svg` and `.png`, and a second run passes.
    func testTheGuidesSnapshotsRecordWithTheirExtensions() throws {
        let directory = try makeTemporaryDirectory("TestingGuide")
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout,
            dataSource: InMemoryDataSource(itemCounts: [5]))
        for record in [SnapshotTestingConfiguration.Record.missing, .never] {
            XCTAssertEqual(
                verifySnapshot(
                    of: collectionView, as: .layoutJSON, named: "feed", record: record,
                    snapshotDirectory: directory.path) == nil,
                record == .never)
            XCTAssertEqual(
                verifySnapshot(
                    of: collectionView, as: .layoutSVG(), named: "feed", record: record,
                    snapshotDirectory: directory.path) == nil,
                record == .never)
            XCTAssertEqual(
                verifySnapshot(
                    of: collectionView, as: .layoutPNG(scale: 2), named: "feed", record: record,
                    snapshotDirectory: directory.path)
                    == nil, record == .never)
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertEqual(Set(files.map { URL(fileURLWithPath: $0).pathExtension }), ["json", "svg", "png"], "\(files)")
    }
}
