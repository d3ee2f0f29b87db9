import CollectionLayout
import Foundation
import LayoutImage
import LayoutStyle
import LayoutSupport

/// Turns layout attributes into a `Scene`: the figure both backends draw.
///
/// Steps: drop hidden elements (and, for a clipped region, those entirely outside it); sort
/// stably by zIndex (ties keep the layout's order: UIKit leaves equal zIndex unordered, LayoutShot must be deterministic); resolve each
/// element's style and label (`Style`, `LabelTemplate`, fitted with `TextLayout`); highlight the
/// viewport's rect-query result if asked; find the drawn region. The result is a `Figure`, laid
/// out by `Figure.layers()` (title, the region panel with its chrome, legend, caption). Pure and
/// deterministic.
///
/// ```swift
/// let builder = SceneBuilder(style: .light, options: RenderOptions(showViewport: true, highlightVisible: true))
/// let scene = builder.makeScene(attributes: attributes, contentSize: contentSize, viewport: collectionView.bounds)
/// ```
public struct SceneBuilder: Sendable {
    /// The theme.
    public var style: Style
    /// Region and chrome.
    public var options: RenderOptions
    /// Threads building the elements of a large figure (tests vary it; the output is the same).
    var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Draws elements as the app's own views: asked, for each element, on the thread that reads
    /// the attributes; nil (the default) draws boxes.
    public var viewContent: ViewContentProvider?

    /// Creates a builder.
    public init(style: Style = .light, options: RenderOptions = RenderOptions()) {
        self.style = style
        self.options = options
    }

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

    /// What elements cover, from their geometry alone (an overlay covers its element's box),
    /// and their overlays' alphas, read one attributes object at a time.
    private struct Coverage {
        private(set) var box = CoveredBox()
        private(set) var overlayAlphas: [CGFloat] = []
        /// Whether an element is clipped to a band (its box is then not what it covers).
        private(set) var isClipped = false

        init(capacity: Int) { overlayAlphas.reserveCapacity(capacity) }

        mutating func read(_ attributes: CollectionViewLayoutAttributes) {
            let coverage = ElementSource.coverage(of: attributes)
            isClipped = isClipped || coverage.isClipped
            box.add(coverage.box)
            overlayAlphas.append(coverage.overlayAlpha)
        }
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
        // strips their cards peek into.
        let cues = ScrollCues(elements: drawn)
        if isWhole { region = cues.peekAreas.reduce(region) { $0.union($1) }.integral }
        return Figure(
            style: style, options: options, content: content, viewport: viewport, region: region, elements: drawn,
            overlays: cues.nodes(regionOrigin: region.origin, style: style, ghosts: isWhole))
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

    /// `attributes` sorted by zIndex, ties in their original order (a stable sort by construction).
    public static func stablySortedByZIndex(_ attributes: [CollectionViewLayoutAttributes])
        -> [CollectionViewLayoutAttributes]
    {
        paintingOrder(attributes.map(\.zIndex)).map { $0.map { attributes[$0] } } ?? attributes
    }

    /// The positions of `zIndices` sorted by zIndex, ties in the order given; nil when they are
    /// in order already, as most layouts give them (most elements share one zIndex).
    private static func paintingOrder(_ zIndices: [Int]) -> [Int]? {
        if zip(zIndices, zIndices.dropFirst()).allSatisfy({ $0 <= $1 }) { return nil }
        return zIndices.indices.sorted { lhs, rhs in
            zIndices[lhs] != zIndices[rhs] ? zIndices[lhs] < zIndices[rhs] : lhs < rhs
        }
    }

    /// Keys of the attributes whose frame overlaps `rect` with positive area.
    public static func keys(overlapping rect: CGRect, in attributes: [CollectionViewLayoutAttributes]) -> Set<
        ElementKey
    > {
        Set(attributes.filter { $0.frame.overlaps(rect) }.map(\.elementKey))
    }

    /// The scene elements `attributes` draws as, in content coordinates: its own, and after it
    /// the darkening overlay its attributes ask for (`SceneDrawingHooks.sceneOverlayAlpha`).
    public func elements(
        for attributes: CollectionViewLayoutAttributes, highlighted: Bool = false, label: String? = nil
    ) -> [SceneElement] {
        var elements: [SceneElement] = []
        appendElements(for: attributes, highlighted: highlighted, label: label, to: &elements)
        return elements
    }

