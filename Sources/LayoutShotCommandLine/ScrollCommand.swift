import ArgumentParser
import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutOutput
import LayoutSupport

/// `layoutshot scroll <file> -o <out>`: what a layout does while the user scrolls — a film strip,
/// an animated SVG, frame files, or the snapping figure of a fling.
struct ScrollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "scroll",
        abstract: "Scroll a layout document and draw the viewport frame by frame.",
        discussion: """
            The scroll comes from the document's `scroll` section; --from/--to, --offsets or \
            --fling replace its motion. The output decides what is written: .png — a film strip \
            (the viewport per frame, labelled with its offset); .pdf — the same strip as vector PDF; \
            .svg — a looping animated SVG; .gif or .webp — an animated image sampled at --fps with \
            holds at both ends, as `animate` writes one; an existing directory — numbered PNG frames \
            in it (frame-000.png, …); a pattern such as frames/f-%03d.png or .svg — one file per \
            frame. With --snap-figure, .png/.svg get the fling's natural and adjusted resting \
            offsets in one figure.

            The animated SVG, GIF and WebP share one timeline: the scroll's strip.frameDuration \
            (0.25 s by default, a fling's real pace) between its frames. An offset the content \
            cannot reach is warned about; its frames repeat.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "The layout document (YAML or JSON).")
    var file: String

    @Option(
        name: [.short, .customLong("output")],
        help: "Output: .png or .pdf strip, .svg, .gif or .webp animation, a directory or a %d pattern.")
    var output: String

    // Offsets and velocities may be negative (a pull-down to −150): the value after the option
    // is taken as its value even when it starts with a minus sign.
    @Option(parsing: .unconditional, help: "First offset of a keyframed scroll (with --to), or the start of a --fling.")
    var from: Double?

    @Option(parsing: .unconditional, help: "Last offset of a keyframed scroll (with --from).")
    var to: Double?

    @Option(parsing: .unconditional, help: "Comma-separated offsets, one frame each, e.g. -150,0,480.")
    var offsets: String?

    @Option(parsing: .unconditional, help: "Fling with this release velocity along the axis, in points per second.")
    var fling: Double?

    @Option(help: "Number of frames of a keyframed scroll or a fling (default: the document's, else 8).")
    var frames: Int?

    @Option(help: "Scroll axis, x or y (default: the layout's scroll direction).")
    var axis: String?

    @Option(help: "Offsets before the start: none, exact or rubberBand (default: the document's, else none).")
    var overscroll: String?

    @OptionGroup var scaleOption: ScaleOption
    @OptionGroup var budgetOptions: BudgetOptions
    @OptionGroup var deviceOptions: DeviceOptions
    @OptionGroup var appearanceOption: AppearanceOption
    @OptionGroup var watchOption: WatchOption

    @Option(help: "Frames per row of the film strip (default: the document's, else one row).")
    var columns: Int?

    @Option(help: "What each frame shows: viewport, or content (the whole content with the moving viewport; PNG).")
    var view: String?

    @Flag(help: "Draw the fling's natural and adjusted resting offsets in one figure (.png or .svg).")
    var snapFigure = false

    @OptionGroup var framesPerSecondOption: FramesPerSecondOption
    @OptionGroup var fastPNGOption: FastPNGOption

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check()
        try scaleOption.check()
        try framesPerSecondOption.check()
        let destination = try destination()
        try appearanceOption.check(destination: destination)
        try watchOption.check(destination: destination)
        if snapFigure, case .frames = destination {
            throw ValidationError("--snap-figure draws one figure: expected a .png or .svg output")
        }
        _ = try overrides()
    }

    /// Where the scroll goes: one file whose extension says its form, or frame files.
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
        let scroll = try document.scroll(overriddenBy: try overrides())
        var options = DocumentOutput.Options()
        options.scale = scaleOption.scale
        options.timing = framesPerSecondOption.timing
        if fastPNGOption.fastPNG { options.pngSettings = .fast }
        let progress = TerminalProgress(label: "scrolling: frame", total: scroll.plan.frameCount)
        try OutputStage.write(
            DocumentOutput(document: document, product: .scroll(scroll), options: options), to: destination,
            followingReader: appearanceOption.followsReader, progress: progress)
    }
}

extension ScrollCommand {
    /// The options over the document's `scroll` section, each checked on its own (a usage error
    /// names the option); `LayoutDocument.scroll(overriddenBy:)` checks them against the document.
    func overrides() throws -> ScrollOverrides {
        if (from == nil) != (to == nil), fling == nil {
            throw ValidationError("--from and --to go together (a keyframed scroll); use --fling alone for a fling")
        }
        if [to != nil, offsets != nil, fling != nil].filter({ $0 }).count > 1 {
            throw ValidationError("choose one of --from/--to, --offsets or --fling")
        }
        var overrides = ScrollOverrides()
        if let offsets {
            overrides.motion = .offsets(try Self.parseOffsets(offsets))
        } else if let fling {
            try Self.requireMagnitude(fling, "--fling", "a velocity", unit: " points per second")
            if let from { try Self.requireMagnitude(from, "--from", "an offset") }
            overrides.motion = .fling(from: from.map { CGFloat($0) }, velocity: CGFloat(fling))
        } else if let from, let to {
            try Self.requireMagnitude(from, "--from", "an offset")
            try Self.requireMagnitude(to, "--to", "an offset")
            overrides.motion = .keyframes(from: CGFloat(from), to: CGFloat(to))
        }
        if let frames {
            guard frames >= 1 else { throw ValidationError("--frames \(frames): expected at least 1 frame") }
            guard frames <= DocumentSchema.maximumScrollFrames else {
                throw ValidationError(
                    "--frames \(frames): expected at most \(DocumentSchema.maximumScrollFrames) frames")
            }
            overrides.frames = frames
        }
        if let axis {
            guard let direction = ScrollSpecification.direction(axis: axis) else {
                throw ValidationError("--axis \(axis): expected x or y")
            }
            overrides.direction = direction
        }
        if let overscroll {
            guard let behavior = ScrollSpecification.overscroll(named: overscroll) else {
                throw ValidationError("--overscroll \(overscroll): expected none, exact or rubberBand")
            }
            overrides.overscroll = behavior
        }
        if let columns {
            guard columns >= 1 else { throw ValidationError("--columns \(columns): expected at least 1") }
            overrides.columns = columns
        }
        if let view {
            guard let shown = ScrollSpecification.View(rawValue: view) else {
                throw ValidationError("--view \(view): expected viewport or content")
            }
            overrides.view = shown
        }
        overrides.snapFigure = snapFigure
        return overrides
    }

    /// "within ±1000000000": the bound every offset and velocity from the command line shares
    /// with the document's numbers.
    static var magnitudeBound: String { "within ±\(Int(DocumentSchema.largestMagnitude))" }

    /// Refuses a value beyond `DocumentSchema.largestMagnitude` (or NaN) for `option`.
    static func requireMagnitude(_ value: Double, _ option: String, _ what: String, unit: String = "") throws {
        guard abs(value) <= DocumentSchema.largestMagnitude else {
            throw ValidationError("\(option) \(value): expected \(what) \(magnitudeBound)\(unit)")
        }
    }

    /// "0, 120,480" → [0, 120, 480]; anything else names the offending entry.
    static func parseOffsets(_ text: String) throws -> [CGFloat] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= DocumentSchema.maximumScrollFrames else {
            throw ValidationError(
                "--offsets: \(parts.count) offsets: expected at most \(DocumentSchema.maximumScrollFrames), one frame each"
            )
        }
        return try parts.enumerated().map { index, part in
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let value = Double(trimmed), abs(value) <= DocumentSchema.largestMagnitude else {
                throw ValidationError(
                    "--offsets: entry \(index + 1) is `\(trimmed)`: expected numbers \(magnitudeBound) separated by "
                        + "commas, e.g. 0,120,480")
            }
            return CGFloat(value)
        }
    }
}
