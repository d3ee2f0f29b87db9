import Foundation
import LayoutDiff
import LayoutImage
import LayoutSupport

/// The record `FrameSetWriter` keeps in a frames directory (`.layoutshot-frames.json`) of the
/// frame sets it wrote there, by pattern: each file's name, size and content hash. It is how a
/// later run proves a file is its own before replacing or removing it; a file changed since, or
/// not listed, is the user's and is left alone.
struct FrameManifest {
    /// The manifest's file name in a frames directory.
    static let fileName = ".layoutshot-frames.json"

    /// One frame file as written.
    struct Entry: Codable, Equatable {
        var name: String
        var size: Int
        var hash: String

        init(name: String, data: Data) {
            self.name = name
            self.size = data.count
            self.hash = Self.hash(of: data)
        }

        static func hash(of data: Data) -> String {
            var hasher = ContentHasher()
            hasher.add(data)
            return hasher.hexDigest
        }
    }

    private struct File: Codable {
        var version = 1
        var sets: [String: [Entry]]
    }

    /// The directory the manifest describes.
    let directory: URL
    /// The frame sets, by pattern (`move-%03d.png`). A name may be listed twice while a set is
    /// replaced (the old file and the new): either is then proof.
    var sets: [String: [Entry]]

    /// The largest manifest read: 16 MiB, the entries of a hundred thousand frames.
    static let maximumFileBytes = 16 << 20

    /// The manifest of `directory`; empty when there is none (then nothing in the directory
    /// counts as written by layoutshot).
    ///
    /// - Throws: `CommandError` (exit 2) when a file of that name is there but is no manifest
    ///   (a file of the user's, never to be replaced).
    init(directory: URL) throws {
        self.directory = directory
        let url = directory.appendingPathComponent(Self.fileName)
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            sets = [:]
            return
        }
        guard status.st_mode & S_IFMT == S_IFREG,
            let data = try? BoundedFile.read(url.path, atMost: Self.maximumFileBytes),
            let file = try? JSONDecoder().decode(File.self, from: data)
        else {
            throw CommandError(
                "'\(url.path)' is not a frame manifest written by layoutshot, so it was left as it is and no frame "
                    + "was written: move it, or write the frames into another directory")
        }
        sets = file.sets
    }

    /// Writes the manifest (atomically).
    func save() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        let data = try encoder.encode(File(sets: sets))
        try AtomicFile.write(data, to: directory.appendingPathComponent(Self.fileName))
    }

    /// Whether `name` in `directory` is free, or a regular file `entries` lists with its
    /// current size and content.
    static func isAbsentOrRecorded(_ name: String, in directory: URL, among entries: [Entry]) -> Bool {
        let url = directory.appendingPathComponent(name)
        var status = stat()
        guard lstat(url.path, &status) == 0 else { return errno == ENOENT }
        return entries.contains { $0.name == name && isUnchanged($0, at: url) }
    }

    /// Removes the file `entry` names when it is still the regular file that was written.
    static func removeIfUnchanged(_ entry: Entry, in directory: URL) {
        let url = directory.appendingPathComponent(entry.name)
        if isUnchanged(entry, at: url) { unlink(url.path) }
    }

    private static func isUnchanged(_ entry: Entry, at url: URL) -> Bool {
        guard let data = regularFileContents(url), data.count == entry.size else { return false }
        return Entry.hash(of: data) == entry.hash
    }

    /// The contents of `url` when it is a regular file (not a link, not a directory).
    private static func regularFileContents(_ url: URL) -> Data? {
        var status = stat()
        guard lstat(url.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? BoundedFile.read(
            url.path, atMost: PNGDecoder.maximumFileBytes(pixelLimit: PNGDecoder.defaultPixelLimit))
    }
}