    /// Appends `elements(for:highlighted:label:)` to `elements` (no array per element: this
    /// runs for every element of every frame), with `appearance` changing its style.
    public func appendElements(
        for attributes: CollectionViewLayoutAttributes, highlighted: Bool = false, label: String? = nil,
        appearance: ElementAppearance? = nil, to elements: inout [SceneElement]
    ) {
        let source = ElementSource(attributes, viewContent: viewContent)
        let element = element(
            from: source, notes: ElementNotes(highlighted: highlighted, label: label, appearance: appearance))
        elements.append(element)
        if source.overlayAlpha > 0 { elements.append(overlay(over: element, alpha: source.overlayAlpha)) }
    }

    /// One scene element for `attributes`, in content coordinates.
    ///
    /// - Parameters:
    ///   - label: the label text; nil uses the style's label template.
    ///   - appearance: changes to the resolved style; nil keeps it.
    public func element(
        for attributes: CollectionViewLayoutAttributes, highlighted: Bool = false, label: String? = nil,
        appearance: ElementAppearance? = nil
    ) -> SceneElement {
        element(
            from: ElementSource(attributes, viewContent: viewContent),
            notes: ElementNotes(highlighted: highlighted, label: label, appearance: appearance))
    }

    /// The darkening overlay `SceneDrawingHooks.sceneOverlayAlpha` asks for over `element`: the
    /// theme's `overlay` look, else the element's outline colour (black without one).
    private func overlay(over element: SceneElement, alpha: CGFloat) -> SceneElement {
        var overlay = element
        overlay.key = ElementKey(category: .decorationView, kind: ElementOverlay.kind, indexPath: element.key.indexPath)
        if let own = style.decorationKinds[ElementOverlay.kind] {
            overlay.style = own
        } else {
            // Black over a pale fill reads as a muddy olive; the element's own outline colour —
            // its hue, deeper — darkens it and keeps it recognisably the same element.
            overlay.style = ElementOverlay.elementStyle
            if let stroke = element.style.stroke { overlay.style.fill = stroke }
        }
        overlay.label = nil
        overlay.legendName = nil
        overlay.isHighlighted = false
        overlay.contentOffset = .zero
        overlay.alpha = min(1, alpha) * element.alpha
        return overlay
    }

    /// Attributes per batch of `forEachBatch(of:overlayAlphas:_:)`: the sources of one batch are
    /// held at a time.
    static let batchSize = 8192

    /// The elements of `attributes` (painting order), each followed by its overlay if any, and
    /// the box they cover.
    ///
    /// Attributes are read on this thread, a batch at a time (layout objects stay on one
    /// thread); the elements of a large batch are built in slices on every core (styles, label
    /// templates and fitting were a third of making a large SVG), each slice straight into its
    /// place in the result, so nothing is copied and the result does not depend on the threads.
    private func elements(of attributes: [CollectionViewLayoutAttributes], lookups: ElementLookups) -> (
        [SceneElement], CoveredBox
    ) {
        // Read once: how many elements each attributes gives decides where the next ones go.
        let overlayAlphas = attributes.map { Self.hooks(of: $0)?.sceneOverlayAlpha ?? 0 }
        let total = attributes.count + overlayAlphas.count { $0 > 0 }
        var covered = CoveredBox()
        let elements = [SceneElement](unsafeUninitializedCapacity: total) { buffer, initializedCount in
            let output = SendablePointer(base: buffer.baseAddress)
            // Where the next batch's elements go; the array counts them only once they are built.
            var next = 0
            forEachBatch(of: attributes, overlayAlphas: overlayAlphas) { slices in
                // Each slice's first element goes after the elements of the slices before it.
                var starts: [Int] = []
                for slice in slices {
                    starts.append(next)
                    next += slice.reduce(0) { $0 + ($1.overlayAlpha > 0 ? 2 : 1) }
                }
                let build: @Sendable (Int) -> CoveredBox = { [starts] slice in
                    var (position, covered) = (starts[slice], CoveredBox())
                    buildElements(of: slices[slice], lookups: lookups) { element in
                        covered.add(element)
                        output.initialize(position, to: element)
                        position += 1
                    }
                    return covered
                }
                let pieces =
                    slices.count == 1 ? [build(0)] : ParallelWork.map(count: slices.count, jobs: workers, build)
                for piece in pieces { covered.add(piece) }
                initializedCount = next
            }
            precondition(initializedCount == total, "every element counted up front was built")
        }
        return (elements, covered)
    }

