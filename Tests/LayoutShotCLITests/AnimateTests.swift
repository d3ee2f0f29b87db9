import Foundation
import LayoutImage
import LayoutRendering
import XCTest

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `layoutshot animate`: the first and last frames are the before and after renders pixel for
/// pixel, invalid updates exit 1 at their location, outputs are deterministic and match the
/// committed references (re-record with LAYOUTSHOT_RECORD=1).
final class AnimateTests: XCTestCase {
    /// Each fixture with the document after the change, written from first principles: the
    /// sections the update leaves (or the transition's layout in place of the grid).
    static let afterStates: [(name: String, sections: String?, layout: String?)] = [
        ("insertion-center", "[4]", nil),
        ("deletion", "[5]", nil),
        ("move", "[6]", nil),
        ("circle-insert", "[9]", nil),
        ("compositional-delete", "[8]", nil),
        ("section-insert", "[3, 4, 2]", nil),
        ("section-delete-headers", "[{items: 3, header: Fruit}, {items: 4, header: Grains}]", nil),
        (
            "grid-to-flow", nil,
            "layout:\n  type: flow\n  itemSize: {width: 165, height: 40}\n  minimumLineSpacing: 10\n"
                + "  minimumInteritemSpacing: 10\n  sectionInset: 10\n"
        ),
    ]

    private var isRecording: Bool { ProcessInfo.processInfo.environment["LAYOUTSHOT_RECORD"] == "1" }

