import CollectionLayout
import Foundation

/// `LintRule.onDemand`: for every element a rect query returned, the on-demand query of its
/// category answers the same values. UIKit asks on demand when it scrolls to an item, animates
/// an update or re-applies attributes, so a disagreeing answer makes a cell jump.
enum OnDemandRule {
    static func findings(in survey: LayoutSurvey) -> [LintFinding] {
        survey.keys.compactMap { key in
            guard survey.returned.contains(key), let values = survey.values[key] else { return nil }
            let query = method(for: key.category)
            guard let answer = survey.layout.layoutAttributes(for: key) else {
                return LintFinding(
                    rule: .onDemand, element: key.description,
                    expected: "\(query) to answer as the rect query does: \(values.summary)", found: "nil")
            }
            guard let (mine, theirs) = values.mismatch(with: AttributeValues(answer)) else { return nil }
            return LintFinding(
                rule: .onDemand, element: key.description,
                expected: "\(query) to answer as the rect query does: \(mine)", found: theirs)
        }
    }

    /// The on-demand method UIKit calls for elements of `category`.
    static func method(for category: CollectionElementCategory) -> String {
        switch category {
        case .cell: "layoutAttributesForItem(at:)"
        case .supplementaryView: "layoutAttributesForSupplementaryView(ofKind:at:)"
        case .decorationView: "layoutAttributesForDecorationView(ofKind:at:)"
        }
    }
}
