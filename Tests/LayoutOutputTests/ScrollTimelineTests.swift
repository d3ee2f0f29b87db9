import Foundation
import LayoutOutput
import LayoutSpec
import XCTest

/// A scroll is one timeline for every animated output: the animated SVG and an animated image
/// share its frame duration, an animated image samples it at its rate with `animate`'s holds,
/// and offsets the content cannot show are warned about, located.
final class ScrollTimelineTests: XCTestCase {
    /// 24 cells of 100 × 100 points, three to a 320-point row (UIKit's flow layout spaces lines
    /// and items 10 points apart by default): 8 rows, 8 · 100 + 7 · 10 = 870 points of content
    /// in a 480-point viewport, so the offset stops at 870 − 480 = 390.
    private func document(scroll: String, items: Int = 24) throws -> LayoutDocument {
        try LayoutDocument.decode(
            """
            viewport: {width: 320, height: 480}
            layout: {type: flow, itemSize: {width: 100, height: 100}}
            sections: [\(items)]
            scroll: \(scroll)
            """, file: "scroll.yaml")
    }

    /// The warnings an animated SVG of `document`'s scroll, with `overrides`, gives.
    private func warnings(_ document: LayoutDocument, overrides: ScrollOverrides = ScrollOverrides()) throws
        -> [Diagnostic]
    {
        var found: [Diagnostic] = []
        var options = DocumentOutput.Options()
        options.events = { if case .warning(let warning) = $0 { found.append(warning) } }
        let scroll = try document.scroll(overriddenBy: overrides)
        _ = try DocumentOutput(document: document, product: .scroll(scroll), options: options).data(as: .svg)
        return found
    }

    func testOffsetsPastTheEndAreWarnedAboutAtTheKeyThatAskedForThem() throws {
        // 0, 200, 400, 600, 800, 1000: frames 2 to 5 ask for more than 390.
        let found = try warnings(try document(scroll: "{from: 0, to: 1000, frames: 6}"))
        XCTAssertEqual(found.count, 1, "\(found)")
        let warning = try XCTUnwrap(found.first)
        XCTAssertEqual(warning.severity, .warning)
        XCTAssertEqual(warning.location.keyPath, "scroll.to")
        XCTAssertEqual(warning.location.line, 4, "the line of `scroll`, where `to` is written")
        for text in ["offset 1000 cannot be reached", "from 0 to 390 along y", "frames 2–5"] {
            XCTAssertTrue(warning.message.contains(text), "\(warning.message) should say \(text)")
        }
    }

    func testOffsetsGivenOnTheCommandLineAreNotLocatedAtTheDocumentsKeys() throws {
        var overrides = ScrollOverrides()
        overrides.motion = .keyframes(from: 0, to: 2000)
        let given = try warnings(try document(scroll: "{from: 0, to: 300, frames: 4}"), overrides: overrides)
        XCTAssertEqual(given.count, 1, "\(given)")
        XCTAssertEqual(given.first?.location.keyPath, "scroll")
        XCTAssertNil(given.first?.location.line, "the document's `to: 300` did not ask for 2000")
        // The document's own motion at another frame count (`--frames`) is still its key's.
        var frames = ScrollOverrides()
        frames.frames = 3
        let own = try warnings(try document(scroll: "{from: 0, to: 1000, frames: 6}"), overrides: frames)
        XCTAssertEqual(own.map(\.location.keyPath), ["scroll.to"])
    }

    func testContentThatDoesNotScrollIsWarnedAbout() throws {
        // 12 cells: 4 rows, 430 points, shorter than the 480-point viewport.
        let found = try warnings(try document(scroll: "{offsets: [0, 100, 200]}", items: 12))
        XCTAssertEqual(found.map(\.location.keyPath), ["scroll.offsets"])
        XCTAssertTrue(found.first?.message.contains("does not scroll along y") == true, "\(found)")
    }

    func testAScrollWithinTheContentIsNotWarnedAbout() throws {
        XCTAssertEqual(try warnings(try document(scroll: "{from: 0, to: 390, frames: 4}")), [])
    }

    func testAnAnimatedImageSamplesAKeyframedScrollAtItsRateWithAnimatesHolds() throws {
        // 5 frames, 0.25 s apart by default: one second of motion. At 30 frames a second that is
        // 30 intervals, 31 frames, played in 0.3 + 1 + 0.7 seconds.
        let document = try document(scroll: "{from: 0, to: 300, frames: 5}")
        let scroller = DocumentScroller(document: document, scroll: try XCTUnwrap(document.scroll))
        let sampled = try scroller.sample()
        XCTAssertEqual(scroller.frameDuration(for: sampled), 0.25)
        let sequence = try scroller.frameSequence(for: sampled, timing: AnimatedImageTiming(framesPerSecond: 30))
        XCTAssertEqual(sequence.scenes.count, 31)
        XCTAssertEqual(sequence.milliseconds.reduce(0, +), 2000)
        // At 10 frames a second: 11 frames, the same length.
        let slower = try scroller.frameSequence(for: sampled, timing: AnimatedImageTiming(framesPerSecond: 10))
        XCTAssertEqual(slower.scenes.count, 11)
        XCTAssertEqual(slower.milliseconds.reduce(0, +), 2000)
    }

    func testAnOffsetListStepsEachOffsetForItsFrameDuration() throws {
        // Offsets cannot be sampled between: three frames, the first held 0.3 s before its
        // 0.5-s interval ends... each boundary at 0.3 + i · 0.5 s, the last held 0.7 s.
        let document = try document(scroll: "{offsets: [0, 100, 200], strip: {frameDuration: 0.5}}")
        let scroller = DocumentScroller(document: document, scroll: try XCTUnwrap(document.scroll))
        let sequence = try scroller.frameSequence(for: try scroller.sample(), timing: AnimatedImageTiming())
        XCTAssertEqual(sequence.milliseconds, [800, 500, 700])
    }
}
