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
        let changeList = value.isMapping ? value["changes"]?.elements ?? [] : value.elements
        for change in changeList {
            for entry in change.entries { addSteps(entry.key, entry.value) }
        }
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
        if let declared = value["itemCountsAfter"] {
            checkCounts(declared, expected: expected, changes: changes)
        }
        guard diagnostics.isEmpty else { return nil }
        return UpdateSpecification(changes: changes, newSectionItemCounts: newCounts, itemCountsAfter: expected)
    }

    // MARK: - Steps

    private mutating func addSteps(_ key: String, _ argument: SpecValue) {
        switch key {
        case "insert", "delete", "reload":
            let paths = argument.elements.isEmpty && argument.integer == nil ? [argument] : argument.elements
            for path in paths {
                guard let indexPath = Self.indexPath(path) else { continue }
                touchedItems += 1
                steps.append(
                    Step(
                        apply: { updates, _ in
                            switch key {
                            case "insert": updates.insertedItems.append(indexPath)
                            case "delete": updates.deletedItems.append(indexPath)
                            default: updates.reloadedItems.append(indexPath)
                            }
                        }, location: path.location))
            }
        case "move":
            guard let from = argument["from"].flatMap(Self.indexPath), let to = argument["to"].flatMap(Self.indexPath)
            else { return }
            touchedItems += 1
            steps.append(
                Step(
                    apply: { updates, _ in updates.movedItems.append(.init(from: from, to: to)) },
                    location: argument.location))
        case "insertSection":
            let entries = argument.isMapping ? [argument] : argument.elements
            for entry in entries {
                guard let section = entry["section"]?.integer else { continue }
                let items = entry["items"]?.integer ?? 0
                touchedItems += 1 + max(0, items)
                steps.append(
                    Step(
                        apply: { updates, counts in
                            updates.insertedSections.append(section)
                            counts[section] = items
                        }, location: entry.location))
            }
        case "deleteSection":
            let entries = argument.integer != nil ? [argument] : argument.elements
            for entry in entries {
                guard let section = entry.integer else { continue }
                touchedItems += 1 + itemsBefore(section)
                steps.append(
                    Step(apply: { updates, _ in updates.deletedSections.append(section) }, location: entry.location))
            }
        case "reloadSection":
            guard let section = argument.integer ?? argument["section"]?.integer else { return }
            if let items = argument["items"]?.integer { reloadCounts.append((section, items)) }
            touchedItems += 1 + max(itemsBefore(section), argument["items"]?.integer ?? 0)
            steps.append(
                Step(apply: { updates, _ in updates.reloadedSections.append(section) }, location: argument.location))
        case "moveSection":
            guard let from = argument["from"]?.integer, let to = argument["to"]?.integer else { return }
            touchedItems += 1 + itemsBefore(from)
            steps.append(
                Step(
                    apply: { updates, _ in updates.movedSections.append(.init(from: from, to: to)) },
                    location: argument.location))
        default:
            return
        }
    }

    /// The items of `section` before the update (0 for a section that does not exist).
    private func itemsBefore(_ section: Int) -> Int {
        itemCountsBefore.indices.contains(section) ? itemCountsBefore[section] : 0
    }

    /// `{section: S, item: I}` or `"S-I"`.
    static func indexPath(_ value: SpecValue) -> IndexPath? {
        if let section = value["section"]?.integer, let item = value["item"]?.integer {
            return IndexPath(item: item, section: section)
        }
        return value.string.flatMap(TextFormats.indexPath.parse)
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
    private mutating func checkCounts(_ declared: SpecValue, expected: [Int], changes: BatchUpdates) {
        let counts = declared.elements
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
            guard let count = entry.integer, count != expected[section] else { continue }
            diagnostics.append(
                Diagnostic(
                    .invalidValue, at: entry.location,
                    "expected \(expected[section]) item\(expected[section] == 1 ? "" : "s") in section \(section) after the update (what the "
                        + "counts before and the changes leave: UIKit's consistency rule), found \(count)"))
        }
    }
}
