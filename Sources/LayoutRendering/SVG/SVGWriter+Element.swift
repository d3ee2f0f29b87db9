import CollectionLayout
import Foundation
import LayoutSnapshot

extension SVGWriter {
    /// One layout element as a `<g>`: reusable by other writers (the animated SVG wraps these).
    ///
    /// ```xml
    /// <g class="cell" data-index-path="0-3" transform="translate(50 40)">
    ///   <title>cell 0-3: center (50, 40), size 80 × 60</title>
    ///   <rect x="-39.5" y="-29.5" width="79" height="59" rx="3.5" fill="#dce9f9" stroke="#3e7bc4" stroke-width="1"/>
    ///   <text y="4.2" font-size="12" text-anchor="middle" fill="#1d3a5f">0-3</text>
    /// </g>
    /// ```
    /// Affine elements are drawn in local coordinates under `transform` (`translate` when the
    /// transform is a pure translation, else `matrix`); perspective ones as a `<polygon>` in
    /// scene coordinates. `opacity` is the element's alpha (group opacity). A label with a
    /// non-zero content offset sits in a nested `<svg>` that clips it to the outline rectangle
    /// (`ElementOutline.rect`; corners square).
    /// Invisible elements (see `ElementGeometry`) give an empty group that keeps their identity.
    public func elementGroup(_ element: SceneElement, indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = pad + "  "
        let style = element.style
        let geometry = element.geometry
        var open = "<g class=\"\(SVGFormat.classes(of: element))\""
        if let kind = element.key.kind { open += " data-kind=\"\(XMLEscaping.escape(kind))\"" }
        open += " data-index-path=\"\(element.key.indexPath.section)-\(element.key.indexPath.item)\""
        if case .affine(let m) = geometry { open += Self.transformAttribute(m) }
        if element.alpha < 1 { open += " opacity=\"\(SVGFormat.number(element.alpha))\"" }
        var output = pad + open + ">\n"
        output += inner + "<title>\(XMLEscaping.escapeText(Self.hoverText(element)))</title>\n"
        let paint =
            SVGFormat.fill(style.fill) + SVGFormat.stroke(style.stroke, width: style.strokeWidth, dash: style.dash)
        switch geometry {
        case .affine:
            let outline = ElementOutline(style: style, size: element.size)
            output += inner + "<rect\(Self.rectAttributes(outline.rect, radius: outline.cornerRadius))\(paint)/>\n"
            if let pattern = style.pattern, let color = style.stroke ?? style.fill {
                let n = SVGFormat.number
                let segments = pattern.segments(in: SceneDrawer.patternRect(outline), offset: element.contentOffset)
                let path = segments.map { "M\(n($0.0.x)) \(n($0.0.y))L\(n($0.1.x)) \(n($0.1.y))" }.joined()
                if !path.isEmpty {
                    output += inner + "<path class=\"pattern\" d=\"\(path)\" fill=\"none\""
                    output += SVGFormat.stroke(color.withOpacity(ContentPattern.opacity), width: 1, dash: []) + "/>\n"
                }
            }
            if let label = element.visibleLabel {
                let position = TextLayout.labelPosition(for: element)
                let text = labelText(label, at: position, style: style)
                if element.contentOffset == .zero {
                    output += inner + text
                } else {
                    let bounds = outline.rect
                    let (x, y) = (SVGFormat.number(bounds.minX), SVGFormat.number(bounds.minY))
                    let (w, h) = (SVGFormat.number(bounds.width), SVGFormat.number(bounds.height))
                    output += inner + "<svg class=\"content\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\""
                    output += " viewBox=\"\(x) \(y) \(w) \(h)\" overflow=\"hidden\">\n"
                    output += inner + "  " + text
                    output += inner + "</svg>\n"
                }
            }
        case .quadrilateral(let corners):
            output += inner + "<polygon points=\"\(SVGFormat.points(element.projectedOutline ?? corners))\"\(paint)/>\n"
            if let label = element.visibleLabel, let anchor = element.labelAnchor {
                let position = CGPoint(
                    x: anchor.x, y: TextLayout.baseline(centeredAt: anchor.y, fontSize: style.fontSize))
                output += inner + labelText(label, at: position, style: style)
            }
        case .invisible:
            break
        }
        output += pad + "</g>\n"
        return output
    }

    /// `<text>` for a label anchored (middle, baseline) at `position`.
    func labelText(_ label: String, at position: CGPoint, style: ElementStyle) -> String {
        var text = "<text"
        if SVGFormat.number(position.x) != "0" { text += " x=\"\(SVGFormat.number(position.x))\"" }
        text += " y=\"\(SVGFormat.number(position.y))\" font-size=\"\(SVGFormat.number(style.fontSize))\""
        text += " text-anchor=\"middle\"\(SVGFormat.fill(style.textColor))>\(XMLEscaping.escapeText(label))</text>\n"
        return text
    }

    /// ` transform="translate(…)"` for a pure translation, else ` transform="matrix(a b c d tx ty)"`.
    static func transformAttribute(_ m: CGAffineTransform) -> String {
        let n = SVGFormat.number
        if n(m.a) == "1", n(m.b) == "0", n(m.c) == "0", n(m.d) == "1" {
            return " transform=\"translate(\(n(m.tx)) \(n(m.ty)))\""
        }
        return " transform=\"matrix(\(n(m.a)) \(n(m.b)) \(n(m.c)) \(n(m.d)) \(n(m.tx)) \(n(m.ty)))\""
    }

    /// "cell 0-3: center (50, 40), size 80 × 60, zIndex 2, alpha 0.5, label "…"".
    static func hoverText(_ element: SceneElement) -> String {
        let n = SVGFormat.number
        var text = "\(element.key): center (\(n(element.contentCenter.x)), \(n(element.contentCenter.y)))"
        text += ", size \(n(element.size.width)) × \(n(element.size.height))"
        if element.zIndex != 0 { text += ", zIndex \(element.zIndex)" }
        if element.alpha < 1 { text += ", alpha \(n(element.alpha))" }
        if !CATransform3DIsIdentity(element.transform3D) { text += ", transformed" }
        if let label = element.visibleLabel { text += ", label \"\(label)\"" }
        return text
    }
}
