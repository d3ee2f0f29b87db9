import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutSupport

/// The animated SVG of one track whose geometry is affine and whose look stays the same: a
/// group moved by `animateTransform` components interpolated between the samples, its outline
/// animated channel by channel, and its label, which goes to the label layer over all elements
/// when the element is opaque throughout.
struct TweenedTrack {
    /// A track's markup.
    struct Markup {
        /// The element's group.
        var element: String
        /// Its label in a group of its own that moves and shows with it; empty when it has no
        /// label, or is translucent at some sample and keeps its label in its group.
        var label: String
    }

    /// One `animateTransform` component (`translate`, `rotate`, `skewX`, `scale`): a value per
    /// sample and how a value is written.
    struct TransformChannel {
        var type: String
        var samples: [[Double]]
        var format: ([Double]) -> String

        /// Whether some sample differs from the first.
        var moves: Bool { samples.contains { !SMILTimeline.isClose($0, samples[0]) } }
    }

    /// One animated attribute of the outline's `rect` (`x`, `y`, `width`, `height`, `rx`).
    private struct OutlineChannel {
        var attribute: String
        var value: (ElementOutline) -> CGFloat
    }

    let track: ElementTrack
    /// The track's element at each sample, and whether it is drawn there.
    let states: [(element: SceneElement, isDrawn: Bool)]
    let timeline: SMILTimeline
    let indent: Int

    private var first: SceneElement { states[0].element }
    private var pad: String { String(repeating: "  ", count: indent) }
    private var inner: String { pad + "  " }
    private static let number = SVGFormat.number

    /// The markup of the track moving from `start` to `end` (the decomposed affine parts of its
    /// transform at either end).
    func markup(from start: DecomposedTransform2D, to end: DecomposedTransform2D) -> Markup {
        let channels = transformChannels(from: start, to: end)
        let open = groupAttributes(channels)
        var output = pad + "<g class=\"\(SVGFormat.classes(of: first))\"" + open + ">\n"
        output += inner + "<title>\(XMLEscaping.escape("\(track.key) (\(track.role.rawValue))"))</title>\n"
        let animations = visibilityAndMotion(channels)
        output += animations + outline()
        let label = labels()
        // A translucent element keeps its label in its group, composited with it once (see
        // `SceneElement`); an opaque one's label goes to the layer over all elements.
        guard states.allSatisfy({ $0.element.alpha >= 1 }) else {
            return Markup(element: output + label + pad + "</g>\n", label: "")
        }
        guard !label.isEmpty else { return Markup(element: output + pad + "</g>\n", label: "") }
        return Markup(
            element: output + pad + "</g>\n",
            label: pad + "<g class=\"label-layer\"" + open + ">\n" + animations + label + pad + "</g>\n")
    }

    /// The transform's components per sample; identity components (a rotation by a multiple of
    /// 360° included) are left out, the translation never.
    private func transformChannels(from start: DecomposedTransform2D, to end: DecomposedTransform2D)
        -> [TransformChannel]
    {
        let n = Self.number
        let parts = timeline.progress.map {
            DecomposedTransform2D.interpolate(from: start, to: end, progress: CGFloat($0))
        }
        let degrees = 180 / Double.pi
        let pair: ([Double]) -> String = { "\(n(CGFloat($0[0]))) \(n(CGFloat($0[1])))" }
        let single: ([Double]) -> String = { n(CGFloat($0[0])) }
        let translate = zip(states, parts).map { state, part in
            [Double(state.element.center.x + part.translation.x), Double(state.element.center.y + part.translation.y)]
        }
        var channels = [TransformChannel(type: "translate", samples: translate, format: pair)]
        let rotate = parts.map { [Double($0.angle) * degrees] }
        if !Self.isIdentity(rotate, [0], period: 360) {
            channels.append(TransformChannel(type: "rotate", samples: rotate, format: single))
        }
        let skew = parts.map { [atan(Double($0.skew)) * degrees] }
        if !Self.isIdentity(skew, [0]) {
            channels.append(TransformChannel(type: "skewX", samples: skew, format: single))
        }
        let scale = parts.map { [Double($0.scaleX), Double($0.scaleY)] }
        if !Self.isIdentity(scale, [1, 1]) {
            channels.append(TransformChannel(type: "scale", samples: scale, format: pair))
        }
        return channels
    }

