import Foundation
import LayoutImage
import LayoutSupport

/// What accepting a changed case takes (`layoutshot approve`): for each reference file the run
/// would replace, the file it produced (kept in the report folder beside the failure images) and
/// a hash of the reference it compared against, so that approving from a report — local or
/// downloaded from CI — writes exactly what was reviewed, and refuses when a reference changed
/// since.
public struct CaseApproval: Hashable, Sendable {
    /// One reference file.
    public struct File: Hashable, Sendable, Codable {
        /// Its name in the references folder (`grid.png`, `grid.json`, `grid.frames.json`).
        public var reference: String
        /// The file the run produced, to be copied there.
        public var source: URL
        /// `FileHash` of the reference the run compared against; nil when there was none.
        public var expected: String?

        /// A file.
        public init(reference: String, source: URL, expected: String?) {
            self.reference = reference
            self.source = source
            self.expected = expected
        }
    }

    /// The references folder the files go to.
    public var references: URL
    /// The files, the layout snapshot first.
    public var files: [File]
    /// The raster stack that drew the image (`RasterStackRecord` notes it when approved).
    public var stack: RasterStack?

    /// An approval.
    public init(references: URL, files: [File], stack: RasterStack? = nil) {
        self.references = references
        self.files = files
        self.stack = stack
    }

    /// The same approval with `transform` applied to its URLs.
    func mapURLs(_ transform: (URL) -> URL) -> CaseApproval {
        CaseApproval(
            references: transform(references),
            files: files.map { File(reference: $0.reference, source: transform($0.source), expected: $0.expected) },
            stack: stack)
    }
}

/// The hash `CaseApproval` keeps of a reference file: FNV-1a of its bytes, in hex.
public enum FileHash {
    /// The largest file hashed: a reference's largest (`ReferenceStore.maximumFileBytes`).
    static let maximumBytes = ReferenceStore.maximumFileBytes

    /// The hash of the file at `url`; nil when there is no readable file there.
    public static func of(_ url: URL) -> String? {
        guard let data = try? BoundedFile.read(url.path, atMost: maximumBytes) else { return nil }
        return of(data)
    }

    /// The hash of `data`.
    public static func of(_ data: Data) -> String {
        "fnv1a-" + String(FNV1a.hash(data), radix: 16)
    }
}

extension CaseApproval: Codable {
    private enum CodingKeys: String, CodingKey {
        case references, files, stack
    }

    private struct StoredFile: Codable {
        var reference: String
        var source: String
        var expected: String?
    }

    /// Encodes the paths as given (`DiffReport.jsonData(savedIn:)` makes them relative).
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(references.relativePath, forKey: .references)
        try container.encode(
            files.map { StoredFile(reference: $0.reference, source: $0.source.relativePath, expected: $0.expected) },
            forKey: .files)
        try container.encodeIfPresent(stack, forKey: .stack)
    }

    /// Decodes the paths: sources from the report's folder, the references folder from the
    /// working directory (where `check` ran, as `approve` runs).
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let base = decoder.userInfo[.reportDirectory] as? URL
        let references = try container.decode(String.self, forKey: .references)
        let files = try container.decode([StoredFile].self, forKey: .files)
        self.init(
            references: URL(fileURLWithPath: references).standardizedFileURL,
            files: files.map {
                File(
                    reference: $0.reference,
                    source: URL(fileURLWithPath: $0.source, relativeTo: base).standardizedFileURL,
                    expected: $0.expected)
            }, stack: try container.decodeIfPresent(RasterStack.self, forKey: .stack))
    }
}
