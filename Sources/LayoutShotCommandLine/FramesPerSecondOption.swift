import ArgumentParser
import LayoutSpec

/// `--fps`, shared by the commands that write animated images (`animate`, `scroll`): one
/// timeline, sampled at the same rate with the same holds whichever command made it.
struct FramesPerSecondOption: ParsableArguments {
    @Option(
        name: .customLong("fps"),
        help: ArgumentHelp(
            "Frames per second of a .gif or .webp (1…50, default 30).",
            discussion: """
                An animated image samples the motion at this rate, the first frame held 0.3 s and \
                the last 0.7 s; --frames sets the frames of strips and frame files.
                """))
    var framesPerSecond: Double?

    /// Post-parse check, called from the commands' `validate()`.
    func check() throws {
        if let framesPerSecond, !AnimatedImageTiming.framesPerSecondRange.contains(framesPerSecond) {
            throw ValidationError("--fps must be from 1 to 50, found \(framesPerSecond)")
        }
    }

    /// The timing an animated image is sampled with.
    var timing: AnimatedImageTiming {
        AnimatedImageTiming(framesPerSecond: framesPerSecond ?? AnimatedImageTiming.defaultFramesPerSecond)
    }
}
