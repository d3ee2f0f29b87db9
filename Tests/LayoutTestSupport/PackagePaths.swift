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
}
