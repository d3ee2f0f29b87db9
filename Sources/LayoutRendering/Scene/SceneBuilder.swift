import CollectionLayout
import Foundation

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
        let visible = attributes.filter { !$0.isHidden }
        let highlightKeys =
            options.highlightVisible ? (highlighted ?? Self.keys(overlapping: viewport, in: visible)) : []
        var drawn: [SceneElement] = []
        drawn.reserveCapacity(visible.count)
        for attributes in Self.stablySortedByZIndex(visible) {
            let key = attributes.elementKey
            appendElements(
                for: attributes, highlighted: highlightKeys.contains(key), label: labels[key],
                appearance: appearances[key], to: &drawn)
        }
        return makeFigure(elements: drawn, contentSize: contentSize, viewport: viewport)
    }

    /// The figure of `elements` (content coordinates, painting order): the drawn region found,
    /// and for a clipped region the elements entirely outside it left out.
    public func makeFigure(elements: [SceneElement], contentSize: CGSize, viewport: CGRect) -> Figure {
        let content = CGRect(origin: .zero, size: contentSize.drawable)
        let region = drawnRegion(content: content, viewport: viewport, elements: elements)
        let drawn = options.region == .content ? elements : elements.filter { $0.boundingBox.intersects(region) }
        return Figure(
            style: style, options: options, content: content, viewport: viewport, region: region, elements: drawn)
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
        attributes.enumerated().sorted { lhs, rhs in
            lhs.element.zIndex != rhs.element.zIndex ? lhs.element.zIndex < rhs.element.zIndex : lhs.offset < rhs.offset
        }.map(\.element)
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
        let hooks = Self.hooks(of: attributes)
        let element = element(
            for: attributes, highlighted: highlighted, label: label, appearance: appearance, hooks: hooks)
        elements.append(element)
        guard let alpha = hooks?.sceneOverlayAlpha, alpha > 0 else { return }
        var overlay = element
        overlay.key = ElementKey(category: .decorationView, kind: ElementOverlay.kind, indexPath: element.key.indexPath)
        overlay.style = style.kinds[ElementOverlay.kind] ?? ElementOverlay.elementStyle
        overlay.label = nil
        overlay.legendName = nil
        overlay.isHighlighted = false
        overlay.contentOffset = .zero
        overlay.alpha = min(1, alpha) * element.alpha
        elements.append(overlay)
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
            for: attributes, highlighted: highlighted, label: label, appearance: appearance,
            hooks: Self.hooks(of: attributes))
    }

    /// The drawing hooks of `attributes`. Plain attributes, most elements of most layouts, are
    /// answered without a dynamic cast (a cast per element was a twentieth of building a large
    /// figure).
    private static func hooks(of attributes: CollectionViewLayoutAttributes) -> SceneDrawingHooks? {
        if type(of: attributes) == CollectionViewLayoutAttributes.self, !plainAttributesHaveHooks { return nil }
        return attributes as? SceneDrawingHooks
    }

    /// Whether the base class itself was made to conform to `SceneDrawingHooks`.
    private static let plainAttributesHaveHooks = (CollectionViewLayoutAttributes() as Any) is SceneDrawingHooks

    private func element(
        for attributes: CollectionViewLayoutAttributes, highlighted: Bool, label: String?,
        appearance: ElementAppearance?, hooks: SceneDrawingHooks?
    ) -> SceneElement {
        let key = attributes.elementKey
        var elementStyle = style.resolvedStyle(for: key)
        if let appearance { elementStyle = appearance.applied(to: elementStyle) }
        if highlighted {
            elementStyle.stroke = style.chrome.highlightStroke
            elementStyle.strokeWidth = max(elementStyle.strokeWidth, style.chrome.highlightStrokeWidth)
            elementStyle.dash = []
        }
        var label = label ?? elementStyle.label.map { LabelTemplate.render($0, for: key) }
        if let text = label, !text.isEmpty {
            let inset = TextLayout.labelPadding + (elementStyle.hasStroke ? elementStyle.strokeWidth : 0)
            if let fitted = TextLayout.fittedFontSize(
                for: text, fontSize: elementStyle.fontSize, in: attributes.size, inset: inset)
            {
                elementStyle.fontSize = fitted
            } else {
                label = nil
            }
        }
        let contentOffset = hooks?.sceneContentOffset ?? .zero
        var element = SceneElement(
            key: key, size: attributes.size, center: attributes.center, transform3D: attributes.transform3D,
            alpha: min(1, max(0, attributes.alpha.isFinite ? attributes.alpha : 1)), zIndex: attributes.zIndex,
            style: elementStyle, label: label, contentOffset: contentOffset, isHighlighted: highlighted,
            clip: hooks?.sceneClip)
        element.legendName = appearance?.legendName
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
            var region = content
            for element in elements {
                let box = element.clip.map { element.boundingBox.intersection($0) } ?? element.boundingBox
                if !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite {
                    region = region.union(box)
                }
            }
            guard region != content else { return region }
            // Grown by transformed elements: whole points, so the canvas stays pixel-aligned.
            let minX = region.minX.rounded(.down)
            let minY = region.minY.rounded(.down)
            return CGRect(
                x: minX, y: minY, width: region.maxX.rounded(.up) - minX, height: region.maxY.rounded(.up) - minY)
        }
    }
}
