import CollectionLayout
import Foundation

/// `LintRule.mutatedAttributes`: the attributes objects a layout returns keep their values. UIKit
/// keeps the objects it was given and compares later answers with them; a layout that edits
/// its cached attributes in place (a sticky header moved inside the cache, a flow subclass
/// adjusting what `super` returned without copying) changes what UIKit holds, and UIKit logs
/// "cached frame mismatch".
///
/// On a fresh instance prepared at offset zero, the values of every object returned by the
/// survey's first rect query and by the on-demand queries are captured; the bounds then move
/// through the scroll offsets (prepared again wherever the layout asks to be invalidated), the
/// tiles are queried and every element is asked for on demand again; then the same objects are
/// compared with what was captured.
enum AttributeMutationRule {
    private struct Held {
        var object: CollectionViewLayoutAttributes
        var values: AttributeValues
        var source: String
    }

    static func findings(in survey: LayoutSurvey, factory: LayoutFactory) -> [LintFinding] {
        let collectionView = factory.prepared()
        let layout = collectionView.collectionViewLayout
        var held: [Held] = []
        var seen = Set<ObjectIdentifier>()
        func hold(_ attributes: CollectionViewLayoutAttributes, _ source: String) {
            guard seen.insert(ObjectIdentifier(attributes)).inserted else { return }
            held.append(Held(object: attributes, values: AttributeValues(attributes), source: source))
        }
        // At most as many objects from the rect query as the survey examines elements, and one
        // on-demand answer per examined element.
        let first = survey.answers[0].rect
        for attributes in (layout.layoutAttributesForElements(in: first) ?? []).prefix(survey.keys.count) {
            hold(attributes, "layoutAttributesForElements(in: \(LintFormat.rect(first)))")
        }
        for key in survey.keys {
            if let attributes = layout.layoutAttributes(for: key) {
                hold(attributes, OnDemandRule.method(for: key.category))
            }
        }

        for offset in survey.scrollOffsets {
            collectionView.contentOffset = offset
            collectionView.layoutIfNeeded()
            _ = layout.layoutAttributesForElements(in: collectionView.bounds)
        }
        for answer in survey.answers.dropFirst() { _ = layout.layoutAttributesForElements(in: answer.rect) }
        for key in survey.keys { _ = layout.layoutAttributes(for: key) }
        // The layout holds its collection view weakly: keep the view until the queries are done.
        withExtendedLifetime(collectionView) {}

        var reported = Set<ElementKey>()
        return held.sorted { $0.values.key < $1.values.key }.compactMap { item in
            guard !reported.contains(item.values.key),
                let (before, after) = item.values.mismatch(with: AttributeValues(item.object))
            else { return nil }
            reported.insert(item.values.key)
            return LintFinding(
                rule: .mutatedAttributes, element: item.values.key.description,
                expected: "the object \(item.source) returned to keep \(before)",
                found: "\(after) after scrolling and further queries: the layout edits attributes it returned; "
                    + "return copies")
        }
    }
}
