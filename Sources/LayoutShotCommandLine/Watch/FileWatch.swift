import Foundation
import LayoutOutput

/// The files a watched document's figure depends on — the document, and the PNG images beside
/// it that its views may name — and a way to wait until one of them is saved.
///
/// Files are polled (`stat`, every `interval`): an editor that saves by writing a new file and
/// renaming it over the old one changes the file's inode, one that writes in place its size or
/// modification time, and both are seen alike. The command's own outputs are never watched, so
/// writing them does not start another run.
struct FileWatch {
    /// The document.
    var document: URL
    /// Whether a path is one of the command's outputs.
    var isOutput: (String) -> Bool
    /// How often the files are looked at.
    var interval: TimeInterval = 0.05

    /// What a file looked like: identity, size and modification time (nil: no file there).
    struct Stamp: Equatable {
        var inode: UInt64
        var size: Int64
        var seconds: Int
        var nanoseconds: Int
    }

    /// The watched files' stamps, by path.
    func stamps() -> [String: Stamp?] {
        var result: [String: Stamp?] = [document.path: Self.stamp(of: document.path)]
        let folder = document.deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names where name.lowercased().hasSuffix(".png") && !name.hasPrefix(".") {
            let path = folder.appendingPathComponent(name).path
            if !isOutput(path) { result[path] = Self.stamp(of: path) }
        }
        return result
    }

    /// Waits until the stamps differ from `baseline` and then hold still for one interval (an
    /// editor's save may take several writes); answers the new stamps.
    func waitForChange(from baseline: [String: Stamp?]) -> [String: Stamp?] {
        var current = baseline
        while current == baseline {
            Thread.sleep(forTimeInterval: interval)
            current = stamps()
        }
        while true {
            Thread.sleep(forTimeInterval: interval)
            let settled = stamps()
            if settled == current { return settled }
            current = settled
        }
    }

    /// The outputs `destination` writes, as a test of a path: the file, or the frame files of
    /// its pattern.
    static func outputs(of destination: OutputDestination) -> (String) -> Bool {
        switch destination {
        case .file(let path, _):
            let target = URL(fileURLWithPath: path).standardizedFileURL.path
            return { URL(fileURLWithPath: $0).standardizedFileURL.path == target }
        case .frames(let pattern, _):
            let prefix = URL(fileURLWithPath: pattern.prefix).standardizedFileURL.path
            return { path in
                let standard = URL(fileURLWithPath: path).standardizedFileURL.path
                return standard.hasPrefix(prefix) && standard.hasSuffix(pattern.suffix)
            }
        }
    }

    private static func stamp(of path: String) -> Stamp? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return Stamp(
            inode: UInt64(status.st_ino), size: Int64(status.st_size), seconds: status.st_mtim.tv_sec,
            nanoseconds: status.st_mtim.tv_nsec)
    }
}
