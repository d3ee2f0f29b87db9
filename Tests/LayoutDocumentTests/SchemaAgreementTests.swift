import Foundation
import LayoutDocument
import LayoutTestSupport
import XCTest

/// The published JSON Schema refuses what the decoder refuses, on every rule the schema language
/// can express (issue 30), as judged by a real validator: Python's `jsonschema` (draft 2020-12),
/// installed for the tests by `scripts/install-deps --test`. Each invalid document breaks one
/// rule and is otherwise sound; the valid ones, and every fixture, pass both.
final class SchemaAgreementTests: XCTestCase {
    /// One document per rule the readers check beside the shapes, by the rule it breaks.
    static let invalid: [(rule: String, json: String)] = [
        (
            "SC-one",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"frames": 4}}"##
        ),
        (
            "SC-one",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"to": 100}}"##
        ),
        (
            "SC-one",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"offsets": [0, 10], "fling": {"velocity": 500}}}"##
        ),
        (
            "SC-offsets-excl",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"offsets": [0, 10], "frames": 3}}"##
        ),
        (
            "SC-offsets-excl",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"offsets": [0, 10], "curve": "linear"}}"##
        ),
        (
            "SC-offsets-excl",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"offsets": [0, 10], "to": 10}}"##
        ),
        (
            "SC-offsets-min",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"offsets": []}}"##
        ),
        (
            "SC-fling-excl",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"fling": {"velocity": 500}, "curve": "easeIn"}}"##
        ),
        (
            "SC-fling-excl",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"fling": {"velocity": 500}, "to": 100}}"##
        ),
        (
            "SC-from-to",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"from": 0}}"##
        ),
        (
            "SC-snap",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"offsets": [0, 10], "snapFigure": true}}"##
        ),
        (
            "SC-snap",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"from": 0, "to": 100, "snapFigure": true}}"##
        ),
        (
            "SC-axis",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"from": 0, "to": 100, "axis": "x"}}"##
        ),
        (
            "SC-axis",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow", "scrollDirection": "horizontal"}, "sections": [3], "scroll": {"from": 0, "to": 100, "axis": "y"}}"##
        ),
        (
            "AN-not-both",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": [{"insert": "0-3"}], "transition": {"type": "grid"}}"##
        ),
        (
            "AN-updates-sizes",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [{"items": [{"width": 50, "height": 50}]}], "updates": [{"delete": "0-0"}]}"##
        ),
        (
            "AN-updates-sizes",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [{"items": []}], "updates": [{"insert": "0-0"}]}"##
        ),
        (
            "AN-grid-sizes",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [{"items": [{"width": 50, "height": 50}]}], "transition": {"type": "grid"}}"##
        ),
        (
            "AN-bezier-max",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"cubicBezier": [0.25, 0.1, 0.25, 1, 0]}}}"##
        ),
        (
            "AN-bezier-x",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"cubicBezier": [1.5, 0, 0.58, 1]}}}"##
        ),
        (
            "AN-bezier-x",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"cubicBezier": [0.42, 0, -0.1, 1]}}}"##
        ),
        (
            "AN-bounce",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"duration": 0.5, "bounce": 1}}}}"##
        ),
        (
            "AN-bounce",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"duration": 0.5, "bounce": -1}}}}"##
        ),
        (
            "AN-spring-set",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"stiffness": 100, "damping": 10, "duration": 0.5}}}}"##
        ),
        (
            "AN-spring-set",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"dampingRatio": 0.5, "response": 0.4, "bounce": 0.2}}}}"##
        ),
        (
            "AN-spring-set",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"stiffness": 100}}}}"##
        ),
        (
            "AN-spring-set",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {}}}}"##
        ),
        (
            "AN-spring-set",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"initialVelocity": 2}}}}"##
        ),
        (
            "AN-spring-set",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"duration": 0.5, "mass": 2}}}}"##
        ),
        (
            "AN-spring-set",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"response": 0.5}}}}"##
        ),
        ("DR-viewport", ##"{"layout": {"type": "flow"}, "sections": [3]}"##),
        (
            "DR-ignore",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "scroll": {"from": 0, "to": 100}, "check": {"ignore": [{"width": 10, "height": 10}]}}"##
        ),
        (
            "DR-ignore",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": [{"insert": "0-3"}], "check": {"ignore": [{"width": 10, "height": 10}]}}"##
        ),
        (
            "DR-annot-one",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "annotations": [{"edge": "left"}]}"##
        ),
        (
            "DR-annot-one",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "annotations": [{"inset": "0-0", "edge": "left", "callout": "0-1", "text": "x"}]}"##
        ),
        (
            "DR-annot-element",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "annotations": [{"callout": "0-*", "text": "x"}]}"##
        ),
        (
            "DR-annot-element",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "annotations": [{"spacing": ["*-0", "0-1"]}]}"##
        ),
        (
            "DR-annot-req",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "annotations": [{"inset": "0-0"}]}"##
        ),
        (
            "DR-annot-req",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "annotations": [{"callout": "0-0"}]}"##
        ),
        (
            "DR-items-homog",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [{"items": [{"width": 50, "height": 50}, "Inbox"]}]}"##
        ),
        (
            "DR-sizes-layout",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "grid"}, "sections": [{"items": [{"width": 50, "height": 50}]}]}"##
        ),
        (
            "DR-sizes-layout",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "grid"}, "sections": [{"items": []}]}"##
        ),
        (
            "DR-titles",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [{"items": 3, "header": "Recent"}]}"##
        ),
        (
            "DR-titles",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow", "scrollDirection": "horizontal", "footerReferenceSize": {"width": 0, "height": 40}}, "sections": [{"items": 3, "footer": "End"}]}"##
        ),
        (
            "DR-label",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "style": {"label": "{sectoin}"}}"##
        ),
        (
            "DR-label",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "style": {"cell": {"label": "{row}"}}}"##
        ),
        (
            "DR-label",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "style": {"header": {"label": "Section {section"}}}"##
        ),
        (
            "DR-label",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "style": {"decoration": {"label": "{}"}}}"##
        ),
        (
            "DR-label",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "style": {"footer": {"label": "a { b"}}}"##
        ),
        (
            "SC-axis",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "coverflow"}, "sections": [3], "scroll": {"from": 0, "to": 100, "axis": "y"}}"##
        ),
        (
            "SC-axis",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "compositional", "scrollDirection": "horizontal", "sections": [{"group": {"width": 100, "height": 100, "items": [{"width": 100, "height": 100}]}}]}, "sections": [3], "scroll": {"from": 0, "to": 100, "axis": "y"}}"##
        ),
    ]

    /// Documents the decoder refuses for reasons no JSON Schema can state: they need the data's
    /// counts (an update or an override beyond the items), arithmetic across sections (item
    /// counts after an update, the item budget) or the physics of a spring (settling time).
    static let beyondTheSchema: [(rule: String, json: String)] = [
        (
            "AN-settle",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "animation": {"curve": {"spring": {"stiffness": 0.0001, "damping": 0.0001}}}}"##
        ),
        (
            "UP-engine",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": [{"delete": "0-5"}]}"##
        ),
        (
            "UP-engine",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": [{"insertSection": {"section": 5}}]}"##
        ),
        (
            "UP-counts-len",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": {"changes": [{"insert": "0-3"}], "itemCountsAfter": [4, 0]}}"##
        ),
        (
            "UP-counts-value",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": {"changes": [{"insert": "0-3"}], "itemCountsAfter": [3]}}"##
        ),
        (
            "UP-budget",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": [{"reloadSection": {"section": 0, "items": 200000}}]}"##
        ),
        (
            "DR-annot-range",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "annotations": [{"callout": "0-7", "text": "x"}]}"##
        ),
        (
            "DR-override-range",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "overrides": {"0-9": {"alpha": 0.5}}}"##
        ),
        (
            "DR-override-range",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "overrides": {"header 4": {"hidden": true}}}"##
        ),
        (
            "LD-items",
            ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [2000001]}"##
        ),
    ]

    /// Valid documents using the same sections: motions, curves, updates, transitions, labels.
    static let valid: [String] = [
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [40], "scroll": {"from": 0, "to": 600, "frames": 5, "curve": "easeInEaseOut", "overscroll": "rubberBand", "strip": {"columns": 5, "frameDuration": 0.2}}}"##,
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [40], "scroll": {"offsets": [-40, 0, 300], "overscroll": "exact", "strip": {"view": "content", "title": "offsets"}}}"##,
        ##"{"viewport": {"width": 320, "height": 200}, "layout": {"type": "flow", "scrollDirection": "horizontal", "itemSize": {"width": 200, "height": 160}, "minimumLineSpacing": 20, "sectionInset": {"top": 20, "left": 60, "bottom": 20, "right": 60}, "snap": "centerItem"}, "sections": [8], "scroll": {"axis": "x", "fling": {"velocity": 1200, "rate": "fast", "from": 0}, "frames": 6, "snapFigure": true}}"##,
        ##"{"device": "iphone-15", "layout": {"type": "stretchy", "headerOverlay": {"enabled": true, "maxAlpha": 0.6}, "parallax": true}, "sections": [2, 2], "style": {"content": "landscape", "decoration": {"label": "{category} {{x}}"}}, "scroll": {"axis": "y", "from": -150, "to": 800, "frames": 4, "overscroll": "exact"}}"##,
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3], "updates": [{"delete": "0-0"}, {"insert": ["0-2", {"section": 0, "item": 3}]}], "animation": {"frames": 5, "duration": 0.3, "curve": {"cubicBezier": [0.42, 0, 0.58, 1]}, "ghosts": true}}"##,
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "grid", "itemSize": {"width": 80, "height": 60}}, "sections": [3], "updates": {"changes": [{"insertSection": {"section": 1, "items": 2}}], "itemCountsAfter": [3, 2]}, "animation": {"curve": {"spring": {"mass": 1, "stiffness": 100, "damping": 20, "initialVelocity": 0}}, "roles": false}}"##,
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "grid", "itemSize": {"width": 80, "height": 60}}, "sections": [4, 2], "transition": {"type": "flow", "itemSize": {"width": 165, "height": 40}, "sectionInset": 10}, "animation": {"frames": 9, "curve": {"spring": {"duration": 0.5, "bounce": 0.2}}, "stripColumns": 3}}"##,
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3, 2], "updates": [{"moveSection": {"from": 0, "to": 1}}], "animation": {"curve": {"spring": {"dampingRatio": 0.8, "response": 0.4, "initialVelocity": 2}}, "labels": "after"}}"##,
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow", "headerReferenceSize": {"width": 0, "height": 30}}, "sections": [{"items": 3, "header": "Inbox"}, 2], "style": {"theme": "dark", "label": "{{{section}-{item}}}", "cell": {"label": "#{number} {{id}}", "fill": "#3478F6", "text": "#fff"}, "header": {"label": "{kind} {section}"}}}"##,
        ##"{"viewport": {"width": 320, "height": 480}, "layout": {"type": "flow"}, "sections": [3, 2, 4], "updates": [{"deleteSection": 2}, {"reloadSection": {"section": 0, "items": 5}}], "animation": {"curve": "linear", "insertionStart": "center", "labels": "before"}, "overrides": {"0-1": {"alpha": 0.5, "transform": [{"rotate": 10}]}}, "annotations": [{"spacing": ["0-0", "0-1"]}, {"callout": "0-2", "text": "hi"}, {"inset": "1-0", "edge": "left"}]}"##,
    ]

    func testTheSchemaRefusesWhatTheDecoderRefuses() throws {
        XCTAssertGreaterThanOrEqual(Self.invalid.count, 40)
        let verdicts = try schemaVerdicts(Self.invalid.map(\.json))
        for ((rule, json), schemaAccepts) in zip(Self.invalid, verdicts) {
            // One problem each: a document refused for another mistake would prove nothing.
            let found = decoderProblems(json)
            XCTAssertEqual(found.count, 1, "\(rule): the decoder should refuse \(json) once: \(found)")
            XCTAssertFalse(schemaAccepts, "\(rule): the schema should refuse \(json)")
        }
    }

    /// What the schema cannot express is listed in docs/document-format.md; these show it: the
    /// schema accepts them, the decoder does not.
    func testWhatOnlyTheDecoderCanRefuse() throws {
        let verdicts = try schemaVerdicts(Self.beyondTheSchema.map(\.json))
        for ((rule, json), schemaAccepts) in zip(Self.beyondTheSchema, verdicts) {
            XCTAssertEqual(decoderProblems(json).count, 1, "\(rule): the decoder should refuse \(json) once")
            XCTAssertTrue(schemaAccepts, "\(rule): a JSON Schema cannot refuse \(json)")
        }
    }

    /// The valid documents and every fixture pass both (the fixtures read as YAML by PyYAML).
    func testValidDocumentsAndFixturesPassBoth() throws {
        let fixtures = ["", "animations", "scroll"].flatMap { folder in
            let directory = PackagePaths.fixtures.appendingPathComponent(folder)
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            return names.filter { $0.hasSuffix(".yaml") }.sorted().map { directory.appendingPathComponent($0) }
        }
        XCTAssertGreaterThanOrEqual(fixtures.count, 28, "the still, animation and scroll fixtures")
        let texts = try Self.valid + fixtures.map { try String(contentsOf: $0, encoding: .utf8) }
        let verdicts = try schemaVerdicts(texts)
        for (text, schemaAccepts) in zip(texts, verdicts) {
            XCTAssertEqual(decoderProblems(text), [], "the decoder should accept \(text.prefix(200))")
            XCTAssertTrue(schemaAccepts, "the schema should accept \(text.prefix(200))")
        }
    }

    /// The decoder's problems with `text` (none when it reads it).
    private func decoderProblems(_ text: String) -> [Diagnostic] {
        do {
            _ = try LayoutDocument.decode(text, file: "doc.yaml")
            return []
        } catch {
            return error.diagnostics
        }
    }

    /// Whether docs/layoutshot.schema.json accepts each document (JSON, or YAML read by PyYAML),
    /// from one run of Python's validator. Without Python's `jsonschema` and `yaml` the test is
    /// skipped on a developer's machine (`pip install jsonschema pyyaml`), and fails in CI, which
    /// installs them (`scripts/install-deps --test`).
    private func schemaVerdicts(_ documents: [String]) throws -> [Bool] {
        let directory = try makeTemporaryDirectory("layoutshot-schema-agreement")
        if ProcessInfo.processInfo.environment["CI"] == nil,
            try run(["-c", "import jsonschema, yaml"], in: directory) != 0
        {
            throw XCTSkip("python3 with jsonschema and yaml is not installed")
        }
        for (index, text) in documents.enumerated() {
            try text.write(to: directory.appendingPathComponent("\(index).yaml"), atomically: true, encoding: .utf8)
        }
        let script = """
            import json, sys, yaml, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft202012Validator(schema)
            for index in range(int(sys.argv[3])):
                document = yaml.safe_load(open(f"{sys.argv[2]}/{index}.yaml"))
                print("valid" if validator.is_valid(document) else "invalid")
            """
        let schema = PackagePaths.root.appendingPathComponent("docs/layoutshot.schema.json").path
        let status = try run(["-c", script, schema, directory.path, String(documents.count)], in: directory)
        let output = try String(contentsOf: directory.appendingPathComponent("stdout"), encoding: .utf8)
        let message = try String(contentsOf: directory.appendingPathComponent("stderr"), encoding: .utf8)
        XCTAssertEqual(status, 0, "python3 with jsonschema and yaml (scripts/install-deps --test): \(message)")
        let verdicts = output.split(separator: "\n").map { $0 == "valid" }
        XCTAssertEqual(verdicts.count, documents.count, message)
        return verdicts
    }

    /// Runs `python3 arguments…`, its output and errors in files of `directory` (so neither pipe
    /// can fill and stall it); answers its exit status.
    private func run(_ arguments: [String], in directory: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        for (name, stream) in [("stdout", 1), ("stderr", 2)] {
            let url = directory.appendingPathComponent(name)
            FileManager.default.createFile(atPath: url.path, contents: nil)
            let handle = try FileHandle(forWritingTo: url)
            if stream == 1 { process.standardOutput = handle } else { process.standardError = handle }
        }
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
