import Foundation

/// Where a command writes and in which format: one file of an `OutputKind`, or one file per
/// frame. Chosen once, from the output argument and `--format`, before any work is done (a
/// command's `validate()`), and handed to `DocumentOutput` as it is.
public enum OutputDestination: Sendable, Hashable {
    /// One file (or `-`, standard output) of a kind.
    case file(path: String, kind: OutputKind)
    /// One file per frame, named by a pattern.
    case frames(FramePattern, FrameKind)

    /// The destination `output` names for a product written as `kinds`.
    ///
    /// `-` is standard output, in `format` or else the first of `kinds`. An existing directory
    /// or a name ending in `/` means numbered PNG frames in it (`frame-000.png`, …) and a name
    /// with `%d` a frame pattern, when `allowsFrames`. Otherwise the extension names the kind;
    /// `format`, when given, must agree with it, or names the kind of a file without one of
    /// `kinds`' extensions.
    ///
    /// - Throws: `OutputError` saying what was expected: a known extension, a pattern that
    ///   spells one frame number, a `format` that agrees with the name.
    public init(parsing output: String, format: OutputKind? = nil, kinds: [OutputKind], allowsFrames: Bool = false)
        throws
    {
        if let format, !kinds.contains(format) {
            throw OutputError(
                "--format \(format.rawValue): expected one of \(kinds.map(\.rawValue).joined(separator: ", "))")
        }
        if output == "-" {
            self = .file(path: output, kind: format ?? kinds[0])
            return
        }
        let pathExtension = URL(fileURLWithPath: output).pathExtension.lowercased()
        if allowsFrames {
            var isDirectory: ObjCBool = false
            if output.hasSuffix("/")
                || (FileManager.default.fileExists(atPath: output, isDirectory: &isDirectory) && isDirectory.boolValue)
            {
                let directory = output.hasSuffix("/") ? output : output + "/"
                self = .frames(FramePattern(prefix: directory + "frame-", width: 3, suffix: ".png"), .png)
                return
            }
            if let (pattern, kind) = try FramePattern.parse(output, pathExtension: pathExtension) {
                self = .frames(pattern, kind)
                return
            }
        }
        let named = OutputKind(pathExtension: pathExtension).flatMap { kinds.contains($0) ? $0 : nil }
        if let format {
            // `-o o.svg --format png` would put PNG bytes in a file every tool reads as SVG.
            if let named, named != format {
                throw OutputError(
                    "--format \(format.rawValue) disagrees with the output '\(output)', a .\(named.rawValue) name: "
                        + "drop --format or name a .\(format.rawValue) file")
            }
            self = .file(path: output, kind: format)
            return
        }
        guard let named else {
            let frames = allowsFrames ? ", a directory, or a frame pattern such as frames/frame-%03d.png" : ""
            throw OutputError(
                "cannot tell the format of '\(output)': expected \(OutputKind.list(kinds)) file name\(frames)")
        }
        self = .file(path: output, kind: named)
    }

    /// The paths this destination writes first: the file, or the first frame's.
    public var firstPath: String {
        switch self {
        case .file(let path, _): path
        case .frames(let pattern, _): pattern.path(for: 0)
        }
    }
}
