import ArgumentParser
import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutRendering
import LayoutSpec

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
            .svg — a looping animated SVG; .gif or .webp — an animated image sampled at --fps; an \
            existing directory — numbered PNG frames in it (frame-000.png, …); a pattern such as \
            frames/f-%03d.png or .svg — one file per frame. With --snap-figure, .png/.svg get the \
            fling's natural and adjusted resting offsets in one figure.

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

    @Option(help: "Frames per row of the film strip (default: the document's, else one row).")
    var columns: Int?

    @Option(help: "What each frame shows: viewport, or content (the whole content with the moving viewport; PNG).")
    var view: String?

    @Flag(help: "Draw the fling's natural and adjusted resting offsets in one figure (.png or .svg).")
    var snapFigure = false

    @OptionGroup var fastPNGOption: FastPNGOption

    func validate() throws {
        try budgetOptions.check()
        try deviceOptions.check()
        try scaleOption.check()
        if (from == nil) != (to == nil), fling == nil {
            throw ValidationError("--from and --to go together (a keyframed scroll); use --fling alone for a fling")
        }
        let motions = [to != nil, offsets != nil, fling != nil].filter { $0 }.count
        if motions > 1 {
            throw ValidationError("choose one of --from/--to, --offsets or --fling")
        }
        let destination = try AnimationOutput(output)
        if snapFigure, case .frames = destination {
            throw ValidationError("--snap-figure draws one figure: expected a .png or .svg output")
        }
    }

    func run() throws {
        let destination = try AnimationOutput(output)
        try destination.checkWritable(input: file)
        var document = try LayoutDocument.load(
            contentsOf: URL(fileURLWithPath: file), displayName: file, budget: budgetOptions.budget,
            device: deviceOptions.selection)
        DocumentWarnings.report(for: document)
        if let scale = scaleOption.scale { document.render.scale = scale }
        let scroll = try ScrollOptionsResolver(command: self, document: document).resolve()
        var scroller = DocumentScroller(document: document, scroll: scroll)
        if fastPNGOption.fastPNG { scroller.pngSettings = .fast }
        try scroll.plan.validate()

        // One collection view, its layout prepared once, serves the canvas check and the sampling.
        let collectionView = document.makeCollectionView()
        try document.locatingCanvasLimits(at: "scroll", hint: Self.canvasHint) {
            switch destination {
            case .strip: try scroller.checkCanvasBeforeDrawing(strip: !scroll.snapFigure, in: collectionView)
            case .frames(_, .png), .animatedImage:
                try scroller.checkCanvasBeforeDrawing(strip: false, in: collectionView)
            case .frames(_, .svg), .animatedSVG, .pdfStrip: break
            }
        }
        let progress = TerminalProgress(label: "scrolling: frame", total: scroll.plan.frameCount)
        let sampled = try scroller.sample(in: collectionView) { done, _ in progress.step(done) }
        let files: [(path: String, data: Data)]
        switch destination {
        case .animatedSVG(let path):
            let data =
                scroll.snapFigure
                ? scroller.svgData(for: try scroller.snapFigureScene(for: sampled))
                : try scroller.flipbookSVG(for: sampled)
            files = [(path, data)]
        case .strip(let path):
            let scene =
                scroll.snapFigure ? try scroller.snapFigureScene(for: sampled) : try scroller.stripScene(for: sampled)
            files = [(path, try Self.png(scene, scroller))]
        case .animatedImage(let path, let format):
            let scenes = scroller.frameScenes(for: sampled)
            let seconds = (scroll.frameDuration ?? Self.defaultFrameSeconds) * Double(max(1, scenes.count - 1))
            // A scroll's frames are its plan's offsets, each shown for the frame duration.
            let timing = AnimatedImageTiming(framesPerSecond: AnimatedImageTiming.defaultFramesPerSecond)
            let durations = timing.milliseconds(frames: scenes.count, over: seconds)
            files = [(path, try format.data(scenes: scenes, milliseconds: durations, scale: document.render.scale))]
        case .pdfStrip(let path):
            let scene =
                scroll.snapFigure ? try scroller.snapFigureScene(for: sampled) : try scroller.stripScene(for: sampled)
            files = [(path, try PDFRenderer().pdfData(for: scene))]
        case .frames(let pattern, let format):
            files = try scroller.frameScenes(for: sampled).enumerated().map { index, scene in
                (
                    pattern.path(for: index),
                    format == .svg ? scroller.svgData(for: scene) : try Self.png(scene, scroller)
                )
            }
        }
        if case .frames(let pattern, _) = destination {
            try FrameSetWriter.write(files, pattern: pattern)
        } else {
            for file in files { try OutputWriter.write(file.data, to: file.path) }
        }
        progress.finish(writtenFiles: files.count)
    }
}

extension ScrollCommand {
    /// How long a frame of an animated GIF or WebP shows when the scroll gives no frame duration.
    static let defaultFrameSeconds = 0.4

    /// `scene` as PNG; a canvas too large for a strip is reported at the document's `scroll`
    /// with the scroll command's remedy.
    static func png(_ scene: Scene, _ scroller: DocumentScroller) throws -> Data {
        try scroller.document.locatingCanvasLimits(at: "scroll", hint: canvasHint) { try scroller.pngData(for: scene) }
    }

