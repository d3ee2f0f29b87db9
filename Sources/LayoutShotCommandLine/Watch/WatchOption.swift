import ArgumentParser
import Foundation
import LayoutOutput
import LayoutSupport

/// `--watch`, shared by `render`, `animate` and `scroll`: draws the document, then again every
/// time it (or a PNG beside it) is saved, one line per run on standard output and a run's errors
/// on standard error, until Ctrl-C (which, as always, leaves no temporary file behind).
struct WatchOption: ParsableArguments {
    @Flag(help: "Draw again every time the document (or an image beside it) is saved, until Ctrl-C.")
    var watch = false

    /// Post-parse check, called from the commands' `validate()`: a watch rewrites files, so its
    /// output is not standard output.
    func check(destination: OutputDestination) throws {
        if watch, destination.firstPath == "-" {
            throw ValidationError("--watch writes the output again on every save: give -o FILE, not -")
        }
    }

    /// Runs `draw` once, or with `--watch` for every save of `document`: a run that fails
    /// reports its errors and the watch goes on, the last good outputs kept.
    func run(_ document: String, writing destination: OutputDestination, _ draw: () throws -> Void) throws {
        guard watch else { return try draw() }
        let files = FileWatch(document: KernelPath.url(document), isOutput: FileWatch.outputs(of: destination))
        var stamps = files.stamps()
        while true {
            let start = DispatchTime.now().uptimeNanoseconds
            do {
                try draw()
                let milliseconds = (DispatchTime.now().uptimeNanoseconds - start) / 1_000_000
                _ = StandardStreams.output(
                    "wrote \(destination.firstPath) in \(milliseconds) ms; watching \(document)\n")
            } catch {
                _ = CommandFailure(error).print()
                _ = StandardStreams.output("not written: \(document) has errors; watching it\n")
            }
            stamps = files.waitForChange(from: stamps)
        }
    }
}
