import Foundation

/// The documents `layoutshot check` renders: files as given, and the `.yaml`, `.yml` and `.json`
/// files directly inside each directory (not its subdirectories, so a `references/` folder of
/// snapshot JSON beside the documents is not mistaken for documents), sorted by path.
struct CheckDocument: Hashable {
    /// The document file.
    var url: URL
    /// The path as shown in messages.
    var displayPath: String
    /// The case name and reference base name: the file name without its extension.
    var name: String
}

enum CheckInputs {
    static let documentExtensions: Set<String> = ["yaml", "yml", "json"]

    /// The documents named by `paths`.
    ///
    /// - Throws: `CommandError` (exit 2) for a path that does not exist, or a directory with no
    ///   documents.
    static func documents(in paths: [String]) throws -> [CheckDocument] {
        var result: [CheckDocument] = []
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw CommandError("cannot read '\(path)': no such file or directory", status: .trouble)
            }
            guard isDirectory.boolValue else {
                result.append(document(URL(fileURLWithPath: path), displayPath: path))
                continue
            }
            let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
            let found = names.sorted().compactMap { name -> CheckDocument? in
                let url = URL(fileURLWithPath: path).appendingPathComponent(name)
                guard !name.hasPrefix("."), documentExtensions.contains(url.pathExtension.lowercased()) else {
                    return nil
                }
                var isSubdirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isSubdirectory),
                    !isSubdirectory.boolValue
                else { return nil }
                let shown = path.hasSuffix("/") ? path + name : path + "/" + name
                return document(url, displayPath: shown)
            }
            guard !found.isEmpty else {
                throw CommandError(
                    "'\(path)' holds no layout documents (.yaml, .yml or .json files)", status: .trouble)
            }
            result += found
        }
        return result
    }

    private static func document(_ url: URL, displayPath: String) -> CheckDocument {
        CheckDocument(
            url: url, displayPath: relativeToWorkingDirectory(displayPath),
            name: url.deletingPathExtension().lastPathComponent)
    }

    /// `path` relative to the working directory when it lies inside it, so that reports (JUnit's
    /// `file`, the HTML page) name documents the same way on every machine and checkout.
    ///
    /// The working directory comes back from the system with its symbolic links resolved, while
    /// `path` may reach the same folder through a link (a `/tmp` that is a link, say), so the two
    /// are compared as written first and then with links resolved on both sides.
    static func relativeToWorkingDirectory(_ path: String) -> String {
        guard path.hasPrefix("/") else { return path }
        let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let file = URL(fileURLWithPath: path)
        let candidates = [
            (directory.standardizedFileURL.path, file.standardizedFileURL.path),
            // Links in the file's directories only: a link named in the working directory keeps its name.
            (
                directory.resolvingSymlinksInPath().path,
                file.deletingLastPathComponent().resolvingSymlinksInPath().appendingPathComponent(
                    file.lastPathComponent
                )
                .path
            ),
        ]
        for (directory, file) in candidates {
            let prefix = directory.hasSuffix("/") ? directory : directory + "/"
            if file.hasPrefix(prefix) { return String(file.dropFirst(prefix.count)) }
        }
        return path
    }
}
