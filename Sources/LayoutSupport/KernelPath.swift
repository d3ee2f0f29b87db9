import Foundation

/// Paths as the kernel resolves them. Foundation's `URL(fileURLWithPath:)` removes `..` by the
/// letters for a relative path, so `lnk/../d.yaml`, where `lnk` is a symbolic link to
/// `deep/inner`, becomes `./d.yaml` while `open(2)` reads `deep/d.yaml`. Every path a user gives
/// goes through `resolvingDirectory(_:)` before it becomes a URL, so what is read, what is
/// written and what is compared is the file the shell's `cat` would show.
public enum KernelPath {
    /// `path` with its directory as the kernel resolves it (`realpath(3)`) and its last component
    /// as given: absolute, free of `..` and of links in its directories, while a link in the last
    /// component stays a link (so writing replaces the link, as `>` in a shell does not; see
    /// `AtomicFile`). A path ending in `.`, `..` or `/` names a directory and is resolved whole;
    /// a bare name stays as it is.
    /// Returned unchanged when it does not resolve (it is reported missing where it is used).
    public static func resolvingDirectory(_ path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        guard !name.isEmpty, name != ".", name != ".." else { return realPath(path) ?? path }
        // A bare name is in the working directory, which has no `..` to misread: kept as given,
        // so messages show it as the user wrote it.
        guard let slash else { return path }
        let directory = slash == path.startIndex ? "/" : String(path[..<slash])
        guard let resolved = realPath(directory) else { return path }
        return resolved == "/" ? "/" + name : resolved + "/" + name
    }

    /// A file URL for `path` as the kernel resolves it (`resolvingDirectory(_:)`).
    public static func url(_ path: String) -> URL {
        URL(fileURLWithPath: resolvingDirectory(path))
    }

    /// `realpath(3)` of `path`: absolute, every link and `..` resolved; nil when it does not
    /// resolve (a missing file).
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
