import Foundation
import XCTest

/// The hardening issue's crash reproducers (exit 132, a Swift runtime trap, before): every
/// number a document or an option carries is held to a range the pipeline can represent, and
/// refused at the decoder with its location and exit status 2, nothing written.
final class NumberRangeTests: XCTestCase {
    /// A grid document with `extra` appended; `viewport` and `lineSpacing` substituted.
    private func grid(viewport: String = "{width: 200, height: 200}", lineSpacing: String = "10", _ extra: String = "")
        -> String
    {
        """
        viewport: \(viewport)
        layout: {type: grid, itemSize: {width: 80, height: 60}, interitemSpacing: 10, lineSpacing: \(lineSpacing)}
        sections: [3]
        \(extra)
        """
    }

    /// Runs `arguments` on `text` saved as `doc.yaml` (the output named `out.<extension>`) and
    /// checks exit 2, the message, and that nothing but the document is left.
    private func assertRefused(
        _ text: String, _ arguments: [String] = ["render"], output: String = "out.svg", mentions expected: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(text.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let result = try CLIRunner.run(
            [arguments[0], "doc.yaml"] + arguments.dropFirst() + ["-o", output], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.contains(expected), result.standardError, file: file, line: line)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml"], "nothing written", file: file, line: line)
    }

    func testCoordinatesBeyondABillionPointsAreRefusedWhereTheyAre() throws {
        // Each of these reached SVGFormat.number's Int64 conversion (≥ 2⁶³) and trapped.
        try assertRefused(
            grid(viewport: "{width: 100, height: 1e19}", "render: {region: viewport}"),
            mentions: "doc.yaml:1:32: error: viewport.height: expected a number ≥ 1 and ≤ 1000000000")
        try assertRefused(
            grid(lineSpacing: "1e19"),
            mentions: "doc.yaml:2:92: error: layout.lineSpacing: expected a number ≥ 0 and ≤ 1000000000")
        try assertRefused(
            grid("contentOffset: {y: 9223372036854775807}"),
            mentions: "doc.yaml:4:20: error: contentOffset.y: expected a number from -1000000000 to 1000000000")
        try assertRefused(
            grid("overrides: {'0-0': {transform: [{scale: 1e308}]}}"),
            mentions: "error: overrides.0-0.transform[0].scale: expected a number from -1000000000 to 1000000000")
        // rotateY 1e308 was written as `null` into snapshots that `check` could never read back.
        try assertRefused(
            grid("overrides: {'0-0': {transform: [{rotateY: 1e308}]}}"), output: "out.json",
            mentions: "error: overrides.0-0.transform[0].rotateY: expected a number from -1000000000 to 1000000000")
    }

    func testAVanishingViewportOrScaleIsRefused() throws {
        // A 1e-300-point viewport made paging divide by it (Int(page) of infinity); a 1e-300
        // scale made Cairo refuse an invalid matrix, after validation and without a location.
        try assertRefused(
            grid(viewport: "{width: 1e-300, height: 100}"),
            mentions: "doc.yaml:1:19: error: viewport.width: expected a number ≥ 1, found 1e-300")
        try assertRefused(
            grid("render: {scale: 1e-300}"), output: "out.png",
            mentions: "doc.yaml:4:17: error: render.scale: expected a number ≥ 0.1 and ≤ 8, found 1e-300")
    }

    func testSpringsThatNeverSettleAreRefused() throws {
        let animated = grid("updates: [{delete: '0-1'}]")
        // Stiffness and damping of 1e-300 (and a mass of 1e308) give a spring that takes longer
        // than the age of the universe to settle; the time label trapped on it.
        for curve in ["spring(stiffness: 1e-300, damping: 1e-300)", "spring(stiffness: 100, damping: 10, mass: 1e308)"]
        {
            try assertRefused(
                animated, ["animate", "--curve", curve], output: "out.png",
                mentions: "spring settles in more than 10⁹ s: expected a spring that settles within 600 s")
        }
        try assertRefused(
            animated, ["animate", "--curve", "spring(stiffness: 100, damping: 10, initialVelocity: 1e300)"],
            output: "out.png", mentions: "initialVelocity = 1e+300: expected a number from −1000 to 1000")
        try assertRefused(
            grid("updates: [{delete: '0-1'}]\nanimation: {curve: {spring: {stiffness: 1e-300, damping: 1e-300}}}"),
            ["animate"], output: "out.png", mentions: "spring settles in more than 10⁹ s")
    }

    func testIndexPathsTooLongForAnIntegerAreRefusedNotDropped() throws {
        // `delete: '99999999999999999999-0'` animated nothing with exit 0: the index path that
        // overflowed Int was dropped silently.
        try assertRefused(
            grid("updates: [{delete: '99999999999999999999-0'}]"), ["animate"],
            mentions: "doc.yaml:4:20: error: updates[0].delete: expected an index path `S-I` such as `0-3`")
        try assertRefused(
            grid("updates: [{delete: {section: 99999999999999999999, item: 0}}]"), ["animate"],
            mentions: "error: updates[0].delete.section: expected an integer ≥ 0 and at most 1000000000")
        try assertRefused(
            grid("overrides: {'99999999999999999999-0': {alpha: 0.5}}"),
            mentions: "error: overrides.99999999999999999999-0: expected a key that is `S-I` for a cell")
    }

    func testGeometryBeyondWhatASnapshotHoldsIsRefusedNotWrittenAsNull() throws {
        // Each scale is within the document's bounds, their product (10¹⁸) is not within a
        // snapshot's (±10¹²): `check` recorded references it could never read back.
        let text = grid("overrides: {'0-0': {transform: [{scale: 1e9}, {scale: 1e9}]}}")
        for output in ["out.json", "out.svg", "out.png"] {
            try assertRefused(
                text, output: output,
                mentions: "doc.yaml:2:9: error: layout: the layout computed transform3D.m11 = 1e+18 for cell 0-0: "
                    + "expected finite numbers within ±1000000000000")
        }
    }

    func testIgnoredRectanglesThatWouldOverflowAreRefused() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(grid().utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        XCTAssertEqual(try CLIRunner.run(["render", "doc.yaml", "-o", "a.png"], in: directory).status, 0)
        // x + w overflowed Int inside the comparison.
        let result = try CLIRunner.run(
            ["diff", "a.png", "a.png", "--ignore", "1,1,9223372036854775807,1"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("--ignore"), result.standardError)
    }
}
