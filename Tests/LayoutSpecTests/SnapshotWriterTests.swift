import CollectionLayout
import Foundation
import LayoutSnapshot
import XCTest

@testable import LayoutSpec

/// The snapshot JSON written straight from the snapshot is byte for byte the canonical form of
/// its JSON value (`JSONValue`'s rules), for every fixture and the edge cases.
final class SnapshotWriterTests: XCTestCase {
    func testEveryFixtureSnapshotIsWrittenAsItsCanonicalJSONValue() throws {
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.fixtures.path)
            .filter { $0.hasSuffix(".yaml") }.sorted()
        XCTAssertGreaterThanOrEqual(fixtures.count, 8)
        for name in fixtures {
            let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture(name))
            let snapshot = try DocumentRenderer(document: document).snapshot()
            XCTAssertEqual(snapshot.jsonData(), snapshot.jsonValue.canonicalData, name)
        }
    }

    func testEmptySnapshotsHiddenElementsEscapedKindsAndLargeNumbers() {
        let header = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "quote \" backslash \\ tab \t é", with: IndexPath(item: 0, section: 3))
        header.center = CGPoint(x: 1e11 + 0.5, y: -0.0000004)
        header.size = CGSize(width: 1.0 / 3, height: 2)
        header.zIndex = Int.max
        header.isHidden = true
        header.alpha = 0.25
        header.transform3D = CATransform3DMakeRotation(0.3, 0, 1, 0)
        let cases = [
            LayoutSnapshot(attributes: [], contentSize: .zero, viewport: .zero),
            LayoutSnapshot(
                attributes: [header], contentSize: CGSize(width: 10, height: 20),
                viewport: CGRect(x: 0, y: 5, width: 10, height: 10)),
        ]
        for snapshot in cases {
            XCTAssertEqual(snapshot.jsonString(), snapshot.jsonValue.canonicalString)
        }
    }
}
