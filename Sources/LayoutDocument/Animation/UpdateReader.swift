import CollectionLayout
import Foundation

/// Reads `updates` into a `BatchUpdates` value and checks it against the document's counts
/// with the engine's own rules (UIKit's), reporting a problem at the change that causes it.
///
/// Each index path or section of a change is one *step*. When the whole update is rejected,
/// the steps are replayed in document order and the first prefix the engine rejects names the
/// offending step; the message is the engine's for the whole update.
struct UpdateReader {
    private struct Step {
        var apply: (inout BatchUpdates, inout [Int: Int]) -> Void
        var location: SourceLocation
    }

    let itemCountsBefore: [Int]
    /// The most items the update may touch (`DocumentBudget.updateItems`).
    let maximumTouchedItems: Int
    private(set) var diagnostics: [Diagnostic] = []
    private var steps: [Step] = []
    /// The items the steps touch: one per index path, and every item of a whole section.
    private var touchedItems = 0
    /// Reloaded sections (before) with an explicit item count, and where it was given.
    private var reloadCounts: [(section: Int, items: Int)] = []

    init(itemCountsBefore: [Int], maximumTouchedItems: Int = DocumentBudget.standard.updateItems) {
        self.itemCountsBefore = itemCountsBefore
        self.maximumTouchedItems = maximumTouchedItems
    }

    /// The update, or nil when it is invalid (see `diagnostics`).
    mutating func read(_ value: SpecValue) -> UpdateSpecification? {
        guard let written = WrittenUpdate.value.read(value, &diagnostics) else { return nil }
        for change in written.changes { addSteps(change) }
        // Before the engine checks the update, which costs time with every item it touches.
        guard touchedItems <= maximumTouchedItems else {
            diagnostics.append(
                Diagnostic(
                    .outOfRange, at: value.location,
                    "the update touches \(touchedItems) items (the index paths it names and the items of whole "
                        + "sections), over the budget of \(maximumTouchedItems) (--max-update-items raises it)"))
            return nil
        }
        var changes = BatchUpdates()
        var newCounts: [Int: Int] = [:]
        for step in steps { step.apply(&changes, &newCounts) }
        let expected: [Int]
        do {
            newCounts.merge(reloadedCountsAfter(changes), uniquingKeysWith: { given, _ in given })
            expected = try validated(changes, newSectionItemCounts: newCounts)
        } catch {
            let location = offendingStep() ?? value.location
            diagnostics.append(Diagnostic(.invalidValue, at: location, "\(error)"))
            return nil
        }
        if let declared = written.itemCountsAfter {
            checkCounts(declared, expected: expected, changes: changes)
        }
        guard diagnostics.isEmpty else { return nil }
        return UpdateSpecification(changes: changes, newSectionItemCounts: newCounts, itemCountsAfter: expected)
    }

    // MARK: - Steps

    private mutating func addSteps(_ change: WrittenUpdate.Change) {
        switch change {
        case .insert(let paths): addItemSteps(paths) { $0.insertedItems.append($1) }
        case .delete(let paths): addItemSteps(paths) { $0.deletedItems.append($1) }
        case .reload(let paths): addItemSteps(paths) { $0.reloadedItems.append($1) }
        case .move(let move):
            touchedItems += 1
            let (from, to) = (move.value.from, move.value.to)
            steps.append(
                Step(
                    apply: { updates, _ in updates.movedItems.append(.init(from: from, to: to)) },
                    location: move.location))
        case .insertSection(let sections):
            for entry in sections {
                let (section, items) = (entry.value.section, entry.value.items)
                touchedItems += 1 + max(0, items)
                steps.append(
                    Step(
                        apply: { updates, counts in
                            updates.insertedSections.append(section)
                            counts[section] = items
                        }, location: entry.location))
            }
        case .deleteSection(let sections):
            for entry in sections {
                let section = entry.value
                touchedItems += 1 + itemsBefore(section)
                steps.append(
                    Step(apply: { updates, _ in updates.deletedSections.append(section) }, location: entry.location))
            }
        case .reloadSection(let reload):
            let section = reload.value.section
            if let items = reload.value.items { reloadCounts.append((section, items)) }
            touchedItems += 1 + max(itemsBefore(section), reload.value.items ?? 0)
            steps.append(
                Step(apply: { updates, _ in updates.reloadedSections.append(section) }, location: reload.location))
        case .moveSection(let move):
            let (from, to) = (move.value.from, move.value.to)
            touchedItems += 1 + itemsBefore(from)
            steps.append(
                Step(
                    apply: { updates, _ in updates.movedSections.append(.init(from: from, to: to)) },
                    location: move.location))
        }
    }

