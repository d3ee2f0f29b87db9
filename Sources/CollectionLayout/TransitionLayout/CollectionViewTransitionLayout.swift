import Foundation

/// A layout between two others, as UIKit's `UICollectionViewTransitionLayout`: at
/// `transitionProgress` p every element sits between its attributes in `currentLayout` (p = 0)
/// and in `nextLayout` (p = 1). Subclass it to animate extra values of your own
/// (`updateValue(_:forAnimatedKey:)`).
///
/// UIKit's rules: centre, size and alpha linearly in p, the 3D transform element by element;
/// centres rounded to 1/(2·scale) points and sizes to 1/scale (scale = the collection view's
/// `traitCollection.displayScale`). An element one layout does not return for the rect is
/// paired with that layout's on-demand answer (`layoutAttributesForItem(at:)` …); a cell or
/// supplementary view without an answer fades in place, a decoration view is shown only when
/// both layouts answer.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout at progress 0.
    public let currentLayout: CollectionViewLayout
    /// The layout at progress 1.
    public let nextLayout: CollectionViewLayout
    /// How far the transition is, 0 … 1; setting it invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }
    private var animatedValues: [String: CGFloat] = [:]

    /// A transition from `currentLayout` to `nextLayout`, at progress 0.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Required by `NSCoding` in UIKit; present so ported layouts compile. Layouts are never
    /// decoded here.
    public required init?(coder: NSCoder) { nil }

    /// Sets a value a subclass animates along with the elements.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// A value set by `updateValue(_:forAnimatedKey:)`; 0 when none was.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts for this collection view.
    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            layout.installedCollectionView = collectionView
            layout.prepare()
        }
    }

    /// The content size between the two layouts'.
    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// Every element either layout returns for `rect`, between its two attributes.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let from = currentLayout.adjustedLayoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.adjustedLayoutAttributesForElements(in: rect) ?? []
        var seen = Set<ElementKey>()
        var result: [CollectionViewLayoutAttributes] = []
        for attributes in to + from where seen.insert(attributes.elementKey).inserted {
            if let blended = blendedAttributes(for: attributes.elementKey) { result.append(blended) }
        }
        return result
    }

    /// The cell between its two attributes.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        blendedAttributes(for: .cell(indexPath))
    }

    /// The supplementary view between its two attributes.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        blendedAttributes(for: .supplementary(elementKind, indexPath))
    }

    /// The decoration view between its two attributes, when both layouts have it.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        blendedAttributes(for: .decoration(elementKind, indexPath))
    }

    private func blendedAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        let from = currentLayout.adjustedLayoutAttributes(for: key)
        let to = nextLayout.adjustedLayoutAttributes(for: key)
        switch (from, to) {
        case (let from?, let to?): return blend(from, to)
        case (let only?, nil), (nil, let only?):
            guard key.category != .decorationView else { return nil }
            let faded = only.copied()
            faded.alpha = 0
            return from == nil ? blend(faded, only) : blend(only, faded)
        case (nil, nil): return nil
        }
    }

    private func blend(_ from: CollectionViewLayoutAttributes, _ to: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let scale = max(1, collectionView?.traitCollection.displayScale ?? 1)
        let result = (transitionProgress < 0.5 ? from : to).copied()
        result.center = CGPoint(
            x: rounded(mix(from.center.x, to.center.x), to: 2 * scale),
            y: rounded(mix(from.center.y, to.center.y), to: 2 * scale))
        result.size = CGSize(
            width: rounded(mix(from.size.width, to.size.width), to: scale),
            height: rounded(mix(from.size.height, to.size.height), to: scale))
        result.alpha = mix(from.alpha, to.alpha)
        let a = from.transform3D
        let b = to.transform3D
        result.transform3D = CATransform3D(
            m11: mix(a.m11, b.m11), m12: mix(a.m12, b.m12), m13: mix(a.m13, b.m13), m14: mix(a.m14, b.m14),
            m21: mix(a.m21, b.m21), m22: mix(a.m22, b.m22), m23: mix(a.m23, b.m23), m24: mix(a.m24, b.m24),
            m31: mix(a.m31, b.m31), m32: mix(a.m32, b.m32), m33: mix(a.m33, b.m33), m34: mix(a.m34, b.m34),
            m41: mix(a.m41, b.m41), m42: mix(a.m42, b.m42), m43: mix(a.m43, b.m43), m44: mix(a.m44, b.m44))
        return result
    }

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat {
        let p = min(1, max(0, transitionProgress))
        return a + (b - a) * p
    }

    private func rounded(_ value: CGFloat, to steps: CGFloat) -> CGFloat {
        (value * steps).rounded() / steps
    }
}
