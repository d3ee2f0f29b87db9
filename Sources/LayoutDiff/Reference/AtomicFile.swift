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

    /// Creates `directory` (and its parents) unless it exists; `what` names it in the error.
    /// Several threads may create the same directory at once: losing that race is success.
    ///
    /// - Throws: `ReferenceError` when there is no directory at `directory` afterwards.
    public static func createDirectory(_ directory: URL, describedAs what: String) throws(ReferenceError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { throw ReferenceError("cannot create \(what) '\(directory.path)'") }
        }
    }
}
