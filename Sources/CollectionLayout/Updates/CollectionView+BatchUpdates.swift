import Foundation

extension CollectionView {
    /// Performs a batch update the UIKit way: `updates` changes the data source and calls
    /// `insertItems(at:)`, `deleteSections(_:)`, … to say what changed.
    ///
    /// Checks UIKit's consistency rule, re-runs the layout, and collects for every element in
    /// `region` (default: the visible rectangle) its regular attributes before and after and the
    /// layout's initial/final attributes, calling `prepare(forCollectionViewUpdates:)` and
    /// `finalizeCollectionViewUpdates()` around those queries.
    /// - Throws: `BatchUpdateError` when the changes contradict each other or the counts; the
    ///   layout is then invalidated and shows the data source's new state without animation.
    @discardableResult
    public func performBatchUpdates(in region: CGRect? = nil, _ updates: () throws -> Void) throws -> BatchUpdateResult
    {
        // The layout's initial and final answers see this view's screen, as its other answers do.
        try Screen.showing(screen) { try runBatch(BatchUpdates(), in: region, body: updates) }
    }

    /// Performs the batch update `changes`; `updateDataSource` brings the data source to the
    /// new counts (for an `InMemoryDataSource`, see `InMemoryDataSource.apply(_:newSectionItemCounts:)`).
    @discardableResult
    public func performBatchUpdates(
        _ changes: BatchUpdates, in region: CGRect? = nil, updateDataSource: () throws -> Void
    ) throws -> BatchUpdateResult {
        try Screen.showing(screen) { try runBatch(changes, in: region, body: updateDataSource) }
    }

    private func runBatch(_ given: BatchUpdates, in region: CGRect?, body: () throws -> Void) throws
        -> BatchUpdateResult
    {
        guard recordedUpdates == nil, activeUpdate == nil else {
            throw BatchUpdateError("performBatchUpdates was called inside another batch update")
        }
        layoutIfNeeded()
        let rect = region ?? bounds
        let countsBefore = itemCounts
        let contentSizeBefore = contentSize
        let before = copiedAttributes(in: rect)

        recordedUpdates = given
        defer { recordedUpdates = nil }
        try body()
        let changes = recordedUpdates ?? given
        recordedUpdates = nil
        invalidateDataSourceCounts()
        let mapping = try UpdateMapping(itemCountsBefore: countsBefore, itemCountsAfter: itemCounts, updates: changes)

        layoutIfNeeded()
        let after = copiedAttributes(in: rect)
        var context = BatchUpdateContext(
            mapping: mapping, before: Self.byKey(before), after: Self.byKey(after))
        addBeforeAttributesOfElementsEnteringRegion(after, countsBefore: countsBefore, context: &context)

        activeUpdate = context
        defer { activeUpdate = nil }
        collectionViewLayout.prepare(forCollectionViewUpdates: changes.updateItems)
        let transitions = collectTransitions(before: before, after: after, context: context)
        collectionViewLayout.finalizeCollectionViewUpdates()
        // The layout worked in its own coordinates; the result is what the view shows.
        let shown = { (list: [CollectionViewLayoutAttributes]) in list.compactMap { self.shown($0) } }
        return BatchUpdateResult(
            updates: changes, updateItems: changes.updateItems, mapping: mapping, region: rect,
            contentSizeBefore: contentSizeBefore, contentSizeAfter: contentSize,
            attributesBefore: shown(before), attributesAfter: shown(after),
            transitions: transitions.map { transition in
                guard let from = self.shown(transition.from), let to = self.shown(transition.to) else {
                    return transition
                }
                return ElementTransition(
                    keyBefore: transition.keyBefore, keyAfter: transition.keyAfter, change: transition.change,
                    from: from, to: to)
            })
    }

    private func copiedAttributes(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        (collectionViewLayout.adjustedLayoutAttributesForElements(in: horizontalMirror?.rect(rect) ?? rect) ?? []).map {
            $0.copied()
        }
    }

