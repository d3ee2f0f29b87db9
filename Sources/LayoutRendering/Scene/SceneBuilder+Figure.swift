import CollectionLayout
import Foundation

/// Making figures: the public entry points, from attributes or from built elements.
extension SceneBuilder {
    /// The figure for one layout state.
    ///
    /// - Parameters:
    ///   - attributes: the elements to draw, in the layout's order (for `.content`, usually the
    ///     rect query of the whole content).
    ///   - contentSize: `collectionViewContentSize`.
    ///   - viewport: the collection view's bounds (origin = content offset).
    ///   - highlighted: the keys the viewport's rect query returned; nil: elements whose frame
    ///     overlaps the viewport with positive area (what a correct layout's query returns).
    ///     Used only when `options.highlightVisible`.
    ///   - labels: per-element label texts that replace the template (e.g. header titles).
    ///   - appearances: per-element changes to the resolved style (a document's overrides).
    public func makeFigure(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, viewport: CGRect,
        highlighted: Set<ElementKey>? = nil, labels: [ElementKey: String] = [:],
        appearances: [ElementKey: ElementAppearance] = [:]
    ) -> Figure {
        var noCoverage: Coverage?
        let (painted, lookups, _) = painted(
            attributes, viewport: viewport, highlighted: highlighted, labels: labels, appearances: appearances,
            reading: &noCoverage)
        let (drawn, covered) = elements(of: painted, lookups: lookups)
        return makeFigure(elements: drawn, contentSize: contentSize, viewport: viewport, covered: covered)
    }

    /// The figure of `makeFigure(attributes:contentSize:viewport:highlighted:labels:appearances:)`
    /// without its elements, and the elements left to be built while it is written: a figure of
    /// a million elements then never holds them all. Nil when the figure's own making needs the
    /// elements built: a region other than the whole content (elements outside it are left
    /// out), a legend (it lists what is drawn), elements drawn as the app's views, or elements
    /// clipped to a band (their scroll cues).
    ///
    /// The attributes are read twice, for the region now and for the elements when they are
    /// written: they must not change in between.
    public func makeFigureDeferringElements(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, viewport: CGRect,
        highlighted: Set<ElementKey>? = nil, labels: [ElementKey: String] = [:],
        appearances: [ElementKey: ElementAppearance] = [:]
    ) -> (figure: Figure, elements: DeferredElements)? {
        guard options.region == .content, !options.showLegend, viewContent == nil else { return nil }
        // What the elements cover, read in the pass that finds the visible elements: one pass
        // over a million objects, not two.
        var coverage: Coverage? = Coverage(capacity: attributes.count)
        let (painted, lookups, readInOrder) = painted(
            attributes, viewport: viewport, highlighted: highlighted, labels: labels, appearances: appearances,
            reading: &coverage)
        guard var coverage else { return nil }
        if !readInOrder {
            // Sorted by zIndex: read again in painting order, which the overlays' alphas follow.
            coverage = Coverage(capacity: painted.count)
            painted.forEach { coverage.read($0) }
        }
        guard !coverage.isClipped else { return nil }
        let (covered, overlayAlphas) = (coverage.box, coverage.overlayAlphas)
        let figure = makeFigure(elements: [], contentSize: contentSize, viewport: viewport, covered: covered)
        return (
            figure,
            DeferredElements(builder: self, attributes: painted, overlayAlphas: overlayAlphas, lookups: lookups)
        )
    }

    /// The scene of `makeFigure(attributes:contentSize:viewport:highlighted:labels:appearances:)`.
    public func makeScene(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, viewport: CGRect,
        highlighted: Set<ElementKey>? = nil, labels: [ElementKey: String] = [:],
        appearances: [ElementKey: ElementAppearance] = [:]
    ) -> Scene {
        makeFigure(
            attributes: attributes, contentSize: contentSize, viewport: viewport, highlighted: highlighted,
            labels: labels, appearances: appearances
        ).scene
    }

