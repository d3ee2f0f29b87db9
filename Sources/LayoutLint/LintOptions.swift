import Foundation

/// The bounds on the work `LayoutLinter` does.
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

    /// The defaults described on each property.
    public init() {}
}
