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
        /// The images have different sizes: a difference. Their overlap (from the top-left) is
        /// compared pixel by pixel; the pixels only one image has are counted apart.
        case sizeMismatch
    }

    /// How the comparison ended.
    public var status: Status
    /// Size of the expected (reference) image.
    public var expectedSize: PixelSize
    /// Size of the actual image.
    public var actualSize: PixelSize
    /// Pixels that differ beyond the threshold, outside ignore regions, and are not
    /// anti-aliasing (unless `includeAA`). For a size mismatch: those of the overlap, and every
    /// pixel only one image has.
    public var mismatchedPixels: Int
    /// Pixels that differ beyond the threshold but were recognised as anti-aliasing (not counted).
    public var antialiasedPixels: Int
    /// Pixels compared (for a size mismatch: every pixel either image has, on their union).
    public var totalPixels: Int
    /// For a size mismatch, the pixels of the overlap that differ; otherwise `mismatchedPixels`.
    public var overlapMismatchedPixels: Int?
    /// For a size mismatch, the pixels only the expected image has (cut); otherwise 0.
    public var removedPixels = 0
    /// For a size mismatch, the pixels only the actual image has (added); otherwise 0.
    public var addedPixels = 0
    /// Bounding boxes of the changed regions, top to bottom then left to right. Nearby changes
    /// are merged into one box; at most `PixelDiffOptions.maxRegions` boxes.
    public var regions: [PixelRect]
    /// The diff image, when requested: the expected image's size, or for a size mismatch the
    /// union of both (`SizeChangeDiff`). Not part of the encoded form (reports keep counts;
    /// images are written as files).
    public var diffImage: RGBAImage?

    private enum CodingKeys: String, CodingKey {
        case status, expectedSize, actualSize, mismatchedPixels, antialiasedPixels, totalPixels, regions
        case overlapMismatchedPixels, removedPixels, addedPixels
    }

    /// A result with these counts (the size-change counts left at their defaults).
    init(
        status: Status, expectedSize: PixelSize, actualSize: PixelSize, mismatchedPixels: Int, antialiasedPixels: Int,
        totalPixels: Int, regions: [PixelRect], diffImage: RGBAImage?
    ) {
        self.status = status
        self.expectedSize = expectedSize
        self.actualSize = actualSize
        self.mismatchedPixels = mismatchedPixels
        self.antialiasedPixels = antialiasedPixels
        self.totalPixels = totalPixels
        self.regions = regions
        self.diffImage = diffImage
    }

    /// Decodes a result; reports written before the size-change counts existed read as 0.
    public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        status = try container.decode(Status.self, forKey: .status)
        expectedSize = try container.decode(PixelSize.self, forKey: .expectedSize)
        actualSize = try container.decode(PixelSize.self, forKey: .actualSize)
        mismatchedPixels = try container.decode(Int.self, forKey: .mismatchedPixels)
        antialiasedPixels = try container.decode(Int.self, forKey: .antialiasedPixels)
        totalPixels = try container.decode(Int.self, forKey: .totalPixels)
        regions = try container.decode([PixelRect].self, forKey: .regions)
        overlapMismatchedPixels = try container.decodeIfPresent(Int.self, forKey: .overlapMismatchedPixels)
        removedPixels = try container.decodeIfPresent(Int.self, forKey: .removedPixels) ?? 0
        addedPixels = try container.decodeIfPresent(Int.self, forKey: .addedPixels) ?? 0
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
            return "size mismatch: expected \(expectedSize), actual \(actualSize); "
                + "\(overlapMismatchedPixels ?? 0) of the overlap's pixels differ, "
                + "\(removedPixels) only in the expected image (removed), \(addedPixels) only in the actual one (added)"
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
