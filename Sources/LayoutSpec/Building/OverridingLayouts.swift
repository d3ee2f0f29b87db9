import CollectionLayout
import Foundation

/// Applies a document's `overrides` to attributes a layout returned, on copies, so the
/// layout's own cached attributes are never mutated.
struct OverrideApplier {
    private let index: ElementOverrideIndex

    /// An applier of `overrides` (indexed once, for all the elements of a query).
    init(overrides: [ElementOverride]) {
        index = ElementOverrideIndex(overrides)
    }

    func apply(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let attributes, !index.isEmpty else { return attributes }
        return apply(attributes)
    }

    /// `attributes`, or a copy with the overrides that match it applied.
    func apply(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let matching = index.matching(attributes)
        guard !matching.isEmpty else { return attributes }
        let copy = attributes.copied()
        for override in matching { override.apply(to: copy) }
        return copy
    }

    func apply(_ attributes: [CollectionViewLayoutAttributes]?) -> [CollectionViewLayoutAttributes]? {
        guard var attributes, !index.isEmpty else { return attributes }
        // In place: the array a query returns is its own, and most of its elements stay as they are.
        for position in attributes.indices {
            let overridden = apply(attributes[position])
            if overridden !== attributes[position] { attributes[position] = overridden }
        }
        return attributes
    }
}

/// The flow layout of a document: UIKit's flow layout plus the document's per-element overrides,
/// written the way an app subclasses `UICollectionViewFlowLayout` to adjust attributes.
final class DocumentFlowLayout: CollectionViewFlowLayout {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] = [] {
        didSet {
            applier = OverrideApplier(overrides: overrides)
            invalidateLayout()
        }
    }

    /// The overrides, indexed once for every query.
    private var applier = OverrideApplier(overrides: [])

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        applier.apply(super.layoutAttributesForElements(in: rect))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        applier.apply(super.layoutAttributesForItem(at: indexPath))
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        applier.apply(super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }
}

/// The row-per-section grid of a document, plus the document's per-element overrides.
final class DocumentGridLayout: CollectionViewGridLayout {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] = [] {
        didSet {
            applier = OverrideApplier(overrides: overrides)
            invalidateLayout()
        }
    }

    /// The overrides, indexed once for every query.
    private var applier = OverrideApplier(overrides: [])

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        applier.apply(super.layoutAttributesForElements(in: rect))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        applier.apply(super.layoutAttributesForItem(at: indexPath))
    }
}

/// The compositional layout of a document (`type: compositional`), with the document's overrides.
final class DocumentCompositionalLayout: CompositionalLayout {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] = [] {
        didSet {
            applier = OverrideApplier(overrides: overrides)
            invalidateLayout()
        }
    }

    /// The overrides, indexed once for every query.
    private var applier = OverrideApplier(overrides: [])

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        applier.apply(super.layoutAttributesForElements(in: rect))
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        applier.apply(super.layoutAttributesForItem(at: indexPath))
    }

    override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        applier.apply(super.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }
}