    /// What to do when a scroll's PNG does not fit the canvas.
    static let canvasHint = "for a scroll strip, use fewer --frames, more --columns, or frame files (-o dir/)"
}

/// Merges the command line's scroll options over the document's `scroll` section, turning
/// every bad value into an error (exit 2) before anything is drawn.
private struct ScrollOptionsResolver {
    let command: ScrollCommand
    let document: LayoutDocument

    func resolve() throws -> ScrollSpecification {
        let fromDocument = document.scroll
        let naturalDirection = document.layout.scrollDirection
        var direction = fromDocument?.direction ?? naturalDirection
        if let axis = command.axis {
            guard let parsed = ScrollSpecification.direction(axis: axis) else {
                throw CommandError("--axis \(axis): expected x or y")
            }
            guard parsed == naturalDirection else {
                throw CommandError(
                    "--axis \(axis): the \(document.layout.typeName) layout in \(command.file) scrolls along "
                        + (naturalDirection == .vertical ? "y" : "x"))
            }
            direction = parsed
        }
        guard var motion = try commandLineMotion() ?? fromDocument?.motion else {
            throw CommandError(
                "\(command.file) has no `scroll` section: give --from and --to, --offsets or --fling")
        }
        if let frames = command.frames {
            guard frames >= 1 else { throw CommandError("--frames \(frames): expected at least 1 frame") }
            guard frames <= DocumentSchema.maximumScrollFrames else {
                throw CommandError("--frames \(frames): expected at most \(DocumentSchema.maximumScrollFrames) frames")
            }
            motion = Self.replacingFrames(of: motion, with: frames)
        }
        var scroll = fromDocument ?? ScrollSpecification(direction: direction, motion: motion)
        scroll.direction = direction
        scroll.motion = motion
        if let name = command.overscroll {
            guard let behavior = ScrollSpecification.overscroll(named: name) else {
                throw CommandError("--overscroll \(name): expected none, exact or rubberBand")
            }
            scroll.overscroll = behavior
        }
        if let columns = command.columns {
            guard columns >= 1 else { throw CommandError("--columns \(columns): expected at least 1") }
            scroll.columns = columns
        }
        if let name = command.view {
            guard let view = ScrollSpecification.View(rawValue: name) else {
                throw CommandError("--view \(name): expected viewport or content")
            }
            scroll.view = view
        }
        if command.snapFigure { scroll.snapFigure = true }
        if scroll.snapFigure, case .fling = scroll.motion {
        } else if scroll.snapFigure {
            throw CommandError("a snap figure needs a fling: give --fling or a `fling:` in the scroll section")
        }
        return scroll
    }

    private var frameCount: Int { command.frames ?? ScrollSpecification.defaultFrameCount }

    private func commandLineMotion() throws -> ScrollPlan.Motion? {
        if let offsets = command.offsets {
            return .offsets(try Self.parseOffsets(offsets))
        }
        if let velocity = command.fling {
            guard abs(velocity) <= DocumentSchema.largestMagnitude else {
                throw CommandError("--fling \(velocity): expected a velocity within ±1000000000 points per second")
            }
            if let from = command.from, !(abs(from) <= DocumentSchema.largestMagnitude) {
                throw CommandError("--from \(from): expected an offset within ±1000000000")
            }
            return .fling(
                from: command.from.map { CGFloat($0) }, velocity: CGFloat(velocity), frames: frameCount, rate: .normal)
        }
        if let from = command.from, let to = command.to {
            for (name, value) in [("--from", from), ("--to", to)] where !(abs(value) <= DocumentSchema.largestMagnitude)
            {
                throw CommandError("\(name) \(value): expected an offset within ±1000000000")
            }
            return .keyframes(from: CGFloat(from), to: CGFloat(to), frames: frameCount, curve: .linear)
        }
        return nil
    }

    /// "0, 120,480" → [0, 120, 480]; anything else names the offending entry.
    static func parseOffsets(_ text: String) throws -> [CGFloat] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count <= DocumentSchema.maximumScrollFrames else {
            throw CommandError(
                "--offsets: \(parts.count) offsets: expected at most \(DocumentSchema.maximumScrollFrames), one frame each"
            )
        }
        var offsets: [CGFloat] = []
        for (index, part) in parts.enumerated() {
            let trimmed = part.trimmingCharacters(in: .whitespaces)
            guard let value = Double(trimmed), abs(value) <= DocumentSchema.largestMagnitude else {
                throw CommandError(
                    "--offsets: entry \(index + 1) is `\(trimmed)`: expected numbers within ±1000000000 separated by commas, e.g. 0,120,480"
                )
            }
            offsets.append(CGFloat(value))
        }
        return offsets
    }

    static func replacingFrames(of motion: ScrollPlan.Motion, with frames: Int) -> ScrollPlan.Motion {
        switch motion {
        case .keyframes(let from, let to, _, let curve): .keyframes(from: from, to: to, frames: frames, curve: curve)
        case .fling(let from, let velocity, _, let rate):
            .fling(from: from, velocity: velocity, frames: frames, rate: rate)
        case .offsets: motion
        }
    }
}
