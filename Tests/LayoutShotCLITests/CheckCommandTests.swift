import Foundation
import LayoutDiff
import LayoutImage
import LayoutRendering
import LayoutSupport
import XCTest

/// `layoutshot check`: recording, record modes, regressions caught with the moved elements
/// named and outlined, errors that never touch references.
final class CheckCommandTests: XCTestCase {
    private let grid = "grid-rows.yaml"
    private let flow = "flow-vertical-headers.yaml"

    private func references(_ directory: URL, _ name: String) -> (json: URL, png: URL) {
        let folder = directory.appendingPathComponent("references")
        return (folder.appendingPathComponent(name + ".json"), folder.appendingPathComponent(name + ".png"))
    }

    func testMissingReferencesAreRecordedAsTheRenderWouldWriteThem() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        let first = try DiffCheck.run(["check", "."], in: directory)
        // A run that records compared nothing, so it does not pass (as swift-snapshot-testing).
        XCTAssertEqual(first.status, 1, first.standardError)
        XCTAssertTrue(first.standardError.contains("1 case recorded"), first.standardError)
        XCTAssertEqual(
            DiffCheck.text(first),
            """
            REC  grid-rows — reference recorded
            1 case: 1 recorded
            2 references written, to review and commit:
              references/grid-rows.json
              references/grid-rows.png

            """)
        let (json, png) = references(directory, "grid-rows")
        // The JSON reference is the render command's snapshot, byte for byte; the PNG has the
        // render command's pixels at scale 1. (Rendered into a subdirectory: a .json file beside
        // the documents would be taken for a document.)
        let renders = directory.appendingPathComponent("renders")
        try FileManager.default.createDirectory(at: renders, withIntermediateDirectories: true)
        XCTAssertEqual(try DiffCheck.run(["render", grid, "-o", "renders/r.json"], in: directory).status, 0)
        XCTAssertEqual(try Data(contentsOf: json), try Data(contentsOf: renders.appendingPathComponent("r.json")))
        XCTAssertEqual(
            try DiffCheck.run(["render", grid, "-o", "renders/r.png", "--scale", "1"], in: directory).status, 0)
        let pixels = try PixelDiff.compareFiles(
            expected: renders.appendingPathComponent("r.png"), actual: png, options: PixelDiffOptions(threshold: 0))
        XCTAssertEqual(pixels.status, .identical, pixels.summary)

