import Foundation
import LayoutRendering
import XCTest

/// The animated SVG of `layoutshot animate` plays and loops in a real browser (Debian's
/// `chromium`, installed by scripts/install-deps): screenshots taken at chosen points of
/// chromium's virtual clock show the start hold, the move, and the end hold, and one loop later
/// the end hold again. The insertion fixture holds its first frame for the first ~23 % of the
/// loop and moves during the next ~23 %.
final class AnimatedSVGBrowserTests: XCTestCase {
    func testAnimatedSVGPlaysAndLoopsInChromium() throws {
        let browser = try CheckReportBrowserTests.chromium()
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let svg = directory.appendingPathComponent("insertion.svg")
        let result = try CLIRunner.run([
            "animate", "fixtures/animations/insertion-center.yaml", "-o", svg.path, "--no-ghosts",
        ])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(contentsOf: svg, encoding: .utf8)
        let loop = try XCTUnwrap(Self.loopDuration(in: text), "the SVG declares its loop duration")

        let start = try screenshot(svg, at: 0.05 * loop, browser: browser, in: directory)
        let moving = try screenshot(svg, at: 0.35 * loop, browser: browser, in: directory)
        let end = try screenshot(svg, at: 0.9 * loop, browser: browser, in: directory)
        let endNextLoop = try screenshot(svg, at: 1.9 * loop, browser: browser, in: directory)

        XCTAssertNotNil(PixelComparison.difference(expected: start, actual: moving), "the cell moves")
        XCTAssertNotNil(PixelComparison.difference(expected: moving, actual: end), "the move ends elsewhere")
        XCTAssertNotNil(PixelComparison.difference(expected: start, actual: end), "the end differs from the start")
        if let difference = PixelComparison.difference(expected: end, actual: endNextLoop) {
            XCTFail("one loop later the end hold should look the same: \(difference)")
        }
    }

    /// The `dur` of the SVG's animations, in seconds (every animation shares the loop).
    static func loopDuration(in svg: String) -> Double? {
        guard let range = svg.range(of: #"dur="[0-9.]+s""#, options: .regularExpression) else { return nil }
        return Double(svg[range].dropFirst(5).dropLast(2))
    }

    /// A screenshot of `page` after `seconds` of chromium's virtual time.
    private func screenshot(_ page: URL, at seconds: Double, browser: URL, in directory: URL) throws -> RGBAImage {
        let output = directory.appendingPathComponent("shot-\(Int(seconds * 1000)).png")
        let profile = directory.appendingPathComponent("profile-\(Int(seconds * 1000))")
        let process = Process()
        process.executableURL = browser
        process.arguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=\(profile.path)", "--window-size=400,400",
            "--virtual-time-budget=\(Int(seconds * 1000))", "--screenshot=\(output.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: timer)
        process.waitUntilExit()
        timer.cancel()
        XCTAssertEqual(process.terminationStatus, 0, "chromium --screenshot at \(seconds) s")
        return try PNGDecoder.decode(contentsOf: output)
    }
}
