import Foundation

/// A change to the attributes a layout answers, made where its collection view takes them: one
/// hook for every layout — built in, ported or an app's own — instead of a subclass per layout
/// type. LayoutShot's documents apply their `overrides` (transform, alpha, zIndex, hidden)
/// through it.
///
/// What is adjusted is what the collection view takes as the elements' current state: the rect
/// query, the on-demand queries, the states before and after a batch update, both layouts'
/// answers during a transition, and the cells a fling may snap to. What a layout computes from
/// its own answers (its initial and final attributes) is its own and is not adjusted.
///
/// An adjustment never changes a layout's cached attributes: it adjusts a copy, or changes in
/// place an object only the caller holds.
public protocol LayoutAttributesAdjusting {
    /// `attributes` adjusted: the object itself when nothing applies to it, else a copy.
    func adjusted(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes
    /// A query's answer adjusted (the array is taken over, so it can be changed in place).
    func adjusted(_ attributes: consuming [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes]
}

extension LayoutAttributesAdjusting {
    /// Each element adjusted on its own; adopt your own to change elements in place.
    public func adjusted(_ attributes: consuming [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        attributes.map { adjusted($0) }
    }
}

extension CollectionViewLayout {
    /// `layoutAttributesForElements(in:)` with `attributesAdjustment` applied.
    public func adjustedLayoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        guard let adjustment = attributesAdjustment else { return layoutAttributesForElements(in: rect) }
        guard let answer = layoutAttributesForElements(in: rect) else { return nil }
        return adjustment.adjusted(answer)
    }

    /// `layoutAttributesForItem(at:)` with `attributesAdjustment` applied.
    public func adjustedLayoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        adjusted(layoutAttributesForItem(at: indexPath))
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)` with `attributesAdjustment` applied.
    public func adjustedLayoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        adjusted(layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath))
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)` with `attributesAdjustment` applied.
    public func adjustedLayoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        adjusted(layoutAttributesForDecorationView(ofKind: kind, at: indexPath))
    }

    /// `layoutAttributes(for:)` with `attributesAdjustment` applied.
    public func adjustedLayoutAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        adjusted(layoutAttributes(for: key))
    }

    private func adjusted(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let attributes, let adjustment = attributesAdjustment else { return attributes }
        return adjustment.adjusted(attributes)
    }
}
