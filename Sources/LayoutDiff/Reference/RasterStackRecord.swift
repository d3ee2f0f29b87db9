import Foundation
import LayoutImage
import LayoutSupport

/// Which raster stack drew each PNG reference of a references directory, kept in the directory
/// as `.layoutshot-raster-stack.json`: `check` notes the stack of every image it records, and
/// when a pixel comparison fails on a machine whose stack differs, the case says which
/// component differs ("Cairo 1.16.0 (this run 1.18.2)") — the usual reason a reference
/// recorded on a developer's machine fails on CI. Layout snapshots (JSON) are plain numbers
/// from the layout, the same on every machine, and need no such record.
public struct RasterStackRecord: Hashable, Sendable, Codable {
    /// The file's name in a references directory.
    public static let fileName = ".layoutshot-raster-stack.json"
    /// The largest record read: 16 MiB, far more than a million references' names.
    static let maximumFileBytes = 16 << 20

    /// The stacks, by a short id (`s1`, `s2`, … in the order first recorded).
    public var stacks: [String: RasterStack] = [:]
    /// For each reference name, the id of the stack that drew its image.
    public var references: [String: String] = [:]

    /// An empty record.
    public init() {}

    /// The record in `directory`; empty when there is none.
    ///
    /// - Throws: `ReferenceError` when a file of that name is there and is not a record (it is
    ///   never overwritten).
    public init(directory: URL) throws(ReferenceError) {
        let file = directory.appendingPathComponent(Self.fileName)
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        guard let data = try? BoundedFile.read(file.path, atMost: Self.maximumFileBytes),
            let record = try? JSONDecoder().decode(Self.self, from: data)
        else {
            throw ReferenceError(
                "'\(file.path)' is not LayoutShot's record of the raster stack; it was left as it is: move it, "
                    + "or give the references a directory of their own")
        }
        self = record
    }

    /// The stack that drew reference `name`'s image, when recorded.
    public func stack(of name: String) -> RasterStack? {
        references[name].flatMap { stacks[$0] }
    }

    /// Notes that `stack` drew the images of `names`; stacks no reference names any more go.
    public mutating func note(_ names: some Sequence<String>, drawnWith stack: RasterStack) {
        let id =
            stacks.first { $0.value == stack }?.key
            ?? "s\((stacks.keys.compactMap { Int($0.dropFirst()) }.max() ?? 0) + 1)"
        stacks[id] = stack
        for name in names { references[name] = id }
        let used = Set(references.values)
        stacks = stacks.filter { used.contains($0.key) }
    }

    /// Forgets the references `names` (their images were removed); stacks no reference names
    /// any more go.
    public mutating func forget(_ names: some Sequence<String>) {
        for name in names { references[name] = nil }
        let used = Set(references.values)
        stacks = stacks.filter { used.contains($0.key) }
    }

    /// What a failing case says when its reference was drawn with another stack than `current`:
    /// nil when the stacks are the same or the reference's is not recorded.
    public func note(forFailing name: String, current: RasterStack) -> String? {
        guard let recorded = stack(of: name) else { return nil }
        let differences = recorded.differences(from: current)
        guard !differences.isEmpty else { return nil }
        return "the reference image was drawn with a different raster stack: " + differences.joined(separator: ", ")
            + "; pixels can differ for that reason alone (docs/ci.md, \"References drawn on another machine\")"
    }

    /// Writes the record into `directory`, atomically; refuses to replace a file of that name
    /// that is not a record.
    ///
    /// - Throws: `ReferenceError` naming the file.
    public func save(in directory: URL) throws(ReferenceError) {
        let file = directory.appendingPathComponent(Self.fileName)
        _ = try Self(directory: directory)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data: Data
        do {
            data = try encoder.encode(self) + Data("\n".utf8)
        } catch {
            throw ReferenceError("cannot encode '\(file.path)': \(error)")
        }
        try ReferenceError.writing { () throws(FileWriteError) in
            try AtomicFile.createDirectory(directory, describedAs: "the references directory")
            try AtomicFile.write(data, to: file)
        }
    }
}
