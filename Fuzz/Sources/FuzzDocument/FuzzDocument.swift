import Foundation
import FuzzSupport
import LayoutAnimation
import LayoutOutput
import LayoutRendering
import LayoutSpec

/// Documents with more items than this (in all sections, before or after a batch update) are
/// skipped: they are legitimately slow to lay out and draw, and would only slow the fuzzer down.
let maximumItemCount = 5_000

/// The animation strip and the scroll strip draw every element once per frame; they run only
/// while frames × items stays below this.
let maximumFrameElementCount = 50_000

/// libFuzzer entry point: decodes the input as a layout document (YAML or JSON) and, when it
/// decodes, renders it as SVG and JSON, then plays its batch update or transition and samples its
/// scroll, as `layoutshot render`, `animate` and `scroll` do. Thrown errors are expected outcomes;
/// only a crash, a sanitizer report, a hang or an OOM is a finding.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    guard let document = try? LayoutDocument.decode(text, file: "fuzz.yaml") else { return 0 }
    let items = itemCount(document.itemCounts)
    guard items <= maximumItemCount else { return 0 }

    // Through the output stage, as `layoutshot render` writes them.
    let output = DocumentOutput(document: document)
    _ = try? output.data(as: .svg)
    _ = try? output.data(as: .json)

    if let animation = try? document.animation() {
        var after = items
        if case .updates(let update) = animation.change { after = itemCount(update.itemCountsAfter) }
        if after <= maximumItemCount {
            let animator = DocumentAnimator(document: document, animation: animation)
            _ = try? animator.plan()
            let elements = max(items, after, 1)
            if elements * animation.options.frames <= maximumFrameElementCount,
                let strip = try? animator.stripScene()
            {
                _ = SVGWriter().data(for: strip)
            }
            if elements * animatedSVGSampleCount(animation.options) <= maximumFrameElementCount {
                _ = try? animator.animatedSVG()
            }
        }
    }

    if let scroll = document.scroll {
        let scroller = DocumentScroller(document: document, scroll: scroll)
        if frameCount(scroll.motion) * max(items, 1) <= 4 * maximumFrameElementCount,
            let sampled = try? scroller.sample()
        {
            let drawn = sampled.sequence.frames.reduce(0) { $0 + $1.attributes.count }
            if drawn <= maximumFrameElementCount {
                if scroll.snapFigure {
                    if let scene = try? scroller.snapFigureScene(for: sampled) { _ = SVGWriter().data(for: scene) }
                } else {
                    _ = try? scroller.flipbookSVG(for: sampled)
                    if let scene = try? scroller.stripScene(for: sampled) { _ = SVGWriter().data(for: scene) }
                }
            }
        }
    }
    return 0
}

/// The total of `counts`, saturating (a section holds at most 10,000,000 items, but a hostile
/// document may list many sections).
func itemCount(_ counts: [Int]) -> Int {
    counts.reduce(0) { total, count in
        let (sum, overflow) = total.addingReportingOverflow(max(count, 0))
        return overflow ? Int.max : sum
    }
}

/// The number of frames a scroll samples.
func frameCount(_ motion: ScrollPlan.Motion) -> Int {
    switch motion {
    case .keyframes(_, _, let frames, _): frames
    case .offsets(let offsets): offsets.count
    case .fling(_, _, let frames, _): frames
    }
}

/// The process entry point: libFuzzer's driver with `fuzz` as the target.
@main
enum FuzzDocumentMain {
    static func main() {
        exit(runLibFuzzer { fuzz(rawPointer($0), $1) })
    }
}

/// The number of samples `DocumentAnimator.animatedSVG()` draws (60 a second, at least one per
/// frame, at most 10,001).
func animatedSVGSampleCount(_ options: AnimationOptions) -> Int {
    let duration = options.effectiveDuration
    guard duration.isFinite, duration > 0 else { return 1 }
    let samples = duration * max(60, Double(options.frames - 1) / duration)
    return Int(min(10_000, max(1, samples.rounded()))) + 1
}
