import Foundation
import LayoutDiff
import LayoutImage
import LayoutRendering
import LayoutSupport
import XCTest

/// `layoutshot diff` on real PNG pairs and layout-snapshot pairs: verdicts, exit statuses,
/// the JSON object and the diff image.
final class DiffCommandTests: XCTestCase {
    func testIdenticalPNGsExitZeroAndSayHowManyPixelsWereCompared() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(20, 10, black: [(3, 4)]), "a.png", in: directory)
        try DiffCheck.write(DiffCheck.image(20, 10, black: [(3, 4)]), "b.png", in: directory)
        let result = try DiffCheck.run(["diff", "a.png", "b.png"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        // 20 × 10 = 200 pixels compared, none different.
        XCTAssertEqual(DiffCheck.text(result), "same: identical (200 pixels)\n")
        XCTAssertEqual(result.standardError, "")
    }

    func testOnePixelChangeIsExitOneWithItsCountRatioRegionAndRedDiffPixel() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(20, 10), "a.png", in: directory)
        try DiffCheck.write(DiffCheck.image(20, 10, black: [(7, 2)]), "b.png", in: directory)
        let result = try DiffCheck.run(["diff", "a.png", "b.png", "--json", "-o", "diff.png"], in: directory)
        XCTAssertEqual(result.status, 1, result.standardError)
        let json = try DiffCheck.json(result)
        XCTAssertEqual(json["equal"] as? Bool, false)
        XCTAssertEqual(json["mismatchedPixels"] as? Int, 1)
        XCTAssertEqual(json["totalPixels"] as? Int, 200)
        // 1 of 200 pixels.
        XCTAssertEqual(try XCTUnwrap(json["ratio"] as? Double), 0.005, accuracy: 1e-12)
        let regions = try XCTUnwrap(json["regions"] as? [[String: Int]])
        XCTAssertEqual(regions, [["x": 7, "y": 2, "width": 1, "height": 1]])
        // The diff image: the changed pixel red (pixelmatch's diff colour), the image 20×10.
        let diff = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("diff.png"))
        XCTAssertEqual([diff.width, diff.height], [20, 10])
        XCTAssertEqual(diff.pixel(x: 7, y: 2), Color(red: 255, green: 0, blue: 0), "the changed pixel (7, 2)")
        XCTAssertNotEqual(diff.pixel(x: 0, y: 0), Color(red: 255, green: 0, blue: 0), "an unchanged pixel (0, 0)")
    }

    func testTheHumanSummaryIsOneLineNamingTheCount() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(20, 10), "a.png", in: directory)
        try DiffCheck.write(DiffCheck.image(20, 10, black: [(7, 2)]), "b.png", in: directory)
        let result = try DiffCheck.run(["diff", "a.png", "b.png"], in: directory)
        XCTAssertEqual(result.status, 1)
        let text = DiffCheck.text(result)
        XCTAssertEqual(text.filter { $0 == "\n" }.count, 1, "one line, found: \(text)")
        XCTAssertTrue(text.hasPrefix("DIFFERENT: 1 of 200 pixels differ (0.500 %) in 1 region"), text)
    }

    func testABudgetOrAnIgnoredRectangleAcceptsTheOnePixelChange() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(20, 10), "a.png", in: directory)
        try DiffCheck.write(DiffCheck.image(20, 10, black: [(7, 2)]), "b.png", in: directory)
        let accepted: [[String]] = [
            ["--max-pixels", "1"],
            ["--max-ratio", "0.005"],  // exactly 1/200
            ["--ignore", "5,0,5,5"],  // covers (7, 2)
            ["--ignore", "0,0,1,1", "--ignore", "7,2,1,1"],
        ]
        for options in accepted {
            let result = try DiffCheck.run(["diff", "a.png", "b.png"] + options, in: directory)
            XCTAssertEqual(result.status, 0, "\(options): \(DiffCheck.text(result)) \(result.standardError)")
        }
        let rejected: [[String]] = [["--max-ratio", "0.004"], ["--ignore", "8,2,5,5"], ["--max-pixels", "0"]]
        for options in rejected {
            let result = try DiffCheck.run(["diff", "a.png", "b.png"] + options, in: directory)
            XCTAssertEqual(result.status, 1, "\(options): \(DiffCheck.text(result))")
        }
    }

    /// Images of different sizes are compared on the union of both, anchored at the top-left
    /// (as Playwright and reg-cli do): the overlap pixel by pixel, the pixels only one image has
    /// counted apart and tinted in the diff image — green where the actual image added them, blue
    /// where it lost them, each blended half and half with the faded pixel (white stays white
    /// under pixelmatch's fade, so a white band is (127, 212, 127) added, (127, 175, 255) removed).
    func testSizeMismatchIsComparedOnTheUnionOfBoth() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(20, 10), "a.png", in: directory)
        try DiffCheck.write(DiffCheck.image(21, 10), "b.png", in: directory)
        let result = try DiffCheck.run(["diff", "a.png", "b.png", "--json"], in: directory)
        XCTAssertEqual(result.status, 1, result.standardError)
        let json = try DiffCheck.json(result)
        XCTAssertEqual(json["status"] as? String, "sizeMismatch")
        XCTAssertEqual(json["expectedSize"] as? [String: Int], ["width": 20, "height": 10])
        XCTAssertEqual(json["actualSize"] as? [String: Int], ["width": 21, "height": 10])
        XCTAssertEqual(json["overlapMismatchedPixels"] as? Int, 0)
        XCTAssertEqual(json["addedPixels"] as? Int, 10, "one column of 10")
        XCTAssertEqual(json["removedPixels"] as? Int, 0)
        let human = try DiffCheck.run(["diff", "a.png", "b.png", "-o", "diff.png"], in: directory)
        XCTAssertEqual(
            DiffCheck.text(human),
            "DIFFERENT: size mismatch: expected 20×10, actual 21×10; 0 of the overlap's pixels differ, "
                + "0 only in the expected image (removed), 10 only in the actual one (added)\n")
        XCTAssertEqual(human.standardError, "", "a difference is the result, not an error")
        let diff = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("diff.png"))
        XCTAssertEqual(diff.pixelSize, PixelSize(width: 21, height: 10))
        XCTAssertEqual(diff.pixel(x: 20, y: 5), Color(red: 127, green: 212, blue: 127, alpha: 255))
        XCTAssertEqual(diff.pixel(x: 0, y: 5), Color(red: 255, green: 255, blue: 255, alpha: 255))

        // Taller before, one pixel changed in the overlap: both counted, the lost rows blue.
        try DiffCheck.write(DiffCheck.image(20, 12), "tall.png", in: directory)
        try DiffCheck.write(DiffCheck.image(20, 10, black: [(3, 3)]), "short.png", in: directory)
        let shrunk = try DiffCheck.run(["diff", "tall.png", "short.png", "--json", "-o", "shrunk.png"], in: directory)
        let counts = try DiffCheck.json(shrunk)
        XCTAssertEqual(counts["overlapMismatchedPixels"] as? Int, 1)
        XCTAssertEqual(counts["removedPixels"] as? Int, 40, "two rows of 20")
        XCTAssertEqual(counts["mismatchedPixels"] as? Int, 41)
        let shrunkImage = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("shrunk.png"))
        XCTAssertEqual(shrunkImage.pixel(x: 0, y: 11), Color(red: 127, green: 175, blue: 255, alpha: 255))
        XCTAssertEqual(
            shrunkImage.pixel(x: 3, y: 3), Color(red: 255, green: 0, blue: 0, alpha: 255), "pixelmatch's red")
    }

    /// pixelmatch's diff-image options (its README): `alpha` — the opacity of the grey copy
    /// (0: white); `diffColor`; `diffMask` — the marks alone on transparency.
    func testPixelmatchDiffImageOptions() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(8, 4), "a.png", in: directory)
        try DiffCheck.write(DiffCheck.image(8, 4, black: [(2, 1)]), "b.png", in: directory)
        let coloured = try DiffCheck.run(
            [
                "diff", "a.png", "b.png", "-o", "c.png", "--alpha", "0", "--diff-color", "0,0,255", "--diff-color-alt",
                "#00ff00",
            ],
            in: directory)
        XCTAssertEqual(coloured.status, 1, coloured.standardError)
        let image = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("c.png"))
        XCTAssertEqual(image.pixel(x: 2, y: 1), Color(red: 0, green: 255, blue: 0, alpha: 255), "darker: diffColorAlt")
        XCTAssertEqual(image.pixel(x: 0, y: 0), Color(red: 255, green: 255, blue: 255, alpha: 255), "alpha 0: white")
        let masked = try DiffCheck.run(
            ["diff", "a.png", "b.png", "-o", "m.png", "--diff-mask", "--diff-color", "#0000ff"], in: directory)
        XCTAssertEqual(masked.status, 1, masked.standardError)
        let mask = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("m.png"))
        XCTAssertEqual(mask.pixel(x: 2, y: 1), Color(red: 0, green: 0, blue: 255, alpha: 255))
        XCTAssertEqual(mask.pixel(x: 0, y: 0)?.alpha, 0, "unchanged pixels are transparent in a mask")
        for bad in [["--diff-color", "red"], ["--aa-color", "1,2"], ["--alpha", "2"]] {
            let refused = try DiffCheck.run(["diff", "a.png", "b.png"] + bad, in: directory)
            XCTAssertEqual(refused.status, 2, "\(bad): \(refused.standardError)")
        }
    }

    func testCorruptOrMissingPNGIsExitTwoNamingTheFile() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(20, 10), "a.png", in: directory)
        var corrupt = try PNGEncoder.encode(DiffCheck.image(20, 10))
        corrupt.removeLast(corrupt.count / 2)
        try corrupt.write(to: directory.appendingPathComponent("broken.png"))
        try Data("not a png".utf8).write(to: directory.appendingPathComponent("text.png"))
        for (arguments, named) in [
            (["a.png", "broken.png"], "broken.png"), (["text.png", "a.png"], "text.png"),
            (["a.png", "missing.png"], "missing.png"),
        ] {
            let result = try DiffCheck.run(["diff"] + arguments + ["-o", "diff.png"], in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("cannot read '\(named)'"), result.standardError)
            XCTAssertEqual(DiffCheck.text(result), "", "\(arguments): nothing on standard output")
            XCTAssertFalse(
                FileManager.default.fileExists(atPath: directory.appendingPathComponent("diff.png").path),
                "\(arguments): no diff image")
        }
    }

    func testUsageErrorsAreExitTwo() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.write(DiffCheck.image(2, 2), "a.png", in: directory)
        try Data("{}".utf8).write(to: directory.appendingPathComponent("a.json"))
        for arguments in [
            ["a.png", "a.json"], ["a.png", "a.txt"], ["a.png", "a.png", "--ignore", "1,2,3"],
            ["a.png", "a.png", "--threshold", "2"], ["a.json", "a.json", "-o", "d.png"],
        ] {
            let result = try DiffCheck.run(["diff"] + arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertFalse(result.standardError.isEmpty, "\(arguments): a message")
        }
    }

    /// REFERENCE §6: item i of a row-per-section grid sits at x = (w + s)·i + s, so widening the
    /// items from 80 to 90 moves item i by 10·i and resizes every item.
    func testSnapshotPairsNameTheMovedAndResizedElements() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        XCTAssertEqual(try DiffCheck.run(["render", "grid-rows.yaml", "-o", "before.json"], in: directory).status, 0)
        try DiffCheck.copyFixture(
            "grid-rows.yaml", to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 90,")])
        XCTAssertEqual(try DiffCheck.run(["render", "grid-rows.yaml", "-o", "after.json"], in: directory).status, 0)

        let same = try DiffCheck.run(["diff", "before.json", "before.json"], in: directory)
        XCTAssertEqual(same.status, 0, same.standardError)
        // 4 + 6 + 2 cells.
        XCTAssertEqual(DiffCheck.text(same), "same: no element changes (12 elements)\n")

        let changed = try DiffCheck.run(["diff", "before.json", "after.json"], in: directory)
        XCTAssertEqual(changed.status, 1, changed.standardError)
        let text = DiffCheck.text(changed)
        for line in ["cell 0-3 moved by (30, 0)", "cell 1-5 moved by (50, 0)", "cell 2-0 resized from 80×60 to 90×60"] {
            XCTAssertTrue(text.contains(line), "expected '\(line)' in:\n\(text)")
        }
        XCTAssertFalse(text.contains("cell 0-0 moved"), "item 0 stays at x = s:\n\(text)")
        // One summary line, then 22 detail lines (content size, 12 resized, 9 moved) cut at 20.
        let lines = text.split(separator: "\n")
        XCTAssertEqual(lines.first, "DIFFERENT: 12 elements changed: 9 moved, 12 resized")
        XCTAssertEqual(lines.count, 22, text)
        XCTAssertEqual(lines.last, "  … and 2 more")

        let json = try DiffCheck.json(
            try DiffCheck.run(["diff", "before.json", "after.json", "--json"], in: directory))
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        // Items 1…3, 1…5 and 1 move (9); all 12 resize.
        XCTAssertEqual(changes.filter { $0["change"] as? String == "moved" }.count, 9)
        XCTAssertEqual(changes.filter { $0["change"] as? String == "resized" }.count, 12)
        let moved = try XCTUnwrap(
            changes.first { $0["element"] as? String == "cell 1-2" && $0["change"] as? String == "moved" })
        // x = (w + s)·2 + s: 190 before, 210 after; y = (h + l)·1 + l = 80.
        XCTAssertEqual(moved["expectedFrame"] as? [String: Double], ["x": 190, "y": 80, "width": 80, "height": 60])
        XCTAssertEqual(moved["actualFrame"] as? [String: Double], ["x": 210, "y": 80, "width": 90, "height": 60])
    }

    func testUnreadableSnapshotIsExitTwoNamingTheFile() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try DiffCheck.copyFixture("grid-rows.yaml", to: directory)
        XCTAssertEqual(try DiffCheck.run(["render", "grid-rows.yaml", "-o", "good.json"], in: directory).status, 0)
        try Data("{\"version\": 1, \"elements\": [".utf8).write(to: directory.appendingPathComponent("cut.json"))
        for (arguments, named) in [
            (["good.json", "cut.json"], "cut.json"), (["none.json", "good.json"], "none.json"),
        ] {
            let result = try DiffCheck.run(["diff"] + arguments, in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("cannot read '\(named)'"), result.standardError)
        }
    }
}
