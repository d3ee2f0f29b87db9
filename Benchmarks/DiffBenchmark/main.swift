import Dispatch
import Foundation
import LayoutDiff
import LayoutImage
import LayoutSnapshot

// Usage:
//   DiffBenchmark                      full run: compare-step timings and whole-process timings
//                                      against the peers (pybind11-pixelmatch, pixelmatch,
//                                      ImageMagick compare), printed as Markdown tables
//   DiffBenchmark diff A.png B.png OUT.png
//                                      one whole comparison as a process (what the CLI will do):
//                                      decode both concurrently, compare, write the diff PNG

func milliseconds(_ body: () -> Void) -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
}

/// CPU time of the calling thread spent in `body`, in milliseconds (robust on a loaded machine).
func threadCPUMilliseconds(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &start)
    body()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &end)
    return Double(end.tv_sec - start.tv_sec) * 1e3 + Double(end.tv_nsec - start.tv_nsec) / 1e6
}

/// Median of `runs` timings of `body`, in milliseconds.
func median(runs: Int, _ body: () -> Void) -> Double {
    let samples = (0..<runs).map { _ in milliseconds(body) }.sorted()
    return samples[samples.count / 2]
}

/// Median of `runs` thread-CPU timings of `body`, in milliseconds: unaffected by other
/// processes competing for the cores (the wall-clock median is printed beside it).
func medianCPU(runs: Int, _ body: () -> Void) -> Double {
    let samples = (0..<runs).map { _ in threadCPUMilliseconds(body) }.sorted()
    return samples[samples.count / 2]
}

func format(_ value: Double, digits: Int = 1) -> String { String(format: "%.\(digits)f", value) }

let arguments = CommandLine.arguments
/// The `layoutshot` command line built beside this benchmark: the whole-process rows time what
/// users run, `layoutshot diff a.png b.png -o diff.png`.
let layoutshot = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutshot")
    .path

if arguments.count >= 4, arguments[1] == "count" {
    // Counts only, for cross-checking against pixelmatch: count A B [threshold] [aa] [white]
    var options = PixelDiffOptions(producesDiffImage: false)
    if arguments.count > 4, let threshold = Double(arguments[4]) { options.threshold = threshold }
    options.includeAA = arguments.contains("aa")
    options.transparencyBackground = arguments.contains("white") ? .white : .pattern
    do {
        let result = try PixelDiff.compareFiles(
            expected: URL(fileURLWithPath: arguments[2]), actual: URL(fileURLWithPath: arguments[3]), options: options)
        print(result.mismatchedPixels)
    } catch {
        print("error: \(error)")
    }
    exit(0)
}

if arguments.count == 3, arguments[1] == "profile", let runs = Int(arguments[2]) {
    // A loop to attach a profiler to: the 4096² compare step with a diff image.
    let a = BenchmarkImages.reference(size: 4096)
    let b = BenchmarkImages.changed(size: 4096, recolouredEvery: 40)
    let countOnly = PixelDiffOptions(producesDiffImage: false)
    for _ in 0..<runs {
        let cpu = threadCPUMilliseconds { _ = PixelDiff.compare(a, b, options: countOnly) }
        let cpuImage = threadCPUMilliseconds { _ = PixelDiff.compare(a, b) }
        print("count only \(format(cpu)) ms CPU, with image \(format(cpuImage)) ms CPU")
    }
    exit(0)
}

let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-diffbench")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

print("## Diff benchmark (machine: \(ProcessInfo.processInfo.activeProcessorCount) cores)\n")

// 0. `layoutshot check` over suites of small documents, one worker and one per core. First,
// while this process is small: a child's peak memory as the kernel reports it includes what
// its parent had mapped when it started it.
try CheckSuiteBenchmark(layoutshot: layoutshot, directory: directory.appendingPathComponent("suites")).run()
print("")

// 1. Identical 2048² pair.
let small = BenchmarkImages.reference(size: 2048)
let smallCopy = BenchmarkImages.reference(size: 2048)
let countOnly = PixelDiffOptions(producesDiffImage: false)
let identicalCount = median(runs: 21) { _ = PixelDiff.compare(small, smallCopy, options: countOnly) }
let identicalCountCPU = medianCPU(runs: 21) { _ = PixelDiff.compare(small, smallCopy, options: countOnly) }
let identicalImage = median(runs: 11) { _ = PixelDiff.compare(small, smallCopy) }
let identicalImageCPU = medianCPU(runs: 11) { _ = PixelDiff.compare(small, smallCopy) }

// 2. 4096² pair with about 1 % of the pixels changed.
let large = BenchmarkImages.reference(size: 4096)
let largeChanged = BenchmarkImages.changed(size: 4096, recolouredEvery: 40)
let largeResult = PixelDiff.compare(large, largeChanged, options: countOnly)
let changedCount = median(runs: 11) { _ = PixelDiff.compare(large, largeChanged, options: countOnly) }
let changedCountCPU = medianCPU(runs: 11) { _ = PixelDiff.compare(large, largeChanged, options: countOnly) }
let changedImage = median(runs: 7) { _ = PixelDiff.compare(large, largeChanged) }
let changedImageCPU = medianCPU(runs: 7) { _ = PixelDiff.compare(large, largeChanged) }

