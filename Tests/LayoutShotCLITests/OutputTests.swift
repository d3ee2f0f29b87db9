import Foundation
import XCTest

/// Determinism, standard output and the schema command.
final class OutputTests: XCTestCase {
    func testSameInputTwiceGivesIdenticalBytes() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for format in ["svg", "png", "json", "pdf"] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let output = directory.appendingPathComponent("run\(run).\(format)")
                let result = try CLIRunner.run([
                    "render", "fixtures/transforms-3d.yaml", "-o", output.path, "--scale", "2",
                ])
                XCTAssertEqual(result.status, 0, result.standardError)
                outputs.append(try Data(contentsOf: output))
            }
            XCTAssertEqual(outputs[0], outputs[1], "\(format) differs between two runs")
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
            var outputs: [Data] = []
            for run in 0..<2 {
                let output = directory.appendingPathComponent("\(index)-\(run).pdf")
                let result = try CLIRunner.run(command + ["-o", output.path])
                XCTAssertEqual(result.status, 0, "\(command): \(result.standardError)")
                outputs.append(try Data(contentsOf: output))
            }
            XCTAssertTrue(outputs[0].starts(with: Data("%PDF-".utf8)), "\(command)")
            XCTAssertEqual(outputs[0], outputs[1], "\(command): the same bytes twice")
        }
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
