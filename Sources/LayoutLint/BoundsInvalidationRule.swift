import CollectionLayout
import Foundation

/// `LintRule.boundsInvalidation`: a layout whose `shouldInvalidateLayout(forBoundsChange:)`
/// answers false for a scroll keeps its prepared state, so its answers must not depend on the
/// offset. UIKit then re-queries the new visible rectangle without preparing again: pinned or
/// sticky elements computed in `prepare()` from the offset stay where they were.
///
/// A collection view scrolls through the survey's offsets; wherever the layout declined to be
/// invalidated, its answer for the new visible rectangle is compared with the answer of a fresh
/// instance prepared at that offset. Elements whose frame intersects the visible rectangle in
/// either answer are compared; each element is reported once, at the first offset it differs.
enum BoundsInvalidationRule {
    static func findings(in survey: LayoutSurvey, factory: LayoutFactory) -> [LintFinding] {
        let scrolling = factory.prepared()
        var findings: [ElementKey: LintFinding] = [:]
        for offset in survey.scrollOffsets {
            scrolling.contentOffset = offset
            let invalidated = scrolling.needsLayout
            scrolling.layoutIfNeeded()
            guard !invalidated else { continue }
            let visible = scrolling.bounds
            let stale = answer(of: scrolling, in: visible)
            let fresh = answer(of: factory.prepared(at: offset), in: visible)
            let shown = Set(stale.keys).union(fresh.keys).filter { key in
                [stale[key], fresh[key]].contains { $0?.layoutFrame.overlaps(visible) == true }
            }
            let prepared = "at offset \(LintFormat.point(offset)), as a layout prepared there answers"
            let declined = "shouldInvalidateLayout(forBoundsChange:) answered false, so the layout kept its answer"
            for key in shown where findings[key] == nil {
                let difference: (expected: String, found: String)
                switch (stale[key], fresh[key]) {
                case (let kept?, let expected?):
                    guard let (wanted, got) = expected.mismatch(with: kept) else { continue }
                    difference = (wanted, got)
                case (nil, let expected?): difference = (expected.summary, "not returned")
                case (let kept?, nil): difference = ("not shown", kept.summary)
                case (nil, nil): continue
                }
                findings[key] = LintFinding(
                    rule: .boundsInvalidation, element: key.description, expected: "\(difference.expected) \(prepared)",
                    found: "\(difference.found): \(declined)")
            }
        }
        return findings.keys.sorted().compactMap { findings[$0] }
    }

    /// What `collectionView`'s layout returns for `rect` (the layout holds its collection view
    /// weakly: taking the view keeps it alive during the query).
    private static func answer(of collectionView: CollectionView, in rect: CGRect) -> [ElementKey: AttributeValues] {
        let elements = collectionView.collectionViewLayout.layoutAttributesForElements(in: rect) ?? []
        return Dictionary(elements.map { ($0.elementKey, AttributeValues($0)) }) { first, _ in first }
    }
}
