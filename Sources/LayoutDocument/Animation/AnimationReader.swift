import CollectionLayout
import Foundation
import LayoutAnimation

/// Reads `updates` or `transition` and the `animation` options from a validated document tree,
/// checking what the schema cannot (index paths in range, UIKit's consistency rule, one change).
struct AnimationReader {
    let sections: [SectionSpecification]
    let root: SpecValue
    let budget: DocumentBudget
    private(set) var diagnostics: [Diagnostic] = []

    init(sections: [SectionSpecification], root: SpecValue, budget: DocumentBudget = .standard) {
        self.sections = sections
        self.root = root
        self.budget = budget
    }

    /// The document's change, nil when it has none (or when it is invalid: see `diagnostics`).
    mutating func change() -> DocumentAnimation.Change? {
        switch (root["updates"], root["transition"]) {
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
            var layoutReader = DocumentReader(file: transition.location.file)
            let layout = layoutReader.layoutSpecification(transition)
            diagnostics += layoutReader.diagnostics
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

    // MARK: - Options

    mutating func options(_ value: SpecValue?) -> AnimationOptions {
        var options = AnimationOptions()
        guard let value else { return options }
        if let frames = value["frames"]?.integer { options.frames = frames }
        options.duration = value["duration"]?.number
        if let curve = value["curve"] { options.curve = self.curve(curve) ?? options.curve }
        options.stripColumns = value["stripColumns"]?.integer
        options.ghosts = value["ghosts"]?.boolean ?? false
        if let start = value["insertionStart"]?.string.flatMap(AnimationOptions.InsertionStart.init) {
            options.insertionStart = start
        }
        if let labels = value["labels"]?.string.flatMap(AnimationOptions.LabelIdentity.init) { options.labels = labels }
        options.roles = value["roles"]?.boolean ?? true
        return options
    }

    mutating func curve(_ value: SpecValue) -> TimingCurve? {
        if let name = value.string { return TimingCurve(name: name) }
        do {
            if let points = value["cubicBezier"] {
                // The schema asks for exactly four numbers.
                let numbers = points.elements.compactMap(\.number)
                guard numbers.count == 4 else { return nil }
                return try TimingCurve.cubicBezier(numbers[0], numbers[1], numbers[2], numbers[3])
            }
            if let spring = value["spring"] { return try self.spring(spring).map(TimingCurve.spring) }
        } catch {
            let at = value["cubicBezier"]?.location ?? value["spring"]?.location ?? value.location
            diagnostics.append(Diagnostic(.outOfRange, at: at, "\(error)"))
        }
        return nil
    }

    private mutating func spring(_ value: SpecValue) throws -> SpringCurve? {
        let velocity = value["initialVelocity"]?.number ?? 0
        let given = Set(value.entries.map(\.key)).subtracting(["initialVelocity"])
        if given.isSubset(of: ["mass", "stiffness", "damping"]), let stiffness = value["stiffness"]?.number,
            let damping = value["damping"]?.number
        {
            return try SpringCurve(
                mass: value["mass"]?.number ?? 1, stiffness: stiffness, damping: damping, initialVelocity: velocity)
        }
        if given.isSubset(of: ["duration", "bounce"]), let duration = value["duration"]?.number {
            return try SpringCurve(
                duration: duration, bounce: value["bounce"]?.number ?? 0, initialVelocity: velocity)
        }
        if given == ["dampingRatio", "response"], let ratio = value["dampingRatio"]?.number,
            let response = value["response"]?.number
        {
            return try SpringCurve(dampingRatio: ratio, response: response, initialVelocity: velocity)
        }
        let found = value.entries.map(\.key).joined(separator: ", ")
        diagnostics.append(
            Diagnostic(
                .invalidValue, at: value.location,
                "expected stiffness and damping (and mass), or duration (and bounce), or dampingRatio and response;"
                    + " found \(found.isEmpty ? "no parameters" : found)"))
        return nil
    }
}
