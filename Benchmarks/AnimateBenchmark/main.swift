// Animate benchmark (issue 4): a 60-frame film strip of a 500-cell layout at 1×.
//
// The scene is what `layoutshot animate` draws for this document (see BENCHMARKS.md):
// a vertical flow layout of 24×24 cells labelled with their item number (spacing 4, inset 4,
// 20 per row) in a 568×712 viewport that shows all of them, and a batch update that inserts 20
// cells at the top of 480 (500 after it): every cell moves, the new ones fade in. The run times
// the same steps as `layoutshot animate` to a .png (`DocumentAnimator.stripScene()`, then the
// output stage's PNG format): the update's plan (engine batch update), the
// 60 frame scenes laid out as a 10-column contact sheet, drawing with Cairo, and PNG encoding
// (default and fast settings). Document decoding is not included (well under a millisecond for
// such a file). Median of 5 runs, wall-clock.
//
// It links LayoutRendering rather than LayoutSpec because Swift 6.3.1 crashes compiling
// LayoutSpec with -O (an ownership verifier failure in DocumentReader.elementOverrides).
//
// Usage: swift run -c release AnimateBenchmark

import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutRendering
import LayoutStyle

#if canImport(Glibc)
    import Glibc
#endif

func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

let frameCount = 60
let columns = 10
let duration = 0.5

struct Timing {
    var plan = 0.0
    var scenes = 0.0
    var draw = 0.0
    var encode = 0.0
    var encodeFast = 0.0
    var total: Double { plan + scenes + draw + encode }
    var width = 0
    var height = 0
    var cells = 0
    var bytes = 0
    var bytesFast = 0
}

func run() throws -> Timing {
    var timing = Timing()
    var start = seconds()
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 24, height: 24)
    layout.minimumLineSpacing = 4
    layout.minimumInteritemSpacing = 4
    layout.sectionInset = EdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
    let dataSource = InMemoryDataSource(itemCounts: [480])
    let viewport = CGSize(width: 568, height: 712)
    let collectionView = CollectionView(
        frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout, dataSource: dataSource)
    collectionView.layoutIfNeeded()
    var changes = BatchUpdates()
    changes.insertedItems = (0..<20).map { IndexPath(item: $0, section: 0) }
    let result = try collectionView.performBatchUpdates(changes) { try dataSource.apply(changes) }
    var plan = AnimationPlan(batchUpdate: result, curve: .easeInEaseOut)
    plan.contentOffsets = (.zero, .zero)
    timing.plan = seconds() - start

    start = seconds()
    var style = Style.light
    style.cell.label = "{item}"
    var options = RenderOptions()
    options.region = .viewport
    let scenes = AnimationScenes(
        plan: plan, builder: SceneBuilder(style: style, options: options), viewportSize: viewport,
        sampleTimes: AnimationPlan.times(count: 61))
    let frames = AnimationPlan.times(count: frameCount).map { t in
        FilmStrip.Frame(scene: scenes.scene(at: t), label: FilmStrip.timeLabel(CGFloat(t * duration)))
    }
    let strip = try FilmStrip(columns: columns, style: style).makeScene(frames: frames)
    timing.scenes = seconds() - start
    timing.cells = plan.frame(at: 1).count

    start = seconds()
    let surface = try RasterRenderer(scale: 1).surface(for: strip)
    timing.draw = seconds() - start
    start = seconds()
    let png = try surface.pngData(settings: .default)
    timing.encode = seconds() - start
    start = seconds()
    let fast = try surface.pngData(settings: .fast)
    timing.encodeFast = seconds() - start
    timing.width = Int(strip.size.width)
    timing.height = Int(strip.size.height)
    timing.bytes = png.count
    timing.bytesFast = fast.count
    return timing
}

var runs: [Timing] = []
for _ in 0..<5 { runs.append(try run()) }
func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
let first = runs[0]
print(
    "AnimateBenchmark: \(frameCount)-frame strip (\(columns) columns) of a \(first.cells)-cell flow layout at 1×,"
        + " median of \(runs.count) runs")
print("sheet \(first.width)×\(first.height) px; PNG \(first.bytes) bytes (fast: \(first.bytesFast) bytes)")
let rows: [(String, KeyPath<Timing, Double>)] = [
    ("plan (batch update)", \.plan), ("60 frame scenes + sheet", \.scenes), ("draw (Cairo)", \.draw),
    ("encode PNG (default)", \.encode), ("total, default PNG", \.total), ("encode PNG (fast)", \.encodeFast),
]
for (name, key) in rows {
    let padded = name.padding(toLength: 26, withPad: " ", startingAt: 0)
    print("\(padded) \(String(format: "%.3f", median(runs.map { $0[keyPath: key] }))) s")
}

try OutputFormatsBenchmark(
    layoutshot: URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("layoutshot"),
    fixture: URL(fileURLWithPath: "fixtures/animations/move.yaml")
).run()