    /// The fixture's top-level blocks (a line at column 0 starts one), without comments.
    private func blocks(_ name: String) throws -> [(key: String, text: String)] {
        let text = try String(
            contentsOf: CLIRunner.fixtures.appendingPathComponent("animations/\(name).yaml"), encoding: .utf8)
        var result: [(key: String, text: String)] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) where !line.hasPrefix("#") {
            if let first = line.first, first != " " {
                result.append((String(line.prefix { $0 != ":" }), ""))
            }
            guard !result.isEmpty else { continue }
            result[result.count - 1].text += line + "\n"
        }
        return result
    }

    /// Writes the before and after documents of fixture `name` into `directory`.
    /// Writes the before and after documents of fixture `name` into `directory`, and the
    /// fixture itself, all with `crop: false`: a strip's frames share one canvas (the union of
    /// every frame's content), while a still crops to its own content.
    private func writeStates(_ name: String, sections: String?, layout: String?, in directory: URL) throws -> (
        before: URL, after: URL, animated: URL
    ) {
        var all = try blocks(name)
        if let index = all.firstIndex(where: { $0.key == "render" }) {
            let text = all[index].text
            all[index].text =
                text.contains("{")
                ? text.replacingOccurrences(of: "{", with: "{crop: false, ", options: [], range: text.range(of: "{"))
                : text + "  crop: false\n"
        } else {
            all.append((key: "render", text: "render: {crop: false}\n"))
        }
        let parts = all.filter { !["updates", "transition", "animation"].contains($0.key) }
        let before = parts.map(\.text).joined()
        let after = parts.map { part in
            if part.key == "sections", let sections { return "sections: \(sections)\n" }
            if part.key == "layout", let layout { return layout }
            return part.text
        }.joined()
        let beforeURL = directory.appendingPathComponent("\(name)-before.yaml")
        let afterURL = directory.appendingPathComponent("\(name)-after.yaml")
        let animatedURL = directory.appendingPathComponent("\(name)-animated.yaml")
        try Data(before.utf8).write(to: beforeURL)
        try Data(after.utf8).write(to: afterURL)
        try Data(all.map(\.text).joined().utf8).write(to: animatedURL)
        return (beforeURL, afterURL, animatedURL)
    }

    private func image(_ url: URL) throws -> RGBAImage { try PNGDecoder.decode(contentsOf: url) }

    func testFirstAndLastFramesEqualTheBeforeAndAfterRendersPixelForPixel() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for state in Self.afterStates {
            let (before, after, animated) = try writeStates(
                state.name, sections: state.sections, layout: state.layout, in: directory)
            for (document, png) in [(before, "\(state.name)-before.png"), (after, "\(state.name)-after.png")] {
                let result = try CLIRunner.run([
                    "render", document.path, "-o", directory.appendingPathComponent(png).path,
                ])
                XCTAssertEqual(result.status, 0, "render \(png): \(result.standardError)")
            }
            // Labels as each state names its elements, no role colours: then the first and last
            // frames are exactly the two renders.
            for labels in ["before", "after"] {
                let pattern = directory.appendingPathComponent("\(state.name)-\(labels)-%d.png").path
                let result = try CLIRunner.run([
                    "animate", animated.path, "-o", pattern, "--frames", "4", "--no-ghosts",
                    "--labels", labels, "--no-roles",
                ])
                XCTAssertEqual(result.status, 0, "animate \(state.name): \(result.standardError)")
                XCTAssertEqual(result.standardError, "", "quiet when stderr is not a terminal (\(state.name))")
            }
            let first = try image(directory.appendingPathComponent("\(state.name)-before-0.png"))
            let last = try image(directory.appendingPathComponent("\(state.name)-after-3.png"))
            let beforeImage = try image(directory.appendingPathComponent("\(state.name)-before.png"))
            let afterImage = try image(directory.appendingPathComponent("\(state.name)-after.png"))
            if let difference = PixelComparison.difference(expected: beforeImage, actual: first) {
                XCTFail("\(state.name): frame 0 differs from the before render: \(difference)")
            }
            if let difference = PixelComparison.difference(expected: afterImage, actual: last) {
                XCTFail("\(state.name): the last frame differs from the after render: \(difference)")
            }
            let middle = try image(directory.appendingPathComponent("\(state.name)-before-1.png"))
            XCTAssertFalse(middle.pixels == first.pixels, "\(state.name): frame 1 should differ from frame 0")
        }
    }

    func testInvalidUpdatesExitTwoNamingFileAndLocationAndWriteNothing() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let cases: [(body: String, expected: String)] = [
            // Deleting and moving the same item (UIKit raises for this).
            (
                "updates:\n  - delete: \"0-1\"\n  - move: {from: \"0-1\", to: \"0-0\"}\n",
                "bad.yaml:6:11: error: updates[1].move: invalid batch update: item 0-1 is both deleted and moved"
            ),
            // An index path beyond the section's 3 items.
            (
                "updates:\n  - delete: [\"0-0\", {section: 0, item: 7}]\n",
                "bad.yaml:5:21: error: updates[0].delete[1]: invalid batch update: cannot delete item 0-7"
            ),
            // Counts that do not add up: one insert leaves 4 items, not 5.
            (
                "updates:\n  changes:\n    - insert: \"0-3\"\n  itemCountsAfter: [5]\n",
                "bad.yaml:7:21: error: updates.itemCountsAfter[0]: expected 4 items in section 0"
            ),
        ]
        for (index, testCase) in cases.enumerated() {
            let document = directory.appendingPathComponent("bad.yaml")
            let text = "viewport: {width: 250, height: 250}\nlayout: {type: flow}\nsections: [3]\n" + testCase.body
            try Data(text.utf8).write(to: document)
            let output = directory.appendingPathComponent("out-\(index).png")
            let result = try CLIRunner.run(["animate", "bad.yaml", "-o", output.path], in: directory)
            XCTAssertEqual(result.status, 2, "case \(index): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.hasPrefix(testCase.expected),
                "case \(index): stderr \"\(result.standardError)\" should start with \"\(testCase.expected)\"")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "case \(index): nothing written")
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), ["bad.yaml"], "no file or temporary file left")
    }

    func testUsageErrorsExitTwo() throws {
        for arguments in [
            ["--frames", "1"], ["--curve", "bouncy"], ["--strip-columns", "0"], ["-o", "out.bmp"],
        ] {
            var command = ["animate", "fixtures/animations/move.yaml", "-o", "/tmp/never.png"]
            command += arguments
            let result = try CLIRunner.run(command)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
        }
    }

    func testOutputsAreDeterministic() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for name in ["strip.png", "anim.svg"] {
            var outputs: [Data] = []
            for run in 0..<2 {
                let url = directory.appendingPathComponent("\(run)-\(name)")
                let result = try CLIRunner.run(["animate", "fixtures/animations/move.yaml", "-o", url.path])
                XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)")
                outputs.append(try Data(contentsOf: url))
            }
            XCTAssertEqual(outputs[0], outputs[1], "\(name) differs between two runs")
        }
    }

    func testDirectoryOutputWritesNumberedFrames() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let result = try CLIRunner.run([
            "animate", "fixtures/animations/deletion.yaml", "-o", directory.path, "--frames", "3",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            CLIRunner.contents(of: directory),
            [".layoutshot-frames.json", "frame-000.png", "frame-001.png", "frame-002.png"])
    }

    func testAnimatedSVGsMatchReferencesAndAreWellFormed() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let references = CLIRunner.references.appendingPathComponent("animations")
        for state in Self.afterStates {
            let output = directory.appendingPathComponent("\(state.name).svg")
            let result = try CLIRunner.run(["animate", "fixtures/animations/\(state.name).yaml", "-o", output.path])
            XCTAssertEqual(result.status, 0, "\(state.name): \(result.standardError)")
            let actual = try Data(contentsOf: output)
            let parser = XMLParser(data: actual)
            XCTAssertTrue(
                parser.parse(), "\(state.name).svg is not well-formed XML: \(String(describing: parser.parserError))")
            let text = String(decoding: actual, as: UTF8.self)
            XCTAssertTrue(text.contains("repeatCount=\"indefinite\""), "\(state.name).svg loops")
            XCTAssertFalse(text.contains("<script"), "\(state.name).svg has no script")
            let reference = references.appendingPathComponent("\(state.name).svg")
            if isRecording {
                try FileManager.default.createDirectory(at: references, withIntermediateDirectories: true)
                try actual.write(to: reference, options: .atomic)
                continue
            }
            guard let expected = try? Data(contentsOf: reference) else {
                XCTFail("missing reference \(reference.path); record with LAYOUTSHOT_RECORD=1")
                continue
            }
            if let difference = TextDifference.first(actual: actual, expected: expected) {
                XCTFail("\(state.name).svg differs from fixtures/references/animations at \(difference)")
            }
        }
    }

    /// The centres (`translate(x y)`) of the cells in a static frame SVG, sorted.
    private func staticCentres(_ svg: String) -> [String] {
        svg.components(separatedBy: "<g class=\"cell\"").dropFirst().compactMap { chunk in
            Self.value(after: "transform=\"translate(", until: ")", in: chunk)
        }.sorted()
    }

    /// The first and last centres of the animated cells (ghosts excluded): cells hidden at the
    /// start (`display="none"`) have no first centre, disappearing cells no last one.
    private func animatedCentres(_ svg: String) -> (first: [String], last: [String]) {
        // The animated group follows an optional static copy of frame 0 (for SMIL-less viewers).
        let animatedPart = svg.components(separatedBy: "<g class=\"elements\"").last ?? ""
        let elements = animatedPart.components(separatedBy: "<g class=\"ghosts\">")[0]
        var first: [String] = []
        var last: [String] = []
        for chunk in elements.components(separatedBy: "<g class=\"cell\"").dropFirst() {
            let tag = chunk.prefix { $0 != ">" }
            guard let initial = Self.value(after: "transform=\"translate(", until: ")", in: String(tag)) else {
                continue
            }
            let values =
                chunk.components(separatedBy: "<g class=").first.flatMap { body -> [String]? in
                    guard let range = body.range(of: "type=\"translate\"") else { return nil }
                    return Self.value(after: "values=\"", until: "\"", in: String(body[range.upperBound...]))?
                        .components(separatedBy: ";")
                } ?? [initial]
            if !tag.contains("display=\"none\"") { first.append(values.first ?? initial) }
            if !tag.contains("data-role=\"disappearing\"") { last.append(values.last ?? initial) }
        }
        return (first.sorted(), last.sorted())
    }

    private static func value(after prefix: String, until end: Character, in text: String) -> String? {
        guard let start = text.range(of: prefix) else { return nil }
        return String(text[start.upperBound...].prefix { $0 != end })
    }

    /// The animated SVG labels elements as the strip does: section headers by their document
    /// titles (the fixture's "Fruit", "Vegetables", "Grains"), never by the kind's template.
    func testAnimatedSVGLabelsHeadersWithTheirTitles() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let svg = directory.appendingPathComponent("headers.svg")
        let written = try CLIRunner.run([
            "animate", "fixtures/animations/section-delete-headers.yaml", "-o", svg.path,
        ])
        XCTAssertEqual(written.status, 0, written.standardError)
        let text = try String(contentsOf: svg, encoding: .utf8)
        for title in ["Fruit", "Vegetables", "Grains"] {
            XCTAssertTrue(text.contains(">\(title)</text>"), "the header titled \(title) is labelled so")
        }
        XCTAssertNil(
            text.range(of: #">header [0-9]+</text>"#, options: .regularExpression), "no header labelled by the template"
        )
    }

    func testAnimatedSVGFirstAndLastKeyframesAreFramesZeroAndN() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for state in Self.afterStates {
            let fixture = "fixtures/animations/\(state.name).yaml"
            let animated = directory.appendingPathComponent("\(state.name).svg")
            let pattern = directory.appendingPathComponent("\(state.name)-%d.svg").path
            for arguments in [["-o", animated.path], ["-o", pattern, "--frames", "5"]] {
                let result = try CLIRunner.run(["animate", fixture, "--no-ghosts"] + arguments)
                XCTAssertEqual(result.status, 0, "\(state.name) \(arguments): \(result.standardError)")
            }
            let keyframes = animatedCentres(try String(contentsOf: animated, encoding: .utf8))
            let frame0 = staticCentres(
                try String(contentsOf: directory.appendingPathComponent("\(state.name)-0.svg"), encoding: .utf8))
            let frameN = staticCentres(
                try String(contentsOf: directory.appendingPathComponent("\(state.name)-4.svg"), encoding: .utf8))
            XCTAssertFalse(frame0.isEmpty, "\(state.name): frame 0 has cells")
            XCTAssertEqual(keyframes.first, frame0, "\(state.name): first keyframe centres vs frame 0")
            XCTAssertEqual(keyframes.last, frameN, "\(state.name): last keyframe centres vs the last frame")
        }
    }
}
