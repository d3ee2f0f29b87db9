import Foundation
import LayoutDiff
import LayoutSnapshot
import LayoutSupport

/// Writes command output atomically (`AtomicFile`: a reader never sees a half-written file and a
/// failed command leaves nothing behind), after checking the destination; `-` writes to standard
/// output.
enum OutputWriter {
    /// Whether `path` means standard output.
    static func isStandardOutput(_ path: String) -> Bool { path == "-" }

    /// Checks that `path` can be written before any work is done: it is not a directory, and its
    /// folder exists or can be made (the nearest existing folder above it is a directory). The
    /// missing folders are made when the file is written (`createFolders(for:)`), not here, so a
    /// command that fails first leaves none behind.
    static func checkDestination(_ path: String) throws {
        guard !isStandardOutput(path) else { return }
        let url = KernelPath.url(path)
        var isDirectory: ObjCBool = false
        // The nearest folder of the path that exists, spelled as the user spelled it.
        var ancestor = (path as NSString).deletingLastPathComponent
        while !ancestor.isEmpty,
            !FileManager.default.fileExists(atPath: KernelPath.url(ancestor).path, isDirectory: &isDirectory)
        {
            let parent = (ancestor as NSString).deletingLastPathComponent
            guard parent != ancestor else { break }
            ancestor = parent
        }
        if ancestor.isEmpty { isDirectory = true }  // the working directory
        guard isDirectory.boolValue else {
            throw CommandError("'\(ancestor)' is not a directory, so '\(path)' cannot be written")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("'\(path)' is a directory; expected a file name such as \(path)/figure.svg")
        }
    }

    /// Makes the folders `path` names that do not exist yet, parents included — only those on
    /// the path the user gave.
    static func createFolders(for path: String) throws {
        let directory = KernelPath.url(path).deletingLastPathComponent()
        do {
            try AtomicFile.createDirectory(directory, describedAs: "the output directory")
        } catch {
            throw CommandError(error.message)
        }
    }

    /// `checkDestination(_:)`, and that `path` is none of `inputs`: writing an output over the
    /// command's own input would destroy it. Files are compared, not spellings
    /// (`FileIdentity`), so `lnk/..`, links, hard links and a second mount of the same folder
    /// are all caught.
    static func checkDestination(_ path: String, notAnyOf inputs: [String]) throws {
        try checkDestination(path)
        guard !isStandardOutput(path), let output = FileIdentity(path: path) else {
            return
        }
        if let input = inputs.first(where: { FileIdentity(path: $0) == output }) {
            throw CommandError(
                "'\(path)' is the input '\(input)': writing it would destroy it; choose another output file")
        }
    }

    /// Writes what `body` streams to `path` (atomically, chunk by chunk) or to standard output.
    static func write(to path: String, _ body: (inout ByteStream) throws -> Void) throws {
        if isStandardOutput(path) {
            var stream = ByteStream { try writeToStandardOutput(Data($0)) }
            try body(&stream)
            return try stream.finish()
        }
        try checkDestination(path)
        try createFolders(for: path)
        try AtomicFile.write(to: KernelPath.url(path), streaming: body)
    }

    /// Writes `data` to `path` (atomically) or to standard output.
    static func write(_ data: Data, to path: String) throws {
        if isStandardOutput(path) {
            try writeToStandardOutput(data)
            return
        }
        try checkDestination(path)
        try createFolders(for: path)
        try AtomicFile.write(data, to: KernelPath.url(path))
    }

    /// Writes `lines` to standard output, each ended by a newline.
    ///
    /// - Throws: `CommandError` when standard output cannot be written.
    static func printLines(_ lines: [String]) throws {
        try writeToStandardOutput(Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// Writes `data` to standard output; a failure (a full disk behind a redirection, a closed
    /// pipe) is an error naming standard output, not a crash.
    private static func writeToStandardOutput(_ data: Data) throws {
        do {
            try FileHandle.standardOutput.write(contentsOf: data)
        } catch {
            throw CommandError("cannot write to standard output: \(error.localizedDescription)")
        }
    }
}
