/// How many differing pixels a comparison tolerates before it fails.
///
/// Both limits apply when both are set, so the stricter one wins: a 1000 × 1000 image with
/// `maxPixels: 50, maxRatio: 0.001` fails at 51 differing pixels, not at 1001.
public struct PixelBudget: Hashable, Sendable, Codable {
    /// The largest number of differing pixels that still passes; nil means no pixel limit.
    public var maxPixels: Int?
    /// The largest fraction (0…1) of differing pixels that still passes; nil means no limit.
    public var maxRatio: Double?

    /// A budget with the given limits; with none, every comparison passes.
    public init(maxPixels: Int? = nil, maxRatio: Double? = nil) {
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
    }

    /// No differing pixel at all: the default, as a reference test should be exact.
    public static let exact = PixelBudget(maxPixels: 0)

    /// Whether `count` differing pixels out of `total` stay within every limit.
    public func allows(_ count: Int, of total: Int) -> Bool {
        if let maxPixels, count > maxPixels { return false }
        if let maxRatio {
            let ratio = total > 0 ? Double(count) / Double(total) : 0
            if ratio > maxRatio { return false }
        }
        return true
    }
}
