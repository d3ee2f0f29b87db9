import Foundation
import XCTest

/// Exit statuses of `render`: 0 success; 2 for any trouble — invalid document, missing input,
/// unwritable output, a canvas over the limits, usage — with the message on stderr and nothing
/// written (1 is reserved for the differences `diff` and `check` find).
final class ExitStatusTests: XCTestCase {
    func testRenderWritesEachFormat() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for name in ["figure.svg", "figure.png", "figure.json"] {
            let output = directory.appendingPathComponent(name)
            let result = try CLIRunner.run(["render", "fixtures/grid-rows.yaml", "-o", output.path])
            XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)")
            XCTAssertEqual(result.standardError, "", name)
        }
        let png = try Data(contentsOf: directory.appendingPathComponent("figure.png"))
        XCTAssertEqual(Array(png.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "PNG signature")
        let svg = try String(contentsOf: directory.appendingPathComponent("figure.svg"), encoding: .utf8)
        XCTAssertTrue(svg.contains("<svg"), "SVG root element")
        XCTAssertEqual(
            CLIRunner.contents(of: directory), ["figure.json", "figure.png", "figure.svg"], "no temporary files left")
    }

    func testInvalidDocumentExitsTwoNamingFileAndPositionAndWritesNothing() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = directory.appendingPathComponent("bad.yaml")
        try Data(
            "viewport: {width: 320, height: 480}\nlayout: {type: flow, itemSize: {width: -1, height: 2}}\nsections: [1]\n"
                .utf8
        )
        .write(to: document)
        for format in ["svg", "png", "json"] {
            let output = directory.appendingPathComponent("out.\(format)")
            let result = try CLIRunner.run(["render", document.path, "-o", output.path])
            XCTAssertEqual(result.status, 2, "\(format): \(result.standardError)")
            // `-1` is on line 2 at column 40.
            XCTAssertTrue(
                result.standardError.contains(
                    "bad.yaml:2:40: error: layout.itemSize.width: expected a number ≥ 0, found -1"),
                result.standardError)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "\(output.lastPathComponent) written")
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), ["bad.yaml"])
    }

    func testMissingInputFileExitsTwo() throws {
        let result = try CLIRunner.run(["render", "fixtures/does-not-exist.yaml", "-o", "-"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardError.contains("fixtures/does-not-exist.yaml: error: the file does not exist"),
            result.standardError)
        XCTAssertTrue(result.standardOutput.isEmpty)
    }

    /// An output inside folders that do not exist yet makes them, parents included, as a team's
    /// CI step expects (`-o docs/figures/grid.svg` on a fresh checkout) — and only when it
    /// writes: a document that fails leaves no folder behind.
    func testMissingOutputFoldersAreMadeWhenWriting() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let output = directory.appendingPathComponent("docs/figures/grid.svg")
        let result = try CLIRunner.run(["render", "fixtures/grid-rows.yaml", "-o", output.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: output.deletingLastPathComponent()), ["grid.svg"])

        let bad = directory.appendingPathComponent("bad.yaml")
        try Data("layout: {type: nope}\n".utf8).write(to: bad)
        let failed = try CLIRunner.run(["render", bad.path, "-o", directory.appendingPathComponent("out/x.svg").path])
        XCTAssertEqual(failed.status, 2, failed.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["bad.yaml", "docs"], "no 'out' folder")
    }

    /// A file where a folder of the output path should be is an error naming it; nothing is made.
    func testAFileInTheOutputPathExitsTwo() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data("notes".utf8).write(to: directory.appendingPathComponent("figures"))
        let output = directory.appendingPathComponent("figures/new/grid.svg")
        let result = try CLIRunner.run(["render", "fixtures/grid-rows.yaml", "-o", output.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("figures' is not a directory"), result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["figures"])
    }

    /// The font comes from fontconfig, or from the folder `LAYOUTSHOT_FONTS` names — the same
    /// font draws the same bytes — and a folder without the bold face is an error naming it.
    func testTheFontFolderTheEnvironmentNames() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let fonts = directory.appendingPathComponent("fonts")
        try FileManager.default.createDirectory(at: fonts, withIntermediateDirectories: true)
        for (pattern, name) in [
            ("DejaVu Sans:weight=regular", "DejaVuSans.ttf"), ("DejaVu Sans:weight=bold", "DejaVuSans-Bold.ttf"),
        ] {
            let found = try CLIRunner.runTool("/usr/bin/env", ["fc-match", "-f", "%{file}", pattern], in: directory)
            try FileManager.default.copyItem(
                at: URL(fileURLWithPath: found.output), to: fonts.appendingPathComponent(name))
        }
        let viaFontconfig = directory.appendingPathComponent("a.png")
        let viaFolder = directory.appendingPathComponent("b.png")
        XCTAssertEqual(try CLIRunner.run(["render", "fixtures/grid-rows.yaml", "-o", viaFontconfig.path]).status, 0)
        let named = try CLIRunner.run(
            ["render", "fixtures/grid-rows.yaml", "-o", viaFolder.path], environment: ["LAYOUTSHOT_FONTS": fonts.path])
        XCTAssertEqual(named.status, 0, named.standardError)
        XCTAssertEqual(try Data(contentsOf: viaFolder), try Data(contentsOf: viaFontconfig))

        try FileManager.default.removeItem(at: fonts.appendingPathComponent("DejaVuSans-Bold.ttf"))
        let missing = directory.appendingPathComponent("c.png")
        let result = try CLIRunner.run(
            ["render", "fixtures/grid-rows.yaml", "-o", missing.path], environment: ["LAYOUTSHOT_FONTS": fonts.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("LAYOUTSHOT_FONTS is '\(fonts.path)'"), result.standardError)
        XCTAssertTrue(result.standardError.contains("DejaVuSans-Bold.ttf' is not there"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: missing.path))
    }

    func testCanvasOverCairosLimitExitsTwoWithAdvice() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = directory.appendingPathComponent("tall.yaml")
        // 40,000 one-point rows of 10 points: 400,000 points tall, far over 32,767 pixels.
        try Data(
            "viewport: {width: 100, height: 100}\nlayout: {type: grid, itemSize: {width: 10, height: 10}}\nsections: [\(Array(repeating: "1", count: 40_000).joined(separator: ", "))]\n"
                .utf8
        )
        .write(to: document)
        let output = directory.appendingPathComponent("tall.png")
        let result = try CLIRunner.run(["render", document.path, "-o", output.path])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("32767"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testCanvasOverThePixelBudgetExitsTwo() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = directory.appendingPathComponent("huge.yaml")
        // One 20,000-point item: about 20,020 × 20,020 = 400 megapixels, under Cairo's per-side limit
        // but over the default budget of 100 megapixels.
        try Data(
            "viewport: {width: 100, height: 100}\nlayout: {type: grid, itemSize: {width: 20000, height: 20000}}\nsections: [1]\n"
                .utf8
        ).write(to: document)
        let output = directory.appendingPathComponent("huge.png")
        let result = try CLIRunner.run(["render", document.path, "-o", output.path])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("pixel budget"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path))
    }

    func testJSONDocumentRendersLikeItsYAMLTwin() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = directory.appendingPathComponent("grid.json")
        let json = """
            {"version": 1, "viewport": {"width": 550, "height": 220},
             "layout": {"type": "grid", "itemSize": {"width": 80, "height": 60}, "interitemSpacing": 10, "lineSpacing": 10},
             "sections": [4, 6, 2]}
            """
        try Data(json.utf8).write(to: document)
        let fromJSON = try CLIRunner.run(["render", document.path, "-o", "-", "--format", "json"])
        XCTAssertEqual(fromJSON.status, 0, fromJSON.standardError)
        let reference = try Data(contentsOf: CLIRunner.references.appendingPathComponent("grid-rows.json"))
        XCTAssertEqual(fromJSON.standardOutput, reference, "the JSON twin of grid-rows.yaml gives another snapshot")
    }

    func testUsageErrorsExitTwo() throws {
        let cases: [[String]] = [
            ["render", "fixtures/grid-rows.yaml"],  // no -o
            ["render", "fixtures/grid-rows.yaml", "-o", "figure.txt"],  // unknown extension
            ["render", "fixtures/grid-rows.yaml", "-o", "-", "--scale", "0"],
            ["render", "fixtures/grid-rows.yaml", "-o", "-", "--region", "everything"],
            ["render", "fixtures/grid-rows.yaml", "-o", "-", "--bogus"],
            ["frobnicate"],
        ]
        for arguments in cases {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertFalse(result.standardError.isEmpty, "\(arguments) should explain itself on stderr")
            XCTAssertTrue(result.standardOutput.isEmpty, "\(arguments) wrote to stdout")
        }
    }

    func testHelpExitsZero() throws {
        let result = try CLIRunner.run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(String(decoding: result.standardOutput, as: UTF8.self).contains("render"))
    }
}
