import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutSnapshot

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
        -> TweenedTrack.Markup
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
            return TweenedTrack(track: plan.tracks[track], states: states, timeline: timeline, indent: indent)
                .markup(from: start, to: end)
        }
        let svg = SVGWriter()
        let contents = states.map { $0.isDrawn ? svg.elementGroup($0.element, indent: indent + 1) : "" }
        return TweenedTrack.Markup(
            element: AnimatedLayers(timeline: timeline, indent: indent).segments(contents, role: "sampled"), label: "")
    }
}
