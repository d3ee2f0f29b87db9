import LayoutRendering

/// A timed frame sequence — one timeline for `animate` and `scroll`: the scenes of the frames in
/// order and how long each shows when played (the first and last held as `AnimatedImageTiming`
/// holds them). What an animated image plays and frame files are written from.
public struct FrameSequence {
    /// The frames' scenes, in order.
    public var scenes: [Scene]
    /// How long each frame shows, in milliseconds (multiples of 10), one per scene.
    public var milliseconds: [Int]

    /// A sequence of `scenes`, each shown for its entry of `milliseconds`.
    ///
    /// - Precondition: one duration per scene.
    public init(scenes: [Scene], milliseconds: [Int]) {
        precondition(scenes.count == milliseconds.count, "one duration per frame")
        self.scenes = scenes
        self.milliseconds = milliseconds
    }
}
