import CollectionLayout
import Foundation
import LayoutStyle

/// One element, built from its attributes: its style, label and overlay.
extension SceneBuilder {
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

    /// The scene element of `source`: the theme's style for its key, changed by the notes'
    /// appearance and highlight, and its label (the notes' text, else the style's template)
    /// fitted inside it, or dropped when it does not fit. Runs on any thread.
    func element(from source: ElementSource, notes: ElementNotes) -> SceneElement {
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

    /// The darkening overlay `SceneDrawingHooks.sceneOverlayAlpha` asks for over `element`: the
    /// theme's `overlay` look, else the element's outline colour (black without one).
    func overlay(over element: SceneElement, alpha: CGFloat) -> SceneElement {
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

    /// The drawing hooks of `attributes`. Plain attributes, most elements of most layouts, and
    /// the compositional layout's, whose conformance is known here, are answered without a
    /// dynamic cast (a cast per element, a look-up in the run time's conformance cache, was a
    /// twentieth of building a large figure).
    static func hooks(of attributes: CollectionViewLayoutAttributes) -> SceneDrawingHooks? {
        let type = type(of: attributes)
        if type == CollectionViewLayoutAttributes.self, !plainAttributesHaveHooks { return nil }
        if type == CompositionalLayoutAttributes.self {
            return unsafeDowncast(attributes, to: CompositionalLayoutAttributes.self)
        }
        return attributes as? SceneDrawingHooks
    }

    /// Whether the base class itself was made to conform to `SceneDrawingHooks`.
    private static let plainAttributesHaveHooks = (CollectionViewLayoutAttributes() as Any) is SceneDrawingHooks
}
