import CollectionLayout
import Foundation
import LayoutSnapshot
import LayoutStyle
import LayoutSupport

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
        String(decoding: ByteStream.collectWriter { write(element, indent: indent, to: &$0) }, as: UTF8.self)
    }

    /// Writes `elementGroup(element, indent:)` to `stream`, numbers printed straight into it.
    func write(_ element: SceneElement, indent: Int, to stream: inout ByteStream) {
        var lines = RepeatedLines(keeping: false)
        write(element, indent: indent, to: &stream, lines: &lines)
    }

    /// Writes `elementGroup(element, indent:)` to `stream`, copying the lines it shares with
    /// the element written before it with `lines` (a writer of many elements keeps one).
    func write(_ element: SceneElement, indent: Int, to stream: inout ByteStream, lines: inout RepeatedLines) {
        if let content = element.viewContent {
            writeView(content, of: element, indent: indent, to: &stream)
            return
        }
        let style = element.style
        let geometry = element.geometry
        stream.pad(indent)
        stream.append("<g class=\"")
        SVGFormat.writeClasses(of: element, to: &stream)
        stream.append("\"")
        if let kind = element.key.kind {
            stream.append(" data-kind=\"")
            XMLEscaping.appendAttribute(kind, to: &stream)
            stream.append("\"")
        }
        stream.append(" data-index-path=\"")
        stream.append(decimal: Int64(element.key.indexPath.section))
        stream.append(byte: UInt8(ascii: "-"))
        stream.append(decimal: Int64(element.key.indexPath.item))
        stream.append("\"")
        if case .affine(let m) = geometry { Self.writeTransformAttribute(m, to: &stream) }
        if element.alpha < 1 {
            stream.append(" opacity=\"")
            stream.append(thousandths: Double(element.alpha))
            stream.append("\"")
        }
        stream.append(">\n")
        stream.pad(indent + 1)
        stream.append("<title>")
        Self.writeHoverText(element, to: &stream)
        stream.append("</title>\n")
        func paint(_ stream: inout ByteStream) {
            SVGFormat.writeFill(style.fill, to: &stream)
            SVGFormat.writeStroke(style.stroke, width: style.strokeWidth, dash: style.dash, to: &stream)
        }
        switch geometry {
        case .affine:
            let outline = ElementOutline(style: style, size: element.size)
            let inputs = RepeatedLines.OutlineInputs(
                indent: indent, rect: outline.rect, cornerRadius: outline.cornerRadius, fill: style.fill,
                stroke: style.stroke, strokeWidth: style.strokeWidth, dash: style.dash)
            lines.outline.write(inputs, to: &stream) { stream in
                stream.pad(indent + 1)
                stream.append("<rect")
                Self.writeRectAttributes(outline.rect, radius: outline.cornerRadius, to: &stream)
                paint(&stream)
                stream.append("/>\n")
            }
            if let pattern = style.pattern, let color = style.stroke ?? style.fill {
                let n = SVGFormat.number
                let segments = pattern.segments(in: SceneDrawer.patternRect(outline), offset: element.contentOffset)
                let path = segments.map { "M\(n($0.0.x)) \(n($0.0.y))L\(n($0.1.x)) \(n($0.1.y))" }.joined()
                if !path.isEmpty {
                    stream.pad(indent + 1)
                    stream.append("<path class=\"pattern\" d=\"\(path)\" fill=\"none\"")
                    SVGFormat.writeStroke(color.withOpacity(pattern.opacity), width: 1, dash: [], to: &stream)
                    stream.append("/>\n")
                }
            }
            if let label = element.visibleLabel {
                let position = TextLayout.labelPosition(for: element)
                if element.contentOffset == .zero {
                    stream.pad(indent + 1)
                    writeLabelText(label, at: position, style: style, to: &stream, lines: &lines)
                } else {
                    let bounds = outline.rect
                    let (x, y) = (SVGFormat.number(bounds.minX), SVGFormat.number(bounds.minY))
                    let (w, h) = (SVGFormat.number(bounds.width), SVGFormat.number(bounds.height))
                    stream.pad(indent + 1)
                    stream.append("<svg class=\"content\" x=\"\(x)\" y=\"\(y)\" width=\"\(w)\" height=\"\(h)\"")
                    stream.append(" viewBox=\"\(x) \(y) \(w) \(h)\" overflow=\"hidden\">\n")
                    stream.pad(indent + 2)
                    writeLabelText(label, at: position, style: style, to: &stream, lines: &lines)
                    stream.pad(indent + 1)
                    stream.append("</svg>\n")
                }
            }
        case .quadrilateral(let corners):
            stream.pad(indent + 1)
            stream.append("<polygon points=\"\(SVGFormat.points(element.projectedOutline ?? corners))\"")
            paint(&stream)
            stream.append("/>\n")
            if let label = element.visibleLabel, let anchor = element.labelAnchor {
                let position = CGPoint(
                    x: anchor.x, y: TextLayout.baseline(centeredAt: anchor.y, fontSize: style.fontSize))
                stream.pad(indent + 1)
                writeLabelText(label, at: position, style: style, to: &stream, lines: &lines)
            }
        case .invisible:
            break
        }
        stream.pad(indent)
        stream.append("</g>\n")
    }

    /// `<text>` for a label anchored (middle, baseline) at `position`.
    func labelText(_ label: String, at position: CGPoint, style: ElementStyle) -> String {
        String(
            decoding: ByteStream.collectWriter { stream in
                var lines = RepeatedLines(keeping: false)
                writeLabelText(label, at: position, style: style, to: &stream, lines: &lines)
            },
            as: UTF8.self)
    }

    /// Writes the `<text>` of `labelText(_:at:style:)`; its opening tag copied with `lines`
    /// when the element before had the same.
    private func writeLabelText(
        _ label: String, at position: CGPoint, style: ElementStyle, to stream: inout ByteStream,
        lines: inout RepeatedLines
    ) {
        let inputs = RepeatedLines.LabelInputs(position: position, fontSize: style.fontSize, color: style.textColor)
        lines.labelOpening.write(inputs, to: &stream) { stream in
            stream.append("<text")
            if !DecimalText.isZeroInThousandths(Double(position.x)) {
                stream.append(" x=\"")
                stream.append(thousandths: Double(position.x))
                stream.append("\"")
            }
            stream.append(" y=\"")
            stream.append(thousandths: Double(position.y))
            stream.append("\" font-size=\"")
            stream.append(thousandths: Double(style.fontSize))
            stream.append("\" text-anchor=\"middle\"")
            SVGFormat.writeFill(style.textColor, to: &stream)
            stream.append(">")
        }
        XMLEscaping.appendText(label, to: &stream)
        stream.append("</text>\n")
    }

    /// ` transform="translate(…)"` for a pure translation, else ` transform="matrix(a b c d tx ty)"`.
    static func transformAttribute(_ m: CGAffineTransform) -> String {
        String(decoding: ByteStream.collectWriter { writeTransformAttribute(m, to: &$0) }, as: UTF8.self)
    }

    /// Writes `transformAttribute(m)` to `stream`.
    static func writeTransformAttribute(_ m: CGAffineTransform, to stream: inout ByteStream) {
        // The printed numbers decide: a, d print "1" and b, c print "0".
        func prints(_ value: CGFloat, as thousandths: Double) -> Bool {
            value.isFinite && (Double(value) * 1000).roundedHalfAwayFromZero == thousandths
        }
        let isTranslation = prints(m.a, as: 1000) && prints(m.b, as: 0) && prints(m.c, as: 0) && prints(m.d, as: 1000)
        // Numbers one by one, space-separated (no array per element: this runs for every element).
        func number(_ value: CGFloat, first: Bool = false) {
            if !first { stream.append(byte: UInt8(ascii: " ")) }
            stream.append(thousandths: Double(value))
        }
        if isTranslation {
            stream.append(" transform=\"translate(")
            number(m.tx, first: true)
        } else {
            stream.append(" transform=\"matrix(")
            number(m.a, first: true)
            number(m.b)
            number(m.c)
            number(m.d)
            number(m.tx)
        }
        number(m.ty)
        stream.append(")\"")
    }

    /// "cell 0-3: center (50, 40), size 80 × 60, zIndex 2, alpha 0.5, label "…"", escaped for
    /// character data.
    static func writeHoverText(_ element: SceneElement, to stream: inout ByteStream) {
        // `element.key.description`, printed piece by piece.
        XMLEscaping.appendText(element.key.name, to: &stream)
        stream.append(byte: UInt8(ascii: " "))
        stream.append(decimal: Int64(element.key.indexPath.section))
        stream.append(byte: UInt8(ascii: "-"))
        stream.append(decimal: Int64(element.key.indexPath.item))
        stream.append(": center (")
        stream.append(thousandths: Double(element.contentCenter.x))
        stream.append(", ")
        stream.append(thousandths: Double(element.contentCenter.y))
        stream.append("), size ")
        stream.append(thousandths: Double(element.size.width))
        stream.append(" × ")
        stream.append(thousandths: Double(element.size.height))
        if element.zIndex != 0 {
            stream.append(", zIndex ")
            stream.append(decimal: Int64(element.zIndex))
        }
        if element.alpha < 1 {
            stream.append(", alpha ")
            stream.append(thousandths: Double(element.alpha))
        }
        if !element.hasIdentityTransform { stream.append(", transformed") }
        if let label = element.visibleLabel {
            stream.append(", label \"")
            XMLEscaping.appendText(label, to: &stream)
            stream.append("\"")
        }
    }

    /// An element drawn as the app's view: a group at the element's centre (with its classes
    /// and index path, as a box's group has) holding the view's nodes.
    private func writeView(_ content: [SceneNode], of element: SceneElement, indent: Int, to stream: inout ByteStream) {
        stream.pad(indent)
        stream.append("<g class=\"")
        SVGFormat.writeClasses(of: element, to: &stream)
        stream.append(
            " view\" transform=\"translate(\(SVGFormat.number(element.center.x)) \(SVGFormat.number(element.center.y)))\">\n"
        )
        writeViewNodes(content, indent: indent + 1, to: &stream)
        stream.pad(indent)
        stream.append("</g>\n")
    }

    private func writeViewNodes(_ nodes: [SceneNode], indent: Int, to stream: inout ByteStream) {
        for node in nodes {
            write(node, indent: indent, to: &stream) { writeViewNodes($0, indent: indent + 1, to: &$1) }
        }
    }
}
