import Foundation

/// Writes command output atomically: to a temporary file in the destination's directory, then
/// renamed over the destination, so a reader never sees a half-written file and a failed
/// command leaves nothing behind. `-` writes to standard output.
enum OutputWriter {
    /// Whether `path` means standard output.
    static func isStandardOutput(_ path: String) -> Bool { path == "-" }

    /// Checks that `path` can be written (its directory exists) before any work is done.
    static func checkDestination(_ path: String) throws {
        guard !isStandardOutput(path) else { return }
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory) else {
            throw CommandError("output directory '\(directory.relativePath)' does not exist (create it first)")
        }
        guard isDirectory.boolValue else {
            throw CommandError("'\(directory.relativePath)' is not a directory")
        }
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw CommandError("'\(path)' is a directory; expected a file name such as \(path)/figure.svg")
        }
    }

    /// Writes `data` to `path` (atomically) or to standard output.
    static func write(_ data: Data, to path: String) throws {
        if isStandardOutput(path) {
            FileHandle.standardOutput.write(data)
            return
        }
        try checkDestination(path)
        let url = URL(fileURLWithPath: path)
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw CommandError("cannot write '\(path)' (permission denied or disk full)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            try? FileManager.default.removeItem(at: temporary)
            throw CommandError("cannot write '\(path)': \(String(cString: strerror(errno)))")
        }
    }
}
