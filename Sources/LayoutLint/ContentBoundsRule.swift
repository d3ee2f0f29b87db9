import CollectionLayout
import Foundation

/// `LintRule.outsideContent`: with the bounds at offset zero, every examined element lies inside
/// (0, 0) and the content size, within `LayoutTolerance.geometry`. UIKit scrolls only over the
/// content, so an element outside it can never be scrolled into view.
///
/// Pinned and sticky elements are checked at offset zero only, where they rest at their natural
/// place; once scrolled they may legitimately leave the content (a stretchy header overscrolled).
/// An element of an orthogonally scrolling compositional section is checked by the band it is
/// seen through: its section scrolls by itself, so its cells run past the content's edge.
/// Elements with an invalid frame are `LintRule.invalidFrame`'s, and nothing is checked when the
/// content size itself is invalid.
enum ContentBoundsRule {
    static func findings(in survey: LayoutSurvey) -> [LintFinding] {
        guard survey.hasValidContentSize else { return [] }
        let content = survey.contentRect
        return survey.keys.compactMap { key in
            guard let values = survey.values[key], values.hasValidFrame else { return nil }
            let area = values.orthogonalClip ?? values.layoutFrame
            let overhangs = [
                ("left", content.minX - area.minX), ("top", content.minY - area.minY),
                ("right", area.maxX - content.maxX), ("bottom", area.maxY - content.maxY),
            ]
            let past = overhangs.filter { $0.1 > LayoutTolerance.geometry }
            guard !past.isEmpty else { return nil }
            let what = values.orthogonalClip == nil ? "frame" : "orthogonal section band"
            let edges = past.map { "\(LintFormat.number($0.1)) past the \($0.0) edge" }.joined(separator: ", ")
            return LintFinding(
                rule: .outsideContent, element: key.description,
                expected: "inside the content \(LintFormat.rect(content)) at offset zero",
                found: "\(what) \(LintFormat.rect(area)) reaches \(edges)")
        }
    }
}
