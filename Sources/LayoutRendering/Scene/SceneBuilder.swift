import CollectionLayout
import Foundation

/// Turns layout attributes into a `Scene`: the figure both backends draw.
///
/// Steps: drop hidden elements (and, for a clipped region, those entirely outside it); sort
/// stably by zIndex (ties keep the layout's order, as REFERENCE §3 requires); resolve each
/// element's style and label (`Style`, `LabelTemplate`, fitted with `TextLayout`); highlight the
/// viewport's rect-query result if asked; then lay out the figure: title, the drawn region as a
/// `ScenePanel` (content fill and outline under the elements; dimming and viewport outline over
/// them), legend and caption. Pure and deterministic.
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
    public func makeScene(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, viewport: CGRect,
        highlighted: Set<ElementKey>? = nil, labels: [ElementKey: String] = [:]
    ) -> Scene {
        let content = CGRect(origin: .zero, size: contentSize.drawable)
        let visible = attributes.filter { !$0.isHidden }
        let highlightKeys =
            options.highlightVisible ? (highlighted ?? Self.keys(overlapping: viewport, in: visible)) : []
        let ordered = Self.stablySortedByZIndex(visible)
        var elements = ordered.map {
            element(for: $0, highlighted: highlightKeys.contains($0.elementKey), labels: labels)
        }
        let region = drawnRegion(content: content, viewport: viewport, elements: elements)
        if options.region != .content {
            elements = elements.filter { $0.boundingBox.intersects(region) }
        }
        let panel = regionPanel(region: region, content: content, viewport: viewport, elements: elements)
        return FigureLayout(style: style, options: options).figure(around: panel, elements: elements)
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

    /// One scene element for `attributes`, in content coordinates.
    public func element(
        for attributes: CollectionViewLayoutAttributes, highlighted: Bool = false, labels: [ElementKey: String] = [:]
    ) -> SceneElement {
        let key = attributes.elementKey
        var elementStyle = style.resolvedStyle(for: key)
        if highlighted {
            elementStyle.stroke = style.chrome.highlightStroke
            elementStyle.strokeWidth = max(elementStyle.strokeWidth, style.chrome.highlightStrokeWidth)
            elementStyle.dash = []
        }
        var label = labels[key] ?? elementStyle.label.map { LabelTemplate.render($0, for: key) }
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
        let contentOffset = (attributes as? SceneContentOffsetProviding)?.sceneContentOffset ?? .zero
        return SceneElement(
            key: key, size: attributes.size, center: attributes.center, transform3D: attributes.transform3D,
            alpha: min(1, max(0, attributes.alpha.isFinite ? attributes.alpha : 1)), zIndex: attributes.zIndex,
            style: elementStyle, label: label, contentOffset: contentOffset, isHighlighted: highlighted)
    }

    /// The drawn region in content coordinates.
    func drawnRegion(content: CGRect, viewport: CGRect, elements: [SceneElement]) -> CGRect {
        switch options.region {
        case .viewport: return viewport.drawable
        case .rect(let rect): return rect.drawable
        case .content:
            var region = content
            for element in elements {
                let box = element.boundingBox
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

    /// The panel holding the region: elements moved to region-local coordinates plus the
    /// content fill/outline beneath and the dimming/viewport outline above.
    func regionPanel(region: CGRect, content: CGRect, viewport: CGRect, elements: [SceneElement]) -> Scene {
        let shift = CGPoint(x: -region.minX, y: -region.minY)
        func local(_ rect: CGRect) -> CGRect { rect.offsetBy(dx: shift.x, dy: shift.y) }
        let chrome = style.chrome
        var nodes: [SceneNode] = []
        if options.showContentOutline, let fill = chrome.contentFill, content.width > 0, content.height > 0 {
            nodes.append(.shape(SceneShape(path: .rect(local(content), cornerRadius: 0), fill: fill, role: "content")))
        }
        if options.showContentOutline, let outline = chrome.contentOutline, content.width > 0, content.height > 0 {
            nodes.append(
                .shape(
                    SceneShape(
                        path: .rect(local(content), cornerRadius: 0), stroke: outline, strokeWidth: 1,
                        dash: chrome.contentOutlineDash, role: "content-outline")))
        }
        for var element in elements {
            element.center = CGPoint(x: element.center.x + shift.x, y: element.center.y + shift.y)
            nodes.append(.element(element))
        }
        let localViewport = local(viewport.drawable)
        if options.showViewport, localViewport.width > 0, localViewport.height > 0 {
            let canvas = CGRect(origin: .zero, size: region.size)
            if !localViewport.insetBy(dx: -0.5, dy: -0.5).contains(canvas) {
                let outer = canvas.union(localViewport)
                nodes.append(
                    .shape(
                        SceneShape(
                            path: .compound([.rect(outer, cornerRadius: 0), .rect(localViewport, cornerRadius: 0)]),
                            fill: chrome.dim, role: "dim")))
            }
            let inset = chrome.viewportStrokeWidth / 2
            nodes.append(
                .shape(
                    SceneShape(
                        path: .rect(localViewport.insetBy(dx: inset, dy: inset), cornerRadius: 0),
                        stroke: chrome.viewportStroke, strokeWidth: chrome.viewportStrokeWidth, role: "viewport")))
        }
        return Scene(size: region.size, nodes: nodes)
    }
}
