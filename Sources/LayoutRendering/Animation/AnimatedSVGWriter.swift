import CollectionLayout
import Foundation
import LayoutAnimation

/// Writes an `AnimationPlan` as one self-contained animated SVG: SMIL only (no script, no
/// external references), looping, so it plays in a browser also when embedded as an image.
///
/// The document is the figure of frame 0 (a renderer that ignores SMIL, such as
/// `rsvg-convert`, shows exactly frame 0) with each element animated:
/// - an element with affine transforms throughout is one `<g>` whose position, rotation, skew
///   and scale (`animateTransform`, the decomposition `AttributesInterpolator` uses), opacity and
///   outline rectangle are animated. A channel linear in the eased progress under a Bézier curve
///   SMIL accepts gets two keyframes and the curve as `keySplines`; any other (springs,
///   overshooting Béziers, skews, clamped values) gets one keyframe per sample;
/// - an element with a perspective transform, a discrete transform switch or a changing style
///   is pre-sampled: one static group per run of identical samples, switched by `display`;
/// - ghosts (`showsGhosts`) are drawn over the elements on the last frame only, as the film
///   strip, GIF and WebP draw them: hidden (`visibility`) until the animation reaches its end,
///   shown during the end hold, hidden again when the loop restarts (`AnimatedLayers.lastFrameOnly`);
/// - presence (appearing elements absent from frame 0, disappearing ones gone at the end),
///   labels that change (an index path after a move) and chrome that changes (the content size)
///   switch discretely at the samples.
/// Keyframes sit at the sample times, so the first keyframe is frame 0 and the last frame N−1 of
/// `AnimationScenes` with the same times. The timeline holds the first frame `holdStart`
/// seconds, plays `duration` seconds, holds the last frame `holdEnd` seconds, and loops.
/// Output is deterministic.
public struct AnimatedSVGWriter {
    /// Seconds the animation proper lasts (> 0).
    public var duration: Double
    /// Seconds frame 0 is held at the start of each loop (≥ 0).
    public var holdStart: Double
    /// Seconds the last frame is held before the loop restarts (≥ 0).
    public var holdEnd: Double
    /// Samples per second of animation for channels that cannot be expressed exactly.
    public var samplesPerSecond: Double
    /// Whether each moving element's start is drawn as a ghost with an arrow to its end, on the
    /// last frame: from the end of the animation proper through the `holdEnd` hold.
    public var showsGhosts: Bool

    /// Creates a writer; by default 1 s of animation at 60 samples per second, framed by holds
    /// of 0.3 s and 0.7 s, without ghosts.
    public init(
        duration: Double = 1, holdStart: Double = 0.3, holdEnd: Double = 0.7, samplesPerSecond: Double = 60,
        showsGhosts: Bool = false
    ) {
        self.duration = duration
        self.holdStart = holdStart
        self.holdEnd = holdEnd
        self.samplesPerSecond = samplesPerSecond
        self.showsGhosts = showsGhosts
    }

    /// The normalised sample times: `duration · samplesPerSecond + 1` evenly spaced times (at
    /// least 2), from 0 to 1.
    public var sampleTimes: [Double] {
        let count = Int(min(10_000, max(1, (duration * samplesPerSecond).rounded()))) + 1
        return AnimationPlan.times(count: count)
    }

    /// The animated SVG document of `scenes`, ending in a newline.
    ///
    /// - Throws: `AnimatedSVGError` when a duration, hold or sample rate is not a finite
    ///   positive (holds: non-negative) number.
    public func document(for scenes: AnimationScenes) throws -> String {
        try validate()
        let times = sampleTimes
        let timeline = SMILTimeline(
            times: times, curve: scenes.plan.curve, duration: duration, holdStart: holdStart, holdEnd: holdEnd)
        let frames = times.map { scenes.chromeFigure(at: $0).layers() }
        let first = frames[0]
        let svg = SVGWriter()

        var output = SVGWriter.documentOpening(size: first.size, title: first.title, background: first.background)
        let layers = AnimatedLayers(timeline: timeline, indent: 1)
        output += layers.segments(frames.map { svg.nodes($0.header, indent: 2) }, role: "figure")
        let panel = first.panel
        output += SVGWriter.panelOpening(panel, indent: 1)
        let inner = AnimatedLayers(timeline: timeline, indent: 2)
        output += inner.segments(frames.map { svg.nodes($0.underlay, indent: 3) }, role: "chrome")
        output += AnimatedElements(scenes: scenes, timeline: timeline, indent: 2).layer()
        if showsGhosts {
            let ghosts = GhostOverlay(style: scenes.builder.style).nodes(for: scenes)
            output += inner.lastFrameOnly(svg.nodes(ghosts, indent: 3), role: "ghosts")
        }
        output += inner.segments(frames.map { svg.nodes($0.chrome, indent: 3) }, role: "chrome")
        output += SVGWriter.panelClosing(panel, indent: 1)
        output += layers.segments(frames.map { svg.nodes($0.footer, indent: 2) }, role: "figure")
        return output + "</svg>\n"
    }

