import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutSnapshot
import LayoutSupport

/// The animated element layer of an `AnimatedSVGWriter` document: one entry per track that is
/// drawn at some sample, in the plan's draw order for t > 0.
struct AnimatedElements {
    let scenes: AnimationScenes
    let timeline: SMILTimeline
    let indent: Int

    private var pad: String { String(repeating: "  ", count: indent) }

    /// The layer; when frame 0 stacks elements differently from the rest of the animation (its
    /// zIndex and tie order are the source's), frame 0 gets its own static layer.
    func layer() -> String {
        let plan = scenes.plan
        let order = plan.drawOrder(at: 0.5)
        let samples = order.map { index in
            isStill(track: index)
                ? Array(repeating: scenes.element(ofTrack: index, at: 0), count: timeline.times.count)
                : timeline.times.map { scenes.element(ofTrack: index, at: $0) }
        }
        var body = ""
        var labels = ""
        for (track, trackSamples) in zip(order, samples) {
            let states = trackSamples.compactMap { $0 }
            guard states.count == trackSamples.count, states.contains(where: \.isDrawn) else { continue }
            let parts = entry(track: track, states: states, indent: indent + 1)
            body += parts.element
            labels += parts.label
        }
        // Labels over every element, so that a cell passing over another does not hide its name.
        body += labels
        let drawnAtStart = order.filter { scenes.element(ofTrack: $0, at: 0)?.isDrawn == true }
        let frameZeroOrder = plan.drawOrder(at: 0).filter { scenes.element(ofTrack: $0, at: 0)?.isDrawn == true }
        guard drawnAtStart != frameZeroOrder, timeline.times.count > 1 else {
            return pad + "<g class=\"elements\">\n" + body + pad + "</g>\n"
        }
        let svg = SVGWriter()
        let startVisibility = timeline.times.indices.map { $0 == 0 ? "inline" : "none" }
        let restVisibility = timeline.times.indices.map { $0 == 0 ? "none" : "inline" }
        var output = pad + "<g class=\"frame-0\" display=\"inline\">\n"
        output += timeline.discrete(attribute: "display", values: startVisibility, indent: pad + "  ") ?? ""
        for index in frameZeroOrder {
            if let element = scenes.element(ofTrack: index, at: 0)?.element {
                output += svg.elementGroup(element, indent: indent + 1)
            }
        }
        output += pad + "</g>\n"
        output += pad + "<g class=\"elements\" display=\"none\">\n"
        output += timeline.discrete(attribute: "display", values: restVisibility, indent: pad + "  ") ?? ""
        return output + body + pad + "</g>\n"
    }

    /// Whether track `index` looks the same at every sample: a staying element whose start and
    /// end agree in everything drawn, with no viewport motion that could change its highlight.
    /// Its one state is then reused (most cells of a large layout do not move in an update).
    private func isStill(track index: Int) -> Bool {
        let plan = scenes.plan
        let track = plan.tracks[index]
        let (from, to) = (track.from, track.to)
        let viewportMoves = plan.contentOffsets.from != plan.contentOffsets.to
        return track.role == .staying && from.elementKey == to.elementKey && from.center == to.center
            && from.size == to.size && from.alpha == to.alpha && from.transform3D == to.transform3D
            && from.isHidden == to.isHidden && type(of: from) == type(of: to)
            && !(viewportMoves && scenes.builder.options.highlightVisible)
    }

    /// One track: tweened when its geometry is affine and its look constant, else pre-sampled;
    /// an opaque tweened track's label comes apart, for the label layer over all elements.
    private func entry(track: Int, states: [(element: SceneElement, isDrawn: Bool)], indent: Int)
        -> (element: String, label: String)
    {
        let plan = scenes.plan
        let from = plan.tracks[track].from.transform3D
        let to = plan.tracks[track].to.transform3D
        let method = TransformInterpolator.method(from: from, to: to)
        let first = states[0].element
        let tweenable =
            (method == .constant || method == .decomposed2D)
            && states.allSatisfy { state in
                var style = state.element.style
                style.fontSize = first.style.fontSize
                return CATransform3DIsAffine(state.element.transform3D) && style == first.style
                    && state.element.contentOffset == .zero
            }
        if tweenable,
            let start = DecomposedTransform2D(CATransform3DGetAffineTransform(from)),
            let end = DecomposedTransform2D(CATransform3DGetAffineTransform(to))
        {
            return tweened(track: track, states: states, start: start, end: end, indent: indent)
        }
        let svg = SVGWriter()
        let contents = states.map { $0.isDrawn ? svg.elementGroup($0.element, indent: indent + 1) : "" }
        return (AnimatedLayers(timeline: timeline, indent: indent).segments(contents, role: "sampled"), "")
    }

