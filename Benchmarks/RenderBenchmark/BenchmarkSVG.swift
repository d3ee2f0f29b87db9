import Foundation
import LayoutRendering

/// The third-party comparison: `rsvg-convert` rasterising LayoutShot's SVG of the same scene.
enum BenchmarkSVG {
    static func svg(for scene: Scene) throws -> Data {
        SVGWriter().data(for: scene)
    }

    /// Wall-clock and CPU milliseconds of `rsvg-convert -f png -o <output> <svg>` (whole process).
    static func timeRSVG(svgFile: URL, output: URL) throws -> (wall: Double, cpu: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["rsvg-convert", "-f", "png", "-o", output.path, svgFile.path]
        let start = Clock.now
        let cpuStart = Clock.childrenCPUMilliseconds
        do {
            try process.run()
        } catch {
            throw BenchmarkError("cannot run rsvg-convert (\(error)); install librsvg2-bin or pass --no-rsvg")
        }
        process.waitUntilExit()
        let elapsed = Clock.milliseconds(from: start, to: Clock.now)
        guard process.terminationStatus == 0 else {
            throw BenchmarkError("rsvg-convert exited with status \(process.terminationStatus)")
        }
        return (elapsed, Clock.childrenCPUMilliseconds - cpuStart)
    }
}
