/// A file name pattern with one `%d` / `%0Nd` placeholder for the frame number:
/// `frames/move-%03d.png` names `frames/move-000.png`, `frames/move-001.png`, ….
public struct FramePattern: Sendable, Hashable {
    /// What comes before the number, directory included (`frames/move-`).
    public var prefix: String
    /// The least number of digits, zero-padded (3 for `%03d`, 0 for `%d`).
    public var width: Int
    /// What comes after the number (`.png`).
    public var suffix: String

    /// The widest frame number a pattern may ask for (`%09d`): more frames than that are never drawn.
    public static let widestFrameNumber = 9

    /// A pattern of `prefix`, a number of at least `width` digits, and `suffix`.
    public init(prefix: String, width: Int, suffix: String) {
        self.prefix = prefix
        self.width = width
        self.suffix = suffix
    }

    /// The path of frame `index` (from 0).
    public func path(for index: Int) -> String {
        let digits = String(index)
        return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits + suffix
    }

    /// The pattern `output` spells, when it has a `%`; nil when it has none.
    ///
    /// - Throws: `OutputError` for a `%` that is not one `%d` / `%0Nd` in the file name with a
    ///   `.png` or `.svg` extension, or a number wider than `widestFrameNumber`.
    static func parse(_ output: String, pathExtension: String) throws -> (FramePattern, FrameKind)? {
        guard let percent = output.range(of: "%") else { return nil }
        let rest = output[percent.upperBound...]
        let digits = rest.prefix { ("0"..."9").contains($0) }
        let afterDigits = rest.dropFirst(digits.count)
        guard afterDigits.first == "d", !afterDigits.dropFirst().contains("%"), !afterDigits.contains("/"),
            let kind = FrameKind(rawValue: pathExtension)
        else {
            throw OutputError(
                "cannot use '\(output)' as a frame pattern: expected one %d or %03d in the file name and a .png or .svg "
                    + "extension")
        }
        guard digits.count <= 2, let width = digits.isEmpty ? 0 : Int(digits), width <= widestFrameNumber else {
            throw OutputError(
                "cannot use '\(output)' as a frame pattern: a frame number is at most \(widestFrameNumber) "
                    + "digits wide (%d to %0\(widestFrameNumber)d), found %\(digits)d")
        }
        let pattern = FramePattern(
            prefix: String(output[..<percent.lowerBound]), width: width, suffix: String(afterDigits.dropFirst()))
        return (pattern, kind)
    }
}
