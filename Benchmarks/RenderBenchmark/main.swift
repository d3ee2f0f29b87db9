import Foundation
import LayoutImage
import LayoutRendering

// RenderBenchmark: LayoutShot's Cairo PNG backend against its floors, in one run.
//
//   swift build -c release --product CairoFloorBenchmark
//   swift run -c release RenderBenchmark [--cells 10000] [--runs 5] [--no-rsvg]
//   RenderBenchmark --cells N --write-floor-scene scene.txt   (the floor's input only, for scripts/bench)
//
// 1. LayoutShot: RasterRenderer draws the 10,000-cell scene at 1× and encodes PNG (draw and
//    encode timed separately), for both PNG settings (.default and .fast).
// 2. The floor: CairoFloorBenchmark (plain C, Cairo + libpng) draws the same scene from a
//    description written here and encodes with the same settings (zlib level 1 where .fast
//    uses igzip, which the floor does not have); it reports its own time
//    (parsing excluded). Runs alternate with LayoutShot's so machine load hits both alike.
//    Both PNGs are compared byte for byte.
// 3. rsvg-convert rasterising LayoutShot's SVG of the same scene (once: it takes seconds).
// Ratios use CPU time (the work done); wall-clock times are printed beside them.

let arguments = BenchmarkArguments(CommandLine.arguments.dropFirst())
let benchmark = BenchmarkScene(cellCount: arguments.cells)
if let path = arguments.floorSceneOutput {
    try benchmark.floorDescription().write(toFile: path, atomically: true, encoding: .utf8)
    exit(0)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-render-benchmark-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }
let sceneFile = work.appendingPathComponent("scene.txt")
try benchmark.floorDescription().write(to: sceneFile, atomically: true, encoding: .utf8)
let floor = FloorProgram(sceneFile: sceneFile)

print(
    "Scene: \(arguments.cells) cells, \(Int(benchmark.scene.size.width))×\(Int(benchmark.scene.size.height)) px at 1×")
print("Runs: \(arguments.runs) (median reported); \(ProcessInfo.processInfo.activeProcessorCount) cores")
print("")
print("CPU time in ms (draw + encode = total); ratio = LayoutShot total / C floor total (CPU)")
print("")
print(
    "| PNG settings | LayoutShot draw + encode = total | C floor draw + encode = total | ratio | wall LayoutShot / C | PNG bytes | same bytes |"
)
print("|---|---|---|---|---|---|---|")
var layoutShotDefaultCPU = 0.0
for (name, settings) in [("default", PNGEncodingSettings.default), ("fast", PNGEncodingSettings.fast)] {
    var drawCPU: [Double] = []
    var totalCPU: [Double] = []
    var wall: [Double] = []
    var floorDrawCPU: [Double] = []
    var floorCPU: [Double] = []
    var floorWall: [Double] = []
    var png = Data()
    for _ in 0..<arguments.runs {
        let floorResult = try floor.run(settings: settings, output: nil)
        floorWall.append(floorResult.totalMilliseconds)
        floorCPU.append(floorResult.cpuMilliseconds)
        floorDrawCPU.append(floorResult.drawCPUMilliseconds)
        let start = Clock.now
        let cpuStart = Clock.processCPUMilliseconds
        let surface = try RasterRenderer(scale: 1).surface(for: benchmark.scene)
        let cpuDrawn = Clock.processCPUMilliseconds
        png = try surface.pngData(settings: settings)
        totalCPU.append(Clock.processCPUMilliseconds - cpuStart)
        drawCPU.append(cpuDrawn - cpuStart)
        wall.append(Clock.milliseconds(from: start, to: Clock.now))
    }
    let floorPNG = work.appendingPathComponent("floor-\(name).png")
    _ = try floor.run(settings: settings, output: floorPNG)
    let identical = (try? Data(contentsOf: floorPNG)) == png
    let (draw, total) = (median(drawCPU), median(totalCPU))
    let (floorDraw, floorTotal) = (median(floorDrawCPU), median(floorCPU))
    if name == "default" { layoutShotDefaultCPU = total }
    print(
        "| \(name) | \(ms(draw)) + \(ms(total - draw)) = \(ms(total)) "
            + "| \(ms(floorDraw)) + \(ms(floorTotal - floorDraw)) = \(ms(floorTotal)) "
            + "| \(String(format: "%.2f", total / floorTotal))× | \(ms(median(wall))) / \(ms(median(floorWall))) "
            + "| \(png.count) | \(identical ? "yes" : "NO") |")
}

if arguments.rsvg {
    print("")
    let svg = try BenchmarkSVG.svg(for: benchmark.scene)
    let svgFile = work.appendingPathComponent("scene.svg")
    try svg.write(to: svgFile)
    let rsvg = try BenchmarkSVG.timeRSVG(svgFile: svgFile, output: work.appendingPathComponent("rsvg.png"))
    print(
        "rsvg-convert of LayoutShot's SVG (\(svg.count) bytes): CPU \(ms(rsvg.cpu)) ms (wall \(ms(rsvg.wall)) ms); "
            + "LayoutShot (default settings) is \(String(format: "%.1f", rsvg.cpu / layoutShotDefaultCPU))× faster (CPU)"
    )
}
