import CollectionLayout
import Foundation

/// `LintRule.missingElement` and `LintRule.duplicateElement`: the elements of the answers match
/// the data source one to one. UIKit has no attributes to show an item no query answers with,
/// and keeps one view per element, so an answer naming an element twice leaves it to chance
/// which attributes the view gets.
enum ElementIdentityRule {
    static func findings(in survey: LayoutSurvey) -> [LintFinding] {
        missing(in: survey) + duplicated(in: survey)
    }

    private static func missing(in survey: LayoutSurvey) -> [LintFinding] {
        survey.unansweredItems.map { indexPath in
            let count = survey.collectionView.numberOfItems(inSection: indexPath.section)
            return LintFinding(
                rule: .missingElement, element: ElementKey.cell(indexPath).description,
                expected:
                    "a cell: the data source has \(count) item\(count == 1 ? "" : "s") in section \(indexPath.section)",
                found: "no rect query returns it and layoutAttributesForItem(at:) answers nil")
        }
    }

    private static func duplicated(in survey: LayoutSurvey) -> [LintFinding] {
        var first: [ElementKey: (rect: CGRect, count: Int)] = [:]
        for answer in survey.answers {
            var counts: [ElementKey: Int] = [:]
            for attributes in answer.elements { counts[attributes.elementKey, default: 0] += 1 }
            for (key, count) in counts where count > 1 && first[key] == nil { first[key] = (answer.rect, count) }
        }
        return first.keys.sorted().compactMap { key in
            guard let (rect, count) = first[key] else { return nil }
            return LintFinding(
                rule: .duplicateElement, element: key.description,
                expected: "once in the answer to layoutAttributesForElements(in: \(LintFormat.rect(rect)))",
                found: "\(count) times")
        }
    }
}
