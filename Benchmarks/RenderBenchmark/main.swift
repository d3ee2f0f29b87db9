import Foundation
import LayoutRendering

// RenderBenchmark: LayoutShot's Cairo PNG backend against its floors, in one run.
//
//   swift build -c release --product CairoFloorBenchmark
//   swift run -c release RenderBenchmark [--cells 10000] [--runs 5] [--no-rsvg]
//
// 1. LayoutShot: RasterRenderer draws the 10,000-cell scene at 1× and encodes PNG (draw and
//    encode timed separately), for both PNG settings (.default and .fast).
// 2. The floor: CairoFloorBenchmark (plain C, Cairo + libpng) draws the same scene from a
//    description written here and encodes with the same settings; it reports its own time
//    (parsing excluded). Runs alternate with LayoutShot's so machine load hits both alike.
//    Both PNGs are compared byte for byte.
// 3. rsvg-convert rasterising LayoutShot's SVG of the same scene (once: it takes seconds).

var arguments = BenchmarkArguments(CommandLine.arguments.dropFirst())
let benchmark = BenchmarkScene(cellCount: arguments.cells)
let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-render-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }
let sceneFile = work.appendingPathComponent("scene.txt")
try benchmark.floorDescription().write(to: sceneFile, atomically: true, encoding: .utf8)
let floor = FloorProgram(sceneFile: sceneFile)

print(
    "Scene: \(arguments.cells) cells, \(Int(benchmark.scene.size.width))×\(Int(benchmark.scene.size.height)) px at 1×")
print("Runs: \(arguments.runs) (median reported); machine: \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")
print("| settings | LayoutShot draw | encode | total | C floor total | ratio | PNG bytes | identical |")
print("|---|---|---|---|---|---|---|---|")
var summary: [(String, Double, Double)] = []
for (name, settings) in [("default", PNGEncodingSettings.default), ("fast", PNGEncodingSettings.fast)] {
    var swiftDraw: [Double] = []
    var swiftEncode: [Double] = []
    var floorTotal: [Double] = []
    var png = Data()
    for _ in 0..<arguments.runs {
        floorTotal.append(try floor.run(settings: settings, output: nil).totalMilliseconds)
        let start = Clock.now
        let surface = try RasterRenderer(scale: 1).surface(for: benchmark.scene)
        let drawn = Clock.now
        png = try surface.pngData(settings: settings)
        let encoded = Clock.now
        swiftDraw.append(Clock.milliseconds(from: start, to: drawn))
        swiftEncode.append(Clock.milliseconds(from: drawn, to: encoded))
    }
    let floorPNG = work.appendingPathComponent("floor-\(name).png")
    _ = try floor.run(settings: settings, output: floorPNG)
    let identical = (try? Data(contentsOf: floorPNG)) == png
    let total = median(zip(swiftDraw, swiftEncode).map(+))
    let floorMedian = median(floorTotal)
    summary.append((name, total, floorMedian))
    print(
        "| \(name) | \(ms(median(swiftDraw))) | \(ms(median(swiftEncode))) | \(ms(total)) | \(ms(floorMedian)) "
            + "| \(String(format: "%.2f", total / floorMedian))× | \(png.count) | \(identical ? "yes" : "NO") |")
}

if arguments.rsvg {
    print("")
    let svg = try BenchmarkSVG.svg(for: benchmark.scene)
    let svgFile = work.appendingPathComponent("scene.svg")
    try svg.write(to: svgFile)
    let rsvg = try BenchmarkSVG.timeRSVG(svgFile: svgFile, output: work.appendingPathComponent("rsvg.png"))
    let layoutShot = summary.first?.1 ?? 0
    print(
        "rsvg-convert of LayoutShot's SVG (\(svg.count) bytes): \(ms(rsvg)) — LayoutShot (default) is "
            + String(format: "%.1f", rsvg / layoutShot) + "× faster")
}
