import Foundation

/// A report as a JSON file, so reports of separate runs (the shards of a CI matrix) can be
/// merged into one: `layoutshot check --json` writes it, `layoutshot merge-reports` reads them.
///
/// Image paths are stored relative to the JSON file's directory, so a report directory can be
/// moved (downloaded as a CI artifact) with its images. Keys are sorted: the same report gives
/// the same bytes.
extension DiffReport {
    /// The report as JSON to be saved in `directory`.
    ///
    /// A case's approval keeps its sources relative to `directory` too, and its references
    /// folder relative to the working directory, where `approve` runs as `check` did.
    public func jsonData(savedIn directory: URL) throws -> Data {
        func relative(to base: URL) -> (URL) -> URL {
            { url in
                let components = HTMLReportWriter.relativeComponents(from: base, to: url)
                return URL(fileURLWithPath: components.isEmpty ? "." : components.joined(separator: "/"))
            }
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        var portable = self
        portable.cases = cases.map { item in
            var copy = item
            copy.images = item.images.mapURLs(relative(to: directory))
            copy.approval = item.approval.map { approval in
                var files = approval.mapURLs(relative(to: directory))
                files.references = relative(to: workingDirectory)(approval.references)
                return files
            }
            return copy
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        encoder.userInfo[.reportDirectory] = directory
        return try encoder.encode(portable)
    }

    /// A report read from JSON saved in `directory`: its image paths resolved from there.
    public static func decode(_ data: Data, savedIn directory: URL) throws -> DiffReport {
        let decoder = JSONDecoder()
        // As a directory, so relative paths resolve inside it whether or not it ends in "/".
        decoder.userInfo[.reportDirectory] = URL(fileURLWithPath: directory.path, isDirectory: true)
        return try decoder.decode(DiffReport.self, from: data)
    }

    /// One report of every case of `reports`, ordered by document path and then name (the order
    /// one unsharded run lists them in).
    public static func merged(_ reports: [DiffReport], title: String) -> DiffReport {
        let cases = reports.flatMap(\.cases).sorted { ($0.file ?? "", $0.name) < ($1.file ?? "", $1.name) }
        return DiffReport(title: title, cases: cases)
    }
}

extension CodingUserInfoKey {
    /// The directory relative image paths in a report are resolved from.
    // A non-empty raw value always makes a key.
    // swift-format-ignore: NeverForceUnwrap
    static let reportDirectory = CodingUserInfoKey(rawValue: "reportDirectory")!
}

extension CaseImages {
    /// Image paths as strings: relative when `jsonData(savedIn:)` made them so, resolved from
    /// the decoder's report directory when read.
    private enum CodingKeys: String, CodingKey {
        case expected, actual, diff, recorded
    }

    /// Encodes the paths as given.
    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(expected?.relativePath, forKey: .expected)
        try container.encodeIfPresent(actual?.relativePath, forKey: .actual)
        try container.encodeIfPresent(diff?.relativePath, forKey: .diff)
        if !recorded.isEmpty { try container.encode(recorded.map(\.relativePath), forKey: .recorded) }
    }

    /// Decodes the paths, resolving relative ones from the report directory.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let base = decoder.userInfo[.reportDirectory] as? URL
        func url(_ key: CodingKeys) throws -> URL? {
            try container.decodeIfPresent(String.self, forKey: key).map {
                URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL
            }
        }
        let recorded = try container.decodeIfPresent([String].self, forKey: .recorded) ?? []
        self.init(
            expected: try url(.expected), actual: try url(.actual), diff: try url(.diff),
            recorded: recorded.map { URL(fileURLWithPath: $0, relativeTo: base).standardizedFileURL })
    }

    /// The same images with `transform` applied to each URL.
    func mapURLs(_ transform: (URL) -> URL) -> CaseImages {
        CaseImages(
            expected: expected.map(transform), actual: actual.map(transform), diff: diff.map(transform),
            recorded: recorded.map(transform))
    }
}
