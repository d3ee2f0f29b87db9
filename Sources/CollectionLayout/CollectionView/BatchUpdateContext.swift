import Foundation

/// The state of a batch update while the layout is asked for initial and final attributes.
struct BatchUpdateContext {
    /// Attributes before the update, by element key before the update.
    var beforeAttributes: [ElementKey: CollectionViewLayoutAttributes] = [:]
}

extension CollectionView {
    /// UIKit's default start of an appearing element (see `initialLayoutAttributesForAppearingItem`).
    func defaultInitialAttributes(for key: ElementKey, layout: CollectionViewLayout) -> CollectionViewLayoutAttributes?
    {
        nil
    }

    /// UIKit's default end of a disappearing element.
    func defaultFinalAttributes(for key: ElementKey, layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        nil
    }
}