    /// One step per index path, each adding its path with `add`.
    private mutating func addItemSteps(
        _ paths: [Located<IndexPath>], _ add: @escaping (inout BatchUpdates, IndexPath) -> Void
    ) {
        for path in paths {
            touchedItems += 1
            let indexPath = path.value
            steps.append(Step(apply: { updates, _ in add(&updates, indexPath) }, location: path.location))
        }
    }

    /// The items of `section` before the update (0 for a section that does not exist).
    private func itemsBefore(_ section: Int) -> Int {
        itemCountsBefore.indices.contains(section) ? itemCountsBefore[section] : 0
    }

    /// The item counts after `changes`, once the engine has accepted both the counts and where
    /// every change places its items (an insertion beyond the end of its section).
    private func validated(_ changes: BatchUpdates, newSectionItemCounts: [Int: Int]) throws -> [Int] {
        let expected = try UpdateMapping.expectedItemCounts(
            before: itemCountsBefore, updates: changes, newSectionItemCounts: newSectionItemCounts)
        _ = try UpdateMapping(itemCountsBefore: itemCountsBefore, itemCountsAfter: expected, updates: changes)
        return expected
    }

    /// The location of the first step whose prefix the engine rejects.
    private func offendingStep() -> SourceLocation? {
        var changes = BatchUpdates()
        var counts: [Int: Int] = [:]
        for step in steps {
            step.apply(&changes, &counts)
            do {
                counts.merge(reloadedCountsAfter(changes), uniquingKeysWith: { given, _ in given })
                _ = try validated(changes, newSectionItemCounts: counts)
            } catch {
                return step.location
            }
        }
        return nil
    }

    /// The item counts of reloaded sections by their index *after* the update: the count given
    /// in the document, else the section's count before (a reload keeps the data's size).
    ///
    /// A section that is neither inserted nor the destination of a move fills the free slots
    /// after the update in the order of the sections that survive, as in `UpdateMapping`.
    private func reloadedCountsAfter(_ changes: BatchUpdates) -> [Int: Int] {
        guard !changes.reloadedSections.isEmpty else { return [:] }
        let removed = Set(changes.deletedSections).union(changes.movedSections.map(\.from))
        let survivors = itemCountsBefore.indices.filter { !removed.contains($0) }
        let placed = Set(changes.insertedSections).union(changes.movedSections.map(\.to))
        let after = itemCountsBefore.count - changes.deletedSections.count + changes.insertedSections.count
        let free = (0..<max(0, after)).filter { !placed.contains($0) }
        var counts: [Int: Int] = [:]
        for section in changes.reloadedSections {
            guard let rank = survivors.firstIndex(of: section), free.indices.contains(rank),
                itemCountsBefore.indices.contains(section)
            else { continue }
            let given = reloadCounts.last { $0.section == section }?.items
            counts[free[rank]] = given ?? itemCountsBefore[section]
        }
        return counts
    }

    // MARK: - Declared counts

    /// UIKit's consistency rule against the counts the document says the data source reports.
    private mutating func checkCounts(
        _ declared: Located<[Located<Int>]>, expected: [Int], changes: BatchUpdates
    ) {
        let counts = declared.value
        guard counts.count == expected.count else {
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: declared.location,
                    "expected \(expected.count) sections after the update (\(itemCountsBefore.count) before − "
                        + "\(changes.deletedSections.count) deleted + \(changes.insertedSections.count) inserted), "
                        + "found \(counts.count)"))
            return
        }
        for (section, entry) in counts.enumerated() {
            let count = entry.value
            guard count != expected[section] else { continue }
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: entry.location,
                    "expected \(expected[section]) item\(expected[section] == 1 ? "" : "s") in section \(section) after the update (what the "
                        + "counts before and the changes leave: UIKit's consistency rule), found \(count)"))
        }
    }
}
