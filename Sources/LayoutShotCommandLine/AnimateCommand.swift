import ArgumentParser
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutRendering
import LayoutSpec

/// `layoutshot animate <file> -o <out>`: a document's batch update or layout transition as an
/// animated SVG, a film strip PNG, or numbered frame files.
struct AnimateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "animate",
        abstract: "Animate a document's `updates` or `transition` as an animated SVG, a film strip or frame files.",
        discussion: """
            The output decides the form: a .svg file gets one self-contained animated SVG (SMIL, loops); a .png file a film strip or contact sheet, every frame labelled with its time (a .pdf file the same strip as vector PDF); a .gif or .webp file an animated image sampled at --fps with holds at both ends; an existing directory numbered PNG frames (frame-000.png, …); a pattern such as frames/f-%03d.png or .svg one file per frame.

            Options replace the document's `animation` section. Progress goes to standard error only when it is a terminal.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "The layout document (YAML or JSON) with `updates` or `transition`.")
    var file: String

    @Option(
        name: [.short, .customLong("output")],
        help: "Output: .svg, .png, .pdf, .gif, .webp, a directory, or a %d pattern.")
    var output: String

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions

    @Option(help: "Number of frames, first and last included (2…\(DocumentSchema.maximumFrames)).")
    var frames: Int?

    @Option(help: "Length of the animation in seconds (above 0, at most 60).")
    var duration: Double?

    @Option(
        help: ArgumentHelp(
            "Frames per second of a .gif or .webp (1…50, default 30).",
            discussion: """
                An animated image samples the animation at this rate, the first frame held 0.3 s and \
                the last 0.7 s; --frames sets the frames of strips and frame files.
                """))
    var fps: Double?

    @Option(help: ArgumentHelp("The timing curve.", discussion: TimingCurve.syntaxSummary))
    var curve: String?

    @Option(help: "Frames per row of a film strip (default: one row).")
    var stripColumns: Int?

    @Flag(
        inversion: .prefixedNo,
        help: "Draw (or not) where each moved element started, as a ghost with an arrow, on the last frame.")
    var ghosts: Bool?

    @Option(help: "Which index paths labels show, the same in every frame: both (0-2→0-1), before or after.")
    var labels: AnimationOptions.LabelIdentity?

    @Flag(
        inversion: .prefixedNo, help: "Colour inserted, deleted, moved and reloaded elements (with a legend), or not.")
    var roles: Bool?

    @Flag(
        inversion: .prefixedNo,
        help: """
            Encode PNGs fast (ISA-L's igzip, no row filter; the default): several times quicker to \
            encode than libpng's default settings, for files from 4 % smaller (a strip of 30,000 \
            flat cells) to twice the size (the showcase's strips at 2×; BENCHMARKS.md). \
            --no-fast-png uses libpng's defaults (zlib level 6, adaptive row filters).
            """)
    var fastPNG = true

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check()
        if let fps, !AnimatedImageTiming.framesPerSecondRange.contains(fps) {
            throw ValidationError("--fps must be from 1 to 50, found \(fps)")
        }
        if let frames, !(2...DocumentSchema.maximumFrames).contains(frames) {
            throw ValidationError("--frames must be from 2 to \(DocumentSchema.maximumFrames), found \(frames)")
        }
        if let duration, !(duration > 0 && duration <= 60) {
            throw ValidationError("--duration must be above 0 and at most 60 seconds, found \(duration)")
        }
        if let stripColumns, stripColumns < 1 {
            throw ValidationError("--strip-columns must be at least 1, found \(stripColumns)")
        }
        if let curve {
            do {
                _ = try TimingCurve(parsing: curve)
            } catch {
                throw ValidationError("--curve: \(error)")
            }
        }
        try scaleOption.check()
        _ = try AnimationOutput(output)
    }

    func run() throws {
        let destination = try AnimationOutput(output)
        try destination.checkWritable(input: file)
        var document = try LayoutDocument.load(
            contentsOf: URL(fileURLWithPath: file), displayName: file, budget: budgetOptions.budget,
            device: deviceOptions.selection)
        DocumentWarnings.report(for: document)
        if let scale = scaleOption.scale { document.render.scale = scale }
        var animation = try document.animation()
        if let frames { animation.options.frames = frames }
        if let duration { animation.options.duration = duration }
        if let curve { animation.options.curve = try TimingCurve(parsing: curve) }
        if let stripColumns { animation.options.stripColumns = stripColumns }
        if let ghosts { animation.options.ghosts = ghosts }
        if let labels { animation.options.labels = labels }
        if let roles { animation.options.roles = roles }
        var animator = DocumentAnimator(document: document, animation: animation)
        if fastPNG { animator.pngSettings = .fast }

        let progress = TerminalProgress(label: "frame", total: animation.options.frames)
        let files = try document.locatingCanvasLimits {
            try Self.files(
                for: destination, animator: animator, document: document, progress: progress,
                timing: AnimatedImageTiming(framesPerSecond: fps ?? AnimatedImageTiming.defaultFramesPerSecond))
        }
        if case .frames(let pattern, _) = destination {
            try FrameSetWriter.write(files, pattern: pattern)
        } else {
            for file in files { try OutputWriter.write(file.data, to: file.path) }
        }
        progress.finish(writtenFiles: files.count)
    }

    /// What `destination` asks for, rendered: one file, or one per frame.
    private static func files(
        for destination: AnimationOutput, animator: DocumentAnimator, document: LayoutDocument,
        progress: TerminalProgress, timing: AnimatedImageTiming
    ) throws -> [(path: String, data: Data)] {
        let frames = animator.animation.options.frames
        let effectiveDuration = animator.animation.options.effectiveDuration
        let imageTimes = timing.times(over: effectiveDuration)
        switch destination {
        case .frames(_, .png): try animator.checkCanvasBeforeDrawing(strip: false)
        case .animatedImage: try animator.checkCanvasBeforeDrawing(strip: false, frames: imageTimes.count)
        case .frames(_, .svg), .animatedSVG, .pdfStrip, .strip: break  // `stripPNG()` checks its own
        }
        switch destination {
        case .animatedSVG(let path):
            progress.say("writing an animated SVG of \(frames) frames")
            return [(path, try animator.animatedSVG())]
        case .strip(let path):
            progress.say("drawing a strip of \(frames) frames")
            return [(path, try animator.stripPNG())]
        case .animatedImage(let path, let format):
            progress.say("drawing \(imageTimes.count) frames")
            let scenes = try animator.frameScenes(at: imageTimes)
            let durations = timing.milliseconds(frames: scenes.count, over: effectiveDuration)
            return [(path, try format.data(scenes: scenes, milliseconds: durations, scale: document.render.scale))]
        case .pdfStrip(let path):
            progress.say("drawing a strip of \(frames) frames")
            return [(path, try PDFRenderer().pdfData(for: try animator.stripScene()))]
        case .frames(let pattern, let format):
            let scenes = try animator.frameScenes()
            var rendered: [(String, Data)] = []
            for (index, scene) in scenes.enumerated() {
                progress.step(index + 1)
                let data =
                    format == .svg
                    ? SVGWriter().data(for: scene)
                    : try RasterRenderer(scale: CGFloat(document.render.scale)).pngData(
                        for: scene, settings: animator.pngSettings)
                rendered.append((pattern.path(for: index), data))
            }
            return rendered
        }
    }
}

extension AnimationOptions.LabelIdentity: ExpressibleByArgument {}
