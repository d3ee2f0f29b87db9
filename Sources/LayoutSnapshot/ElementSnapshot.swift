import CollectionLayout
import Foundation

/// One element of a `LayoutSnapshot`: everything its layout attributes say, as plain values.
///
/// Numbers are stored as given; `LayoutSnapshot.jsonString()` rounds them to 1e-6 when writing.
public struct ElementSnapshot: Hashable, Sendable {
    /// Cell, supplementary or decoration view.
    public var category: CollectionElementCategory
    /// The raw kind (e.g. `UICollectionElementKindSectionHeader`); nil for cells.
    public var kind: String?
    /// Index path section.
    public var section: Int
    /// Index path item.
    public var item: Int
    /// The attributes' `frame` (the bounding box of the transformed bounds when transformed).
    public var frame: CGRect
    /// The attributes' `center`.
    public var center: CGPoint
    /// The attributes' untransformed `size`.
    public var size: CGSize
    /// Drawing order.
    public var zIndex: Int
    /// Opacity 0…1.
    public var alpha: CGFloat
    /// `isHidden`.
    public var hidden: Bool
    /// `transform3D`.
    public var transform: CATransform3D

    /// Creates an element snapshot from its values.
    public init(
        category: CollectionElementCategory, kind: String?, section: Int, item: Int, frame: CGRect, center: CGPoint,
        size: CGSize, zIndex: Int, alpha: CGFloat, hidden: Bool, transform: CATransform3D
    ) {
        self.category = category
        self.kind = kind
        self.section = section
        self.item = item
        self.frame = frame
        self.center = center
        self.size = size
        self.zIndex = zIndex
        self.alpha = alpha
        self.hidden = hidden
        self.transform = transform
    }

    /// The snapshot of `attributes`.
    public init(_ attributes: CollectionViewLayoutAttributes) {
        self.init(
            category: attributes.representedElementCategory, kind: attributes.representedElementKind,
            section: attributes.indexPath.section, item: attributes.indexPath.item, frame: attributes.frame,
            center: attributes.center, size: attributes.size, zIndex: attributes.zIndex, alpha: attributes.alpha,
            hidden: attributes.isHidden, transform: attributes.transform3D)
    }

    /// The element's identity (category, kind, index path).
    public var key: ElementKey {
        ElementKey(category: category, kind: kind, indexPath: IndexPath(item: item, section: section))
    }

    /// Layout attributes with these values (the frame follows from centre, size and transform).
    public func makeAttributes() -> CollectionViewLayoutAttributes {
        let indexPath = IndexPath(item: item, section: section)
        let attributes: CollectionViewLayoutAttributes
        switch category {
        case .cell: attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        case .supplementaryView:
            attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind ?? "", with: indexPath)
        case .decorationView:
            attributes = CollectionViewLayoutAttributes(forDecorationViewOfKind: kind ?? "", with: indexPath)
        }
        attributes.center = center
        attributes.size = size
        attributes.transform3D = transform
        attributes.alpha = alpha
        attributes.zIndex = zIndex
        attributes.isHidden = hidden
        return attributes
    }
}
