import CollectionLayout
import Foundation
import LayoutDocument
import LayoutSnapshot
import LayoutSpec
import LayoutSupport
import LayoutTestSupport
import XCTest

/// The snapshot JSON written straight from the snapshot is byte for byte the canonical form of
/// its JSON value (`JSONValue`'s rules), for every fixture and the edge cases.
final class SnapshotWriterTests: XCTestCase {
    func testEveryFixtureSnapshotIsWrittenAsItsCanonicalJSONValue() throws {
        let fixtures = try PackagePaths.fixtureDocuments()
        XCTAssertGreaterThanOrEqual(fixtures.count, 8)
        for name in fixtures {
            let document = try LayoutDocument.load(contentsOf: PackagePaths.fixture(name))
            let snapshot = try DocumentRenderer(document: document).snapshot()
            XCTAssertEqual(snapshot.jsonData(), snapshot.jsonValue.canonicalData, name)
        }
    }

    func testStreamingFromAttributesWritesTheSnapshotsBytesForAnyChunkSize() throws {
        // Attributes out of key order, with a tie (two cells 0-1), and a header: the streamed
        // file must sort them as the snapshot does, ties in the given order.
        func cell(_ item: Int, x: CGFloat) -> CollectionViewLayoutAttributes {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = CGRect(x: x, y: -7.25, width: 40, height: 1e9)
            return attributes
        }
        let header = CollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: "header \"1\"", with: IndexPath(item: 0, section: 0))
        header.frame = CGRect(x: 0, y: 0, width: 1.0 / 3, height: 20)
        let attributes = [cell(2, x: 1), header, cell(1, x: -2), cell(0, x: 3), cell(1, x: 4)]
        let size = CGSize(width: 390, height: 844.5)
        let viewport = CGRect(x: 0, y: 12, width: 390, height: 100)
        let expected = LayoutSnapshot(attributes: attributes, contentSize: size, viewport: viewport)
            .jsonValue.canonicalData
        for chunkSize in [1, 7, 100, 1 << 20] {
            var chunks: [[UInt8]] = []
            var stream = ByteStream(chunkSize: chunkSize) { chunks.append(Array($0)) }
            try LayoutSnapshot.writeCanonicalJSON(
                attributes: attributes, contentSize: size, viewport: viewport, to: &stream)
            XCTAssertEqual(Data(chunks.joined()), expected, "chunk size \(chunkSize)")
            // Every chunk but the last holds at least a chunk's worth: the file is written in few pieces.
            XCTAssertTrue(chunks.dropLast().allSatisfy { $0.count >= chunkSize }, "chunk size \(chunkSize)")
        }
    }

    func testManyElementsAreWrittenAlikeOnAnyNumberOfCores() throws {
        // A batch of 8,192 and a part, out of key order (sections interleaved), each batch
        // formatted in slices on the other cores (one worker writes them as it reads them): the
        // same bytes for 1, 2 and 3 workers, the last element's separator included.
        let attributes = (0..<9_000).map { index in
            let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: index / 2, section: index % 2))
            cell.frame = CGRect(x: Double(index % 9) * 10.5, y: Double(index) * 3.25, width: 10, height: 3)
            cell.zIndex = index % 3
            return cell
        }
        let size = CGSize(width: 100, height: 29_250)
        let viewport = CGRect(x: 0, y: 0, width: 100, height: 800)
        let expected = LayoutSnapshot(attributes: attributes, contentSize: size, viewport: viewport)
            .jsonValue.canonicalData
        for workers in [1, 2, 3] {
            var data = Data()
            var stream = ByteStream(chunkSize: 1 << 16) { data.append(contentsOf: $0) }
            try LayoutSnapshot.writeCanonicalJSON(
                attributes: attributes, contentSize: size, viewport: viewport, to: &stream, workers: workers)
            XCTAssertEqual(data, expected, "\(workers) workers")
        }
    }

    func testBatchEdgesAreWrittenAlikeOnAnyNumberOfCoresAndADrainsErrorComesOut() throws {
        // A batch exactly (written as it is read), a batch and one element, two whole batches:
        // the same bytes on 2 and 3 workers as on one.
        func cells(_ count: Int) -> [CollectionViewLayoutAttributes] {
            (0..<count).map { index in
                let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: index, section: 0))
                cell.frame = CGRect(x: Double(index % 4) * 97.5, y: Double(index / 4) * 60, width: 97.5, height: 60)
                return cell
            }
        }
        func written(_ attributes: [CollectionViewLayoutAttributes], workers: Int) throws -> Data {
            // Collected in one `Data` (a copy per chunk, compared at once: the test runs unoptimised).
            var data = Data()
            var stream = ByteStream(chunkSize: 1 << 16) { data.append(contentsOf: $0) }
            try LayoutSnapshot.writeCanonicalJSON(
                attributes: attributes, contentSize: .zero, viewport: .zero, to: &stream, workers: workers)
            return data
        }
        for count in [8_192, 8_193, 16_384] {
            let attributes = cells(count)
            let one = try written(attributes, workers: 1)
            // No separator after the last element.
            let end = String(decoding: one.suffix(200), as: UTF8.self)
            XCTAssertTrue(end.contains("\"zIndex\": 0\n    }\n  ],\n  \"version\": "), "\(count) elements")
            for workers in [2, 3] {
                XCTAssertEqual(try written(attributes, workers: workers), one, "\(count) elements, \(workers) workers")
            }
        }
        // A drain that fails part-way (a full disk, say) stops the writing with its error.
        struct DiskFull: Error {}
        var drained = 0
        var stream = ByteStream(chunkSize: 1 << 16) { _ in
            drained += 1
            if drained == 3 { throw DiskFull() }
        }
        XCTAssertThrowsError(
            try LayoutSnapshot.writeCanonicalJSON(
                attributes: cells(9_000), contentSize: .zero, viewport: .zero, to: &stream, workers: 2)
        ) { XCTAssertTrue($0 is DiskFull, "\($0)") }
        XCTAssertEqual(drained, 3)
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
        // Integers either side of 10¹⁵, where the writer stops printing an integer's digits
        // itself and prints it as the double it is, and the most negative one.
        let integers = [
            (999_999_999_999_999, -1_000_000_000_000_000, Int.min),
            (1_000_000_000_000_000, -999_999_999_999_999, -1_000_000_000_000_001),
        ].map { item, section, zIndex in
            let cell = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
            cell.zIndex = zIndex
            return cell
        }
        let cases = [
            LayoutSnapshot(attributes: [], contentSize: .zero, viewport: .zero),
            LayoutSnapshot(
                attributes: [header], contentSize: CGSize(width: 10, height: 20),
                viewport: CGRect(x: 0, y: 5, width: 10, height: 10)),
            LayoutSnapshot(attributes: integers, contentSize: .zero, viewport: .zero),
        ]
        for snapshot in cases {
            XCTAssertEqual(snapshot.jsonString(), snapshot.jsonValue.canonicalString)
        }
    }
}
