import Foundation
import LayoutDiff

/// Writes a set of frame files all or nothing: every frame goes to a temporary directory beside
/// the destination, and only when all of them are written are they renamed into place; frames
/// of the same pattern that the new set does not have (a longer earlier run's) are then removed,
/// so the directory holds exactly this run's frames.
enum FrameSetWriter {
    /// Writes `files`, whose paths come from `pattern`.
    ///
    /// - Throws: `CommandError` when the directory cannot be written; nothing of the new set is
    ///   left behind then, and the old frames are untouched.
    static func write(_ files: [(path: String, data: Data)], pattern: AnimationOutput.Pattern) throws {
        guard let first = files.first else { return }
        for file in files { try OutputWriter.checkDestination(file.path) }
        let directory = URL(fileURLWithPath: first.path).deletingLastPathComponent()
        TemporaryFiles.removeAbandoned(in: directory)
        let staging = TemporaryFiles.newURL(in: directory)
        TemporaryFiles.hold(staging)
        defer {
            try? FileManager.default.removeItem(at: staging)
            TemporaryFiles.release(staging)
        }
        do {
            try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
            for (index, file) in files.enumerated() {
                try file.data.write(to: staging.appendingPathComponent(String(index)))
            }
        } catch {
            throw CommandError(
                "cannot write the frames into '\(directory.relativePath)': \(error.localizedDescription)")
        }
        for (index, file) in files.enumerated() {
            guard rename(staging.appendingPathComponent(String(index)).path, file.path) == 0 else {
                throw CommandError("cannot write '\(file.path)': \(String(cString: strerror(errno)))")
            }
        }
        let written = Set(files.map { URL(fileURLWithPath: $0.path).lastPathComponent })
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for name in names where pattern.matches(fileName: name) && !written.contains(name) {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }
}

extension AnimationOutput.Pattern {
    /// Whether `fileName` (a name in the pattern's directory) is a frame of this pattern: the
    /// prefix's file part, a frame number of at least `width` digits, the suffix.
    func matches(fileName: String) -> Bool {
        let namePrefix = URL(fileURLWithPath: prefix + "0").lastPathComponent.dropLast()
        guard fileName.hasPrefix(namePrefix), fileName.hasSuffix(suffix),
            fileName.count >= namePrefix.count + suffix.count
        else { return false }
        let number = fileName.dropFirst(namePrefix.count).dropLast(suffix.count)
        return number.count >= max(1, width) && number.allSatisfy { ("0"..."9").contains($0) }
    }
}
