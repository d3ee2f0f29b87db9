import BenchmarkSupport
import Foundation

// Usage: ScaleBenchmark [--runs N]
//   Whole-process figures of the release `layoutshot` built beside this benchmark, as users run
//   it: documents of 1k to 1M flow-layout cells rendered to SVG, JSON and PNG (time and the
//   CLI's own peak memory, so growth with the document is visible), and the cost of per-cell
//   overrides (10k cells with 500, 100k with 5,000) against the same documents without them,
//   measured side by side in one run, and start-up (a 5-cell PNG) against rsvg-convert. Prints
//   Markdown tables. Build with `--static-swift-stdlib` to measure the statically linked CLI.

let arguments = CommandLine.arguments
let runs = arguments.firstIndex(of: "--runs").flatMap { Int(arguments[$0 + 1]) } ?? 3
let layoutshot = URL(fileURLWithPath: arguments[0]).deletingLastPathComponent().appendingPathComponent("layoutshot")
    .path
let work = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-scale-\(getpid())")
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: work) }

/// A document of `cells` 40-point cells in a 390-point-wide flow layout, with an alpha
/// override on every `cells / overrides`-th cell.
func document(cells: Int, overrides: Int = 0) throws -> String {
    var lines = [
        "version: 1", "viewport: {width: 390, height: 844}",
        "layout: {type: flow, itemSize: {width: 40, height: 40}, minimumLineSpacing: 4, minimumInteritemSpacing: 4}",
        "sections: [\(cells)]",
    ]
    if overrides > 0 {
        lines.append("overrides:")
        let stride = cells / overrides
        for index in 0..<overrides { lines.append("  \"0-\(index * stride)\": {alpha: 0.5}") }
    }
    let url = work.appendingPathComponent("cells-\(cells)-overrides-\(overrides).yaml")
    try (lines.joined(separator: "\n") + "\n").write(to: url, atomically: true, encoding: .utf8)
    return url.path
}

/// The median of `runs` renders of `document` to `output`, each into a new file: the previous
/// run's output is removed first, unmeasured. Replacing a large file the file system is still
/// writing back waits for that write-back (about a second for 389 MB on this machine's ext4),
/// a cost of the run before, not of the render measured.
func medianRender(_ document: String, to output: String) -> ChildProcessMeasurement? {
    ChildProcessMeasurement.median(runs: runs, layoutshot, ["render", document, "-o", output]) {
        try? FileManager.default.removeItem(atPath: output)
    }
}

func row(_ name: String, _ measured: ChildProcessMeasurement?) -> String {
    guard let measured else { return "| \(name) | — | — | — | not run |" }
    return "| \(name) | \(String(format: "%.3f", measured.wall)) | \(String(format: "%.3f", measured.cpu)) | "
        + "\(String(format: "%.0f", Double(measured.peakKiB) / 1024)) | \(measured.status) |"
}

print("## Scale benchmark (\(ProcessInfo.processInfo.activeProcessorCount) cores, median of \(runs))\n")
print("| Start-up, 5-cell PNG (median of \(runs * 10), alternating) | wall ms | CPU ms |")
print("|---|---|---|")
for line in startUpRows(layoutshot: layoutshot, document: try document(cells: 5), work: work, runs: runs * 10) {
    print(line)
}
print("")
print("| `layoutshot render`, flow layout | wall s | CPU s | peak RSS MiB | exit |")
print("|---|---|---|---|---|")
for cells in [1_000, 10_000, 100_000, 1_000_000] {
    let path = try document(cells: cells)
    for format in ["svg", "json", "png"] {
        let output = work.appendingPathComponent("out.\(format)").path
        print(row("\(cells) cells → \(format)", medianRender(path, to: output)))
    }
}
print("")
// The file system first writes out what the rows above wrote (the 1M-cell files), unmeasured,
// so that its write-back does not land on one side of the comparison.
sync()
let pairedRuns = runs * 5
print(
    "| Overrides, `render … -o out.json` (median of \(pairedRuns), alternating) | wall s | CPU s | peak RSS MiB | exit |"
)
print("|---|---|---|---|---|")
for (cells, overrides) in [(10_000, 500), (100_000, 5_000)] {
    let output = work.appendingPathComponent("out.json").path
    let documents = try [0, overrides].map { try document(cells: cells, overrides: $0) }
    // Runs of the two documents alternate, so a slower spell of the machine falls on both.
    var samples: [[ChildProcessMeasurement]] = [[], []]
    for _ in 0..<pairedRuns {
        for (side, path) in documents.enumerated() {
            try? FileManager.default.removeItem(atPath: output)
            if let sample = ChildProcessMeasurement.run(layoutshot, ["render", path, "-o", output]) {
                samples[side].append(sample)
            }
        }
    }
    let medians = samples.map(ChildProcessMeasurement.median(of:))
    print(row("\(cells) cells, 0 overrides", medians[0]))
    print(row("\(cells) cells, \(overrides) overrides", medians[1]))
    if let without = medians[0], let with = medians[1] {
        print("| ratio with / without | \(String(format: "%.2f", with.wall / without.wall))× | | | |")
    }
}
