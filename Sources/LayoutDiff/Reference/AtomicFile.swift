import Foundation

/// Writes files atomically: to a temporary file in the destination's directory, then renamed
/// over the destination, so a reader never sees a half-written file and a failure leaves
/// nothing behind (the temporary file is removed on every error path).
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    ///
    /// - Throws: `ReferenceError` naming `url` when the directory is missing or not writable.
    public static func write(_ data: Data, to url: URL) throws(ReferenceError) {
        let temporary = url.deletingLastPathComponent()
            .appendingPathComponent(".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).tmp")
        guard FileManager.default.createFile(atPath: temporary.path, contents: data) else {
            throw ReferenceError("cannot write '\(url.path)' (permission denied, missing directory or disk full)")
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(at: temporary)
            throw ReferenceError("cannot write '\(url.path)': \(reason)")
        }
    }
}
