import CollectionLayout
import Foundation

/// `LintRule.rectQuery`: every rect query of the survey returns each examined element whose
/// frame intersects its rectangle — the brute-force answer. UIKit shows only what the rect
/// query returns, so a missing element is a cell that never appears on screen there.
enum RectQueryRule {
    static func findings(in survey: LayoutSurvey) -> [LintFinding] {
        let returned = survey.answers.map { Set($0.elements.map(\.elementKey)) }
        return survey.keys.compactMap { key in
            guard let values = survey.values[key], values.hasValidFrame,
                let missed = survey.answers.indices.first(where: {
                    values.layoutFrame.overlaps(survey.answers[$0].rect) && !returned[$0].contains(key)
                })
            else { return nil }
            return LintFinding(
                rule: .rectQuery, element: key.description,
                expected:
                    "in the answer to layoutAttributesForElements(in: \(LintFormat.rect(survey.answers[missed].rect))), "
                    + "which its frame \(LintFormat.rect(values.layoutFrame)) intersects",
                found: "not returned")
        }
    }
}
