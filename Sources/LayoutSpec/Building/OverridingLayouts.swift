import CollectionLayout
import Foundation

/// Applies a document's `overrides` to attributes a layout returned, on copies, so the
/// layout's own cached attributes are never mutated (attributes a query made for its caller
/// alone are changed in place).
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
        overriddenCopy(of: attributes) ?? attributes
    }

    /// The attributes of a query, the overridden ones replaced by copies. The array is taken over
    /// (`consuming`), so it is changed in place rather than copied whole by the first replacement.
    func apply(_ attributes: consuming [CollectionViewLayoutAttributes]?) -> [CollectionViewLayoutAttributes]? {
        guard !index.isEmpty, var elements = attributes.take() else { return attributes }
        elements.withUnsafeMutableBufferPointer { buffer in
            for position in buffer.indices where index.mayMatch(buffer[position]) {
                // Attributes that only this array holds (a layout that makes them for each query,
                // as the flow layout does) are changed in place: no one else can see them, so
                // this is what a copy would give, without the copy.
                if isKnownUniquelyReferenced(&buffer[position]) {
                    let element = buffer[position]
                    index.forEachMatch(of: element) { $0.apply(to: element) }
                } else if let copy = overriddenCopy(of: buffer[position]) {
                    buffer[position] = copy
                }
            }
        }
        return elements
    }

    /// A copy of `attributes` with the overrides that match it applied, or nil when none does.
    private func overriddenCopy(of attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes? {
        var copy: CollectionViewLayoutAttributes?
        index.forEachMatch(of: attributes) { override in
            let target = copy ?? attributes.copied()
            override.apply(to: target)
            copy = target
        }
        return copy
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
