import Foundation

/// The state of a batch update while the layout is asked for initial and final attributes.
struct BatchUpdateContext {
    let mapping: UpdateMapping
    /// Regular attributes before the update, by key before.
    var before: [ElementKey: CollectionViewLayoutAttributes]
    /// Regular attributes after the update, by key after.
    let after: [ElementKey: CollectionViewLayoutAttributes]

    /// The key after the update of the element with key `key` before it; nil when it is gone.
    func keyAfter(forKeyBefore key: ElementKey) -> ElementKey? {
        switch key.category {
        case .cell:
            return mapping.indexPathAfterUpdate(forItemBefore: key.indexPath).map(ElementKey.cell)
        case .supplementaryView:
            guard let section = mapping.sectionAfterUpdate(forSectionBefore: key.indexPath.section) else { return nil }
            return ElementKey(category: key.category, kind: key.kind, indexPath: moved(key.indexPath, to: section))
        case .decorationView:
            return key
        }
    }

    /// The key before the update of the element with key `key` after it; nil when it is new.
    func keyBefore(forKeyAfter key: ElementKey) -> ElementKey? {
        switch key.category {
        case .cell:
            return mapping.indexPathBeforeUpdate(forItemAfter: key.indexPath).map(ElementKey.cell)
        case .supplementaryView:
            guard let section = mapping.sectionBeforeUpdate(forSectionAfter: key.indexPath.section) else { return nil }
            return ElementKey(category: key.category, kind: key.kind, indexPath: moved(key.indexPath, to: section))
        case .decorationView:
            return key
        }
    }

    private func moved(_ indexPath: IndexPath, to section: Int) -> IndexPath {
        var path = indexPath
        path.section = section
        return path
    }
}

extension CollectionView {
    /// UIKit's default start of an appearing element: its old attributes if it existed before,
    /// otherwise its new attributes with alpha 0.
    func defaultInitialAttributes(
        for key: ElementKey, layout: CollectionViewLayout
    ) -> CollectionViewLayoutAttributes? {
        guard let context = activeUpdate else { return nil }
        if let old = context.keyBefore(forKeyAfter: key), let attributes = context.before[old] {
            let start = attributes.copied()
            start.indexPath = key.indexPath
            return start
        }
        guard let attributes = context.after[key] ?? layout.adjustedLayoutAttributes(for: key) else { return nil }
        let start = attributes.copied()
        start.alpha = 0
        return start
    }

    /// UIKit's default end of a disappearing element: its new attributes if it survives the
    /// update, otherwise its old attributes with alpha 0.
    func defaultFinalAttributes(
        for key: ElementKey, layout: CollectionViewLayout
    ) -> CollectionViewLayoutAttributes? {
        guard let context = activeUpdate else { return nil }
        if let new = context.keyAfter(forKeyBefore: key),
            let attributes = context.after[new] ?? layout.adjustedLayoutAttributes(for: new)
        {
            let end = attributes.copied()
            end.indexPath = key.indexPath
            return end
        }
        guard let attributes = context.before[key] else { return nil }
        let end = attributes.copied()
        end.alpha = 0
        return end
    }
}
