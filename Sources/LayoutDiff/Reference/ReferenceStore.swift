import Foundation
import LayoutSupport

/// A directory of reference files, `<directory>/<name>.<extension>`: reads them through a
/// strategy and records them atomically.
public struct ReferenceStore: Sendable {
    /// The directory the references live in (created when the first one is recorded).
    public var directory: URL

    /// The largest snapshot reference read: 1 GiB, more than the snapshot of the largest
    /// document the default budget allows (two million items at about 200 bytes each).
    public static let maximumFileBytes = 1 << 30

    /// Creates a store.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The file of reference `name` for `strategy`.
    public func url<Value, Outcome>(of name: String, _ strategy: ReferenceStrategy<Value, Outcome>) -> URL {
        directory.appendingPathComponent(name + "." + strategy.pathExtension)
    }

    /// Whether reference `name` exists for `strategy`.
    public func contains<Value, Outcome>(_ name: String, _ strategy: ReferenceStrategy<Value, Outcome>) -> Bool {
        FileManager.default.fileExists(atPath: url(of: name, strategy).path)
    }

    /// Reads reference `name`.
    ///
    /// - Throws: `ReferenceError` naming the file when it cannot be read or decoded.
    public func read<Value, Outcome>(_ name: String, _ strategy: ReferenceStrategy<Value, Outcome>)
        throws(ReferenceError) -> Value
    {
        let file = url(of: name, strategy)
        let data: Data
        do {
            data = try BoundedFile.read(file.path, atMost: strategy.maximumFileBytes)
        } catch {
            throw ReferenceError("cannot read reference '\(file.path)': the file \(error.reason)")
        }
        do {
            return try strategy.decode(data, file.path)
        } catch {
            let reason = "\(error)".replacingOccurrences(of: "\(file.path): ", with: "")
            throw ReferenceError("cannot read reference '\(file.path)': \(reason)")
        }
    }

    /// Refuses to replace what is at `file` unless it is a reference of `strategy`'s kind (it
    /// starts with the strategy's signature): a document `package.yaml` checked with
    /// `--references` at the app's root would otherwise record over the app's `package.json`.
    private func refuseReplacingAnythingButAReference<Value, Outcome>(
        at file: URL, _ strategy: ReferenceStrategy<Value, Outcome>
    ) throws(ReferenceError) {
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return }  // nothing there: a new reference
        let head = try? BoundedFile.prefix(of: file.path, count: strategy.signature.count)
        guard status.st_mode & S_IFMT == S_IFREG, head == strategy.signature else {
            throw ReferenceError(
                "'\(file.path)' is in the place of a reference but is not one (it was not written by layoutshot); "
                    + "it was left as it is: move it, or give the references a directory of their own")
        }
    }

    /// Records `value` as reference `name`, atomically.
    ///
    /// - Throws: `ReferenceError` naming the file when it cannot be encoded or written.
    public func record<Value, Outcome>(_ value: Value, as name: String, _ strategy: ReferenceStrategy<Value, Outcome>)
        throws(ReferenceError)
    {
        try ReferenceError.writing { () throws(FileWriteError) in
            try AtomicFile.createDirectory(directory, describedAs: "the references directory")
        }
        let data: Data
        do {
            data = try strategy.encode(value)
        } catch {
            throw ReferenceError("cannot encode reference '\(url(of: name, strategy).path)': \(error)")
        }
        let destination = url(of: name, strategy)
        try refuseReplacingAnythingButAReference(at: destination, strategy)
        try ReferenceError.writing { () throws(FileWriteError) in try AtomicFile.write(data, to: destination) }
    }
}
