import Foundation
import LayoutAnimation

/// The timing of a looping SMIL animation and the `<animate>` elements that follow it.
///
/// One loop lasts `holdStart + duration + holdEnd` seconds: the first frame is held, the
/// animation runs, the last frame is held, and the loop restarts (`repeatCount="indefinite"`).
/// Sample i (normalised time tᵢ) sits at key time `(holdStart + tᵢ·duration) / total`.
struct SMILTimeline {
    /// Normalised times of the samples, from 0 to 1.
    let times: [Double]
    /// The timing curve's progress at each sample.
    let progress: [Double]
    /// Seconds of the animation proper.
    let duration: Double
    /// Seconds the first frame is held.
    let holdStart: Double
    /// Seconds the last frame is held.
    let holdEnd: Double
    /// The curve as SMIL `keySplines`, when it is a Bézier whose control points SMIL accepts
    /// (every coordinate in [0, 1]).
    let spline: CubicBezierCurve?

    init(times: [Double], curve: TimingCurve, duration: Double, holdStart: Double, holdEnd: Double) {
        self.times = times
        self.progress = times.map(curve.progress(at:))
        self.duration = duration
        self.holdStart = holdStart
        self.holdEnd = holdEnd
        if let bezier = curve.bezier, [bezier.y1, bezier.y2].allSatisfy({ (0...1).contains($0) }) {
            spline = bezier
        } else {
            spline = nil
        }
    }

    var total: Double { holdStart + duration + holdEnd }

    /// ` dur="…s" repeatCount="indefinite"`.
    var timing: String { " dur=\"\(Self.seconds(total))s\" repeatCount=\"indefinite\"" }

    /// The key time of normalised time `t`.
    func keyTime(_ t: Double) -> Double {
        guard total > 0 else { return 0 }
        return (holdStart + t * duration) / total
    }

    /// A discrete animation of `attribute` through per-sample `values`; runs of equal values are
    /// merged. Nil when every sample has the same value (the static attribute suffices).
    func discrete(attribute: String, values: [String], indent: String) -> String? {
        guard let first = values.first, values.contains(where: { $0 != first }) else { return nil }
        var keyTimes = [0.0]
        var kept = [first]
        for (index, value) in values.enumerated().dropFirst() where value != kept.last {
            keyTimes.append(keyTime(times[index]))
            kept.append(value)
        }
        return indent + "<animate attributeName=\"\(attribute)\" calcMode=\"discrete\""
            + " keyTimes=\"\(keyTimes.map(Self.keyTimeText).joined(separator: ";"))\""
            + " values=\"\(kept.joined(separator: ";"))\"\(timing)/>\n"
    }

    /// An interpolated animation of numeric per-sample vectors.
    ///
    /// When the timeline has a spline and every component is linear in the curve's progress
    /// (`vᵢ = v₀ + (v_last − v₀)·pᵢ` within 1e-6), two keyframes with `keySplines` reproduce the
    /// motion exactly between samples; otherwise every sample is a keyframe (`calcMode` linear).
    /// `open` is the element's opening text up to its animation attributes, e.g.
    /// `<animate attributeName="opacity"`. Nil when every sample is equal.
    func interpolated(_ open: String, samples: [[Double]], format: ([Double]) -> String, indent: String) -> String? {
        guard let first = samples.first, let last = samples.last,
            samples.contains(where: { !Self.isClose($0, first) })
        else { return nil }
        var keyTimes: [Double] = []
        var values: [String] = []
        var splines: [String]? = nil
        let linear = zip(samples, progress).allSatisfy { sample, p in
            Self.isClose(sample, zip(first, last).map { $0 + ($1 - $0) * p })
        }
        if let spline, linear {
            keyTimes = [keyTime(0), keyTime(1)]
            values = [format(first), format(last)]
            let curve = [spline.x1, spline.y1, spline.x2, spline.y2].map(Self.keyTimeText).joined(separator: " ")
            splines = [curve]
        } else {
            keyTimes = times.map(keyTime)
            values = samples.map(format)
        }
        if holdStart > 0 {
            keyTimes.insert(0, at: 0)
            values.insert(values[0], at: 0)
            splines?.insert("0 0 1 1", at: 0)
        }
        if holdEnd > 0, let lastValue = values.last {
            keyTimes.append(1)
            values.append(lastValue)
            splines?.append("0 0 1 1")
        }
        keyTimes[keyTimes.count - 1] = 1
        var text = indent + open + " keyTimes=\"\(keyTimes.map(Self.keyTimeText).joined(separator: ";"))\""
        text += " values=\"\(values.joined(separator: ";"))\""
        if let splines { text += " calcMode=\"spline\" keySplines=\"\(splines.joined(separator: ";"))\"" }
        return text + "\(timing)/>\n"
    }

    static func isClose(_ a: [Double], _ b: [Double]) -> Bool {
        zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0), abs($1)) }
    }

    /// Key times and spline coordinates with six decimals (enough to keep thousands of samples
    /// apart), trailing zeros trimmed.
    static func keyTimeText(_ value: Double) -> String {
        let micro = Int64((min(1, max(0, value)) * 1_000_000).rounded())
        if micro == 0 { return "0" }
        if micro == 1_000_000 { return "1" }
        var fraction = String(micro)
        fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return "0." + fraction
    }

    /// Seconds with at most three decimals.
    static func seconds(_ value: Double) -> String { SVGFormat.number(CGFloat(value)) }
}
