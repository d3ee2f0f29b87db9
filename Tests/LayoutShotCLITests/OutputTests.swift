import Foundation
import XCTest

/// Determinism, standard output and the schema command.
final class OutputTests: XCTestCase {
    /// Runs `command` with `-o <directory>/<name>` twice; both runs must succeed and write the
    /// same bytes, which are returned.
    private func twice(
        _ command: [String], writing name: String, in directory: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws -> Data {
        var outputs: [Data] = []
        for run in 0..<2 {
            let output = directory.appendingPathComponent("\(run)-\(name)")
            let result = try CLIRunner.run(command + ["-o", output.path])
            XCTAssertEqual(result.status, 0, "\(command): \(result.standardError)", file: file, line: line)
            outputs.append(try Data(contentsOf: output))
        }
        XCTAssertEqual(outputs[0], outputs[1], "\(command) → \(name): the same bytes twice", file: file, line: line)
        return outputs[0]
    }

    func testSameInputTwiceGivesIdenticalBytes() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for format in ["svg", "png", "json", "pdf"] {
            _ = try twice(
                ["render", "fixtures/transforms-3d.yaml", "--scale", "2"], writing: "figure.\(format)", in: directory)
        }
    }

    /// `.pdf` outputs: a figure (`render`) and the strips of `animate` and `scroll`, each a PDF
    /// and the same bytes on a second run.
    func testEveryDrawingCommandWritesPDF() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let commands = [
            ["render", "fixtures/grid-rows.yaml"], ["animate", "fixtures/animations/move.yaml"],
            ["scroll", "fixtures/scroll/carousel-snap.yaml"],
            ["scroll", "fixtures/scroll/carousel-snap.yaml", "--snap-figure"],
        ]
        for (index, command) in commands.enumerated() {
            let pdf = try twice(command, writing: "\(index).pdf", in: directory)
            XCTAssertTrue(pdf.starts(with: Data("%PDF-".utf8)), "\(command)")
        }
    }

    /// `.gif` and `.webp` outputs of `animate` and `scroll`: `animate` samples the animation at
    /// 30 frames a second, and so does `scroll`; the first frame is held 0.3 s and the
    /// last 0.7 s, and frame boundaries fall on the hundredths a GIF stores. The same bytes on a
    /// second run. WebP frames are counted by walking the RIFF chunks.
    func testAnimateAndScrollWriteAnimatedGIFAndWebP() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for format in ["gif", "webp"] {
            for command in [
                ["animate", "fixtures/animations/move.yaml"], ["scroll", "fixtures/scroll/flow-pinned-headers.yaml"],
            ] {
                let data = try twice(command, writing: "\(command[0]).\(format)", in: directory)
                if format == "gif" {
                    XCTAssertTrue(data.starts(with: Data("GIF89a".utf8)))
                    continue
                }
                let frames = Self.webPFrameDurations(data)
                // move.yaml lasts 0.3 s: 9 intervals of 1/30 s, 10 frames. After the 0.3 s hold,
                // boundaries at 0.3 + i/30 s round to 33, 37, 40, 43, 47, 50, 53, 57, 60 hundredths;
                // the last frame ends 0.7 s after the end, at 130.
                if command[0] == "animate" {
                    XCTAssertEqual(frames, [330, 40, 30, 30, 40, 30, 30, 40, 30, 700])
                    continue
                }
                // The scroll is the same timeline: its 7 frames stand 0.25 s apart (the animated
                // SVG's default), 1.5 s of motion sampled at 30 frames a second — 45 intervals, 46
                // frames — with the same holds: the same boundaries as above, 0.3 + 1.5 + 0.7 s.
                XCTAssertEqual(frames.count, 46, "\(frames)")
                XCTAssertEqual(frames.first, 330)
                XCTAssertEqual(frames.last, 700)
                XCTAssertEqual(frames.reduce(0, +), 2500)
            }
        }
    }

    /// `scroll --fps` samples the scroll's timeline as `animate --fps` samples an animation: at 10
    /// frames a second, flow-pinned-headers' 1.5 s of motion (7 frames 0.25 s apart) is 15
    /// intervals, 16 frames, still held 0.3 s before and 0.7 s after. A rate outside 1…50 is a
    /// usage error, as for `animate`.
    func testScrollTakesTheFramesPerSecondAnimateTakes() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let data = try twice(
            ["scroll", "fixtures/scroll/flow-pinned-headers.yaml", "--fps", "10"], writing: "scroll.webp", in: directory
        )
        let frames = Self.webPFrameDurations(data)
        XCTAssertEqual(frames.count, 16, "\(frames)")
        XCTAssertEqual(frames.reduce(0, +), 2500)
        XCTAssertEqual(frames.first, 400, "the 0.3 s hold and the first 0.1 s interval")
        let rejected = try CLIRunner.run(
            ["scroll", "fixtures/scroll/flow-pinned-headers.yaml", "--fps", "0", "-o", "x.gif"], in: directory)
        XCTAssertEqual(rejected.status, 2)
        XCTAssertTrue(rejected.standardError.contains("--fps must be from 1 to 50"), rejected.standardError)
    }

    /// The durations of an animated WebP's frames (its ANMF chunks), in milliseconds.
    static func webPFrameDurations(_ data: Data) -> [Int] {
        let bytes = [UInt8](data)
        guard bytes.count > 12, String(decoding: bytes[8..<12], as: UTF8.self) == "WEBP" else { return [] }
        var durations: [Int] = []
        var offset = 12
        while offset + 8 <= bytes.count {
            let tag = String(decoding: bytes[offset..<offset + 4], as: UTF8.self)
            let size =
                Int(bytes[offset + 4]) | Int(bytes[offset + 5]) << 8 | Int(bytes[offset + 6]) << 16
                | Int(bytes[offset + 7]) << 24
            if tag == "ANMF", offset + 8 + 15 <= bytes.count {
                let field = offset + 8 + 12
                durations.append(Int(bytes[field]) | Int(bytes[field + 1]) << 8 | Int(bytes[field + 2]) << 16)
            }
            offset += 8 + size + size % 2
        }
        return durations
    }

    /// `trace` writes the layout process figure as SVG, PNG or PDF, the same bytes twice; any
    /// other extension is a usage error.
    func testTraceWritesItsFigure() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for format in ["svg", "png", "pdf"] {
            _ = try twice(["trace", "fixtures/visible-rect.yaml"], writing: "trace.\(format)", in: directory)
        }
        let bad = try CLIRunner.run([
            "trace", "fixtures/visible-rect.yaml", "-o", directory.appendingPathComponent("t.bmp").path,
        ])
        XCTAssertEqual(bad.status, 2)
    }

    func testDashWritesTheSameBytesToStandardOutput() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for format in ["svg", "png", "json"] {
            let file = directory.appendingPathComponent("figure.\(format)")
            let toFile = try CLIRunner.run(["render", "fixtures/visible-rect.yaml", "-o", file.path])
            let toStandardOutput = try CLIRunner.run([
                "render", "fixtures/visible-rect.yaml", "-o", "-", "--format", format,
            ])
            XCTAssertEqual(toFile.status, 0, toFile.standardError)
            XCTAssertEqual(toStandardOutput.status, 0, toStandardOutput.standardError)
            XCTAssertEqual(toStandardOutput.standardOutput, try Data(contentsOf: file), "\(format) on stdout ≠ file")
        }
    }

    func testScaleOptionScalesThePNG() throws {
        let one = try CLIRunner.run(["render", "fixtures/grid-rows.yaml", "-o", "-", "--format", "png", "--scale", "1"])
        let three = try CLIRunner.run([
            "render", "fixtures/grid-rows.yaml", "-o", "-", "--format", "png", "--scale", "3",
        ])
        // The IHDR chunk holds width and height as big-endian 32-bit integers at bytes 16–23.
        func size(_ png: Data) -> (Int, Int) {
            let bytes = Array(png)
            guard bytes.count > 24 else { return (0, 0) }
            let width = bytes[16..<20].reduce(0) { $0 << 8 | Int($1) }
            let height = bytes[20..<24].reduce(0) { $0 << 8 | Int($1) }
            return (width, height)
        }
        let (width, height) = size(one.standardOutput)
        XCTAssertGreaterThan(width, 550, "the figure holds the 550-point content plus margins")
        // The canvas is ceil(scale × points) pixels, so ×3 may lose up to 3 pixels of rounding.
        XCTAssertEqual(Double(size(three.standardOutput).0), Double(3 * width), accuracy: 3)
        XCTAssertEqual(Double(size(three.standardOutput).1), Double(3 * height), accuracy: 3)
    }

    func testSchemaCommandPrintsTheCommittedSchema() throws {
        let result = try CLIRunner.run(["schema"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let committed = try Data(
            contentsOf: CLIRunner.packageRoot.appendingPathComponent("docs/layoutshot.schema.json"))
        XCTAssertEqual(result.standardOutput, committed, "docs/layoutshot.schema.json is stale")
    }

    func testRegionOptionDrawsOnlyTheViewport() throws {
        let result = try CLIRunner.run([
            "render", "fixtures/visible-rect.yaml", "-o", "-", "--format", "json", "--region", "viewport",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let root = try JSONSerialization.jsonObject(with: result.standardOutput) as? [String: Any]
        // The viewport's rect query: cells 6–20 (15 cells) and one header.
        XCTAssertEqual((root?["elements"] as? [Any])?.count, 16)
    }
}