    private static func byKey(_ list: [CollectionViewLayoutAttributes]) -> [ElementKey: CollectionViewLayoutAttributes]
    {
        Dictionary(list.map { ($0.elementKey, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Elements that stay but were outside the region before need their old attributes: the
    /// layout is prepared once more with the old counts to answer for them, then restored.
    private func addBeforeAttributesOfElementsEnteringRegion(
        _ after: [CollectionViewLayoutAttributes], countsBefore: [Int], context: inout BatchUpdateContext
    ) {
        let missing = after.compactMap { context.keyBefore(forKeyAfter: $0.elementKey) }
            .filter { context.before[$0] == nil }
        guard !missing.isEmpty else { return }
        itemCountsOverride = countsBefore
        invalidateDataSourceCounts()
        layoutIfNeeded()
        for key in missing {
            if let attributes = collectionViewLayout.adjustedLayoutAttributes(for: key) {
                context.before[key] = attributes.copied()
            }
        }
        itemCountsOverride = nil
        invalidateDataSourceCounts()
        layoutIfNeeded()
    }

    private func collectTransitions(
        before: [CollectionViewLayoutAttributes], after: [CollectionViewLayoutAttributes], context: BatchUpdateContext
    ) -> [ElementTransition] {
        var transitions: [ElementTransition] = []
        for attributes in before {
            let key = attributes.elementKey
            let keyAfter = context.keyAfter(forKeyBefore: key)
            if let keyAfter, context.after[keyAfter] != nil { continue }
            layoutAnsweredByDefault = false
            // nil means "no animation" for an element that disappears (Apple's documentation);
            // one that stays still goes where the layout now puts it (its cell is on screen).
            let final =
                finalAttributes(for: key)
                ?? (layoutAnsweredByDefault || keyAfter != nil
                    ? defaultFinalAttributes(for: key, layout: collectionViewLayout) : nil)
            transitions.append(
                ElementTransition(
                    keyBefore: key, keyAfter: keyAfter, change: keyAfter == nil ? .deleted : .staying,
                    from: attributes, to: final ?? attributes))
        }
        for attributes in after {
            let key = attributes.elementKey
            let keyBefore = context.keyBefore(forKeyAfter: key)
            layoutAnsweredByDefault = false
            // nil means "no animation" for an element that appears; one that stays moves from
            // where it was, as its on-screen cell does in UIKit.
            let initial =
                initialAttributes(for: key)
                ?? (layoutAnsweredByDefault || keyBefore != nil
                    ? defaultInitialAttributes(for: key, layout: collectionViewLayout) : nil)
            transitions.append(
                ElementTransition(
                    keyBefore: keyBefore, keyAfter: key, change: keyBefore == nil ? .inserted : .staying,
                    from: initial ?? attributes, to: attributes))
        }
        return transitions
    }

    private func initialAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell:
            return layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
        case .supplementaryView:
            return layout.initialLayoutAttributesForAppearingSupplementaryElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            return layout.initialLayoutAttributesForAppearingDecorationElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func finalAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        let layout = collectionViewLayout
        switch key.category {
        case .cell:
            return layout.finalLayoutAttributesForDisappearingItem(at: key.indexPath)
        case .supplementaryView:
            return layout.finalLayoutAttributesForDisappearingSupplementaryElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView:
            return layout.finalLayoutAttributesForDisappearingDecorationElement(
                ofKind: key.kind ?? "", at: key.indexPath)
        }
    }
}

extension InMemoryDataSource {
    /// Brings the counts to what `updates` requires, given the item counts of new sections
    /// (inserted or reloaded) by their index after the update.
    /// - Throws: `BatchUpdateError` when the changes are inconsistent with the current counts.
    public func apply(_ updates: BatchUpdates, newSectionItemCounts: [Int: Int] = [:]) throws {
        itemCounts = try UpdateMapping.expectedItemCounts(
            before: itemCounts.map { max(0, $0) }, updates: updates, newSectionItemCounts: newSectionItemCounts)
    }
}
