import CollectionLayout
import Foundation

/// `LintRule.invalidFrame`: the content size and every examined element's frame are finite,
/// with non-negative sizes. Core Animation raises `CALayerInvalidGeometry` for a NaN position,
/// and a negative size is the sign of a subtraction gone wrong.
enum FrameValidityRule {
    static func findings(in survey: LayoutSurvey) -> [LintFinding] {
        var findings: [LintFinding] = []
        if !survey.hasValidContentSize {
            let size = survey.contentSize
            findings.append(
                LintFinding(
                    rule: .invalidFrame, element: LintFinding.wholeLayout,
                    expected: "a finite, non-negative collectionViewContentSize",
                    found: "(\(LintFormat.number(size.width)), \(LintFormat.number(size.height)))"))
        }
        for key in survey.keys {
            guard let values = survey.values[key], !values.hasValidFrame else { continue }
            findings.append(
                LintFinding(
                    rule: .invalidFrame, element: key.description,
                    expected: "a finite frame with a non-negative size",
                    found: "frame \(LintFormat.rect(values.layoutFrame))"))
        }
        return findings
    }
}
