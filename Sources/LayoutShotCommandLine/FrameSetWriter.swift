import Foundation
import LayoutDiff
import LayoutOutput
import LayoutSupport

/// Writes a set of frame files all or nothing, touching no file it cannot prove it wrote.
///
/// Every frame goes to a temporary directory beside the destination, and only when all of them
/// are written are they renamed into place. A manifest in the frames' directory
/// (`FrameManifest`) records each set this writer left there: file names, sizes and content
/// hashes. An existing file is replaced only when the manifest lists it with its current
/// content; frames of an earlier, longer set are removed the same way, one regular file at a
/// time, never a directory. Anything else in the way — a file of the user's that matches the
/// pattern — stops the command before a byte is written.
enum FrameSetWriter {
    /// Writes `files`, whose paths come from `pattern`.
    ///
    /// - Throws: `CommandError` when a frame would replace a file this writer did not write, or
    ///   when the directory cannot be written; nothing of the new set is left behind then, and the
    ///   old frames are untouched.
    static func write(_ files: [(path: String, data: Data)], pattern: FramePattern) throws {
        let files = files.map { (path: KernelPath.resolvingDirectory($0.path), data: $0.data) }
        guard let first = files.first else { return }
        for file in files { try OutputWriter.checkDestination(file.path) }
        try OutputWriter.createFolders(for: first.path)
        let directory = URL(fileURLWithPath: first.path).deletingLastPathComponent()
        var manifest = try FrameManifest(directory: directory)
        let key = pattern.manifestKey
        // Only names of this pattern count, whatever the manifest file says.
        let previous = (manifest.sets[key] ?? []).filter { pattern.matches(fileName: $0.name) }
        for file in files {
            let name = URL(fileURLWithPath: file.path).lastPathComponent
            guard FrameManifest.isAbsentOrRecorded(name, in: directory, among: previous) else {
                throw CommandError(
                    "'\(file.path)' exists and layoutshot did not write it (it is not in this directory's "
                        + "\(FrameManifest.fileName)): move it away or choose another frame pattern; nothing was written"
                )
            }
        }
        let written = files.map {
            FrameManifest.Entry(name: URL(fileURLWithPath: $0.path).lastPathComponent, data: $0.data)
        }
        // The manifest lists the new frames before any is in place, beside the old ones they
        // replace: whatever stops the run after this (a full disk, a signal), every frame on disk
        // is listed, so the next run can replace it. When it cannot be saved, nothing is moved.
        manifest.sets[key] = previous + written
        try stage(files, in: directory) { try manifest.save() }
        let names = Set(written.map(\.name))
        for old in previous where !names.contains(old.name) {
            FrameManifest.removeIfUnchanged(old, in: directory)
        }
        // Only shortens the list: when it cannot be saved, the one saved above still lists
        // every frame on disk, so the frames stand and the run succeeds.
        manifest.sets[key] = written
        try? manifest.save()
    }

    /// Writes `files` into a staging directory beside `directory`, then, once `beforeMoving` has
    /// succeeded, renames each into place.
    private static func stage(
        _ files: [(path: String, data: Data)], in directory: URL, beforeMoving: () throws -> Void
    ) throws {
        TemporaryFiles.removeAbandoned(in: directory)
        let staging: URL
        do {
            staging = try TemporaryFiles.createDirectory(in: directory)
        } catch {
            throw CommandError("cannot write the frames into '\(directory.relativePath)': \(error.message)")
        }
        defer { TemporaryFiles.removeDirectory(staging) }
        do {
            for (index, file) in files.enumerated() {
                try file.data.write(to: staging.appendingPathComponent(String(index)))
            }
        } catch {
            throw CommandError(
                "cannot write the frames into '\(directory.relativePath)': \(error.localizedDescription)")
        }
        try beforeMoving()
        for (index, file) in files.enumerated() {
            guard rename(staging.appendingPathComponent(String(index)).path, file.path) == 0 else {
                throw CommandError("cannot write '\(file.path)': \(String(cString: strerror(errno)))")
            }
        }
    }
}

extension FramePattern {
    /// The pattern's file part as the manifest names its set: `move-%03d.png`.
    var manifestKey: String {
        "\(namePrefix)%0\(width)d\(suffix)"
    }

    /// The file part of the prefix (`move-` of `frames/move-`).
    private var namePrefix: Substring { URL(fileURLWithPath: prefix + "0").lastPathComponent.dropLast() }

    /// Whether `fileName` is a plain name (no directory) of a frame of this pattern: the prefix's
    /// file part, a frame number of at least `width` ASCII digits, the suffix.
    func matches(fileName: String) -> Bool {
        guard !fileName.contains("/"), fileName.hasPrefix(namePrefix), fileName.hasSuffix(suffix),
            fileName.count >= namePrefix.count + suffix.count
        else { return false }
        let number = fileName.dropFirst(namePrefix.count).dropLast(suffix.count)
        return number.count >= max(1, width) && number.allSatisfy { ("0"..."9").contains($0) }
    }
}
