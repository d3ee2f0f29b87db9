import Foundation

/// Paths into the package, found from this file's location.
public enum PackagePaths {
    /// The package's root folder.
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    /// `fixtures/`: the example documents and their committed references.
    public static let fixtures = root.appendingPathComponent("fixtures")

    /// The file `name` in `fixtures/`.
    public static func fixture(_ name: String) -> URL { fixtures.appendingPathComponent(name) }

    /// The names of the YAML documents in `fixtures/`, sorted.
    public static func fixtureDocuments() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: fixtures.path).filter { $0.hasSuffix(".yaml") }.sorted()
    }
}
