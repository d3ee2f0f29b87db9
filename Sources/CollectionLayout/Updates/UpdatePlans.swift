import Foundation

/// The section half of an update: validates section changes and places every section after it.
struct SectionPlan {
    struct Origin {
        /// Inserted or reloaded: its items are all new.
        var isNew: Bool
        /// The section before the update (-1 when inserted).
        var oldSection: Int
    }

    let origins: [Origin]
    let newSectionForOld: [Int?]
    let removed: Set<Int>

    init(old: [Int], updates: BatchUpdates) throws {
        let before = old.count
        var roles: [Int: String] = [:]
        func claim(_ section: Int, as role: String) throws {
            guard section >= 0, section < before else {
                throw BatchUpdateError(
                    "cannot \(role) section \(section): there are \(before) sections before the update")
            }
            if let other = roles[section] {
                throw BatchUpdateError("section \(section) is both \(past(other)) and \(past(role))")
            }
            roles[section] = role
        }
        for section in updates.deletedSections { try claim(section, as: "delete") }
        for section in updates.reloadedSections { try claim(section, as: "reload") }
        for move in updates.movedSections { try claim(move.from, as: "move") }

        let after = before - updates.deletedSections.count + updates.insertedSections.count
        var slots = [Origin?](repeating: nil, count: max(0, after))
        func place(_ section: Int, _ origin: Origin, role: String) throws {
            guard section >= 0, section < after else {
                throw BatchUpdateError(
                    "cannot \(role) section \(section): there are \(after) sections after the update")
            }
            guard slots[section] == nil else {
                throw BatchUpdateError("section \(section) after the update is the destination of two changes")
            }
            slots[section] = origin
        }
        for section in updates.insertedSections {
            try place(section, Origin(isNew: true, oldSection: -1), role: "insert")
        }
        for move in updates.movedSections {
            try place(move.to, Origin(isNew: false, oldSection: move.from), role: "move to")
        }
        let reloaded = Set(updates.reloadedSections)
        let removed = Set(updates.deletedSections).union(updates.movedSections.map(\.from))
        self.removed = removed
        var survivors = (0..<before).filter { !removed.contains($0) }.makeIterator()
        var origins: [Origin] = []
        var newSectionForOld = [Int?](repeating: nil, count: before)
        for index in slots.indices {
            let origin: Origin
            if let placed = slots[index] {
                origin = placed
            } else if let section = survivors.next() {
                origin = Origin(isNew: reloaded.contains(section), oldSection: section)
            } else {
                throw BatchUpdateError("section \(index) after the update has no origin")
            }
            if !origin.isNew { newSectionForOld[origin.oldSection] = index }
            origins.append(origin)
        }
        self.origins = origins
        self.newSectionForOld = newSectionForOld
    }
}

/// The item changes of an update, validated: what leaves each old section and what is placed at
/// fixed positions (inserts and move destinations) in each new section.
struct ItemMoves {
    private(set) var removedFromOld: [Int: Set<Int>] = [:]
    private(set) var reloadedOld: [Int: Set<Int>] = [:]
    /// New section → new item → origin (`ItemRef.none` for an insert).
    private(set) var fixed: [Int: [Int: ItemRef]] = [:]

