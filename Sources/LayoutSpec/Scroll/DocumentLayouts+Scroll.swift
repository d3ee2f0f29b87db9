import CollectionLayout
import Foundation

/// A document layout that applies the document's `overrides` to what it returns.
protocol ElementOverriding: AnyObject {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] { get set }
}

extension DocumentFlowLayout: ElementOverriding {}
extension DocumentGridLayout: ElementOverriding {}

/// The flow layout of a document with `snap: centerItem | paging`: UIKit's flow layout whose
/// flings snap (`CollectionViewSnappingFlowLayout`), plus the document's per-element overrides.
final class DocumentSnappingFlowLayout: CollectionViewSnappingFlowLayout, ElementOverriding {
    /// The overrides applied to every attributes object the layout returns.
    var overrides: [ElementOverride] = [] {
        didSet {
            applier = OverrideApplier(overrides: overrides)
            invalidateLayout()
        }
    }

    /// The overrides, indexed once for every query.
    private var applier = OverrideApplier(overrides: [])

    /// A flow layout snapping with `snapBehavior`.
    init(snapBehavior: ScrollSnapBehavior) {
        super.init()
        self.snapBehavior = snapBehavior
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

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

/// The stretchy / sticky / parallax layout of a document (`type: stretchy`), plus the
/// document's per-element overrides, applied after the scroll effects.
final class DocumentStretchyLayout: StretchyHeaderLayout, ElementOverriding {
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
