import LayoutSpec
import XCTest

/// An animated image's frames: sampled at the frame rate, held at both ends, their lengths on
/// the hundredths of a second a GIF stores, adding up to the animation and its holds.
final class AnimatedImageTimingTests: XCTestCase {
    func testFramesSampleTheRateAndAddUpToTheAnimationAndItsHolds() {
        let timing = AnimatedImageTiming(framesPerSecond: 30)
        for seconds in [0.3, 0.35, 1, 2.5] {
            let times = timing.times(over: seconds)
            XCTAssertEqual(times.count, Int((seconds * 30).rounded()) + 1, "one frame per 1/30 s, both ends")
            XCTAssertEqual(times.first, 0)
            XCTAssertEqual(times.last, 1)
            let lengths = timing.milliseconds(frames: times.count, over: seconds)
            XCTAssertTrue(lengths.allSatisfy { $0 % 10 == 0 && $0 >= 10 }, "\(lengths)")
            // 0.3 s hold + the animation + 0.7 s hold, rounded once.
            XCTAssertEqual(lengths.reduce(0, +), Int(((0.3 + seconds + 0.7) * 100).rounded()) * 10)
            XCTAssertEqual(lengths.first ?? 0, 330, accuracy: 10, "the start hold and one 1/30 s step")
            XCTAssertEqual(lengths.last, 700)
        }
        // 50 frames a second is 20 ms a frame exactly.
        let fifty = AnimatedImageTiming(framesPerSecond: 50)
        XCTAssertEqual(fifty.milliseconds(frames: 6, over: 0.1), [320, 20, 20, 20, 20, 700])
    }
}
