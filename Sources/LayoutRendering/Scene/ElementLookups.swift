import CollectionLayout
import Foundation

/// What a figure says of one element: whether it is highlighted, its label text (nil: the
/// style's template) and a change to its look.
struct ElementNotes {
    var highlighted = false
    var label: String?
    var appearance: ElementAppearance?
}

/// What a figure says of its elements by key (`ElementNotes`), looked up while elements are
/// built, on any thread.
struct ElementLookups: Sendable {
    var highlighted: Set<ElementKey>
    var labels: [ElementKey: String]
    var appearances: [ElementKey: ElementAppearance]

    func notes(for key: ElementKey) -> ElementNotes {
        ElementNotes(
            highlighted: !highlighted.isEmpty && highlighted.contains(key), label: labels.isEmpty ? nil : labels[key],
            appearance: appearances.isEmpty ? nil : appearances[key])
    }
}
