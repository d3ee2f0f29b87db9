import CollectionLayout
import Foundation
import LayoutDocument
import LayoutRendering
import LayoutStyle

extension LayoutDocument {
    /// The label and appearance the document's `overrides` give the element of `attributes`
    /// (`label`, `fill`, `stroke`, `text`, `cornerRadius`, `legend`), later overrides winning
    /// property by property; nil label and an empty appearance when none applies.
    func presentationOverride(
        for attributes: CollectionViewLayoutAttributes, index: ElementOverrideIndex? = nil
    ) -> (label: String?, appearance: ElementAppearance) {
        var label: String?
        var appearance = ElementAppearance()
        (index ?? ElementOverrideIndex(overrides)).forEachMatch(of: attributes) { override in
            appearance = appearance.overridden(by: override.appearance)
            if let text = override.label { label = text }
        }
        return (label, appearance)
    }

    /// The label texts and appearances of `attributes` for a still figure: section titles and
    /// `{number}` labels (`elementLabels(for:)`), then the overrides' labels and looks.
    func presentation(for attributes: [CollectionViewLayoutAttributes]) -> (
        labels: [ElementKey: String], appearances: [ElementKey: ElementAppearance]
    ) {
        var labels = elementLabels(for: attributes)
        var appearances: [ElementKey: ElementAppearance] = [:]
        guard !overrides.isEmpty else { return (labels, appearances) }
        let index = ElementOverrideIndex(overrides)
        for element in attributes {
            let override = presentationOverride(for: element, index: index)
            if let label = override.label { labels[element.elementKey] = label }
            if override.appearance != ElementAppearance() { appearances[element.elementKey] = override.appearance }
        }
        return (labels, appearances)
    }
}
