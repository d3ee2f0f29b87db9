import Foundation
import LayoutAnimation

/// When the frames of an animated image (GIF, WebP) are sampled and how long each shows: the
/// animation sampled `framesPerSecond` times a second, so motion reads smoothly (Paparazzi
/// samples its GIFs at 30 fps), with the first frame held `holdStart` seconds and the last
/// `holdEnd`, as the animated SVG holds them, so the loop reads at a glance.
///
/// Frame boundaries are rounded to the hundredth of a second a GIF stores, cumulatively, so a
/// 30 fps animation alternates 30 and 40 ms frames and keeps its length.
public struct AnimatedImageTiming: Equatable, Sendable {
    /// Samples per second of animation.
    public var framesPerSecond: Double
    /// Seconds the first frame is held before the animation starts.
    public var holdStart: Double = 0.3
    /// Seconds the last frame is held before the loop restarts.
    public var holdEnd: Double = 0.7

    /// The default rate.
    public static let defaultFramesPerSecond = 30.0
    /// The rates accepted: GIF delays are hundredths of a second and browsers slow delays under
    /// 2 hundredths to a tenth of a second, so 50 frames a second is the most that plays as asked.
    public static let framesPerSecondRange = 1.0...50.0

    /// A timing sampling `framesPerSecond` times a second, with the default holds.
    public init(framesPerSecond: Double = Self.defaultFramesPerSecond) {
        self.framesPerSecond = framesPerSecond
    }

    /// The normalised times to sample an animation of `seconds`: one per `1 / framesPerSecond`
    /// seconds, the first and last included (at least 2).
    public func times(over seconds: Double) -> [Double] {
        AnimationPlan.times(count: Self.frameCount(seconds: seconds, framesPerSecond: framesPerSecond))
    }

    /// How long each of `count` frames sampling `seconds` evenly shows, in milliseconds
    /// (multiples of 10): the interval between samples, the first frame also `holdStart`, the
    /// last `holdEnd`.
    public func milliseconds(frames count: Int, over seconds: Double) -> [Int] {
        guard count > 1 else { return [max(10, Self.hundredths(holdStart + seconds + holdEnd) * 10)] }
        let step = seconds / Double(count - 1)
        // Frame i starts at boundary i; the last ends after the end hold.
        let boundaries = [0] + (1..<count).map { holdStart + Double($0) * step } + [holdStart + seconds + holdEnd]
        let rounded = boundaries.map(Self.hundredths)
        return zip(rounded, rounded.dropFirst()).map { max(10, ($1 - $0) * 10) }
    }

    private static func hundredths(_ seconds: Double) -> Int { Int((seconds * 100).rounded()) }

    /// `seconds · framesPerSecond` intervals, plus one (2 to 10,000 frames).
    public static func frameCount(seconds: Double, framesPerSecond: Double) -> Int {
        let intervals = (seconds * framesPerSecond).rounded()
        guard intervals.isFinite else { return 2 }
        return Int(min(9_999, max(1, intervals))) + 1
    }
}
