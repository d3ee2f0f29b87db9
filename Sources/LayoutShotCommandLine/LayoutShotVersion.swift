import Foundation
import LayoutSupport

/// What `layoutshot --version` prints: the version, and the commit the binary was built from
/// when it came from a release archive (`scripts/release` writes the commit into
/// `layoutshot.build-info` beside the binary; a build from source has none and says so).
public enum LayoutShotVersion {
    /// The version of this LayoutShot, as releases are tagged (`v0.1.0`).
    public static let number = "0.1.0"

    /// The file beside the binary that names its commit.
    static let buildInfoName = "layoutshot.build-info"

    /// "LayoutShot 0.1.0 (commit 3dd32f8…)", or "LayoutShot 0.1.0 (built from source)" — also
    /// in a command line of your own (`LayoutShot.main(layouts:)`), which runs this LayoutShot.
    public static var description: String {
        "LayoutShot \(number) (\(commit.map { "commit \($0)" } ?? "built from source"))"
    }

    /// The commit `layoutshot.build-info` beside the running binary names: its `commit` line.
    static var commit: String? {
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else { return nil }
        let info = executable.deletingLastPathComponent().appendingPathComponent(buildInfoName)
        guard let data = try? BoundedFile.read(info.path, atMost: 4096) else { return nil }
        let line = String(decoding: data, as: UTF8.self).split(separator: "\n").first { $0.hasPrefix("commit ") }
        return line.map { String($0.dropFirst("commit ".count)).trimmingCharacters(in: .whitespaces) }
    }
}
