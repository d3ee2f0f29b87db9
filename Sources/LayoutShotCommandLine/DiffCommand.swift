import ArgumentParser
import Foundation
import LayoutDiff
import LayoutImage
import LayoutOutput
import LayoutSnapshot
import LayoutSupport

/// `layoutshot diff <a> <b>`: compares two PNGs pixel by pixel, or two layout snapshots element
/// by element, and says whether they match.
///
/// Exit status (`ExitStatus`): 0 equal (within the budget), 1 different (a size mismatch
/// included), 2 when an input cannot be read, an output cannot be written or the command line is
/// wrong.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare two PNGs (pixel diff) or two layout snapshots (.json, element diff).",
        discussion: """
            The kind of comparison comes from the files' extension: .png or .json. The summary \
            is one line; a snapshot diff adds one indented line per changed element (at most 20).

            Equal means within the budget; a size mismatch is a difference. Images of different \
            sizes are compared on the union of both, anchored at the top-left: the overlap pixel \
            by pixel, and the pixels only one image has counted apart (removed, added) and tinted \
            in the diff image, blue where the actual image lost them, green where it added them.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "The expected file (.png or layout snapshot .json).")
    var expected: String

    @Argument(help: "The actual file, of the same kind.")
    var actual: String

    @Option(name: [.short, .customLong("output")], help: "Write the diff image (PNG pairs only) to this file.")
    var output: String?

    @OptionGroup var pixelOptions: PixelComparisonOptions

    @Option(
        name: .customLong("ignore"),
        help: ArgumentHelp(
            "A rectangle to ignore, in pixels: x,y,w,h, whole numbers within ±33554432, w and h ≥ 0 (repeatable).",
            valueName: "x,y,w,h"))
    var ignore: [IgnoredRect] = []

    @Flag(help: "Print a JSON object instead of the one-line summary.")
    var json = false

    enum Kind { case png, snapshot }

    /// Changed elements listed under a snapshot diff's summary line (all of them with --json).
    static let maxDetailLines = 20

    func validate() throws {
        let kinds = [expected, actual].map { URL(fileURLWithPath: $0).pathExtension.lowercased() }
        for (path, kind) in zip([expected, actual], kinds) where kind != "png" && kind != "json" {
            throw ValidationError("cannot tell what '\(path)' is: expected a .png image or a .json layout snapshot")
        }
        if kinds[0] != kinds[1] {
            throw ValidationError(
                "'\(expected)' and '\(actual)' are of different kinds (.\(kinds[0]) and .\(kinds[1]))")
        }
        if kinds[0] == "json", output != nil {
            throw ValidationError("-o writes a diff image; it needs two .png files")
        }
        if let output, !OutputWriter.isStandardOutput(output),
            URL(fileURLWithPath: output).pathExtension.lowercased() != "png"
        {
            throw ValidationError("-o '\(output)': the diff image is a PNG; expected a file name ending in .png")
        }
        try pixelOptions.check()
    }

    var kind: Kind { URL(fileURLWithPath: expected).pathExtension.lowercased() == "png" ? .png : .snapshot }

    func run() throws {
        if let output { try OutputWriter.checkDestination(output, notAnyOf: [expected, actual]) }
        let equal: Bool
        switch kind {
        case .png: equal = try comparePNGs().passes
        case .snapshot: equal = try compareSnapshots()
        }
        // Exit 1 is the result, said on standard output above, not an error: nothing on standard
        // error (the one error mapper prints an empty message as nothing).
        if !equal { throw CommandError("", status: .differences) }
    }

    private func comparePNGs() throws -> PixelDiffResult {
        var options = pixelOptions.options
        options.ignoreRegions = ignore.map(\.rect)
        options.producesDiffImage = output != nil
        let result: PixelDiffResult
        do {
            result = try PixelDiff.compareFiles(
                expected: URL(fileURLWithPath: expected), actual: URL(fileURLWithPath: actual), options: options)
        } catch {
            throw CommandError("cannot read '\(displayName(error.input))': \(error.message)", status: .trouble)
        }
        if let output, let image = result.diffImage {
            // A diff image is looked at, not published: the fast PNG setting (igzip, no filter),
            // which at 4096² saves most of the command's time.
            try OutputWriter.write(try PNGEncoder.encode(image, settings: .fast), to: output)
        }
        try OutputWriter.printLines(
            json
                ? [DiffJSON.pixel(result).canonicalString]
                : ["\(result.passes ? "same" : "DIFFERENT"): \(result.summary)"])
        return result
    }

    private func compareSnapshots() throws -> Bool {
        let before = try Self.loadSnapshot(expected)
        let after = try Self.loadSnapshot(actual)
        let result = ElementDiff.compare(before, after)
        if json {
            try OutputWriter.printLines([DiffJSON.elements(result).canonicalString])
        } else {
            let lines = result.summaryLines
            var text = ["\(result.isEmpty ? "same" : "DIFFERENT"): \(result.headline)"]
            text += lines.prefix(Self.maxDetailLines).map { "  \($0)" }
            if lines.count > Self.maxDetailLines { text.append("  … and \(lines.count - Self.maxDetailLines) more") }
            try OutputWriter.printLines(text.map(TerminalText.visible))
        }
        return result.isEmpty
    }

    /// Reads a layout snapshot; a missing or malformed file is exit 2 naming the file.
    static func loadSnapshot(_ path: String) throws -> LayoutSnapshot {
        let data: Data
        do {
            data = try BoundedFile.read(KernelPath.resolvingDirectory(path), atMost: ReferenceStore.maximumFileBytes)
        } catch {
            throw CommandError("cannot read '\(path)': the file \(error.reason)", status: .trouble)
        }
        do {
            return try LayoutSnapshot.decode(from: data, source: path)
        } catch {
            throw CommandError("cannot read '\(path)': \(error)", status: .trouble)
        }
    }

    /// The path as the user typed it when the error names one of the two inputs.
    private func displayName(_ input: String) -> String {
        for path in [expected, actual] where URL(fileURLWithPath: path).path == input { return path }
        return input
    }
}