    /// Whether every sample is `identity` (within 5 × 10⁻⁴, modulo `period` when given).
    private static func isIdentity(_ values: [[Double]], _ identity: [Double], period: Double? = nil) -> Bool {
        values.allSatisfy {
            zip($0, identity).allSatisfy { value, neutral in
                abs(period.map { remainder(value - neutral, $0) } ?? (value - neutral)) < 5e-4
            }
        }
    }

    /// The group's attributes: what it is (kind, index path, role) and how it is at frame 0.
    private func groupAttributes(_ channels: [TransformChannel]) -> String {
        var open = ""
        if let kind = first.key.kind { open += " data-kind=\"\(XMLEscaping.escape(kind))\"" }
        open += " data-index-path=\"\(track.key.indexPath.section)-\(track.key.indexPath.item)\""
        open += " data-role=\"\(track.role.rawValue)\""
        // The static transform is frame 0 written exactly as `SVGWriter` writes it, so that a
        // renderer without SMIL draws frame 0 pixel for pixel; the animations replace it.
        if case .affine(let matrix) = first.geometry {
            open += SVGWriter.transformAttribute(matrix)
        } else {
            let components = channels.map { "\($0.type)(\($0.format($0.samples[0])))" }
            open += " transform=\"\(components.joined(separator: " "))\""
        }
        if first.alpha < 1 { open += " opacity=\"\(Self.number(first.alpha))\"" }
        if !states[0].isDrawn { open += " display=\"none\"" }
        return open
    }

    /// The group's display and opacity over time and, when it moves, its transform's components.
    private func visibilityAndMotion(_ channels: [TransformChannel]) -> String {
        let single: ([Double]) -> String = { Self.number(CGFloat($0[0])) }
        let display = states.map { $0.isDrawn ? "inline" : "none" }
        var animations = timeline.discrete(attribute: "display", values: display, indent: inner) ?? ""
        animations +=
            timeline.interpolated(
                "<animate attributeName=\"opacity\"", samples: states.map { [Double($0.element.alpha)] },
                format: single, indent: inner) ?? ""
        guard channels.contains(where: \.moves) else { return animations }
        for (index, channel) in channels.enumerated() {
            let head =
                "<animateTransform attributeName=\"transform\" type=\"\(channel.type)\""
                + " additive=\"\(index == 0 ? "replace" : "sum")\""
            animations +=
                timeline.interpolated(head, samples: channel.samples, format: channel.format, indent: inner)
                ?? inner + head + " values=\"\(channel.format(channel.samples[0]))\"\(timeline.timing)/>\n"
        }
        return animations
    }

    /// The outline's `rect`, its geometry animated where it changes (a cell that resizes).
    private func outline() -> String {
        let n = Self.number
        let style = first.style
        let outlines = states.map { ElementOutline(style: $0.element.style, size: $0.element.size) }
        let paint =
            SVGFormat.fill(style.fill) + SVGFormat.stroke(style.stroke, width: style.strokeWidth, dash: style.dash)
        let rect = outlines[0].rect
        let hasRadius = outlines.contains { n($0.cornerRadius) != "0" }
        var rectOpen = "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\""
        rectOpen += " height=\"\(n(rect.height))\""
        if hasRadius { rectOpen += " rx=\"\(n(outlines[0].cornerRadius))\"" }
        var channels = [
            OutlineChannel(attribute: "x") { $0.rect.minX }, OutlineChannel(attribute: "y") { $0.rect.minY },
            OutlineChannel(attribute: "width") { $0.rect.width },
            OutlineChannel(attribute: "height") { $0.rect.height },
        ]
        if hasRadius { channels.append(OutlineChannel(attribute: "rx") { $0.cornerRadius }) }
        let rectAnimations = channels.map { channel in
            timeline.interpolated(
                "<animate attributeName=\"\(channel.attribute)\"",
                samples: outlines.map { [Double(channel.value($0))] },
                format: { n(CGFloat($0[0])) }, indent: inner + "  ") ?? ""
        }.joined()
        if rectAnimations.isEmpty { return inner + rectOpen + paint + "/>\n" }
        return inner + rectOpen + paint + ">\n" + rectAnimations + inner + "</rect>\n"
    }

    /// The label at each sample, shown in turn.
    private func labels() -> String {
        let svg = SVGWriter()
        let labels = states.map { state -> String in
            guard let label = state.element.visibleLabel else { return "" }
            let position = TextLayout.labelPosition(for: state.element)
            return inner + "  " + svg.labelText(label, at: position, style: state.element.style)
        }
        return AnimatedLayers(timeline: timeline, indent: indent + 1).segments(labels, role: "label")
    }
}
