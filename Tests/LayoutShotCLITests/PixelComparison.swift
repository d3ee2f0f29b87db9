import Foundation
import LayoutDiff
import LayoutImage
import LayoutRendering

/// Image comparisons for the end-to-end tests, through LayoutShot's own pixel diff at its
/// strictest (threshold 0, anti-aliased pixels counted, no budget), so a failure says how many
/// pixels differ and where instead of only "not equal".
enum PixelComparison {
    static let strictest = PixelDiffOptions(threshold: 0, includeAA: true, budget: .exact, producesDiffImage: false)

    /// nil when the images are identical, else the diff's summary and its first regions.
    static func difference(expected: RGBAImage, actual: RGBAImage) -> String? {
        describe(PixelDiff.compare(expected, actual, options: strictest))
    }

    /// nil when the PNG files hold identical pixels, else the diff's summary and first regions.
    static func difference(expectedFile: URL, actualFile: URL) throws -> String? {
        describe(try PixelDiff.compareFiles(expected: expectedFile, actual: actualFile, options: strictest))
    }

    private static func describe(_ result: PixelDiffResult) -> String? {
        guard result.status != .identical else { return nil }
        let regions = result.regions.prefix(5).map(\.description).joined(separator: "; ")
        return "\(result.summary) [\(regions)]"
    }
}
