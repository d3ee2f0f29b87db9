import ArgumentParser
import Foundation
import LayoutAnimatedImage
import LayoutRendering
import LayoutSupport

/// Where `animate` writes, decided by the output argument.
enum AnimationOutput {
    /// Frame file formats.
    enum FrameFormat: String {
        case png, svg
    }

    /// A file name pattern with one `%d` / `%0Nd` placeholder for the frame number.
    struct Pattern {
        var prefix: String
        var width: Int
        var suffix: String

        func path(for index: Int) -> String {
            let digits = String(index)
            return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
        }
    }

    /// One animated SVG.
    case animatedSVG(String)
    /// One film strip PNG.
    case strip(String)
    /// One film strip PDF (vector).
    case pdfStrip(String)
    /// One animated GIF or WebP playing the frames.
    case animatedImage(String, AnimatedImageFormat)

    /// Animated raster formats.
    enum AnimatedImageFormat: String {
        case gif, webp
    }
    /// One file per frame.
    case frames(Pattern, FrameFormat)

    /// The widest frame number a pattern may ask for (`%09d`): more frames than that are never drawn.
    static let widestFrameNumber = 9

    /// Reads the output argument.
    /// - Throws: `ValidationError` (a usage error) for an unknown extension or a bad pattern.
    init(_ output: String) throws {
        var isDirectory: ObjCBool = false
        if output.hasSuffix("/")
            || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
        {
            let directory = output.hasSuffix("/") ? output : output + "/"
            self = .frames(Pattern(prefix: directory + "frame-", width: 3, suffix: ".png"), .png)
            return
        }
        let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
        if let percent = output.range(of: "%") {
            let rest = output[percent.upperBound...]
            let digits = rest.prefix { ("0"..."9").contains($0) }
            let afterDigits = rest.dropFirst(digits.count)
            guard afterDigits.first == "d", !afterDigits.dropFirst().contains("%"), !afterDigits.contains("/"),
                let format = FrameFormat(rawValue: pathExtension)
            else {
                throw ValidationError(
                    "cannot use '\(output)' as a frame pattern: expected one %d or %03d in the file name and a .png or .svg "
                        + "extension")
            }
            guard digits.count <= 2, let width = digits.isEmpty ? 0 : Int(digits), width <= Self.widestFrameNumber
            else {
                throw ValidationError(
                    "cannot use '\(output)' as a frame pattern: a frame number is at most \(Self.widestFrameNumber) "
                        + "digits wide (%d to %0\(Self.widestFrameNumber)d), found %\(digits)d")
            }
            self = .frames(
                Pattern(
                    prefix: String(output[..<percent.lowerBound]), width: width, suffix: String(afterDigits.dropFirst())
                ),
                format)
            return
        }
        switch pathExtension {
        case "svg": self = .animatedSVG(output)
        case "png": self = .strip(output)
        case "pdf": self = .pdfStrip(output)
        case "gif", "webp": self = .animatedImage(output, AnimatedImageFormat(rawValue: pathExtension) ?? .gif)
        default:
            throw ValidationError(
                "cannot tell what to write to '\(output)': expected a .svg, .gif or .webp (animated), .png or .pdf "
                    + "(film strip) file name,"
                    + " a directory, or a frame pattern such as frames/frame-%03d.png")
        }
    }

    /// Checks, before any work, that the output's directory exists.
    func checkWritable(input: String) throws {
        switch self {
        case .animatedSVG(let path), .strip(let path), .pdfStrip(let path), .animatedImage(let path, _):
            try OutputWriter.checkDestination(path, notAnyOf: [input])
        case .frames(let pattern, _): try OutputWriter.checkDestination(pattern.path(for: 0), notAnyOf: [input])
        }
    }
}

extension AnimationOutput.AnimatedImageFormat {
    /// `scenes` played as an animated image at `scale`, each shown for its duration in
    /// `milliseconds`.
    func data(scenes: [Scene], milliseconds: [Int], scale: Double) throws -> Data {
        let raster = RasterRenderer(scale: CGFloat(scale))
        let canvases = Self.onOneCanvas(scenes)
        try Self.checkPixelBudget(frames: canvases.count, size: canvases.first?.size ?? .zero, scale: scale)
        // Frames are drawn on every core, each on its own canvas, and kept in order: the same
        // pixels as one at a time. A frame that fails is drawn again here, for its error.
        let drawn = ParallelWork.map(count: canvases.count, jobs: ProcessInfo.processInfo.activeProcessorCount) {
            try? raster.image(for: canvases[$0])
        }
        let frames = try zip(canvases, zip(drawn, milliseconds)).map { scene, frame in
            AnimationFrame(image: try frame.0 ?? raster.image(for: scene), milliseconds: frame.1)
        }
        switch self {
        case .gif: return try GIFEncoder.encode(frames)
        case .webp:
            FreedMemory.keepForReuse()
            return try WebPAnimationEncoder.encode(frames)
        }
    }

    /// The most pixels an animated image may have over all its frames: every frame is drawn and
    /// kept for the encoder, so this bounds both time and memory (a thousand frames of a 9000-point
    /// viewport took a minute and 2.9 GB). 200,000,000: 100 frames of 1000 × 2000 pixels, about 15 s
    /// and 1 GB on a 2-core machine (1,000 frames of 390 × 844 took 25 s and 1.5 GB).
    static let pixelBudget = 200_000_000

    /// Refuses an animated image of `frames` frames of `size` points at `scale` over `pixelBudget`.
    static func checkPixelBudget(frames: Int, size: CGSize, scale: Double) throws {
        let width = (Double(size.width) * scale).rounded(.up)
        let height = (Double(size.height) * scale).rounded(.up)
        let pixels = width * height * Double(frames)
        guard pixels <= Double(pixelBudget) else {
            throw CommandError(
                "an animated image of \(frames) frames of \(Int(width))×\(Int(height)) pixels has "
                    + "\(Int(pixels)) pixels in all, over the budget of \(pixelBudget): use fewer frames "
                    + "(--fps, --frames), a smaller --scale or the viewport region")
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
