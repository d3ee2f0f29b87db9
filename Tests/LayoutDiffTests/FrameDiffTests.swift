import LayoutDiff
import LayoutImage
import XCTest

/// A film strip compared frame by frame: each frame's own count, ignore regions moved into the
/// frame, and no per-frame counts when the strips differ in size.
final class FrameDiffTests: XCTestCase {
    /// Three 10 × 8 frames side by side with 2 pixels between them, on a 34 × 8 white strip.
    private let frames: [(label: String, rect: PixelRect)] = (0..<3).map { index in
        ("t = \(index)", PixelRect(x: index * 12, y: 0, width: 10, height: 8))
    }

    func testEachFrameCountsOnlyItsOwnPixels() {
        let expected = TestImages.filled(34, 8, TestImages.white)
        // Frame 1 (x 12…21) gets 3 black pixels, frame 2 (x 24…33) one; frame 0 is untouched.
        let actual = TestImages.setting(expected, [(12, 0), (15, 4), (21, 7), (30, 3)], to: TestImages.black)
        let result = FrameDiff.compare(expected: expected, actual: actual, frames: frames, options: PixelDiffOptions())
        XCTAssertEqual(result.map(\.mismatchedPixels), [0, 3, 1])
        XCTAssertEqual(result.map(\.isChanged), [false, true, true])
        XCTAssertEqual(result.map(\.label), ["t = 0", "t = 1", "t = 2"])
        XCTAssertEqual(result[1].rect, PixelRect(x: 12, y: 0, width: 10, height: 8))
        // The strip's own count is the frames' sum here (no anti-aliasing at a frame's edge).
        XCTAssertEqual(PixelDiff.compare(expected, actual).mismatchedPixels, 4)
    }

    func testIgnoreRegionsApplyInsideTheFrameTheyCover() {
        let expected = TestImages.filled(34, 8, TestImages.white)
        let actual = TestImages.setting(expected, [(15, 4), (30, 3)], to: TestImages.black)
        // Ignoring strip pixels x 14…16 (inside frame 1) hides (15, 4) only.
        var options = PixelDiffOptions()
        options.ignoreRegions = [PixelRect(x: 14, y: 0, width: 3, height: 8)]
        let result = FrameDiff.compare(expected: expected, actual: actual, frames: frames, options: options)
        XCTAssertEqual(result.map(\.mismatchedPixels), [0, 0, 1])
    }

    func testStripsOfDifferentSizesGiveFramesWithoutCounts() {
        let expected = TestImages.filled(34, 8, TestImages.white)
        let actual = TestImages.filled(36, 8, TestImages.white)
        let result = FrameDiff.compare(expected: expected, actual: actual, frames: frames, options: PixelDiffOptions())
        XCTAssertEqual(result.map(\.mismatchedPixels), [nil, nil, nil])
        XCTAssertFalse(result.contains(where: \.isChanged))
        var item = DiffCase(name: "strip", status: .failed)
        item.frames = result
        XCTAssertEqual(
            item.detailLines, ["3 frames; the strip changed size, so frames are not compared one by one"])
    }

    func testAFrameOutsideTheImageIsClippedToIt() {
        let image = TestImages.filled(34, 8, TestImages.white)
        let wide = [(label: "edge", rect: PixelRect(x: 30, y: 4, width: 10, height: 10))]
        let result = FrameDiff.compare(expected: image, actual: image, frames: wide, options: PixelDiffOptions())
        XCTAssertEqual(result.first?.rect, PixelRect(x: 30, y: 4, width: 4, height: 4))
        XCTAssertEqual(result.first?.mismatchedPixels, 0)
    }

    func testTheDetailLineNamesTheChangedFrames() {
        var item = DiffCase(name: "strip", status: .failed)
        item.frames = [
            FrameDiff(label: "t = 0 s", rect: PixelRect(x: 0, y: 0, width: 1, height: 1), mismatchedPixels: 0),
            FrameDiff(label: "t = 0.1 s", rect: PixelRect(x: 1, y: 0, width: 1, height: 1), mismatchedPixels: 7),
        ]
        XCTAssertEqual(item.detailLines, ["1 of 2 frames changed: t = 0.1 s (7 pixels)"])
    }
}
