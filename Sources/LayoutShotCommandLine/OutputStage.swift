import ArgumentParser
import Foundation
import LayoutOutput

/// The command line's side of the output stage: the output argument read once (in `validate()`)
/// into an `OutputDestination`, and what `DocumentOutput` makes put on disk — one file
/// atomically, or a frame set all at once — with its progress and warnings on standard error.
enum OutputStage {
    /// The destination `output` names, a usage error (exit 2, with the usage) when it names none.
    static func destination(
        _ output: String, format: OutputKind? = nil, kinds: [OutputKind], allowsFrames: Bool = false
    ) throws -> OutputDestination {
        do {
            return try OutputDestination(parsing: output, format: format, kinds: kinds, allowsFrames: allowsFrames)
        } catch let error as OutputError {
            throw ValidationError(error.message)
        }
    }

    /// Checks, before any work, that `destination` can be written and is not `input`.
    static func checkWritable(_ destination: OutputDestination, input: String) throws {
        try OutputWriter.checkDestination(destination.firstPath, notAnyOf: [input])
    }

    /// Writes `output` to `destination`, telling `progress` what happens and reporting warnings
    /// as they come; the closing progress line counts the files written. `followingReader`
    /// (`--appearance auto`, an SVG file only) draws it light and dark into one SVG.
    static func write(
        _ output: DocumentOutput, to destination: OutputDestination, followingReader: Bool = false,
        progress: TerminalProgress? = nil
    ) throws {
        var output = output
        output.options.events = { event in
            switch event {
            case .stage(let text): progress?.say(text)
            case .frame(let done, let total): progress?.step(done, of: total)
            case .warning(let warning): DocumentWarnings.report([warning])
            }
        }
        switch destination {
        case .file(let path, _) where followingReader:
            try OutputWriter.write(try output.svgFollowingAppearance(), to: path)
            progress?.finish(writtenFiles: 1)
        case .file(let path, let kind):
            try OutputWriter.write(to: path) { try output.write(as: kind, to: &$0) }
            progress?.finish(writtenFiles: 1)
        case .frames(let pattern, let kind):
            let frames = try output.frameFiles(as: kind)
            try FrameSetWriter.write(
                frames.enumerated().map { (pattern.path(for: $0.offset), $0.element) }, pattern: pattern)
            progress?.finish(writtenFiles: frames.count)
        }
    }
}

extension OutputKind: ExpressibleByArgument {
    /// The values `--help` lists: those of `render --format`, the one option that takes a kind.
    public static var allValueStrings: [String] { still.map(\.rawValue) }
}
