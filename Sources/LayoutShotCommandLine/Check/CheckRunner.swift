import Foundation
import LayoutDiff
import LayoutDocument
import LayoutImage
import LayoutOutput
import LayoutSnapshot

/// Checks one document against its references: renders it in memory, then hands the rendering
/// to LayoutDiff's `ReferenceCheck` (layout snapshot and PNG compared, references recorded as
/// the record mode says, failure images written as artifacts).
///
/// A document is checked as what its command publishes: a still figure as `render` draws it, a
/// document with `updates` or a `transition` as the film strip `animate` draws (every frame), a
/// document with `scroll` as the strip `scroll` draws. The JSON reference is always the layout
/// snapshot of the still (the layout before any change), which names the elements that moved;
/// a strip also records `<name>.frames.json`, each frame's elements, so a failing strip's
/// report names the elements that changed in each frame.
///
/// A document that cannot be read or rendered is an `.error` case and no reference is touched.
struct CheckRunner: Sendable {
    /// The references directory; nil: `references` beside each document.
    var references: URL?
    var mode: RecordMode
    var pixelOptions: PixelDiffOptions
    var scale: Double
    /// Where failure images go (nil: nowhere).
    var artifacts: URL?
    /// Whether each case records how long it took (JUnit `time`).
    var timings = false
    /// The resources each document may ask for.
    var budget = DocumentBudget.standard
    /// What drew the references, to explain a pixel failure; nil: not explained.
    var stacks: CheckRasterStacks?

    /// A rendered document: what its references hold, where its content sits on the image and
    /// the document's own check settings.
    private struct Rendering {
        var snapshot: LayoutSnapshot
        var image: RGBAImage
        /// Where element frames are on the image; nil on a strip.
        var outlines: ElementOutlines?
        var settings: DocumentCheckSettings
        /// A strip's frames: their labels and pixels on the image; empty for a still figure.
        var frames: [(label: String, rect: PixelRect)] = []
        /// A strip's frames' elements; nil for a still figure.
        var frameLayouts: StripSnapshot?
        /// What the document names that its layout does not make (`elementWarnings()`).
        var warnings: [Diagnostic] = []
    }

    /// Where `document`'s references are.
    func referenceDirectory(for document: CheckDocument) -> URL {
        Self.referenceDirectory(for: document, references: references)
    }

    /// Where `document`'s references are: `references`, or a `references` folder beside it.
    static func referenceDirectory(for document: CheckDocument, references: URL?) -> URL {
        references ?? document.url.deletingLastPathComponent().appendingPathComponent("references")
    }

    /// The document's case, and the warnings its reading gave (printed by the command in
    /// document order, whatever order the checks finish in).
    func check(_ document: CheckDocument) -> (DiffCase, warnings: [Diagnostic]) {
        let start = DispatchTime.now().uptimeNanoseconds
        var (result, warnings) = compare(document)
        result.file = document.displayPath
        if timings { result.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
        return (result, warnings)
    }

    private func compare(_ document: CheckDocument) -> (DiffCase, warnings: [Diagnostic]) {
        let rendering: Rendering
        do {
            rendering = try render(document)
        } catch {
            return (
                DiffCase(name: document.name, status: .error, message: message(for: error, document: document)), []
            )
        }
        let imageOptions = options(for: rendering)
        var check = ReferenceCheck<Rendering>(
            store: ReferenceStore(directory: referenceDirectory(for: document)), mode: mode,
            layout: ReferenceStrategy.layoutSnapshot(ignoringChangesWithin: rendering.settings.ignore)
                .pullback(\.snapshot),
            image: ReferenceStrategy.png(options: imageOptions).pullback(\.image),
            artifacts: artifacts.map { ReferenceArtifacts(directory: $0, outlines: \.outlines) })
        if let frameLayouts = rendering.frameLayouts {
            check.frames = { rendering, expected, actual in
                FrameDiff.compare(expected: expected, actual: actual, frames: rendering.frames, options: imageOptions)
            }
            check.frameLayouts = ReferenceStrategy.stripSnapshot(ignoringChangesWithin: rendering.settings.ignore)
                .pullback { _ in frameLayouts }
        }
        var result = check.check(rendering, named: document.name)
        result.approval?.stack = stacks?.current
        let explained = stacks?.explaining(result, in: referenceDirectory(for: document)) ?? result
        return (explained, rendering.warnings)
    }

    /// The command's pixel options with the document's `check` settings in their place; its
    /// ignore regions mapped to the image's pixels.
    private func options(for rendering: Rendering) -> PixelDiffOptions {
        var options = pixelOptions
        let settings = rendering.settings
        if let threshold = settings.threshold { options.threshold = threshold }
        if settings.maxPixels != nil || settings.maxRatio != nil {
            options.budget = PixelBudget(maxPixels: settings.maxPixels, maxRatio: settings.maxRatio)
        }
        if let outlines = rendering.outlines { options.ignoreRegions += settings.ignore.compactMap(outlines.pixelRect) }
        return options
    }

    private func render(_ document: CheckDocument) throws -> Rendering {
        let loaded = try load(document)
        var options = DocumentOutput.Options()
        options.scale = scale
        let rendering = try DocumentOutput(document: loaded, options: options).referenceRendering()
        let pixels = ElementOutlines(offset: .zero, scale: CGFloat(scale))
        return Rendering(
            snapshot: rendering.snapshot, image: rendering.image,
            outlines: rendering.contentOrigin.map { ElementOutlines(offset: $0, scale: CGFloat(scale)) },
            settings: loaded.check,
            frames: rendering.frames.compactMap { frame in pixels.pixelRect(frame.frame).map { (frame.label, $0) } },
            frameLayouts: rendering.frameLayouts, warnings: loaded.elementWarnings())
    }

    /// The document in its case's variant: read on the variant's device (or its own, turned),
    /// then given the variant's direction, text size and appearance.
    private func load(_ document: CheckDocument) throws -> LayoutDocument {
        let variant = document.variant
        func read(on device: DeviceSelection?) throws -> LayoutDocument {
            try LayoutDocument.load(
                contentsOf: document.url, displayName: document.displayPath, budget: budget, device: device)
        }
        var loaded = try read(on: variant.deviceSelection(turning: nil))
        if variant.device == nil, let orientation = variant.orientation {
            guard let own = loaded.environment.device else {
                throw CommandError(
                    "the variant `\(variant.name)` turns the document's device to \(orientation.rawValue), "
                        + "but the document names no `device`: name one in the variant (e.g. `iphone-15-\(orientation.rawValue)`)",
                    status: .trouble)
            }
            loaded = try read(on: variant.deviceSelection(turning: own))
        }
        variant.apply(to: &loaded.environment)
        return loaded
    }

    private func message(for error: Error, document: CheckDocument) -> String {
        var text = CommandFailure(error).message
        if text.hasPrefix("error: ") { text.removeFirst("error: ".count) }
        if !text.contains(document.displayPath) { text = "\(document.displayPath): \(text)" }
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
