import Foundation

/// Writes files atomically: to a temporary file created exclusively (`O_EXCL`) in the
/// destination's directory, then renamed over the destination, so a reader never sees a
/// half-written file and a failure leaves nothing behind: the temporary file is removed on every
/// error path, on a terminating signal, and after a SIGKILL by the next run (`TemporaryFiles`).
public enum AtomicFile {
    /// Writes `data` to `url` atomically.
    ///
    /// - Throws: `FileWriteError` naming `url` when the directory is missing or not writable,
    ///   or the disk is full.
    public static func write(_ data: Data, to url: URL) throws(FileWriteError) {
        do {
            try write(to: url) { writeBytes in try data.withUnsafeBytes { try writeBytes($0) } }
        } catch let error as FileWriteError {
            throw error
        } catch {
            throw FileWriteError("cannot write '\(url.path)': \(error)")
        }
    }

    /// Writes `url` atomically from `body`, which hands its output to the function it is given in
    /// as many pieces as it likes (`ByteStream` chunks, say): nothing is kept in memory but a few
    /// pieces being written, and the destination appears only when `body` returns, whole. When
    /// `body` throws, its error is rethrown and nothing is left behind. The function is valid only
    /// until `body` returns.
    ///
    /// - Throws: `FileWriteError` naming `url` when the directory is missing or not writable,
    ///   or the disk is full; what `body` throws.
    public static func write(
        to url: URL, _ body: (_ writeBytes: @escaping (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        try write(to: url, writer: { behind in try body { try behind.write($0) } })
    }

    /// Writes `url` atomically from `body`, which hands its output to the write-behind writer of
    /// the temporary file.
    private static func write(to url: URL, writer body: (WriteBehind) throws -> Void) throws {
        let directory = url.deletingLastPathComponent()
        TemporaryFiles.removeAbandoned(in: directory)
        let temporary = try create(in: directory, for: url)
        defer { TemporaryFiles.release(temporary.url) }
        // Chunks after the first are written behind the caller (`WriteBehind`), in order.
        let behind = WriteBehind { [descriptor = temporary.descriptor, path = url.path] bytes in
            guard writeAll(bytes, to: descriptor) else {
                throw FileWriteError("cannot write '\(path)': \(String(cString: strerror(errno)))")
            }
        }
        do {
            try body(behind)
            try behind.finish()
        } catch {
            try? behind.finish()  // nothing is written after this: the file can be closed
            close(temporary.descriptor)
            unlink(temporary.url.path)
            throw error
        }
        guard close(temporary.descriptor) == 0, rename(temporary.url.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary.url.path)
            throw FileWriteError("cannot write '\(url.path)': \(reason)")
        }
    }

    /// Writes `url` atomically from what `body` writes to a stream, as `write(to:_:)` does with
    /// the stream's chunks; large pieces written whole (`ByteStream.write(owned:)`) are written
    /// behind the caller without a copy.
    ///
    /// - Throws: as `write(to:_:)` does.
    public static func write(to url: URL, streaming body: (inout ByteStream) throws -> Void) throws {
        try write(
            to: url,
            writer: { behind in
                var stream = ByteStream(drain: { try behind.write($0) }, drainOwned: { try behind.write(owned: $0) })
                try body(&stream)
                try stream.finish()
            })
    }

    /// A new temporary file in `directory`, open for writing and held by `TemporaryFiles`.
    private static func create(in directory: URL, for url: URL) throws(FileWriteError) -> (url: URL, descriptor: Int32)
    {
        while true {
            let temporary = TemporaryFiles.newURL(in: directory)
            TemporaryFiles.hold(temporary)
            let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
            if descriptor >= 0 {
                TemporaryFiles.lock(temporary)
                return (temporary, descriptor)
            }
            let failure = errno
            TemporaryFiles.release(temporary)
            guard failure == EEXIST else {
                throw FileWriteError(
                    "cannot write '\(url.path)': \(String(cString: strerror(failure))) (missing directory, permission "
                        + "denied or disk full)")
            }
        }
    }

    /// Writes every byte of `buffer`, retrying short writes and interruptions.
    private static func writeAll(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        guard var next = buffer.baseAddress else { return true }
        var remaining = buffer.count
        while remaining > 0 {
            let count = Foundation.write(descriptor, next, remaining)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { return false }
            next += count
            remaining -= count
        }
        return true
    }

    /// Creates `directory` (and its parents) unless it exists; `what` names it in the error.
    /// Several threads may create the same directory at once: losing that race is success.
    ///
    /// - Throws: `FileWriteError` when there is no directory at `directory` afterwards.
    public static func createDirectory(_ directory: URL, describedAs what: String) throws(FileWriteError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
                isDirectory.boolValue
            else { throw FileWriteError("cannot create \(what) '\(directory.path)'") }
        }
    }
}
