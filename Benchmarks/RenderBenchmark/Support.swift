import Foundation
import LayoutImage
import LayoutRendering

/// Command-line options of RenderBenchmark.
struct BenchmarkArguments {
    var cells = 10_000
    var runs = 5
    var rsvg = true
    /// Where `--write-floor-scene` writes the C floor's description of the scene (then exits):
    /// `scripts/bench` runs the floor as a whole process beside the CLI.
    var floorSceneOutput: String?

    init<S: Sequence>(_ arguments: S) where S.Element == String {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--cells": cells = iterator.next().flatMap(Int.init) ?? cells
            case "--runs": runs = max(1, iterator.next().flatMap(Int.init) ?? runs)
            case "--no-rsvg": rsvg = false
            case "--write-floor-scene":
                guard let path = iterator.next() else {
                    FileHandle.standardError.write(Data("--write-floor-scene needs a file\n".utf8))
                    exit(2)
                }
                floorSceneOutput = path
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

/// Monotonic wall-clock and process CPU timing. CPU time is the figure compared: on a shared
/// machine wall-clock time mostly measures the other processes.
enum Clock {
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func milliseconds(from start: UInt64, to end: UInt64) -> Double { Double(end - start) / 1e6 }

    /// CPU time of this process so far, in milliseconds.
    static var processCPUMilliseconds: Double {
        var time = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e3 + Double(time.tv_nsec) / 1e6
    }

    /// CPU time (user + system) of waited-for child processes so far, in milliseconds.
    static var childrenCPUMilliseconds: Double {
        var usage = rusage()
        getrusage(RUSAGE_CHILDREN.rawValue, &usage)
        let user = Double(usage.ru_utime.tv_sec) * 1e3 + Double(usage.ru_utime.tv_usec) / 1e3
        let system = Double(usage.ru_stime.tv_sec) * 1e3 + Double(usage.ru_stime.tv_usec) / 1e3
        return user + system
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func ms(_ value: Double) -> String { String(format: "%.0f", value) }

/// Runs the C floor program (built next to this executable).
struct FloorProgram {
    let sceneFile: URL

    struct Result {
        /// Wall-clock time of drawing + encoding.
        var totalMilliseconds: Double
        /// CPU time of drawing + encoding.
        var cpuMilliseconds: Double
        /// CPU time of drawing alone.
        var drawCPUMilliseconds: Double
    }

    var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("CairoFloorBenchmark")
    }

    /// The floor compresses with zlib (through libpng) only: for igzip settings (`.fast`) it
    /// runs zlib level 1, the fastest level that compresses.
    func run(settings: PNGEncodingSettings, output: URL?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        let zlibLevel =
            switch settings.compressor {
            case .zlib(let level): level
            case .igzip: 1
            }
        process.arguments =
            [sceneFile.path, String(zlibLevel), settings.rowFilter == .none ? "none" : "adaptive"]
            + (output.map { [$0.path] } ?? [])
        let pipe = Pipe()
        process.standardOutput = pipe
        do {
            try process.run()
        } catch {
            throw BenchmarkError(
                "cannot run \(executable.path) (\(error)); build it first: swift build -c release --product CairoFloorBenchmark"
            )
        }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let fields = String(decoding: data, as: UTF8.self).split(separator: " ")
        func field(_ name: Substring) -> Double? {
            guard let index = fields.firstIndex(of: name), index + 1 < fields.count else { return nil }
            return Double(fields[index + 1].trimmingCharacters(in: .whitespacesAndNewlines))
        }
        guard process.terminationStatus == 0, let total = field("total_ms"), let cpu = field("cpu_ms"),
            let drawCPU = field("draw_cpu_ms")
        else {
            throw BenchmarkError("CairoFloorBenchmark failed: \(String(decoding: data, as: UTF8.self))")
        }
        return Result(totalMilliseconds: total, cpuMilliseconds: cpu, drawCPUMilliseconds: drawCPU)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
