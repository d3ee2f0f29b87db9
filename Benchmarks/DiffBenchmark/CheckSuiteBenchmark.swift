import BenchmarkSupport
import Foundation

/// `layoutshot check` over generated suites of small flow-layout documents (50, 100 and 200, at
/// scale 2, references recorded first), with one worker and with one per core: wall time, CPU
/// time and the process's own peak resident memory (from `wait4`), median of three runs.
struct CheckSuiteBenchmark {
    let layoutshot: String
    let directory: URL
    let sizes = [50, 100, 200]
    let runs = 3

    func run() throws {
        print(
            "| `layoutshot check`, documents at --scale 2 (median of \(runs)) | jobs | wall s | CPU s | peak RSS MiB |")
        print("|---|---|---|---|---|")
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var oneWorker: [Int: Double] = [:]
        for size in sizes {
            let suite = try makeSuite(size)
            _ = measure(["check", suite.path, "--scale", "2", "--record-mode", "all"])
            for jobs in Set([1, cores]).sorted() {
                let samples = (0..<runs).compactMap { _ in
                    measure(["check", suite.path, "--scale", "2", "--jobs", "\(jobs)"])
                }
                guard !samples.isEmpty else { continue }
                let wall = samples.map(\.wall).sorted()[samples.count / 2]
                let cpu = samples.map(\.cpu).sorted()[samples.count / 2]
                let rss = samples.map(\.peakKiB).max() ?? 0
                if jobs == 1 { oneWorker[size] = wall }
                let speedUp = jobs == 1 ? "" : oneWorker[size].map { String(format: " (%.2f× one)", $0 / wall) } ?? ""
                print(
                    "| \(size) documents | \(jobs) | \(String(format: "%.3f", wall))\(speedUp) | "
                        + "\(String(format: "%.3f", cpu)) | \(String(format: "%.1f", Double(rss) / 1024)) |")
            }
        }
    }

    /// A directory of `count` documents: flow layouts of 2–5 columns and 5–13 items, titled.
    private func makeSuite(_ count: Int) throws -> URL {
        let suite = directory.appendingPathComponent("suite-\(count)")
        try FileManager.default.createDirectory(at: suite, withIntermediateDirectories: true)
        for index in 1...count {
            let columns = index % 4 + 2
            let document = """
                version: 1
                viewport: {width: 320, height: 240}
                layout:
                  type: flow
                  itemSize: {width: \(280 / columns), height: 40}
                  minimumLineSpacing: 8
                  minimumInteritemSpacing: 8
                  sectionInset: 10
                sections: [\(index % 7 + 3), 4]
                render: {title: "Document \(index)"}

                """
            try document.write(
                to: suite.appendingPathComponent("document-\(index).yaml"), atomically: true, encoding: .utf8)
        }
        return suite
    }

    /// Runs the CLI with `arguments` (output discarded) and measures that one child process.
    private func measure(_ arguments: [String]) -> (wall: Double, cpu: Double, peakKiB: Int)? {
        ChildProcessMeasurement.run(layoutshot, arguments).map { ($0.wall, $0.cpu, $0.peakKiB) }
    }
}
