import BenchmarkSupport
import Foundation

/// Start-up, whole process: `layoutshot render` of a 5-cell document to PNG against
/// `rsvg-convert` rasterising LayoutShot's SVG of it, alternating one run of each so that both
/// see the same machine. Answers Markdown rows (median wall and CPU milliseconds).
func startUpRows(layoutshot: String, document: String, work: URL, runs: Int) -> [String] {
    let svg = work.appendingPathComponent("five.svg").path
    let png = work.appendingPathComponent("five.png").path
    _ = ChildProcessMeasurement.run(layoutshot, ["render", document, "-o", svg])
    let rsvg = "/usr/bin/rsvg-convert"
    var ours: [ChildProcessMeasurement] = []
    var theirs: [ChildProcessMeasurement] = []
    for _ in 0..<runs {
        if let measured = ChildProcessMeasurement.run(layoutshot, ["render", document, "-o", png]) {
            ours.append(measured)
        }
        if let measured = ChildProcessMeasurement.run(rsvg, ["-f", "png", "-o", png, svg]) { theirs.append(measured) }
    }
    func row(_ name: String, _ samples: [ChildProcessMeasurement]) -> String {
        let sorted = samples.sorted { $0.wall < $1.wall }
        guard let middle = sorted.dropFirst(sorted.count / 2).first else { return "| \(name) | — | — |" }
        return
            "| \(name) | \(String(format: "%.1f", middle.wall * 1000)) | \(String(format: "%.1f", middle.cpu * 1000)) |"
    }
    return [
        row("`layoutshot render five.yaml -o five.png`", ours),
        row("`rsvg-convert` of its SVG (librsvg, C/Rust)", theirs),
    ]
}
