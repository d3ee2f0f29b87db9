import Foundation
import LayoutImage
import LayoutSnapshot
import LayoutSupport

/// References that no document produces any more (a document renamed or deleted): the files of
/// a references folder that are references of a kind LayoutShot writes — named `<case>.json`,
/// `<case>.png` or `<case>.frames.json` and starting as such a file starts — whose case is not
/// among the run's. Hidden files (`.layoutshot-raster-stack.json`) and anything else in the
/// folder are never listed.
public enum UnusedReferences {
    /// The reference kinds: how their names end (longest first) and how their files start.
    static let kinds: [(suffix: String, signature: Data)] = [
        (".frames.json", ReferenceStrategy<StripSnapshot, [ElementDiffResult]>.stripSnapshot().signature),
        (".json", ReferenceStrategy<LayoutSnapshot, ElementDiffResult>.layoutSnapshot.signature),
        (".png", PNGDecoder.signature),
    ]

    /// The case a reference file name belongs to (`grid` for `grid.frames.json`), or nil when the
    /// name is not a reference's.
    static func caseName(ofFile name: String) -> String? {
        guard !name.hasPrefix("."), let kind = kinds.first(where: { name.hasSuffix($0.suffix) }) else { return nil }
        let base = String(name.dropLast(kind.suffix.count))
        return base.isEmpty ? nil : base
    }

    /// The references in `directory` whose case is not in `cases`, sorted by name.
    public static func find(in directory: URL, cases: Set<String>) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().compactMap { name in
            guard let owner = caseName(ofFile: name), !cases.contains(owner),
                let kind = kinds.first(where: { name.hasSuffix($0.suffix) })
            else { return nil }
            let file = directory.appendingPathComponent(name)
            var status = stat()
            guard lstat(file.path, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
                (try? BoundedFile.prefix(of: file.path, count: kind.signature.count)) == kind.signature
            else { return nil }
            return file
        }
    }
}