    /// The track's group, and its label in a group of its own that moves and shows with it
    /// (empty when it has no label, or is translucent at some sample and keeps it).
    private func tweened(
        track: Int, states: [(element: SceneElement, isDrawn: Bool)], start: DecomposedTransform2D,
        end: DecomposedTransform2D, indent: Int
    ) -> (element: String, label: String) {
        let pad = String(repeating: "  ", count: indent)
        let inner = pad + "  "
        let first = states[0].element
        let n = SVGFormat.number
        let parts = timeline.progress.map {
            DecomposedTransform2D.interpolate(from: start, to: end, progress: CGFloat($0))
        }
        let degrees = 180 / Double.pi
        let translate = zip(states, parts).map { state, part in
            [Double(state.element.center.x + part.translation.x), Double(state.element.center.y + part.translation.y)]
        }
        let rotate = parts.map { [Double($0.angle) * degrees] }
        let skew = parts.map { [atan(Double($0.skew)) * degrees] }
        let scale = parts.map { [Double($0.scaleX), Double($0.scaleY)] }
        func pair(_ v: [Double]) -> String { "\(n(CGFloat(v[0]))) \(n(CGFloat(v[1])))" }
        func single(_ v: [Double]) -> String { n(CGFloat(v[0])) }
        func isIdentity(_ values: [[Double]], _ identity: [Double], period: Double? = nil) -> Bool {
            values.allSatisfy {
                zip($0, identity).allSatisfy { value, neutral in
                    abs(period.map { remainder(value - neutral, $0) } ?? (value - neutral)) < 5e-4
                }
            }
        }
        // (type, per-sample values, formatter); identity components (a rotation by a multiple
        // of 360° included) are left out.
        var components: [(String, [[Double]], ([Double]) -> String)] = [("translate", translate, pair)]
        if !isIdentity(rotate, [0], period: 360) { components.append(("rotate", rotate, single)) }
        if !isIdentity(skew, [0]) { components.append(("skewX", skew, single)) }
        if !isIdentity(scale, [1, 1]) { components.append(("scale", scale, pair)) }

        var open = ""
        if let kind = first.key.kind { open += " data-kind=\"\(XMLEscaping.escape(kind))\"" }
        let key = scenes.plan.tracks[track].key
        open += " data-index-path=\"\(key.indexPath.section)-\(key.indexPath.item)\""
        open += " data-role=\"\(scenes.plan.tracks[track].role.rawValue)\""
        // The static transform is frame 0 written exactly as `SVGWriter` writes it, so that a
        // renderer without SMIL draws frame 0 pixel for pixel; the animations replace it.
        if case .affine(let matrix) = first.geometry {
            open += SVGWriter.transformAttribute(matrix)
        } else {
            open += " transform=\"\(components.map { "\($0.0)(\($0.2($0.1[0])))" }.joined(separator: " "))\""
        }
        if first.alpha < 1 { open += " opacity=\"\(n(first.alpha))\"" }
        if !states[0].isDrawn { open += " display=\"none\"" }
        var output = pad + "<g class=\"\(SVGFormat.classes(of: first))\"" + open + ">\n"
        output +=
            inner + "<title>\(XMLEscaping.escape("\(key) (\(scenes.plan.tracks[track].role.rawValue))"))</title>\n"
        let display = states.map { $0.isDrawn ? "inline" : "none" }
        var animations = timeline.discrete(attribute: "display", values: display, indent: inner) ?? ""
        animations +=
            timeline.interpolated(
                "<animate attributeName=\"opacity\"", samples: states.map { [Double($0.element.alpha)] },
                format: single, indent: inner) ?? ""
        let moves = components.contains { component in
            component.1.contains { !SMILTimeline.isClose($0, component.1[0]) }
        }
        if moves {
            for (index, component) in components.enumerated() {
                let head =
                    "<animateTransform attributeName=\"transform\" type=\"\(component.0)\""
                    + " additive=\"\(index == 0 ? "replace" : "sum")\""
                animations +=
                    timeline.interpolated(head, samples: component.1, format: component.2, indent: inner)
                    ?? inner + head + " values=\"\(component.2(component.1[0]))\"\(timeline.timing)/>\n"
            }
        }
        output += animations

        let style = first.style
        let outlines = states.map { ElementOutline(style: $0.element.style, size: $0.element.size) }
        let paint =
            SVGFormat.fill(style.fill) + SVGFormat.stroke(style.stroke, width: style.strokeWidth, dash: style.dash)
        let rect = outlines[0].rect
        let hasRadius = outlines.contains { n($0.cornerRadius) != "0" }
        var rectOpen = "<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\""
        rectOpen += " height=\"\(n(rect.height))\""
        if hasRadius { rectOpen += " rx=\"\(n(outlines[0].cornerRadius))\"" }
        var rectAnimations = ""
        let channels: [(String, (ElementOutline) -> CGFloat)] = [
            ("x", { $0.rect.minX }), ("y", { $0.rect.minY }), ("width", { $0.rect.width }),
            ("height", { $0.rect.height }),
        ]
        for (name, value) in channels + (hasRadius ? [("rx", { $0.cornerRadius })] : []) {
            rectAnimations +=
                timeline.interpolated(
                    "<animate attributeName=\"\(name)\"", samples: outlines.map { [Double(value($0))] },
                    format: single, indent: inner + "  ") ?? ""
        }
        if rectAnimations.isEmpty {
            output += inner + rectOpen + paint + "/>\n"
        } else {
            output += inner + rectOpen + paint + ">\n" + rectAnimations + inner + "</rect>\n"
        }

        let svg = SVGWriter()
        let labels = states.map { state -> String in
            guard let label = state.element.visibleLabel else { return "" }
            let position = TextLayout.labelPosition(for: state.element)
            return inner + "  " + svg.labelText(label, at: position, style: state.element.style)
        }
        let label = AnimatedLayers(timeline: timeline, indent: indent + 1).segments(labels, role: "label")
        // A translucent element keeps its label in its group, composited with it once (see
        // `SceneElement`); an opaque one's label goes to the layer over all elements.
        guard states.allSatisfy({ $0.element.alpha >= 1 }) else { return (output + label + pad + "</g>\n", "") }
        guard !label.isEmpty else { return (output + pad + "</g>\n", "") }
        return (
            output + pad + "</g>\n",
            pad + "<g class=\"label-layer\"" + open + ">\n" + animations + label + pad + "</g>\n"
        )
    }
}
