import Foundation
import LayoutRendering

/// Command-line options of RenderBenchmark.
struct BenchmarkArguments {
    var cells = 10_000
    var runs = 5
    var rsvg = true

    init<S: Sequence>(_ arguments: S) where S.Element == String {
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--cells": cells = iterator.next().flatMap(Int.init) ?? cells
            case "--runs": runs = max(1, iterator.next().flatMap(Int.init) ?? runs)
            case "--no-rsvg": rsvg = false
            default:
                FileHandle.standardError.write(Data("unknown argument \(argument)\n".utf8))
                exit(2)
            }
        }
    }
}

/// Monotonic wall-clock timing.
enum Clock {
    static var now: UInt64 { DispatchTime.now().uptimeNanoseconds }
    static func milliseconds(from start: UInt64, to end: UInt64) -> Double { Double(end - start) / 1e6 }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

func ms(_ value: Double) -> String { String(format: "%.0f ms", value) }

/// Runs the C floor program (built next to this executable).
struct FloorProgram {
    let sceneFile: URL

    struct Result {
        var totalMilliseconds: Double
    }

    var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("CairoFloorBenchmark")
    }

    func run(settings: PNGEncodingSettings, output: URL?) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments =
            [sceneFile.path, String(settings.compressionLevel), settings.rowFilter == .none ? "none" : "adaptive"]
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
        guard process.terminationStatus == 0, let index = fields.firstIndex(of: "total_ms"), index + 1 < fields.count,
            let total = Double(fields[index + 1])
        else {
            throw BenchmarkError("CairoFloorBenchmark failed: \(String(decoding: data, as: UTF8.self))")
        }
        return Result(totalMilliseconds: total)
    }
}

struct BenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
