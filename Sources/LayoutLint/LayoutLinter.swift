import CollectionLayout
import Foundation

/// Runs a layout through UIKit's contracts for `UICollectionViewLayout` and reports, element by
/// element, where it breaks them (`LintRule` lists the contracts; docs/lint.md explains them).
///
/// The linter takes a factory rather than a collection view because several rules need fresh
/// instances: a layout prepared at another offset, or built with other item counts. Each call
/// must return a new collection view with a new layout instance, configured the same way.
///
/// ```swift
/// let findings = LayoutLinter { CollectionView(frame: frame, collectionViewLayout: MosaicLayout(), dataSource: data) }
///     .run()
/// for finding in findings { print(finding) }  // "cell 0-3: rect-query: expected …; found …"
/// ```
public struct LayoutLinter {
    /// The caps on the work and the timing threshold.
    public var options: LintOptions
    private let factory: LayoutFactory

    /// A linter for the layouts `makeCollectionView` builds.
    ///
    /// - Parameters:
    ///   - options: The caps on the work and the timing threshold.
    ///   - makeCollectionView: Returns a new collection view with a new layout and its data
    ///     source; the linter sets its bounds and lays it out.
    public init(options: LintOptions = LintOptions(), makeCollectionView: @escaping () -> CollectionView) {
        self.options = options
        factory = LayoutFactory(make: makeCollectionView)
    }

    /// Checks every rule and returns the findings, by rule (in `LintRule` order) then by element;
    /// empty when the layout keeps every contract. Each rule reports at most
    /// `options.maxFindingsPerRule` findings and then one that counts the rest.
    public func run() -> [LintFinding] {
        let survey = LayoutSurvey(factory: factory, options: options)
        var findings =
            RectQueryRule.findings(in: survey) + OnDemandRule.findings(in: survey)
            + ElementIdentityRule.findings(in: survey) + FrameValidityRule.findings(in: survey)
            + ContentBoundsRule.findings(in: survey) + AttributeMutationRule.findings(in: survey, factory: factory)
            + BoundsInvalidationRule.findings(in: survey, factory: factory)
        if options.checksQueryCost {
            findings += QueryCostRule.findings(in: survey, factory: factory, options: options)
        }
        return LintRule.allCases.flatMap { rule in capped(findings.filter { $0.rule == rule }) }
    }

    private func capped(_ findings: [LintFinding]) -> [LintFinding] {
        let limit = max(options.maxFindingsPerRule, 0)
        guard findings.count > limit, let rule = findings.first?.rule else { return findings }
        let rest = findings.count - limit
        return findings.prefix(limit)
            + [
                LintFinding(
                    rule: rule, element: "\(rest) more element\(rest == 1 ? "" : "s")", expected: rule.summary,
                    found: "not listed: at most \(limit) findings per rule")
            ]
    }
}
