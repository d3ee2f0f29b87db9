import Foundation

/// A cover-flow carousel: a horizontal line of items that snaps an item to the centre, each item
/// turned about its vertical axis, shrunk and faded by its distance from the centre.
///
/// With d the distance of an item's centre from the visible centre in item pitches (item width
/// plus line spacing), clamped to ±1: the item turns by −d·`maximumAngle` (facing the centre),
/// scales by 1 − `scaleFalloff`·|d|, takes alpha 1 − `alphaFalloff`·|d|, and zIndex −round(|d|·100)
/// so the centred item is drawn on top; the transform has perspective m34 = −1/`eyeDistance`.
/// The section insets put the first and last item in the centre.
open class CollectionViewCoverFlowLayout: CollectionViewSnappingFlowLayout {
    /// The turn of an item one pitch away, in radians; π/4 by default.
    open var maximumAngle: CGFloat = .pi / 4 {
        didSet { invalidateLayout() }
    }
    /// How much smaller an item one pitch away is; 0.2 by default.
    open var scaleFalloff: CGFloat = 0.2 {
        didSet { invalidateLayout() }
    }
    /// How much more transparent an item one pitch away is; 0.4 by default.
    open var alphaFalloff: CGFloat = 0.4 {
        didSet { invalidateLayout() }
    }
    /// The perspective's eye distance in points; 500 by default.
    open var eyeDistance: CGFloat = 500 {
        didSet { invalidateLayout() }
    }

    public override init() {
        super.init()
        scrollDirection = .horizontal
        snapBehavior = .centerItem
    }

    /// Required by `NSCoding` in UIKit; layouts are never decoded here.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        scrollDirection = .horizontal
        let horizontal = max(0, (collectionView.bounds.width - itemSize.width) / 2)
        let vertical = max(0, (collectionView.bounds.height - itemSize.height) / 2)
        sectionInset = EdgeInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Every scroll moves the items' transforms.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        super.layoutAttributesForElements(in: rect)?.map(transformed)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        super.layoutAttributesForItem(at: indexPath).map(transformed)
    }

    /// A copy of `attributes` turned, scaled and faded by its distance from the visible centre.
    private func transformed(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard attributes.representedElementCategory == .cell, let collectionView else { return attributes }
        let copy = attributes.copied()
        let pitch = max(1, itemSize.width + minimumLineSpacing)
        let distance = min(1, max(-1, (copy.center.x - collectionView.bounds.midX) / pitch))
        var transform = CATransform3DIdentity
        transform.m34 = -1 / max(1, eyeDistance)
        transform = CATransform3DRotate(transform, -distance * maximumAngle, 0, 1, 0)
        let scale = 1 - scaleFalloff * abs(distance)
        transform = CATransform3DScale(transform, scale, scale, 1)
        copy.transform3D = transform
        copy.alpha = 1 - alphaFalloff * abs(distance)
        copy.zIndex = -Int((abs(distance) * 100).rounded())
        return copy
    }
}