print("| Compare step (in process, median) | wall | thread CPU |")
print("|---|---|---|")
print(
    "| identical 2048×2048, count only | \(format(identicalCount, digits: 2)) ms | \(format(identicalCountCPU, digits: 2)) ms |"
)
print(
    "| identical 2048×2048, with diff image | \(format(identicalImage, digits: 2)) ms | \(format(identicalImageCPU, digits: 2)) ms |"
)
print(
    "| 4096×4096, \(largeResult.mismatchedPixels) px differ (\(format(largeResult.ratio * 100, digits: 2)) %), "
        + "count only | \(format(changedCount)) ms | \(format(changedCountCPU)) ms |")
print("| 4096×4096, same pair, with diff image | \(format(changedImage)) ms | \(format(changedImageCPU)) ms |")
print("")

// 3. Whole process on the 4096² PNG files, side by side with the peers.
let a = path("a-4096.png")
let b = path("b-4096.png")
try PNGEncoder.encode(large).write(to: URL(fileURLWithPath: a))
try PNGEncoder.encode(largeChanged).write(to: URL(fileURLWithPath: b))
let script = path("peers.py")
try peerScript.write(toFile: script, atomically: true, encoding: .utf8)

let runs = 3

/// Prints measured rows; ratios are relative to the first row (LayoutShot).
func printRows(_ rows: [(String, Double?, Double?, String)]) {
    let oursWall = rows.first?.1
    let oursCPU = rows.first?.2
    for (name, wall, cpu, reported) in rows {
        let wallText = wall.map { format($0, digits: 3) } ?? "—"
        let cpuText = cpu.map { format($0, digits: 3) } ?? "—"
        let wallRatio = (wall.flatMap { w in oursWall.map { w / $0 } }).map { format($0, digits: 2) + "×" } ?? "—"
        let cpuRatio = (cpu.flatMap { c in oursCPU.map { c / $0 } }).map { format($0, digits: 2) + "×" } ?? "—"
        print("| \(name) | \(wallText) | \(wallRatio) | \(cpuText) | \(cpuRatio) | \(reported) |")
    }
}
func measure(_ name: String, _ executable: String, _ args: [String]) -> (String, Double?, Double?, String) {
    var times: [Double] = []
    var cpus: [Double] = []
    var lastOutput = ""
    for _ in 0..<runs {
        guard let run = runTimed(executable, args) else { break }
        times.append(run.seconds)
        cpus.append(run.cpu)
        lastOutput = run.output
    }
    if times.isEmpty || lastOutput.contains("No module named") || lastOutput.contains("not found") {
        let reason = lastOutput.split(separator: "\n").last.map(String.init) ?? "cannot start"
        return (name, nil, nil, "not available here: " + reason)
    }
    return (
        name, times.sorted()[times.count / 2], cpus.sorted()[cpus.count / 2],
        lastOutput.split(separator: "\n").last.map(String.init) ?? ""
    )
}
var rows = [
    measure("layoutshot diff -o (this package's CLI)", layoutshot, ["diff", a, b, "-o", path("diff-layoutshot.png")]),
    measure("pybind11-pixelmatch", "python3", [script, "pybind11", a, b, path("diff-pybind11.png")]),
    measure("ImageMagick compare -metric AE", "compare", ["-metric", "AE", a, b, path("diff-imagemagick.png")]),
]

print(
    "| Whole process, two 4096×4096 PNGs → diff PNG (median of \(runs)) | wall s | speed-up | CPU s (user+sys) | CPU ratio | reported count |"
)
print("|---|---|---|---|---|---|")
printRows(rows)

// 4. The pure-Python pixelmatch takes minutes at 4096²; it runs on a 512² crop of the pair.
let cropA = path("a-512.png")
let cropB = path("b-512.png")
try PNGEncoder.encode(BenchmarkImages.reference(size: 512)).write(to: URL(fileURLWithPath: cropA))
try PNGEncoder.encode(BenchmarkImages.changed(size: 512, recolouredEvery: 5)).write(to: URL(fileURLWithPath: cropB))
rows = [
    measure(
        "layoutshot diff -o (this package's CLI)", layoutshot,
        ["diff", cropA, cropB, "-o", path("diff-512-layoutshot.png")]),
    measure("pixelmatch (pure Python)", "python3", [script, "python", cropA, cropB, path("diff-512-python.png")]),
    measure("pybind11-pixelmatch", "python3", [script, "pybind11", cropA, cropB, path("diff-512-pybind11.png")]),
]
print("")
print(
    "| Whole process, two 512×512 PNGs (median of \(runs)) | wall s | speed-up | CPU s (user+sys) | CPU ratio | reported count |"
)
print("|---|---|---|---|---|---|")
printRows(rows)

// 5. Identical 2048² PNGs: the common case of a passing check.
let identicalA = path("a-2048.png")
let identicalB = path("b-2048.png")
try PNGEncoder.encode(small).write(to: URL(fileURLWithPath: identicalA))
try PNGEncoder.encode(smallCopy).write(to: URL(fileURLWithPath: identicalB))
rows = [
    measure(
        "layoutshot diff -o (this package's CLI)", layoutshot,
        ["diff", identicalA, identicalB, "-o", path("diff-2048-layoutshot.png")]),
    measure(
        "ImageMagick compare -metric AE", "compare",
        ["-metric", "AE", identicalA, identicalB, path("diff-2048-imagemagick.png")]),
]
print("")
print(
    "| Whole process, two identical 2048×2048 PNGs (median of \(runs)) | wall s | speed-up | CPU s (user+sys) | CPU ratio | reported count |"
)
print("|---|---|---|---|---|---|")
printRows(rows)

try? FileManager.default.removeItem(at: directory)