    /// The figure of `elements` (content coordinates, painting order): the drawn region found,
    /// and for a clipped region the elements entirely outside it left out.
    public func makeFigure(elements: [SceneElement], contentSize: CGSize, viewport: CGRect) -> Figure {
        makeFigure(elements: elements, contentSize: contentSize, viewport: viewport, covered: nil)
    }

    /// `makeFigure(elements:contentSize:viewport:)`, given what the elements cover when it is known.
    private func makeFigure(elements: [SceneElement], contentSize: CGSize, viewport: CGRect, covered: CoveredBox?)
        -> Figure
    {
        let content = CGRect(origin: .zero, size: contentSize.drawable)
        var region =
            if options.region == .content, let covered {
                contentRegion(content: content, covered: covered)
            } else {
                drawnRegion(content: content, viewport: viewport, elements: elements)
            }
        // The viewport's chrome is drawn whole: a viewport taller or wider than the content grows
        // the region instead of running through the legend and caption below it.
        if options.region == .content, options.showViewport || options.safeAreaBand != nil,
            !region.contains(viewport.drawable)
        {
            region = region.union(viewport.drawable).integral
        }
        let isWhole = options.region == .content
        let drawn = isWhole ? elements : elements.filter { $0.boundingBox.intersects(region) }
        // A figure of the whole content also shows where orthogonal rows go on: it grows by the
        // strips their cards peek into, as much on the other side, so the layout (and the title
        // centred over the figure) stays in the middle.
        let cues = ScrollCues(elements: drawn)
        let peeks = isWhole && options.showsOrthogonalPeek
        if peeks { region = Self.growing(region, evenlyToCover: cues.peekAreas) }
        return Figure(
            style: style, options: options, content: content, viewport: viewport, region: region, elements: drawn,
            overlays: cues.nodes(regionOrigin: region.origin, style: style, ghosts: peeks))
    }

    /// `region` grown to cover `areas`, by the same amount on opposite sides: the larger of
    /// what the left and right (top and bottom) sides need.
    static func growing(_ region: CGRect, evenlyToCover areas: [CGRect]) -> CGRect {
        let covered = areas.reduce(region) { $0.union($1) }
        let across = max(region.minX - covered.minX, covered.maxX - region.maxX)
        let down = max(region.minY - covered.minY, covered.maxY - region.maxY)
        return region.insetBy(dx: -across, dy: -down).integral
    }

    /// The attributes a figure draws, visible ones in painting order, and what it says of their
    /// elements by key: where both ways of making a figure start. `coverage`, when given, reads
    /// each visible attributes object as the filter meets it; `readInOrder` says whether that
    /// was painting order (the attributes were in zIndex order already, as most layouts give them).
    private func painted(
        _ attributes: [CollectionViewLayoutAttributes], viewport: CGRect, highlighted: Set<ElementKey>?,
        labels: [ElementKey: String], appearances: [ElementKey: ElementAppearance],
        reading coverage: inout Coverage?
    ) -> (painted: [CollectionViewLayoutAttributes], lookups: ElementLookups, readInOrder: Bool) {
        var visible: [CollectionViewLayoutAttributes] = []
        var zIndices: [Int] = []
        visible.reserveCapacity(attributes.count)
        zIndices.reserveCapacity(attributes.count)
        for attributes in attributes where !attributes.isHidden {
            visible.append(attributes)
            zIndices.append(attributes.zIndex)
            coverage?.read(attributes)
        }
        let highlightKeys =
            options.highlightVisible ? (highlighted ?? Self.keys(overlapping: viewport, in: visible)) : []
        let lookups = ElementLookups(highlighted: highlightKeys, labels: labels, appearances: appearances)
        guard let order = Self.paintingOrder(zIndices) else { return (visible, lookups, true) }
        return (order.map { visible[$0] }, lookups, false)
    }

    /// Keys of the attributes whose frame overlaps `rect` with positive area.
    public static func keys(overlapping rect: CGRect, in attributes: [CollectionViewLayoutAttributes]) -> Set<
        ElementKey
    > {
        Set(attributes.filter { $0.frame.overlaps(rect) }.map(\.elementKey))
    }
}
