import Foundation

/// UIKit's compositional layout (`UICollectionViewCompositionalLayout`): sections built from
/// items and groups, each section's group repeating until its items run out.
///
/// `prepare()` lays out every section once (the section provider is asked once per section per
/// pass, with the collection view's size as the container) and indexes the frames, so a rect
/// query costs O(log n + k). A section whose group repeats unchanged keeps only where each group
/// starts: its cells are placed, at the same frames, when a query reaches them
/// (`RepeatedGroupRun`), so a viewport costs what it shows. Pinned headers are placed at query
/// time, as the bounds move.
///
/// Along a vertical layout a section is, from top to bottom: its headers (when they extend the
/// boundary), `contentInsets.top`, its groups `interGroupSpacing` apart, `contentInsets.bottom`,
/// its footers. A section that scrolls orthogonally puts its groups side by side in one row
/// instead, shifted by its `orthogonalContentOffset`. A background decoration covers the section
/// between its headers and footers, inset by the decoration's `contentInsets`.
open class CompositionalLayout: CollectionViewLayout {
    /// The layout-wide settings; setting them invalidates the layout.
    open var configuration: CompositionalLayoutConfiguration {
        didSet { invalidateLayout() }
    }
    private let sectionProvider: (Int, LayoutEnvironment) -> LayoutSection?
    private var laidOut = CompositionalLayoutResult.empty

    /// A layout whose every section is `section`.
    public init(section: LayoutSection, configuration: CompositionalLayoutConfiguration = .init()) {
        self.sectionProvider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    /// A layout asking `sectionProvider` for each section (nil: an empty section).
    public init(
        sectionProvider: @escaping (Int, LayoutEnvironment) -> LayoutSection?,
        configuration: CompositionalLayoutConfiguration = .init()
    ) {
        self.sectionProvider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Required by `NSCoding` in UIKit; layouts are never decoded here.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// `CompositionalLayoutAttributes`, which carry an orthogonal section's clip.
    open override class var layoutAttributesClass: AnyClass { CompositionalLayoutAttributes.self }

    open override func prepare() {
        super.prepare()
        guard let collectionView else {
            laidOut = .empty
            return
        }
        laidOut = CompositionalSolver(collectionView: collectionView, configuration: configuration).solve(
            sectionProvider: sectionProvider, attributesClass: type(of: self).attributesClass)
    }

    open override var collectionViewContentSize: CGSize { laidOut.contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var result = laidOut.elements(intersecting: rect)
        for pinned in laidOut.pinned {
            let attributes = pinnedAttributes(pinned)
            if attributes.frame.overlaps(rect) { result.append(attributes) }
        }
        return laidOut.handledSections.isEmpty ? result : handled(result)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        laidOut.cell(at: indexPath).map(handledOnDemand)
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        let key = ElementKey.supplementary(elementKind, indexPath)
        if let pinned = laidOut.pinned.first(where: { $0.attributes.elementKey == key }) {
            return handledOnDemand(pinnedAttributes(pinned))
        }
        return laidOut.supplementaries[key].map(handledOnDemand)
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        laidOut.supplementaries[.decoration(elementKind, indexPath)].map(handledOnDemand)
    }

    /// True: a compositional layout resolves leading and trailing (section and item insets,
    /// boundary alignments, orthogonal rows, which start at the right and scroll left) per writing
    /// direction. Apple documents the resolution, not its mechanism; headlessly the layout is laid
    /// out leading-to-trailing and the collection view mirrors it in a right-to-left environment,
    /// which puts every leading edge on the right.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    /// The scroll direction: the collection view adds the safe area along it.
    override var scrollAxisForInsetAdjustment: ScrollDirection? { configuration.scrollDirection }

    /// Pinned headers and visible-items handlers follow the bounds.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return true }
        return newBounds.size != collectionView.bounds.size || !laidOut.pinned.isEmpty
            || !laidOut.handledSections.isEmpty
    }

    /// `elements` with those of sections that have a visible-items handler replaced by copies the
    /// handler has adjusted (one call per section, sections in order).
    private func handled(_ elements: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        let scrollOffset = collectionView?.contentOffset ?? .zero
        let vertical = configuration.scrollDirection == .vertical
        var result = elements
        var visible: [Int: [any LayoutVisibleItem]] = [:]
        for (position, element) in elements.enumerated() {
            let section = element.indexPath.section
            guard let handled = laidOut.handledSections[section],
                !laidOut.layoutBoundaryKeys.contains(element.elementKey)
            else { continue }
            let copy = element.copied()
            result[position] = copy
            let shift =
                vertical
                ? CGPoint(x: handled.orthogonalOffset.x, y: 0) : CGPoint(x: 0, y: handled.orthogonalOffset.y)
            visible[section, default: []].append(VisibleSectionItem(copy, shift: shift))
        }
        for (section, items) in visible.sorted(by: { $0.key < $1.key }) {
            guard let handled = laidOut.handledSections[section] else { continue }
            let offset =
                vertical
                ? CGPoint(x: handled.orthogonalOffset.x, y: scrollOffset.y)
                : CGPoint(x: scrollOffset.x, y: handled.orthogonalOffset.y)
            handled.handler(items, offset, handled.environment)
        }
        return result
    }

    /// An on-demand answer agreeing with the rect answer for the visible area: for an element of
    /// a section with a visible-items handler, its adjusted copy when it is visible.
    private func handledOnDemand(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard laidOut.handledSections[attributes.indexPath.section] != nil, let collectionView,
            !laidOut.layoutBoundaryKeys.contains(attributes.elementKey)
        else { return attributes }
        let key = attributes.elementKey
        return layoutAttributesForElements(in: collectionView.bounds)?.first { $0.elementKey == key } ?? attributes
    }

    /// A pinned header's attributes for the current bounds: it follows the top of the visible
    /// area (inside the content inset) but stays within its section.
    private func pinnedAttributes(_ pinned: PinnedSupplementary) -> CollectionViewLayoutAttributes {
        let attributes = pinned.attributes.copied()
        guard let collectionView else { return attributes }
        let vertical = configuration.scrollDirection == .vertical
        let inset = collectionView.adjustedContentInset
        let visibleStart = vertical ? collectionView.bounds.minY + inset.top : collectionView.bounds.minX + inset.left
        var frame = attributes.frame
        let natural = vertical ? frame.minY : frame.minX
        let length = vertical ? frame.height : frame.width
        let position = min(max(natural, visibleStart), max(natural, pinned.sectionEnd - length))
        if vertical { frame.origin.y = position } else { frame.origin.x = position }
        attributes.frame = frame
        return attributes
    }
}
