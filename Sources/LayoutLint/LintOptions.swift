import Foundation

/// The bounds on the work `LayoutLinter` does and the threshold of the timing rule.
///
/// The caps keep a huge document from hanging the linter: work grows with `maxElements` ×
/// (`maxTilesPerSweep` × 2 + 1) overlap tests at most, whatever the layout's size.
public struct LintOptions: Sendable, Hashable {
    /// The elements examined: the first ones in `ElementKey` order (cells by index path, then
    /// supplementary and decoration views). Data-source items beyond it are not asked for.
    public var maxElements = 10_000
    /// The rect queries of each of the two tile sweeps; a sweep that would need more takes
    /// evenly spaced rows and columns of tiles.
    public var maxTilesPerSweep = 200
    /// Findings reported per rule; the rest are counted in one more finding.
    public var maxFindingsPerRule = 20
    /// Whether to time rect queries (`LintRule.linearQuery`); off for deterministic,
    /// timing-free runs.
    public var checksQueryCost = true
    /// The item count of the smaller layout the timing rule builds.
    public var queryCostSmallItemCount = 2_000
    /// The item count of the larger layout: its query cost is compared with the smaller's.
    public var queryCostLargeItemCount = 32_000
    /// The cost ratio above which a query counts as a linear scan. With 16 times the items a
    /// spatial index costs about log(32,000) / log(2,000) ≈ 1.4 times as much and a linear scan
    /// about 16 times: 5 sits between them with room for timing noise on either side.
    public var maxQueryCostRatio: Double = 5

    /// The defaults described on each property.
    public init() {}
}
