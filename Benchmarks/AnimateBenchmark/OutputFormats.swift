import Foundation

/// `layoutshot animate` writing one animation in each output format, as users run it (the CLI
/// built beside this benchmark): file size and wall time, median of 5 runs. The animation is
/// `fixtures/animations/move.yaml` (5 frames, 6 cells) at `--scale 2`.
struct OutputFormatsBenchmark {
    let layoutshot: URL
    let fixture: URL

    func run() throws {
        guard FileManager.default.isExecutableFile(atPath: layoutshot.path) else {
            print("\nOutput formats: build the CLI first (swift build -c release --product layoutshot)")
            return
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-formats-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        print("\n| `animate move.yaml --scale 2 -o …` | what | bytes | wall s (median of 5) |")
        print("|---|---|---|---|")
        let outputs = [
            ("strip.png", "film strip"), ("strip.pdf", "film strip, vector"), ("anim.svg", "animated SVG (SMIL)"),
            ("anim.gif", "animated GIF"), ("anim.webp", "animated WebP, lossless"),
        ]
        for (name, what) in outputs {
            let output = directory.appendingPathComponent(name)
            var times: [Double] = []
            for _ in 0..<5 {
                let process = Process()
                process.executableURL = layoutshot
                process.arguments = ["animate", fixture.path, "-o", output.path, "--scale", "2"]
                let start = DispatchTime.now().uptimeNanoseconds
                try process.run()
                process.waitUntilExit()
                times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            let bytes = (try? FileManager.default.attributesOfItem(atPath: output.path)[.size] as? Int) ?? 0
            print("| .\(output.pathExtension) | \(what) | \(bytes) | \(String(format: "%.3f", times.sorted()[2])) |")
        }
    }
}