    /// Reads `attributes` (with their overlay alphas, read before) a batch at a time on this
    /// thread, and hands each batch's sources to `body` in the slices its elements are built in
    /// on every core: one for a small batch or a single worker, else two per worker.
    func forEachBatch(
        of attributes: [CollectionViewLayoutAttributes], overlayAlphas: [CGFloat],
        _ body: ([ArraySlice<ElementSource>]) throws -> Void
    ) rethrows {
        for batchStart in stride(from: 0, to: attributes.count, by: Self.batchSize) {
            let batch = (batchStart..<min(attributes.count, batchStart + Self.batchSize)).map {
                ElementSource(attributes[$0], overlayAlpha: overlayAlphas[$0], viewContent: viewContent)
            }
            let count = workers < 2 || batch.count < 1024 ? 1 : workers * 2
            let size = (batch.count + count - 1) / count
            try body((0..<count).map { batch[min(batch.count, $0 * size)..<min(batch.count, ($0 + 1) * size)] })
        }
    }

    /// Builds the elements of `sources` in painting order, each followed by its overlay if any,
    /// handing each to `place`; `shift`, when given, moves them (and their overlays).
    func buildElements(
        of sources: ArraySlice<ElementSource>, lookups: ElementLookups, moving shift: CGPoint? = nil,
        place: (SceneElement) -> Void
    ) {
        for source in sources {
            var element = element(from: source, notes: lookups.notes(for: source.key))
            if let shift { element.center = CGPoint(x: element.center.x + shift.x, y: element.center.y + shift.y) }
            place(element)
            if source.overlayAlpha > 0 { place(overlay(over: element, alpha: source.overlayAlpha)) }
        }
    }

    /// The drawing hooks of `attributes`. Plain attributes, most elements of most layouts, and
    /// the compositional layout's, whose conformance is known here, are answered without a
    /// dynamic cast (a cast per element, a look-up in the run time's conformance cache, was a
    /// twentieth of building a large figure).
    fileprivate static func hooks(of attributes: CollectionViewLayoutAttributes) -> SceneDrawingHooks? {
        let type = type(of: attributes)
        if type == CollectionViewLayoutAttributes.self, !plainAttributesHaveHooks { return nil }
        if type == CompositionalLayoutAttributes.self {
            return unsafeDowncast(attributes, to: CompositionalLayoutAttributes.self)
        }
        return attributes as? SceneDrawingHooks
    }

    /// Whether the base class itself was made to conform to `SceneDrawingHooks`.
    private static let plainAttributesHaveHooks = (CollectionViewLayoutAttributes() as Any) is SceneDrawingHooks

    private func element(from source: ElementSource, notes: ElementNotes) -> SceneElement {
        let key = source.key
        var elementStyle = style.resolvedStyle(for: key)
        if let appearance = notes.appearance { elementStyle = appearance.applied(to: elementStyle) }
        if notes.highlighted {
            elementStyle.stroke = style.chrome.highlightStroke
            elementStyle.strokeWidth = max(elementStyle.strokeWidth, style.chrome.highlightStrokeWidth)
            elementStyle.dash = []
        }
        var label = notes.label ?? elementStyle.label.map { LabelTemplate.render($0, for: key) }
        if let text = label, !text.isEmpty {
            let inset = TextLayout.labelPadding + (elementStyle.hasStroke ? elementStyle.strokeWidth : 0)
            if let fitted = TextLayout.fittedFontSize(
                for: text, fontSize: elementStyle.fontSize, in: source.size, inset: inset)
            {
                elementStyle.fontSize = fitted
            } else {
                label = nil
            }
        }
        var element = SceneElement(
            key: key, size: source.size, center: source.center, transform: source.transform, alpha: source.alpha,
            zIndex: source.zIndex, style: elementStyle, label: label, contentOffset: source.contentOffset,
            isHighlighted: notes.highlighted, clip: source.clip)
        element.legendName = notes.appearance?.legendName
        element.viewContent = source.viewContent
        return element
    }

    /// `viewport`, cut down to `drawn` (the content and the elements) where the content does
    /// not fill it, so that a figure is not mostly empty; the whole viewport when the figure
    /// outlines it (`showViewport`), when `cropsToContent` is off, or when nothing is drawn
    /// inside it.
    func croppedViewport(_ viewport: CGRect, drawn: CGRect) -> CGRect {
        let cropped = viewport.intersection(drawn)
        guard options.cropsToContent, !options.showViewport, !cropped.isNull, cropped.width > 0, cropped.height > 0
        else {
            return viewport.drawable
        }
        return cropped.drawable
    }