        let second = try DiffCheck.run(["check", "."], in: directory)
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertTrue(DiffCheck.text(second).hasPrefix("ok   grid-rows — identical"), DiffCheck.text(second))
    }

    /// On a CI machine (`CI` set, as GitHub Actions and GitLab set it) a missing reference is
    /// trouble (2) instead of being recorded where nobody reviews it, unless a record mode is given.
    func testACIRunFailsOnAMissingReference() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        let result = try DiffCheck.run(["check", "."], in: directory, environment: ["CI": "true"])
        XCTAssertEqual(result.status, 2, result.standardError)
        let (json, png) = references(directory, "grid-rows")
        XCTAssertFalse(FileManager.default.fileExists(atPath: json.path), "nothing recorded")
        XCTAssertFalse(FileManager.default.fileExists(atPath: png.path), "nothing recorded")
        let explicit = try DiffCheck.run(
            ["check", ".", "--record-mode", "missing"], in: directory, environment: ["CI": "true"])
        XCTAssertEqual(explicit.status, 1, "recorded on request, and still not a pass")
        XCTAssertTrue(FileManager.default.fileExists(atPath: json.path), "an explicit mode records")
        let off = try DiffCheck.run(["check", "."], in: directory, environment: ["CI": "false"])
        XCTAssertEqual(off.status, 0, "CI=false is not a CI machine; the references now match")
    }

    func testRecordModeNeverIsExitTwoOnAMissingReferenceAndWritesNothing() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        for (arguments, environment) in [
            (["--record-mode", "never"], [:]), ([], ["LAYOUTSHOT_RECORD_MODE": "never"]),
            (["--record-mode", "never"], ["LAYOUTSHOT_RECORD": "1"]),
        ] {
            let result = try DiffCheck.run(["check", "."] + arguments, in: directory, environment: environment)
            XCTAssertEqual(result.status, 2, "\(arguments) \(environment): \(result.standardError)")
            XCTAssertTrue(DiffCheck.text(result).contains("ERR  grid-rows"), DiffCheck.text(result))
            XCTAssertTrue(DiffCheck.text(result).contains("(record mode never:"), DiffCheck.text(result))
            XCTAssertEqual(CLIRunner.contents(of: directory), [grid], "\(arguments) \(environment): nothing written")
        }
    }

    func testAnUnknownRecordModeInTheEnvironmentIsExitTwo() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        let result = try DiffCheck.run(
            ["check", "."], in: directory, environment: ["LAYOUTSHOT_RECORD_MODE": "sometimes"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("LAYOUTSHOT_RECORD_MODE='sometimes'"), result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), [grid])
    }

    /// Widening the grid's items from 80 to 90 moves item i by 10·i (REFERENCE §6).
    func testARegressionIsExitOneAndNamesTheMovedElements() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.record(in: directory)
        let (json, png) = references(directory, "grid-rows")
        let before = (try Data(contentsOf: json), try Data(contentsOf: png))
        try DiffCheck.copyFixture(grid, to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 90,")])
        let result = try DiffCheck.run(
            ["check", grid, "--record-mode", "missing", "--report-dir", "out"], in: directory)
        XCTAssertEqual(result.status, 1, result.standardError)
        let text = DiffCheck.text(result)
        XCTAssertTrue(text.hasPrefix("FAIL grid-rows — size mismatch"), text)
        for line in [
            "cell 0-3 moved by (30, 0)", "cell 1-1 moved by (10, 0)", "content size changed from 550×220 to 610×220",
        ] {
            XCTAssertTrue(text.contains(line), "expected '\(line)' in:\n\(text)")
        }
        XCTAssertEqual(result.standardError, "error: 1 case differs from its reference\n")
        XCTAssertEqual(try Data(contentsOf: json), before.0, "a failing check leaves the JSON reference alone")
        XCTAssertEqual(try Data(contentsOf: png), before.1, "a failing check leaves the PNG reference alone")

        // Sizes differ, so there is no pixel diff: the outlines go over the faded actual image.
        // Cell 0-3's left edge: x = (w + s)·3 + s = 310 now, 280 before; its top y = l = 10.
        XCTAssertEqual(try DiffCheck.run(["render", grid, "-o", "actual.svg"], in: directory).status, 0)
        let offset = try panelOffset(
            String(contentsOf: directory.appendingPathComponent("actual.svg"), encoding: .utf8))
        let diff = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("out/grid-rows.diff.png"))
        let blue = Color(red: 0, green: 102, blue: 255)
        let middle = Int((40 + offset.y).rounded(.down))
        for x in [310, 280] {
            let column = Int((CGFloat(x) + offset.x).rounded(.down))
            XCTAssertEqual(diff.pixel(x: column, y: middle), blue, "cell 0-3 outline at content x = \(x)")
        }
    }

    /// Narrower items in the flow fixture keep the canvas size, so the pixels differ and the
    /// changed cells are outlined on the diff image. Cell 0-0 sits at the section inset (10) below
    /// the 36-point header: content frame (10, 46, 90, 80), expected (10, 46, 100, 80). The
    /// region's offset on the canvas is read from the SVG's region panel (another writer).
    func testChangedElementFramesAreOutlinedOnTheDiffImage() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(flow, to: directory)
        try DiffCheck.record(in: directory)
        try DiffCheck.copyFixture(
            flow, to: directory, replacing: [("{width: 100, height: 80}", "{width: 90, height: 80}")])
        let result = try DiffCheck.run(["check", ".", "--report-dir", "out"], in: directory)
        XCTAssertEqual(result.status, 1, result.standardError)
        let text = DiffCheck.text(result)
        XCTAssertTrue(text.contains("pixels differ"), text)
        // Section 0's first line: 3 items of 90 in 355 points, justified: gap (355 − 270) / 2 = 42.5
        // instead of 27.5, so item 1 moves by 5 and item 2 by 10.
        XCTAssertTrue(text.contains("cell 0-1 moved by (5, 0)"), text)
        XCTAssertTrue(text.contains("cell 0-2 moved by (10, 0)"), text)
        let out = directory.appendingPathComponent("out")
        XCTAssertEqual(
            CLIRunner.contents(of: out),
            [
                "flow-vertical-headers.actual.json", "flow-vertical-headers.actual.png",
                "flow-vertical-headers.diff.png",
                "flow-vertical-headers.expected.png",
            ])

        XCTAssertEqual(try DiffCheck.run(["render", flow, "-o", "actual.svg"], in: directory).status, 0)
        let svg = try String(contentsOf: directory.appendingPathComponent("actual.svg"), encoding: .utf8)
        let offset = try panelOffset(svg)
        let diff = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("flow-vertical-headers.diff.png"))
        let blue = Color(red: 0, green: 102, blue: 255)
        let left = Int((10 + offset.x).rounded(.down))
        let top = Int((46 + offset.y).rounded(.down))
        let middle = Int((86 + offset.y).rounded(.down))
        XCTAssertEqual(diff.pixel(x: left, y: middle), blue, "left edge of cell 0-0 at (\(left), \(middle))")
        XCTAssertEqual(diff.pixel(x: left + 45, y: top), blue, "top edge of cell 0-0 at (\(left + 45), \(top))")
        XCTAssertEqual(diff.pixel(x: left + 89, y: middle), blue, "new right edge (width 90) at x = \(left + 89)")
        XCTAssertEqual(diff.pixel(x: left + 99, y: middle), blue, "old right edge (width 100) at x = \(left + 99)")
        XCTAssertNotEqual(diff.pixel(x: left + 60, y: middle + 20), blue, "inside cell 0-0")
        let actual = try PNGDecoder.decode(contentsOf: out.appendingPathComponent("flow-vertical-headers.actual.png"))
        XCTAssertEqual([actual.width, actual.height], [diff.width, diff.height])
    }

    /// `translate(x y)` of the SVG's region panel.
    private func panelOffset(_ svg: String) throws -> CGPoint {
        let marker = "data-label=\"region\" transform=\"translate("
        let start = try XCTUnwrap(svg.range(of: marker), "no region panel in the SVG").upperBound
        let numbers = svg[start...].prefix { $0 != ")" }.split(separator: " ").compactMap { Double($0) }
        XCTAssertEqual(numbers.count, 2, "translate of the region panel")
        return CGPoint(x: numbers.first ?? 0, y: numbers.last ?? 0)
    }

    func testRecordModeFailedReRecordsOnlyTheFailures() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.copyFixture(flow, to: directory)
        try DiffCheck.record(in: directory)
        let gridRefs = references(directory, "grid-rows")
        let flowRefs = references(directory, "flow-vertical-headers")
        for url in [gridRefs.json, gridRefs.png, flowRefs.json, flowRefs.png] { try DiffCheck.age(url) }
        let aged = Date(timeIntervalSinceReferenceDate: 0)
        try DiffCheck.copyFixture(grid, to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 90,")])

        let result = try DiffCheck.run(["check", ".", "--record-mode", "failed"], in: directory)
        XCTAssertEqual(result.status, 1, "a run that re-recorded does not pass: \(result.standardError)")
        let text = DiffCheck.text(result)
        XCTAssertTrue(text.contains("ok   flow-vertical-headers"), text)
        XCTAssertTrue(text.contains("REC  grid-rows"), text)
        XCTAssertTrue(text.contains("reference re-recorded (record mode failed)"), text)
        XCTAssertEqual(
            try DiffCheck.modificationDate(flowRefs.json), aged, "the passing JSON reference is not rewritten")
        XCTAssertEqual(try DiffCheck.modificationDate(flowRefs.png), aged, "the passing PNG reference is not rewritten")
        XCTAssertGreaterThan(
            try DiffCheck.modificationDate(gridRefs.json), aged, "the failing JSON reference is rewritten")
        XCTAssertGreaterThan(
            try DiffCheck.modificationDate(gridRefs.png), aged, "the failing PNG reference is rewritten")
        // The new references match: the next check passes.
        XCTAssertEqual(try DiffCheck.run(["check", ".", "--record-mode", "never"], in: directory).status, 0)
    }

    func testRecordModeAllRewritesEveryReference() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.record(in: directory)
        let refs = references(directory, "grid-rows")
        let aged = Date(timeIntervalSinceReferenceDate: 0)
        for (arguments, environment) in [
            (["--record-mode", "all"], [:]), (["--record"], [:]), ([], ["LAYOUTSHOT_RECORD": "1"]),
            ([], ["LAYOUTSHOT_RECORD_MODE": "all"]),
        ] {
            for url in [refs.json, refs.png] { try DiffCheck.age(url) }
            let result = try DiffCheck.run(["check", "."] + arguments, in: directory, environment: environment)
            XCTAssertEqual(result.status, 1, "\(arguments) \(environment): \(result.standardError)")
            XCTAssertTrue(DiffCheck.text(result).contains("REC  grid-rows"), DiffCheck.text(result))
            XCTAssertGreaterThan(try DiffCheck.modificationDate(refs.json), aged, "\(arguments) \(environment)")
            XCTAssertGreaterThan(try DiffCheck.modificationDate(refs.png), aged, "\(arguments) \(environment)")
        }
    }

    func testDocumentsThatCannotBeReadOrRenderedAreExitTwoAndNeverTouchReferences() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.copyFixture(flow, to: directory)
        try DiffCheck.record(in: directory)
        let gridRefs = references(directory, "grid-rows")
        let flowRefs = references(directory, "flow-vertical-headers")
        for url in [gridRefs.json, gridRefs.png, flowRefs.json, flowRefs.png] { try DiffCheck.age(url) }
        // Malformed YAML, and a canvas wider than Cairo's 32,767 pixels (6 · 40,010 + 10 points).
        try Data("version: 1\nviewport: [oops\n".utf8).write(to: directory.appendingPathComponent(flow))
        try DiffCheck.copyFixture(
            grid, to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 40000,")])

        for mode in RecordModeName.allCases {
            let result = try DiffCheck.run(["check", ".", "--record-mode", mode.rawValue], in: directory)
            XCTAssertEqual(result.status, 2, "\(mode): \(result.standardError)")
            let text = DiffCheck.text(result)
            XCTAssertTrue(text.contains("ERR  flow-vertical-headers — ./\(flow):3:1"), "\(mode):\n\(text)")
            // Located at the document's key that sizes the canvas, as `render` locates it.
            XCTAssertTrue(
                text.contains("ERR  grid-rows — ./\(grid):13:3: error: render: canvas of"), "\(mode):\n\(text)")
            XCTAssertEqual(result.standardError, "error: 2 cases could not be checked\n")
            for url in [gridRefs.json, gridRefs.png, flowRefs.json, flowRefs.png] {
                XCTAssertEqual(
                    try DiffCheck.modificationDate(url), Date(timeIntervalSinceReferenceDate: 0),
                    "\(mode): \(url.lastPathComponent) untouched")
            }
        }
    }

    /// One pixel of the PNG reference changed: a difference by default, accepted by a budget of
    /// one pixel or by a ratio of one pixel over the image's area; the JSON reference still matches.
    func testThePixelBudgetDecidesWhetherAOnePixelChangeFails() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.record(in: directory)
        let refs = references(directory, "grid-rows")
        var image = try PNGDecoder.decode(contentsOf: refs.png)
        image.setPixel(x: 1, y: 1, to: Color(red: 0, green: 0, blue: 0))
        try PNGEncoder.encode(image).write(to: refs.png)
        let area = image.width * image.height

        let strict = try DiffCheck.run(["check", "."], in: directory)
        XCTAssertEqual(strict.status, 1, strict.standardError)
        XCTAssertTrue(
            DiffCheck.text(strict).contains("FAIL grid-rows — 1 of \(area) pixels differ"), DiffCheck.text(strict))
        for budget in [["--max-pixels", "1"], ["--max-ratio", "\(1.0 / Double(area))"]] {
            let result = try DiffCheck.run(["check", "."] + budget, in: directory)
            XCTAssertEqual(result.status, 0, "\(budget): \(DiffCheck.text(result))")
            XCTAssertTrue(DiffCheck.text(result).contains("within budget"), DiffCheck.text(result))
        }
        let tooSmall = try DiffCheck.run(["check", ".", "--max-ratio", "\(0.5 / Double(area))"], in: directory)
        XCTAssertEqual(tooSmall.status, 1, DiffCheck.text(tooSmall))
    }

    func testACorruptReferenceIsExitTwoNamingIt() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.record(in: directory)
        let refs = references(directory, "grid-rows")
        try Data("not a png".utf8).write(to: refs.png)
        let result = try DiffCheck.run(["check", "."], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        // `check .` finds the reference from the working directory, which the system reports with
        // symbolic links resolved (the temporary folder may be reached through one).
        let named = refs.png.resolvingSymlinksInPath().path
        XCTAssertTrue(DiffCheck.text(result).contains("cannot read reference '\(named)'"), DiffCheck.text(result))
    }

    func testAMissingInputIsExitTwo() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let result = try DiffCheck.run(["check", "nowhere"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("cannot read 'nowhere'"), result.standardError)
    }

    func testTheReferencesOptionAndScaleDecideWhereAndHowLarge() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.record(["check", grid, "--references", "one"], in: directory)
        try DiffCheck.record(["check", grid, "--references", "two", "--scale", "2"], in: directory)
        let one = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("one/grid-rows.png"))
        let two = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("two/grid-rows.png"))
        XCTAssertEqual([two.width, two.height], [one.width * 2, one.height * 2], "scale 2 doubles each side")
        // The 1× reference is not a 2× render.
        let result = try DiffCheck.run(["check", grid, "--references", "one", "--scale", "2"], in: directory)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(DiffCheck.text(result).contains("size mismatch"), DiffCheck.text(result))
    }

    /// Shards 1/3, 2/3 and 3/3 together check every document exactly once.
    func testShardsCoverTheSuiteExactlyOnce() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let names = ["flow-horizontal", "flow-vertical-headers", "grid-rows", "visible-rect"]
        for name in names { try DiffCheck.copyFixture(name + ".yaml", to: directory) }
        try DiffCheck.record(in: directory)
        var checked: [String] = []
        for index in 1...3 {
            let result = try DiffCheck.run(
                ["check", ".", "--record-mode", "never", "--shard", "\(index)/3"], in: directory)
            XCTAssertEqual(result.status, 0, result.standardError)
            checked += DiffCheck.text(result).split(separator: "\n").compactMap { line in
                line.hasPrefix("ok   ") ? String(line.dropFirst(5).prefix { $0 != " " }) : nil
            }
        }
        XCTAssertEqual(checked.sorted(), names, "every document once")
        for bad in ["0/3", "4/3", "1/0", "two/3", "1/3/5"] {
            let result = try DiffCheck.run(["check", ".", "--shard", bad], in: directory)
            XCTAssertEqual(result.status, 2, "\(bad): \(result.standardError)")
        }
    }

    /// A document's own `check` settings: ignore regions (content coordinates) hide a change from
    /// both comparisons, a budget forgives pixel noise, and a bad value is a located error.
    /// grid-rows puts item i of section k at x = 90·i + 10, y = 70·k + 10, 80 × 60: cell 0-1
    /// covers (100, 10)–(180, 70).
    func testDocumentCheckSettingsIgnoreRegionsAndBudgets() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.record(in: directory)
        func check(_ insertion: String, title: String = "Row-per-section grid") throws -> CLIRunner.Result {
            try DiffCheck.copyFixture(
                grid, to: directory,
                replacing: [("render:\n  title: Row-per-section grid", insertion + "render:\n  title: " + title)])
            return try DiffCheck.run(["check", ".", "--record-mode", "never"], in: directory)
        }
        let faded = "overrides:\n  \"0-1\": {alpha: 0.4}\n"
        XCTAssertEqual(try check(faded).status, 1, "a faded cell is a difference")
        let covered = try check(faded + "check:\n  ignore: [{x: 95, y: 5, width: 90, height: 70}]\n")
        XCTAssertEqual(covered.status, 0, DiffCheck.text(covered))
        let elsewhere = try check(faded + "check:\n  ignore: [{x: 185, y: 5, width: 90, height: 70}]\n")
        XCTAssertEqual(elsewhere.status, 1, "an ignore region elsewhere hides nothing")
        XCTAssertTrue(DiffCheck.text(elsewhere).contains("cell 0-1"), DiffCheck.text(elsewhere))

        XCTAssertEqual(try check("", title: "Row-per-section grid, renamed").status, 1, "the title's pixels changed")
        XCTAssertEqual(try check("check: {maxRatio: 0.2}\n", title: "Row-per-section grid, renamed").status, 0)
        let bad = try check("check: {threshold: 2}\n")
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(DiffCheck.text(bad).contains("grid-rows.yaml:"), DiffCheck.text(bad))
        XCTAssertTrue(DiffCheck.text(bad).contains("threshold"), DiffCheck.text(bad))
    }

    /// Animation and scroll documents are checked as the strips `animate` and `scroll` publish
    /// (every frame), not as their first frame: the recorded PNG is the command's strip, and a
    /// change that only shows in later frames fails.
    func testAnimationAndScrollDocumentsAreCheckedAsTheirStrips() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let deletion = directory.appendingPathComponent("deletion.yaml")
        let scroll = directory.appendingPathComponent("flow-pinned-headers.yaml")
        try FileManager.default.copyItem(
            at: CLIRunner.fixtures.appendingPathComponent("animations/deletion.yaml"), to: deletion)
        try FileManager.default.copyItem(
            at: CLIRunner.fixtures.appendingPathComponent("scroll/flow-pinned-headers.yaml"), to: scroll)
        try DiffCheck.record(in: directory)
        let strips = directory.appendingPathComponent("strips")
        try FileManager.default.createDirectory(at: strips, withIntermediateDirectories: true)
        XCTAssertEqual(
            try DiffCheck.run(["animate", "deletion.yaml", "-o", "strips/deletion.png"], in: directory).status, 0)
        XCTAssertEqual(
            try DiffCheck.run(["scroll", "flow-pinned-headers.yaml", "-o", "strips/scroll.png"], in: directory).status,
            0)
        for (strip, reference) in [("deletion", "deletion"), ("scroll", "flow-pinned-headers")] {
            let pixels = try PixelDiff.compareFiles(
                expected: strips.appendingPathComponent(strip + ".png"),
                actual: directory.appendingPathComponent("references/\(reference).png"),
                options: PixelDiffOptions(threshold: 0))
            XCTAssertEqual(pixels.status, .identical, "\(reference): \(pixels.summary)")
        }
        XCTAssertEqual(try DiffCheck.run(["check", "."], in: directory).status, 0)

        // Deleting another item leaves the first frame (and the still's snapshot) as it was.
        try Data(
            try String(contentsOf: deletion, encoding: .utf8)
                .replacingOccurrences(of: "item: 1}", with: "item: 2}").utf8
        ).write(to: deletion)
        try Data(
            try String(contentsOf: scroll, encoding: .utf8)
                .replacingOccurrences(of: "to: 480", with: "to: 400").utf8
        ).write(to: scroll)
        let reportDirectory = directory.appendingPathComponent("report")
        try FileManager.default.createDirectory(at: reportDirectory, withIntermediateDirectories: true)
        let changed = try DiffCheck.run(["check", ".", "--json", "report/r.json"], in: directory)
        XCTAssertEqual(changed.status, 1)
        XCTAssertEqual(DiffCheck.text(changed).components(separatedBy: "FAIL").count, 3, DiffCheck.text(changed))
        // Frame by frame: the scroll's 7 frames run from 0 to 400 instead of 480, so the first
        // (y = 0) shows the same pixels and every later one a different offset.
        let report = try DiffReport.decode(
            Data(contentsOf: reportDirectory.appendingPathComponent("r.json")), savedIn: reportDirectory)
        let frames = try XCTUnwrap(report.cases.first { $0.name == "flow-pinned-headers" }?.frames)
        XCTAssertEqual(frames.count, 7)
        XCTAssertEqual(frames.map(\.isChanged), [false] + Array(repeating: true, count: 6), "\(frames)")
        XCTAssertEqual(frames.first?.label, "y = 0")
        XCTAssertTrue(DiffCheck.text(changed).contains("6 of 7 frames changed: "), DiffCheck.text(changed))
        // Each frame's elements, recorded as flow-pinned-headers.frames.json, say what changed:
        // nothing at y = 0; in the last frame section 2's pinned header. Sections 0 and 1 end at
        // 260 and 450 (header 40, inset 10 + rows of 60 + 10 spacing + inset 10), so section 2's
        // header starts at 450 and pins to the top of the visible bounds, max(450, offset)
        // (UICollectionViewFlowLayout.sectionHeadersPinToVisibleBounds): 480 recorded, 450 now.
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: directory.appendingPathComponent("references/flow-pinned-headers.frames.json").path))
        XCTAssertEqual(frames.first?.elements?.isEmpty, true, "\(String(describing: frames.first?.elements))")
        let header = try XCTUnwrap(
            frames.last?.elements?.changes.first {
                $0.key.category == .supplementaryView && $0.key.indexPath.section == 2 && $0.kind == .moved
            }, "\(String(describing: frames.last?.elements?.summaryLines))")
        XCTAssertEqual(header.expected?.frame.minY, 480)
        XCTAssertEqual(header.actual?.frame.minY, 450)
        // The text report has a line per changed frame, under the current run's captions.
        XCTAssertTrue(DiffCheck.text(changed).contains("\n     y = 400: "), DiffCheck.text(changed))

        try Data(
            try String(contentsOf: deletion, encoding: .utf8).appending("check: {ignore: [{width: 10, height: 10}]}\n")
                .utf8
        )
        .write(to: deletion)
        let ignored = try DiffCheck.run(["check", "deletion.yaml"], in: directory)
        XCTAssertEqual(ignored.status, 2)
        XCTAssertTrue(DiffCheck.text(ignored).contains("deletion.yaml:"), DiffCheck.text(ignored))
        XCTAssertTrue(DiffCheck.text(ignored).contains("maxRatio"), DiffCheck.text(ignored))
    }

    /// `--cache`: a document that passed and has not changed since (nor its references) is not
    /// rendered again; changing the document or a reference checks it again; a file that is not
    /// a cache is trouble; the cache file itself, kept among the documents, is not a document.
    func testTheCacheSkipsOnlyWhatIsUnchanged() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.copyFixture(flow, to: directory)
        try DiffCheck.record(in: directory)
        func run() throws -> String {
            let result = try DiffCheck.run(["check", ".", "--cache", "cache.json"], in: directory)
            XCTAssertEqual(result.status, 0, result.standardError)
            return DiffCheck.text(result)
        }
        XCTAssertFalse(try run().contains("unchanged"), "nothing is cached yet")
        XCTAssertEqual(try run().components(separatedBy: "unchanged since it last passed").count, 3, "both skipped")
        let document = directory.appendingPathComponent(grid)
        try (try Data(contentsOf: document) + Data("# edited\n".utf8)).write(to: document)
        var text = try run()
        XCTAssertTrue(text.contains("ok   grid-rows — identical"), text)
        XCTAssertTrue(text.contains("ok   flow-vertical-headers — unchanged"), text)
        // A reference whose bytes changed (here only a trailing newline) is checked again.
        let reference = directory.appendingPathComponent("references/flow-vertical-headers.json")
        let bytes = try Data(contentsOf: reference)
        try (bytes + Data("\n".utf8)).write(to: reference)
        text = try run()
        XCTAssertTrue(text.contains("ok   flow-vertical-headers — identical"), text)
        try Data("not a cache".utf8).write(to: directory.appendingPathComponent("cache.json"))
        XCTAssertEqual(try DiffCheck.run(["check", ".", "--cache", "cache.json"], in: directory).status, 2)
    }

    /// Several workers check documents at once, but the text, JUnit and HTML reports list the
    /// cases in document order, byte for byte as one worker writes them.
    func testReportsAreTheSameForAnyNumberOfWorkers() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let names = ["flow-horizontal", "flow-vertical-headers", "grid-rows", "visible-rect", "waterfall-columns"]
        for name in names { try DiffCheck.copyFixture(name + ".yaml", to: directory) }
        try DiffCheck.record(in: directory)
        try DiffCheck.copyFixture(grid, to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 90,")])
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("reports"), withIntermediateDirectories: true)
        var outputs: [[Data]] = []
        for jobs in [1, 2, 5] {
            let result = try DiffCheck.run(
                [
                    "check", ".", "--jobs", "\(jobs)", "--junit", "reports/\(jobs).xml", "--html",
                    "reports/\(jobs).html",
                ],
                in: directory)
            XCTAssertEqual(result.status, 1, result.standardError)
            outputs.append(
                try [result.standardOutput]
                    + ["xml", "html"].map {
                        try Data(contentsOf: directory.appendingPathComponent("reports/\(jobs).\($0)"))
                    })
        }
        XCTAssertTrue(
            DiffCheck.text(try DiffCheck.run(["check", ".", "--jobs", "1"], in: directory))
                .hasPrefix("ok   flow-horizontal — identical"), "cases in document order")
        XCTAssertEqual(outputs[1], outputs[0], "two workers")
        XCTAssertEqual(outputs[2], outputs[0], "more workers than cores")
        XCTAssertEqual(try DiffCheck.run(["check", ".", "--jobs", "0"], in: directory).status, 2)
    }

    /// Shards write JSON reports with their images; `merge-reports` turns them, moved elsewhere
    /// as CI artifacts are, into the text and JUnit reports one unsharded run writes, with an
    /// HTML report whose images resolve, and check's exit status.
    func testShardReportsMergeIntoTheReportOfOneRun() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let names = ["flow-horizontal", "flow-vertical-headers", "grid-rows", "visible-rect"]
        for name in names { try DiffCheck.copyFixture(name + ".yaml", to: directory) }
        try DiffCheck.record(in: directory)
        try DiffCheck.copyFixture(grid, to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 90,")])
        let whole = try DiffCheck.run(["check", ".", "--junit", "whole.xml", "--report-dir", "whole"], in: directory)
        XCTAssertEqual(whole.status, 1)
        for index in 1...2 {
            try FileManager.default.createDirectory(
                at: directory.appendingPathComponent("shard\(index)"), withIntermediateDirectories: true)
            let result = try DiffCheck.run(
                [
                    "check", ".", "--shard", "\(index)/2", "--json", "shard\(index)/report.json", "--report-dir",
                    "shard\(index)/images",
                ], in: directory)
            XCTAssertNotEqual(result.status, 2, result.standardError)
        }
        // Downloaded artifacts land somewhere else.
        let downloads = directory.appendingPathComponent("downloads")
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        for index in 1...2 {
            try FileManager.default.moveItem(
                at: directory.appendingPathComponent("shard\(index)"), to: downloads.appendingPathComponent("s\(index)")
            )
        }
        let merged = try DiffCheck.run(
            [
                "merge-reports", "downloads/s2/report.json", "downloads/s1/report.json", "--junit", "merged.xml",
                "--html", "merged.html",
            ], in: directory)
        XCTAssertEqual(merged.status, 1, merged.standardError)
        // The same reports, but for where the failure images are.
        func normalised(_ text: String) -> String {
            text.replacingOccurrences(
                of: "[^\\s\"|>]*/(grid-rows\\.[a-z]+\\.png)", with: "IMAGES/$1", options: .regularExpression)
        }
        XCTAssertEqual(normalised(DiffCheck.text(merged)), normalised(DiffCheck.text(whole)))
        XCTAssertTrue(DiffCheck.text(merged).contains("downloads/s"), "the merged text names the moved images")
        XCTAssertEqual(
            normalised(try String(contentsOf: directory.appendingPathComponent("merged.xml"), encoding: .utf8)),
            normalised(try String(contentsOf: directory.appendingPathComponent("whole.xml"), encoding: .utf8)))
        let page = try String(contentsOf: directory.appendingPathComponent("merged.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("src=\"downloads/s"), "images referenced where they now are")
        let failing = try XCTUnwrap(
            ["s1", "s2"].first {
                FileManager.default.fileExists(atPath: downloads.path + "/\($0)/images/grid-rows.diff.png")
            })
        XCTAssertTrue(page.contains("downloads/\(failing)/images/grid-rows.diff.png"), page)
        XCTAssertEqual(try DiffCheck.run(["merge-reports", "grid-rows.yaml"], in: directory).status, 2)
        XCTAssertEqual(try DiffCheck.run(["merge-reports", "missing.json"], in: directory).status, 2)
    }

    func testJUnitReportListsEveryCaseWithItsFailure() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture(grid, to: directory)
        try DiffCheck.copyFixture(flow, to: directory)
        try DiffCheck.record(in: directory)
        try DiffCheck.copyFixture(grid, to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 90,")])
        let result = try DiffCheck.run(["check", ".", "--junit", "junit.xml"], in: directory)
        XCTAssertEqual(result.status, 1)
        let xml = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(xml.contains("tests=\"2\" failures=\"1\" errors=\"0\""), xml)
        XCTAssertTrue(
            xml.contains(
                "<testcase classname=\"layoutshot\" name=\"flow-vertical-headers\" file=\"./flow-vertical-headers.yaml\"/>"
            ),
            xml)
        XCTAssertTrue(
            xml.contains("name=\"grid-rows\" file=\"./grid-rows.yaml\">\n      <failure message=\"size mismatch"), xml)
        XCTAssertTrue(xml.contains("cell 0-3 moved by (30, 0)"), xml)
        XCTAssertFalse(xml.contains("time="), "untimed: the same report every run")

        XCTAssertEqual(try DiffCheck.run(["check", ".", "--junit", "timed.xml", "--timings"], in: directory).status, 1)
        let timed = try String(contentsOf: directory.appendingPathComponent("timed.xml"), encoding: .utf8)
        let times = timed.matches(of: /time="([0-9]+\.[0-9]{3})"/).compactMap { Double($0.1) }
        XCTAssertEqual(times.count, 3, "the suite and both cases: \(timed)")
        XCTAssertEqual(times[0], times[1] + times[2], accuracy: 0.0015, "the suite's time is its cases'")
        XCTAssertTrue(times.allSatisfy { $0 > 0 && $0 < 60 }, timed)
    }
}

/// The record modes, spelled as on the command line.
enum RecordModeName: String, CaseIterable {
    case missing, all, failed, never
}