    /// The document as UTF-8.
    public func data(for scenes: AnimationScenes) throws -> Data { Data(try document(for: scenes).utf8) }

    private func validate() throws {
        guard duration.isFinite, duration > 0 else {
            throw AnimatedSVGError("duration is \(duration) s; expected a finite number of seconds > 0")
        }
        for (name, value) in [("holdStart", holdStart), ("holdEnd", holdEnd)] where !(value.isFinite && value >= 0) {
            throw AnimatedSVGError("\(name) is \(value) s; expected a finite number of seconds ≥ 0")
        }
        guard samplesPerSecond.isFinite, samplesPerSecond > 0 else {
            throw AnimatedSVGError("samplesPerSecond is \(samplesPerSecond); expected a finite number > 0")
        }
    }
}

/// Why an animated SVG could not be written.
public struct AnimatedSVGError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// What was wrong.
    public let message: String

    /// Creates an error with `message`, which says what was wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, prefixed with "cannot write the animated SVG: ".
    public var description: String { "cannot write the animated SVG: \(message)" }
    /// The same text as `description`, for `LocalizedError`.
    public var errorDescription: String? { description }
}

/// Static layers that change discretely: one group per run of identical samples.
struct AnimatedLayers {
    let timeline: SMILTimeline
    let indent: Int

    /// `contents` per sample (already indented one level deeper than `indent`): written once
    /// when constant, else one `<g>` per run with a discrete `display` animation. Empty runs are
    /// left out.
    func segments(_ contents: [String], role: String) -> String {
        guard let first = contents.first else { return "" }
        let pad = String(repeating: "  ", count: indent)
        if contents.allSatisfy({ $0 == first }) {
            return first.isEmpty ? "" : pad + "<g class=\"\(role)\">\n" + first + pad + "</g>\n"
        }
        var output = ""
        var start = 0
        while start < contents.count {
            var end = start
            while end + 1 < contents.count, contents[end + 1] == contents[start] { end += 1 }
            if !contents[start].isEmpty {
                let visibility = contents.indices.map { ($0 >= start && $0 <= end) ? "inline" : "none" }
                output += pad + "<g class=\"\(role)\" display=\"\(visibility[0])\">\n"
                output += timeline.discrete(attribute: "display", values: visibility, indent: pad + "  ") ?? ""
                output += contents[start]
                output += pad + "</g>\n"
            }
            start = end + 1
        }
        return output
    }

    /// `content` (already indented one level deeper than `indent`) on the last frame only: a
    /// `<g>` hidden by `visibility`, with a discrete animation on the timeline's samples that
    /// shows it from the last sample's key time, `(holdStart + duration) / total`, to the end of
    /// the loop — the end hold — and hides it again when the loop restarts. A viewer without
    /// SMIL shows frame 0, so without it. (With no end hold the last sample's key time is the
    /// loop's end: the group is never shown, as the last frame is not held.)
    func lastFrameOnly(_ content: String, role: String) -> String {
        let pad = String(repeating: "  ", count: indent)
        let last = timeline.times.count - 1
        let visibility = timeline.times.indices.map { $0 == last ? "visible" : "hidden" }
        var output = pad + "<g class=\"\(role)\" visibility=\"hidden\">\n"
        output += timeline.discrete(attribute: "visibility", values: visibility, indent: pad + "  ") ?? ""
        return output + content + pad + "</g>\n"
    }
}