    /// The drawn region in content coordinates.
    func drawnRegion(content: CGRect, viewport: CGRect, elements: [SceneElement]) -> CGRect {
        switch options.region {
        case .viewport: return croppedViewport(viewport, drawn: elements.reduce(content) { $0.union($1.boundingBox) })
        case .rect(let rect): return rect.drawable
        case .content:
            var covered = CoveredBox()
            for element in elements { covered.add(element) }
            return contentRegion(content: content, covered: covered)
        }
    }

    /// The content, grown to whole points around what elements cover outside it (transformed
    /// elements, say).
    private func contentRegion(content: CGRect, covered: CoveredBox) -> CGRect {
        guard !covered.isInside(content) else { return content }
        var region = covered
        region.add(content)
        return region.wholePoints ?? content
    }
}

/// What building an element needs from its attributes, read on the layout's thread so that the
/// rest (style, label, fitting) can run on any.
struct ElementSource: Sendable {
    var key: ElementKey
    var size: CGSize
    var center: CGPoint
    var transform: CompactTransform3D
    /// The attributes' alpha, clamped to 0…1 (1 when not finite).
    var alpha: CGFloat
    var zIndex: Int
    var contentOffset: CGPoint
    var clip: CGRect?
    var overlayAlpha: CGFloat
    /// The element's own view, relative to its centre.
    var viewContent: [SceneNode]?

    /// What a figure needs of `attributes` before its element is built: the box the element
    /// (and its overlay) covers, `SceneElement.boundingBox`; its overlay alpha; and whether a
    /// band clips it.
    static func coverage(of attributes: CollectionViewLayoutAttributes) -> (
        box: CGRect, overlayAlpha: CGFloat, isClipped: Bool
    ) {
        let size = attributes.size
        let geometry = ElementGeometry(size: size, center: attributes.center, transform: attributes.compactTransform3D)
        // Unwrapped once: each optional chain through the existential copied it.
        guard let hooks = SceneBuilder.hooks(of: attributes) else {
            return (geometry.boundingBox(size: size), 0, false)
        }
        return (geometry.boundingBox(size: size), hooks.sceneOverlayAlpha, hooks.sceneClip != nil)
    }

    /// The source of `attributes`; `overlayAlpha`, when given, as already read from its hooks;
    /// the element's view from `viewContent` when it gives one.
    init(
        _ attributes: CollectionViewLayoutAttributes, overlayAlpha: CGFloat? = nil,
        viewContent provider: ViewContentProvider? = nil
    ) {
        key = attributes.elementKey
        size = attributes.size
        center = attributes.center
        transform = attributes.compactTransform3D
        alpha = min(1, max(0, attributes.alpha.isFinite ? attributes.alpha : 1))
        zIndex = attributes.zIndex
        // Unwrapped once: each optional chain through the existential copied it.
        if let hooks = SceneBuilder.hooks(of: attributes) {
            contentOffset = hooks.sceneContentOffset
            clip = hooks.sceneClip
            self.overlayAlpha = overlayAlpha ?? hooks.sceneOverlayAlpha
        } else {
            contentOffset = .zero
            clip = nil
            self.overlayAlpha = overlayAlpha ?? 0
        }
        viewContent = provider?.nodes(attributes).map {
            ViewSceneNodes.moved($0, by: CGPoint(x: -center.x, y: -center.y))
        }
    }
}

/// What a figure says of one element: whether it is highlighted, its label text (nil: the
/// style's template) and a change to its look.
struct ElementNotes {
    var highlighted = false
    var label: String?
    var appearance: ElementAppearance?
}

/// What a figure says of its elements by key (`ElementNotes`), looked up while elements are
/// built, on any thread.
struct ElementLookups: Sendable {
    var highlighted: Set<ElementKey>
    var labels: [ElementKey: String]
    var appearances: [ElementKey: ElementAppearance]

    func notes(for key: ElementKey) -> ElementNotes {
        ElementNotes(
            highlighted: !highlighted.isEmpty && highlighted.contains(key), label: labels.isEmpty ? nil : labels[key],
            appearance: appearances.isEmpty ? nil : appearances[key])
    }
}

/// The start of the result being built, handed to the threads that build its elements: each
/// initialises its own positions only.
private struct SendablePointer: @unchecked Sendable {
    let base: UnsafeMutablePointer<SceneElement>?

    func initialize(_ position: Int, to element: SceneElement) {
        base.unsafelyUnwrapped.advanced(by: position).initialize(to: element)
    }
}
