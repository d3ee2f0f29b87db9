import Foundation
import LayoutAnimatedImage
import LayoutRendering
import LayoutSpec
import LayoutSupport

extension OutputFormat where Product == FrameSequence {
    /// The sequence as a looping animated GIF at `scale` (palettes and LZW blocks per frame, on
    /// every core).
    ///
    /// - Throws (when writing): `OutputError` over `animatedImagePixelBudget`; `RasterError`,
    ///   GIF errors.
    public static func gif(scale: Double) -> OutputFormat {
        OutputFormat(name: "gif") { sequence in try GIFEncoder.encode(try animationFrames(of: sequence, scale: scale)) }
    }

    /// The sequence as a looping animated WebP at `scale`. Sets the process's allocator to keep
    /// freed blocks for reuse (`FreedMemory.keepForReuse()`), which libwebp's encoder needs to be
    /// fast.
    ///
    /// - Throws (when writing): `OutputError` over `animatedImagePixelBudget`; `RasterError`,
    ///   WebP errors.
    public static func webp(scale: Double) -> OutputFormat {
        OutputFormat(name: "webp") { sequence in
            let frames = try animationFrames(of: sequence, scale: scale)
            FreedMemory.keepForReuse()
            return try WebPAnimationEncoder.encode(frames)
        }
    }

    /// The most pixels an animated image may have over all its frames: every frame is drawn and
    /// kept for the encoder, so this bounds both time and memory (a thousand frames of a 9000-point
    /// viewport took a minute and 2.9 GB). 200,000,000: 100 frames of 1000 × 2000 pixels, about 15 s
    /// and 1 GB on a 2-core machine (1,000 frames of 390 × 844 took 25 s and 1.5 GB).
    public static var animatedImagePixelBudget: Int { 200_000_000 }

    /// Refuses an animated image of `frames` frames of `size` points at `scale` over
    /// `animatedImagePixelBudget`.
    static func checkPixelBudget(frames: Int, size: CGSize, scale: Double) throws {
        let width = (Double(size.width) * scale).rounded(.up)
        let height = (Double(size.height) * scale).rounded(.up)
        let pixels = width * height * Double(frames)
        let budget = animatedImagePixelBudget
        guard pixels <= Double(budget) else {
            throw OutputError(
                "an animated image of \(frames) frames of \(Int(width))×\(Int(height)) pixels has "
                    + "\(Int(pixels)) pixels in all, over the budget of \(budget): use fewer frames "
                    + "(--fps, --frames), a smaller --scale or the viewport region")
        }
    }

    /// The sequence's frames drawn on one canvas at `scale`, on every core, each with its duration.
    private static func animationFrames(of sequence: FrameSequence, scale: Double) throws -> [AnimationFrame] {
        let raster = RasterRenderer(scale: CGFloat(scale))
        let canvases = onOneCanvas(sequence.scenes)
        try checkPixelBudget(frames: canvases.count, size: canvases.first?.size ?? .zero, scale: scale)
        // Frames are drawn on every core, each on its own canvas, and kept in order: the same
        // pixels as one at a time. A frame that fails is drawn again here, for its error.
        let drawn = ParallelWork.map(count: canvases.count, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            try? raster.image(for: canvases[$0])
        }
        return try zip(canvases, zip(drawn, sequence.milliseconds)).map { scene, frame in
            AnimationFrame(image: try frame.0 ?? raster.image(for: scene), milliseconds: frame.1)
        }
    }

    /// `scenes` on one canvas, as large as the largest of them: an animated image has one size,
    /// and frames of a figure can differ by a few points (a legend or region that changes
    /// during the animation). Smaller frames are centred across and kept at the top, on their
    /// own background, as the film strip centres frames in its cells.
    static func onOneCanvas(_ scenes: [Scene]) -> [Scene] {
        let canvas = CGSize(
            width: scenes.map(\.size.width).max() ?? 0, height: scenes.map(\.size.height).max() ?? 0)
        return scenes.map { scene in
            guard scene.size != canvas else { return scene }
            let origin = CGPoint(x: ((canvas.width - scene.size.width) / 2).rounded(.down), y: 0)
            return Scene(
                size: canvas, background: scene.background,
                nodes: [.panel(ScenePanel(origin: origin, scene: scene, clipsToBounds: false))], title: scene.title)
        }
    }
}
