import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutSnapshot
import LayoutSupport

/// A sampled scroll as one self-contained animated SVG: the labelled viewport of every frame
/// (as `ScrollStrip` draws it), shown one after another by SMIL discrete `visibility`
/// animations, looping. Without SMIL support a viewer shows the first frame.
///
/// Frames of a scroll plan are evenly spaced in time (keyframes in normalised time, flings in
/// seconds), so each frame is shown for the same `frameDuration`;
/// `init(strip:fling:frameCount:)` picks the fling's real pace. Deterministic: same input, same
/// bytes.
public struct ScrollFlipbookSVG: Sendable {
    /// The strip builder drawing each frame (theme, title).
    public var strip: ScrollStrip
    /// Seconds each frame stays on screen.
    public var frameDuration: Double

    /// Creates a writer showing each frame for `frameDuration` seconds (at least 1 ms).
    public init(strip: ScrollStrip = ScrollStrip(), frameDuration: Double = 0.25) {
        self.strip = strip
        self.frameDuration = frameDuration.isFinite ? max(0.001, frameDuration) : 0.25
    }

    /// A writer that plays `fling`'s `frameCount` frames at the fling's real pace.
    public init(strip: ScrollStrip = ScrollStrip(), fling: FlingOutcome, frameCount: Int) {
        self.init(strip: strip, frameDuration: frameCount > 1 ? fling.duration / Double(frameCount - 1) : 0.25)
    }

    /// The SVG document for `sequence`, ending in a newline.
    ///
    /// - Throws: `FilmStripError` when the sequence has no frames.
    public func document(for sequence: ScrollSequence) throws -> String {
        let frames = strip.frames(for: sequence)
        guard !frames.isEmpty else { throw FilmStripError("an animated scroll needs at least one frame") }
        let sheet = FilmStrip(columns: 1, style: strip.style, title: strip.title)
        let scenes = try frames.map { try sheet.makeScene(frames: [$0]) }
        let size = CGSize(
            width: scenes.map(\.size.width).max() ?? 0, height: scenes.map(\.size.height).max() ?? 0)
        let total = SVGFormat.number(CGFloat(frameDuration) * CGFloat(scenes.count))
        var output = SVGWriter.documentOpening(size: size, title: strip.title, background: strip.style.background)
        let writer = SVGWriter()
        for (index, scene) in scenes.enumerated() {
            let label = XMLEscaping.escape(frames[index].label)
            output +=
                "  <g class=\"frame\" data-label=\"\(label)\" visibility=\"\(index == 0 ? "visible" : "hidden")\">\n"
            if scenes.count > 1 {
                let timing = Self.visibilityTiming(frame: index, of: scenes.count)
                output += "    <animate attributeName=\"visibility\" calcMode=\"discrete\" values=\"\(timing.values)\""
                output += " keyTimes=\"\(timing.keyTimes)\" dur=\"\(total)s\" repeatCount=\"indefinite\"/>\n"
            }
            output += writer.nodes(scene.nodes, indent: 2)
            output += "  </g>\n"
        }
        output += "</svg>\n"
        return output
    }

    /// The document as UTF-8.
    public func data(for sequence: ScrollSequence) throws -> Data { Data(try document(for: sequence).utf8) }

    /// Discrete `visibility` values and key times that show frame `index` during
    /// [index / count, (index + 1) / count) of the loop.
    static func visibilityTiming(frame index: Int, of count: Int) -> (values: String, keyTimes: String) {
        let start = SVGFormat.number(CGFloat(index) / CGFloat(count))
        let end = SVGFormat.number(CGFloat(index + 1) / CGFloat(count))
        if index == 0 { return ("visible;hidden", "0;\(end)") }
        if index == count - 1 { return ("hidden;visible", "0;\(start)") }
        return ("hidden;visible;hidden", "0;\(start);\(end)")
    }
}
