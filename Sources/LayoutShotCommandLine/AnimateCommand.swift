import ArgumentParser
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutOutput
import LayoutSpec
import LayoutSupport

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
    @OptionGroup var appearanceOption: AppearanceOption
    @OptionGroup var watchOption: WatchOption

    @Option(help: "Number of frames, first and last included (2…\(DocumentSchema.maximumFrames)).")
    var frames: Int?

    @Option(help: "Length of the animation in seconds (above 0, at most 60).")
    var duration: Double?

    @OptionGroup var framesPerSecondOption: FramesPerSecondOption

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
        try framesPerSecondOption.check()
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
        try appearanceOption.check(destination: try destination())
        try watchOption.check(destination: try destination())
    }

    /// Where the animation goes: one file whose extension says its form, or frame files.
    func destination() throws -> OutputDestination {
        try OutputStage.destination(output, kinds: OutputKind.timed, allowsFrames: true)
    }

    func run() throws {
        let destination = try destination()
        try OutputStage.checkWritable(destination, input: file)
        try watchOption.run(file, writing: destination) { try draw(to: destination) }
    }

    /// Reads the document and writes its film to `destination`.
    private func draw(to destination: OutputDestination) throws {
        var document = try LayoutDocument.load(
            contentsOf: KernelPath.url(file), displayName: file, budget: budgetOptions.budget,
            device: deviceOptions.selection)
        appearanceOption.apply(to: &document)
        DocumentWarnings.report(for: document)
        var animation = try document.animation()
        if let frames { animation.options.frames = frames }
        if let duration { animation.options.duration = duration }
        if let curve { animation.options.curve = try TimingCurve(parsing: curve) }
        if let stripColumns { animation.options.stripColumns = stripColumns }
        if let ghosts { animation.options.ghosts = ghosts }
        if let labels { animation.options.labels = labels }
        if let roles { animation.options.roles = roles }
        var options = DocumentOutput.Options()
        options.scale = scaleOption.scale
        if fastPNG { options.pngSettings = .fast }
        options.timing = framesPerSecondOption.timing
        let progress = TerminalProgress(label: "frame", total: animation.options.frames)
        try OutputStage.write(
            DocumentOutput(document: document, product: .animation(animation), options: options), to: destination,
            followingReader: appearanceOption.followsReader, progress: progress)
    }
}

extension AnimationOptions.LabelIdentity: ExpressibleByArgument {}
