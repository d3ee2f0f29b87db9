import Foundation

/// Where two text outputs (SVG, JSON) first differ, for failure messages that show the change
/// instead of two byte counts.
enum TextDifference {
    /// "line N: expected «…», found «…»", or nil when the texts are equal.
    static func first(actual: Data, expected: Data) -> String? {
        guard actual != expected else { return nil }
        let actualLines = String(decoding: actual, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        let expectedLines = String(decoding: expected, as: UTF8.self).split(
            separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(actualLines.count, expectedLines.count) {
            let found = index < actualLines.count ? String(actualLines[index]) : "<end of file>"
            let wanted = index < expectedLines.count ? String(expectedLines[index]) : "<end of file>"
            if found != wanted {
                return "line \(index + 1): expected «\(wanted.prefix(200))», found «\(found.prefix(200))»"
            }
        }
        return "the texts differ only in bytes that are not line content"
    }
}