    init(old: [Int], sections: SectionPlan, updates: BatchUpdates) throws {
        var roles: [IndexPath: String] = [:]
        func claimOld(_ path: IndexPath, as role: String) throws {
            let section = path.section
            guard path.count == 2, section >= 0, section < old.count, path.item >= 0, path.item < old[section] else {
                let count =
                    old.indices.contains(section) ? "section \(section) has \(old[section]) items" : "no such section"
                throw BatchUpdateError("cannot \(role) item \(describe(path)): \(count) before the update")
            }
            guard sections.newSectionForOld[section] != nil else {
                throw BatchUpdateError("cannot \(role) item \(describe(path)): its section is deleted or reloaded")
            }
            if let other = roles[path] {
                throw BatchUpdateError("item \(describe(path)) is both \(past(other)) and \(past(role))")
            }
            roles[path] = role
        }
        var targets: Set<IndexPath> = []
        func claimNew(_ path: IndexPath, as role: String, origin: ItemRef) throws {
            let section = path.section
            guard path.count == 2, section >= 0, section < sections.origins.count, path.item >= 0 else {
                throw BatchUpdateError(
                    "cannot \(role) item \(describe(path)): there are \(sections.origins.count) sections after the update"
                )
            }
            let target = sections.origins[section]
            if target.isNew && (role == "insert" || target.oldSection >= 0) {
                throw BatchUpdateError(
                    "cannot \(role) item \(describe(path)): section \(section) is new after the update and brings its items"
                )
            }
            guard targets.insert(path).inserted else {
                throw BatchUpdateError("item \(describe(path)) after the update is the destination of two changes")
            }
            fixed[section, default: [:]][path.item] = origin
        }
        for path in updates.deletedItems {
            try claimOld(path, as: "delete")
            removedFromOld[path.section, default: []].insert(path.item)
        }
        for path in updates.reloadedItems {
            try claimOld(path, as: "reload")
            reloadedOld[path.section, default: []].insert(path.item)
        }
        for move in updates.movedItems {
            try claimOld(move.from, as: "move")
            removedFromOld[move.from.section, default: []].insert(move.from.item)
            try claimNew(move.to, as: "move to", origin: ItemRef(section: move.from.section, item: move.from.item))
        }
        for path in updates.insertedItems { try claimNew(path, as: "insert", origin: .none) }
    }

    /// The items of old section `section` that stay in it, in order (reloaded ones included).
    func survivors(ofOldSection section: Int, old: [Int]) -> [Int] {
        let removed = removedFromOld[section] ?? []
        return (0..<max(0, old[section])).filter { !removed.contains($0) }
    }

    /// How many items are placed at fixed positions in new section `section`.
    func fixedCount(inNewSection section: Int) -> Int { fixed[section]?.count ?? 0 }
}

/// The item half of an update: where every item after the update comes from.
struct ItemPlan {
    let oldItemForNew: [[ItemRef]]

    init(old: [Int], new: [Int], sections: SectionPlan, updates: BatchUpdates) throws {
        let moves = try ItemMoves(old: old, sections: sections, updates: updates)
        var table: [[ItemRef]] = []
        for (index, origin) in sections.origins.enumerated() {
            let count = max(0, new[index])
            let fixed = moves.fixed[index] ?? [:]
            if let beyond = fixed.keys.filter({ $0 >= count }).min() {
                throw BatchUpdateError(
                    "item \(index)-\(beyond) is placed beyond the end of section \(index) (\(count) items after the update)"
                )
            }
            guard !origin.isNew else {
                table.append((0..<count).map { fixed[$0] ?? .none })
                continue
            }
            let survivors = moves.survivors(ofOldSection: origin.oldSection, old: old)
            let expected = survivors.count + fixed.count
            guard expected == count else {
                let removed = old[origin.oldSection] - survivors.count
                throw BatchUpdateError(
                    "section \(index): the data source reports \(count) items after the update, but"
                        + " \(old[origin.oldSection]) before − \(removed) deleted or moved out + \(fixed.count)"
                        + " inserted or moved in = \(expected)")
            }
            let reloaded = moves.reloadedOld[origin.oldSection] ?? []
            var remaining = survivors.makeIterator()
            var refs: [ItemRef] = []
            refs.reserveCapacity(count)
            for item in 0..<count {
                if let ref = fixed[item] {
                    refs.append(ref)
                } else if let survivor = remaining.next() {
                    refs.append(
                        reloaded.contains(survivor) ? .none : ItemRef(section: origin.oldSection, item: survivor))
                }
            }
            table.append(refs)
        }
        oldItemForNew = table
    }
}

/// "delete" → "deleted", "move to" → "moved to".
func past(_ role: String) -> String {
    switch role {
    case "delete": "deleted"
    case "reload": "reloaded"
    case "move": "moved"
    case "insert": "inserted"
    case "move to": "moved to"
    default: role
    }
}
