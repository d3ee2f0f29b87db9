import CollectionLayout
import Foundation
import LayoutAnimation

/// Reads `updates` or `transition` from a validated document tree,
/// checking what the schema cannot (index paths in range, UIKit's consistency rule, one change).
struct AnimationReader {
    let sections: [SectionSpecification]
    let updates: SpecValue?
    let transition: Located<LayoutSpecification>?
    let budget: DocumentBudget
    private(set) var diagnostics: [Diagnostic] = []

    init(
        sections: [SectionSpecification], updates: SpecValue?, transition: Located<LayoutSpecification>?,
        budget: DocumentBudget = .standard
    ) {
        self.sections = sections
        self.updates = updates
        self.transition = transition
        self.budget = budget
    }

    /// The document's change, nil when it has none (or when it is invalid: see `diagnostics`).
    mutating func change() -> DocumentAnimation.Change? {
        switch (updates, transition) {
        case (let updates?, nil):
            if sections.contains(where: { $0.itemSizes != nil }) {
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: updates.location,
                        "expected sections given by item counts: per-item sizes cannot follow their items through"
                            + " an update yet (animate a `transition`, or give counts and an itemSize)"))
                return nil
            }
            var reader = UpdateReader(
                itemCountsBefore: sections.map(\.itemCount), maximumTouchedItems: budget.updateItems)
            let update = reader.read(updates)
            diagnostics += reader.diagnostics
            return update.map { .updates($0) }
        case (nil, let transition?):
            let layout = transition.value
            if case .grid = layout, sections.contains(where: { $0.itemSizes != nil }) {
                diagnostics.append(
                    Diagnostic(
                        .invalidValue, at: transition.location,
                        "expected `type: flow`: the sections give per-item sizes, which the grid cannot use"))
            }
            return .transition(layout)
        case (let updates?, _?):
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: updates.location,
                    "expected either `updates` or `transition`, found both (animate one change at a time)"))
            return nil
        case (nil, nil):
            return nil
        }
    }
}
