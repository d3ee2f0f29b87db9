import LayoutImage

/// The size of an image in pixels.
public struct PixelSize: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The width in pixels.
    public var width: Int
    /// The height in pixels.
    public var height: Int

    /// A size of `width` × `height` pixels.
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// Number of pixels.
    public var area: Int { max(0, width) * max(0, height) }

    /// "320×44".
    public var description: String { "\(width)×\(height)" }
}

/// The outcome of comparing two images pixel by pixel.
public struct PixelDiffResult: Hashable, Sendable, Codable {
    /// How the comparison ended.
    public enum Status: String, Hashable, Sendable, Codable {
        /// Every pixel is bit-identical.
        case identical
        /// Some pixels differ, but no more than the budget allows.
        case withinBudget
        /// More pixels differ than the budget allows.
        case different
        /// The images have different sizes; no pixel was compared.
        case sizeMismatch
    }

    /// How the comparison ended.
    public var status: Status
    /// Size of the expected (reference) image.
    public var expectedSize: PixelSize
    /// Size of the actual image.
    public var actualSize: PixelSize
    /// Pixels that differ beyond the threshold, outside ignore regions, and are not
    /// anti-aliasing (unless `includeAA`). For a size mismatch: every pixel of the larger image.
    public var mismatchedPixels: Int
    /// Pixels that differ beyond the threshold but were recognised as anti-aliasing (not counted).
    public var antialiasedPixels: Int
    /// Pixels compared (for a size mismatch: those of the larger image).
    public var totalPixels: Int
    /// Bounding boxes of the changed regions, top to bottom then left to right. Nearby changes
    /// are merged into one box; at most `PixelDiffOptions.maxRegions` boxes.
    public var regions: [PixelRect]
    /// The diff image (expected image's size), when requested and the sizes match. Not part of
    /// the encoded form (reports keep counts; images are written as files).
    public var diffImage: RGBAImage?

    private enum CodingKeys: String, CodingKey {
        case status, expectedSize, actualSize, mismatchedPixels, antialiasedPixels, totalPixels, regions
    }

    /// `mismatchedPixels / totalPixels` (0 for empty images).
    public var ratio: Double {
        totalPixels > 0 ? Double(mismatchedPixels) / Double(totalPixels) : 0
    }

    /// Whether the comparison passes: identical, or different within the budget.
    public var passes: Bool { status == .identical || status == .withinBudget }

    /// A one-line summary: "12 of 65536 pixels differ (0.018 %) in 1 region".
    public var summary: String {
        switch status {
        case .sizeMismatch:
            return "size mismatch: expected \(expectedSize), actual \(actualSize)"
        case .identical:
            return "identical (\(totalPixels) pixels)"
        case .withinBudget, .different:
            let percent = PixelDiffResult.formatPercent(ratio)
            let regionWord = regions.count == 1 ? "region" : "regions"
            let verdict = status == .withinBudget ? ", within budget" : ""
            return "\(mismatchedPixels) of \(totalPixels) pixels differ (\(percent) %) in \(regions.count) "
                + "\(regionWord)\(verdict)"
        }
    }

    /// A percentage with three decimals, independent of the locale.
    static func formatPercent(_ ratio: Double) -> String {
        let thousandths = Int((ratio * 100_000).rounded())
        let whole = thousandths / 1000
        let fraction = thousandths % 1000
        let padded = String(repeating: "0", count: 3 - String(fraction).count) + String(fraction)
        return "\(whole).\(padded)"
    }
}
