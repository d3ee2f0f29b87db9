import Foundation
import LayoutDiff
import LayoutImage
import XCTest

/// `layoutshot scroll` end to end: the scroll fixtures against the committed references in
/// `fixtures/references/scroll/` (SVG byte for byte, PNG pixel for pixel; LAYOUTSHOT_RECORD=1 rewrites them — review the
/// images before committing), frame files, bad input (exit 1, located message, nothing written)
/// and determinism.
final class ScrollCommandTests: XCTestCase {
    static let fixtureNames = [
        "stretchy-sticky-parallax", "flow-pinned-headers", "carousel-snap", "compositional-pinned-headers",
    ]
    static let references = CLIRunner.references.appendingPathComponent("scroll")

    private var isRecording: Bool { ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] == "1" }

    /// Runs `scroll` and compares (or records) the output named `reference`.
    private func compare(_ arguments: [String], reference name: String) throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let output = directory.appendingPathComponent(name)
        let result = try CLIRunner.run(["scroll"] + arguments + ["-o", output.path])
        XCTAssertEqual(result.status, 0, "scroll \(arguments) → \(name): \(result.standardError)")
        XCTAssertEqual(result.standardError, "", "scroll is quiet when standard error is not a terminal")
        let actual = try Data(contentsOf: output)
        let reference = Self.references.appendingPathComponent(name)
        if isRecording {
            try FileManager.default.createDirectory(at: Self.references, withIntermediateDirectories: true)
            try actual.write(to: reference, options: .atomic)
            return
        }
        guard let expected = try? Data(contentsOf: reference) else {
            return XCTFail("missing reference \(reference.path); record with LAYOUTSHOT_RECORD=1")
        }
        if reference.pathExtension == "png" {
            if let difference = try PixelComparison.difference(expectedFile: reference, actualFile: output) {
                XCTFail("\(name) differs from fixtures/references/scroll: \(difference)")
            }
            return
        }
        if let difference = TextDifference.first(actual: actual, expected: expected) {
            XCTFail("\(name) differs from fixtures/references/scroll at \(difference)")
        }
    }

    func testFilmStripsMatchReferences() throws {
        for name in Self.fixtureNames {
            try compare(["fixtures/scroll/\(name).yaml"], reference: "\(name).png")
        }
    }

    func testAnimatedSVGsMatchReferences() throws {
        for name in Self.fixtureNames {
            try compare(["fixtures/scroll/\(name).yaml"], reference: "\(name).svg")
        }
    }

    /// `--scale` on `animate` and `scroll`, as on `render`: 2 doubles each side of a strip; a
    /// scale outside 0…8 is a usage error.
    func testScaleDoublesStripsOfBothCommands() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for (command, fixture) in [("scroll", "scroll/flow-pinned-headers"), ("animate", "animations/deletion")] {
            var sizes: [[Int]] = []
            for scale in ["1", "2"] {
                let output = directory.appendingPathComponent("\(command)-\(scale).png")
                let result = try CLIRunner.run(
                    [command, "fixtures/\(fixture).yaml", "-o", output.path, "--scale", scale])
                XCTAssertEqual(result.status, 0, result.standardError)
                let image = try PNGDecoder.decode(contentsOf: output)
                sizes.append([image.width, image.height])
            }
            XCTAssertEqual(sizes[1], sizes[0].map { $0 * 2 }, command)
            let bad = try CLIRunner.run(
                [
                    command, "fixtures/\(fixture).yaml", "-o", directory.appendingPathComponent("x.png").path,
                    "--scale", "9",
                ])
            XCTAssertEqual(bad.status, 2, command)
        }
    }

    /// Negative numbers are values, not options: a pull-down from −150 (the stretchy header's
    /// overscroll), a negative fling, and a negative threshold reported with its range.
    /// Audit 4, D8: a fling at `rate: 5.0e-324` (a documented-valid rate) with `snap: paging` or
    /// `centerItem` trapped, and inside `check` took the whole run down. It scrolls now, and a
    /// check of it beside another document records both.
    func testAVanishingDecelerationRateScrollsAndChecks() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for snap in ["paging", "centerItem"] {
            let document = """
                viewport: {width: 320, height: 200}
                layout: {type: flow, scrollDirection: horizontal, itemSize: {width: 200, height: 160}, snap: \(snap)}
                sections: [8]
                scroll: {fling: {velocity: 1500, rate: 5.0e-324}, frames: 4}
                """
            try Data(document.utf8).write(to: directory.appendingPathComponent("\(snap).yaml"))
        }
        for snap in ["paging", "centerItem"] {
            let result = try CLIRunner.run(["scroll", "\(snap).yaml", "-o", "\(snap).svg"], in: directory)
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        let check = try CLIRunner.run(
            ["check", ".", "--references", "references", "--record-mode", "all"], in: directory)
        XCTAssertEqual(check.status, 1, check.standardError)  // recorded: review, commit, run again
        XCTAssertTrue(check.standardError.contains("2 cases recorded"), check.standardError)
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("references")).filter { $0.hasSuffix(".png") },
            ["centerItem.png", "paging.png"])
    }

    func testNegativeNumbersAreValues() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let output = directory.appendingPathComponent("pull.svg")
        let pull = try CLIRunner.run([
            "scroll", "fixtures/scroll/stretchy-sticky-parallax.yaml", "--from", "-150", "--to", "300", "--frames", "3",
            "-o", output.path,
        ])
        XCTAssertEqual(pull.status, 0, pull.standardError)
        XCTAssertTrue(String(decoding: try Data(contentsOf: output), as: UTF8.self).contains("y = -150"))
        let fling = try CLIRunner.run([
            "scroll", "fixtures/scroll/carousel-snap.yaml", "--fling", "-800", "--from", "660", "-o",
            directory.appendingPathComponent("fling.png").path,
        ])
        XCTAssertEqual(fling.status, 0, fling.standardError)
        let threshold = try CLIRunner.run(["diff", "a.png", "b.png", "--threshold", "-0.1"])
        XCTAssertEqual(threshold.status, 2)
        XCTAssertTrue(threshold.standardError.contains("between 0 and 1, found -0.1"), threshold.standardError)
    }

    func testWholeContentViewMatchesReference() throws {
        try compare(
            ["fixtures/scroll/flow-pinned-headers.yaml", "--view", "content"],
            reference: "flow-pinned-headers-content.png")
    }

    func testWholeContentViewHasNoAnimatedSVG() throws {
        try assertRejected([stretchy, "--view", "content", "-o", "out.svg"], mentions: ["whole-content view"])
    }

    func testSnapFigureMatchesReferences() throws {
        try compare(["fixtures/scroll/carousel-snap.yaml", "--snap-figure"], reference: "carousel-snap-figure.png")
        try compare(["fixtures/scroll/carousel-snap.yaml", "--snap-figure"], reference: "carousel-snap-figure.svg")
    }

    func testSnapFigureShowsBothRestingOffsets() throws {
        // 0.499 · (1200 − 10) = 593.81 (natural: UIKit's deceleration, WWDC 2018 "Designing Fluid
        // Interfaces", stopping at 10 pt/s), labelled to a tenth of a point; item 0-3 centred at
        // 220 · 3 = 660 (snapped).
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let output = directory.appendingPathComponent("figure.svg")
        let figure = try CLIRunner.run([
            "scroll", "fixtures/scroll/carousel-snap.yaml", "--snap-figure", "-o", output.path,
        ])
        XCTAssertEqual(figure.status, 0, figure.standardError)
        let svg = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        XCTAssertTrue(svg.contains("natural rest x = 593.8<"), "the natural resting offset is labelled")
        XCTAssertTrue(svg.contains("snapped x = 660"), "the adjusted resting offset is labelled")
    }

    // MARK: - Options and frame files

    func testFrameFilesInADirectoryAndAPattern() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let inDirectory = try CLIRunner.run(
            ["scroll", "fixtures/scroll/flow-pinned-headers.yaml", "--offsets", "0,100,200", "-o", directory.path])
        XCTAssertEqual(inDirectory.status, 0, inDirectory.standardError)
        XCTAssertEqual(
            CLIRunner.contents(of: directory),
            [".layoutshot-frames.json", "frame-000.png", "frame-001.png", "frame-002.png"])

        let patterned = try CLIRunner.temporaryDirectory(for: self)
        let pattern = patterned.appendingPathComponent("f-%02d.svg").path
        let result = try CLIRunner.run(
            [
                "scroll", "fixtures/scroll/stretchy-sticky-parallax.yaml", "--from", "0", "--to", "300", "--frames",
                "4", "-o", pattern,
            ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            CLIRunner.contents(of: patterned),
            [".layoutshot-frames.json", "f-00.svg", "f-01.svg", "f-02.svg", "f-03.svg"])
    }

    func testCommandLineReplacesTheDocumentsMotion() throws {
        // The pinned-headers document scrolls 7 frames; --offsets asks for exactly 2.
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let output = directory.appendingPathComponent("two.svg")
        let result = try CLIRunner.run(
            ["scroll", "fixtures/scroll/flow-pinned-headers.yaml", "--offsets", "0, 240", "-o", output.path])
        XCTAssertEqual(result.status, 0, result.standardError)
        let svg = String(decoding: try Data(contentsOf: output), as: UTF8.self)
        XCTAssertTrue(svg.contains("y = 240"), "the frame at 240 is labelled")
        XCTAssertFalse(svg.contains("y = 80"), "the document's own frames are replaced")
    }

    func testDeterministic() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for format in ["png", "svg"] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let output = directory.appendingPathComponent("run\(run).\(format)")
                let result = try CLIRunner.run([
                    "scroll", "fixtures/scroll/stretchy-sticky-parallax.yaml", "-o", output.path,
                ])
                XCTAssertEqual(result.status, 0, result.standardError)
                outputs.append(try Data(contentsOf: output))
            }
            XCTAssertEqual(outputs[0], outputs[1], "two runs give different .\(format) bytes")
        }
    }

    // MARK: - Bad input: exit 1, a clear message, nothing written

    private func assertRejected(
        _ arguments: [String], document: String? = nil, mentions expected: [String], file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        var arguments = arguments
        if let document {
            let url = directory.appendingPathComponent("bad.yaml")
            try Data(document.utf8).write(to: url)
            arguments.insert("bad.yaml", at: 0)
        }
        let output = arguments.contains("-o") ? [] : ["-o", "out.png"]
        let result = try CLIRunner.run(["scroll"] + arguments + output, in: directory)
        XCTAssertEqual(
            result.status, 2, "scroll \(arguments): status (stderr: \(result.standardError))", file: file, line: line)
        for text in expected {
            XCTAssertTrue(
                result.standardError.contains(text), "message \"\(result.standardError)\" should contain \"\(text)\"",
                file: file, line: line)
        }
        let written = CLIRunner.contents(of: directory).filter { $0 != "bad.yaml" }
        XCTAssertEqual(written, [], "nothing may be written on bad input", file: file, line: line)
    }

    private var stretchy: String {
        CLIRunner.fixtures.appendingPathComponent("scroll/stretchy-sticky-parallax.yaml").path
    }

    func testOffsetsThatAreNotNumbers() throws {
        try assertRejected(
            [stretchy, "--offsets", "0,abc,300"],
            mentions: ["--offsets", "entry 2 is `abc`", "numbers within ±1000000000"])
    }

    func testZeroFrames() throws {
        try assertRejected(
            [stretchy, "--from", "0", "--to", "100", "--frames", "0"], mentions: ["--frames 0", "at least 1"])
    }

    func testNaNVelocity() throws {
        try assertRejected([stretchy, "--fling", "nan"], mentions: ["--fling nan", "velocity within ±1000000000"])
    }

    func testOffsetsBeyondABillionPoints() throws {
        // The hardening issue: `scroll` from -1e308 with overscroll exact trapped in SVG writing.
        try assertRejected(
            [stretchy, "--from", "-1e308", "--to", "0"], mentions: ["--from -1e+308", "offset within ±1000000000"])
        try assertRejected([stretchy, "--offsets", "0,1e300"], mentions: ["entry 2 is `1e300`"])
    }

    func testAxisAcrossTheLayout() throws {
        try assertRejected([stretchy, "--axis", "x"], mentions: ["--axis x", "stretchy", "scrolls along y"])
    }

    func testSnapFigureWithoutAFling() throws {
        try assertRejected([stretchy, "--snap-figure"], mentions: ["snap figure needs a fling"])
    }

    func testDocumentWithoutScrollSectionOrOptions() throws {
        try assertRejected(
            [], document: "viewport: {width: 320, height: 480}\nlayout: {type: flow}\nsections: [40]\n",
            mentions: ["bad.yaml: error: scroll: no `scroll` section", "--from and --to"])
    }

    func testBadScrollSectionIsLocated() throws {
        try assertRejected(
            [],
            document: """
                viewport: {width: 320, height: 480}
                layout: {type: flow}
                sections: [40]
                scroll:
                  offsets: [0, 120, abc]
                """,
            mentions: ["bad.yaml:5:21: error: scroll.offsets[2]: expected a finite number"])
        try assertRejected(
            [],
            document: """
                viewport: {width: 320, height: 480}
                layout: {type: flow}
                sections: [40]
                scroll: {from: 0, to: 100, frames: 0}
                """,
            mentions: ["bad.yaml:4:36: error: scroll.frames"])
        try assertRejected(
            [],
            document: """
                viewport: {width: 320, height: 480}
                layout: {type: flow}
                sections: [40]
                scroll:
                  fling: {velocity: .nan}
                """,
            mentions: ["bad.yaml:5:21: error: scroll.fling.velocity"])
    }
}
