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
    /// The frame sets, by pattern (`move-%03d.png`).
    var sets: [String: [Entry]]

    /// The manifest of `directory`; empty when there is none or it cannot be read (then nothing
    /// in the directory counts as written by layoutshot).
    init(directory: URL) {
        self.directory = directory
        let url = directory.appendingPathComponent(Self.fileName)
        let data = Self.regularFileContents(url) ?? Data()
        sets = (try? JSONDecoder().decode(File.self, from: data))?.sets ?? [:]
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
        guard let entry = entries.first(where: { $0.name == name }) else { return false }
        return isUnchanged(entry, at: url)
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
