import CollectionLayout
import Foundation
import LayoutDiff
import LayoutImage
import LayoutSnapshot
import LayoutTestSupport
import XCTest

/// A film strip's third reference, `<name>.frames.json`: recorded with the layout reference,
/// compared frame by frame when the strip differs, so a report says which elements changed in
/// which frame; references recorded before it existed still check.
final class ReferenceCheckStripTests: XCTestCase {
    /// Two 20 × 20 frames side by side on a white 40 × 20 strip, one 10 × 10 black cell in
    /// each: at x = 5 in the first frame, at `secondX` (strip pixels) in the second.
    private struct Strip {
        var secondX: Int
        var frameCount = 2

        var image: RGBAImage {
            var image = TestImages.filled(40, 20, TestImages.white)
            for (left, top) in [(5, 5), (secondX, 5)] {
                for y in top..<top + 10 {
                    for x in left..<left + 10 { image.setPixel(x: x, y: y, to: TestImages.black) }
                }
            }
            return image
        }

        /// The frames' elements, in content coordinates (a frame's own, without its place on the strip).
        var frames: StripSnapshot {
            let xs = [CGFloat(5), CGFloat(secondX - 20)]
            return StripSnapshot(
                frames: (0..<frameCount).map { index in
                    StripSnapshot.Frame(label: "t = \(index)", elements: [cell(x: xs[min(index, 1)])])
                })
        }

        var snapshot: LayoutSnapshot {
            LayoutSnapshot(
                contentSize: CGSize(width: 20, height: 20), viewport: CGRect(x: 0, y: 0, width: 20, height: 20),
                elements: [cell(x: 5)])
        }

        private func cell(x: CGFloat) -> ElementSnapshot {
            let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            attributes.frame = CGRect(x: x, y: 5, width: 10, height: 10)
            return ElementSnapshot(attributes)
        }
    }

    private func check(_ mode: RecordMode, in directory: URL, withFrames: Bool = true) -> ReferenceCheck<Strip> {
        var check = ReferenceCheck<Strip>(
            store: ReferenceStore(directory: directory.appendingPathComponent("references")), mode: mode,
            layout: ReferenceStrategy.layoutSnapshot.pullback(\.snapshot),
            image: ReferenceStrategy.png(options: PixelDiffOptions(threshold: 0)).pullback(\.image))
        check.frames = { _, expected, actual in
            FrameDiff.compare(
                expected: expected, actual: actual,
                frames: [
                    ("t = 0", PixelRect(x: 0, y: 0, width: 20, height: 20)),
                    ("t = 1", PixelRect(x: 20, y: 0, width: 20, height: 20)),
                ], options: PixelDiffOptions(threshold: 0))
        }
        if withFrames { check.frameLayouts = ReferenceStrategy.stripSnapshot().pullback(\.frames) }
        return check
    }

    func testTheFramesAreRecordedWithTheLayoutAndNameTheElementsThatChangedInEachFrame() throws {
        let folder = try makeTemporaryDirectory("layoutshot-strip")
        let recorded = check(.missing, in: folder).check(Strip(secondX: 25), named: "strip")
        XCTAssertEqual(recorded.status, .recorded)
        XCTAssertEqual(
            recorded.images.recorded.map(\.lastPathComponent), ["strip.json", "strip.frames.json", "strip.png"])

        // The second frame's cell moves 3 points right; the first frame is as it was.
        let moved = check(.never, in: folder).check(Strip(secondX: 28), named: "strip")
        XCTAssertEqual(moved.status, .failed)
        let frames = try XCTUnwrap(moved.frames)
        XCTAssertEqual(frames.map(\.isChanged), [false, true])
        XCTAssertEqual(frames[0].elements?.isEmpty, true)
        let change = try XCTUnwrap(frames[1].elements?.changes.first)
        XCTAssertEqual(frames[1].elements?.changes.count, 1)
        XCTAssertEqual(change.kind, .moved)
        XCTAssertEqual(change.expected?.frame.minX, 5)
        XCTAssertEqual(change.actual?.frame.minX, 8)
        XCTAssertTrue(moved.detailLines.contains("t = 1: 1 element changed: 1 moved"), "\(moved.detailLines)")
        XCTAssertFalse(moved.detailLines.contains { $0.hasPrefix("t = 0:") }, "an unchanged frame says nothing")

        let rerecorded = check(.failed, in: folder).check(Strip(secondX: 28), named: "strip")
        XCTAssertEqual(
            rerecorded.images.recorded.map(\.lastPathComponent), ["strip.json", "strip.frames.json", "strip.png"])
        XCTAssertEqual(check(.never, in: folder).check(Strip(secondX: 28), named: "strip").status, .passed)
    }

    /// References recorded before the frames file existed: under `never` the strip is still
    /// checked (frames without element changes, nothing written); a recording mode adds the
    /// file, and does not compare the frames with what it just wrote.
    func testReferencesWithoutTheFramesFileStillCheck() throws {
        let folder = try makeTemporaryDirectory("layoutshot-strip")
        _ = check(.missing, in: folder, withFrames: false).check(Strip(secondX: 25), named: "strip")
        let frames = folder.appendingPathComponent("references/strip.frames.json")

        let never = check(.never, in: folder).check(Strip(secondX: 28), named: "strip")
        XCTAssertEqual(never.status, .failed, never.message ?? "")
        XCTAssertEqual(never.frames?.map(\.isChanged), [false, true])
        XCTAssertEqual(never.frames?.compactMap(\.elements), [])
        XCTAssertFalse(FileManager.default.fileExists(atPath: frames.path))

        let missing = check(.missing, in: folder).check(Strip(secondX: 28), named: "strip")
        XCTAssertEqual(missing.status, .failed)
        XCTAssertEqual(missing.images.recorded.map(\.lastPathComponent), ["strip.frames.json"])
        XCTAssertEqual(missing.frames?.compactMap(\.elements), [], "not compared with itself")
        XCTAssertTrue(FileManager.default.fileExists(atPath: frames.path))
        XCTAssertEqual(
            try StripSnapshot.decode(from: Data(contentsOf: frames)), Strip(secondX: 28).frames,
            "the file holds the frames as given")
    }

    /// Strips with different numbers of frames cannot be paired frame by frame.
    func testFramesThatDoNotPairHaveNoElementChanges() throws {
        let folder = try makeTemporaryDirectory("layoutshot-strip")
        _ = check(.missing, in: folder).check(Strip(secondX: 25), named: "strip")
        let result = check(.never, in: folder).check(Strip(secondX: 28, frameCount: 3), named: "strip")
        XCTAssertEqual(result.status, .failed)
        XCTAssertEqual(result.frames?.compactMap(\.elements), [])
    }

    /// A frames file that is not one is an error naming it, as any reference is.
    func testACorruptFramesFileIsAnErrorNamingIt() throws {
        let folder = try makeTemporaryDirectory("layoutshot-strip")
        _ = check(.missing, in: folder).check(Strip(secondX: 25), named: "strip")
        let frames = folder.appendingPathComponent("references/strip.frames.json")
        try Data(#"{"version": 1, "frames": [{"label": 3}]}"#.utf8).write(to: frames)
        let result = check(.never, in: folder).check(Strip(secondX: 28), named: "strip")
        XCTAssertEqual(result.status, .error)
        XCTAssertTrue(result.message?.contains(frames.path) == true, result.message ?? "")
        XCTAssertTrue(result.message?.contains("frames[0].label") == true, result.message ?? "")
    }
}
