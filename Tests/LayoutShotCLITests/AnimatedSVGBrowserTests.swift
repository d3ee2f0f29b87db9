import Foundation
import LayoutImage
import LayoutRendering
import LayoutSupport
import XCTest

/// The animated SVG of `layoutshot animate` plays and loops in a real browser (Debian's
/// `chromium`, installed by scripts/test): screenshots at chosen points of the SVG's own clock
/// show the start hold, the move, and the end hold, and one loop later the end hold again. The
/// insertion fixture holds its first frame for the first ~23 % of the loop and moves during the
/// next ~23 %.
///
/// The clock is set from script, not raced: a copy of the SVG carries a script that, once the
/// page has loaded and drawn a frame, pauses every `<svg>` time container (the figure's region
/// panel is a nested `<svg>`, which Chromium gives a clock of its own) and seeks it with
/// `setCurrentTime`, then after one more frame draws a marker square in the top-left corner:
/// magenta when the clock reads the requested time, green when it does not. A screenshot
/// without the magenta marker was taken before the page was ready and fails the test instead of
/// comparing the wrong frame. The virtual-time budget only has to outlast those two frames.
final class AnimatedSVGBrowserTests: XCTestCase {
    private static let ready = Color(red: 255, green: 0, blue: 255)

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

        let start = try screenshot(text, at: 0.05 * loop, browser: browser, in: directory)
        let moving = try screenshot(text, at: 0.35 * loop, browser: browser, in: directory)
        let end = try screenshot(text, at: 0.9 * loop, browser: browser, in: directory)
        let endNextLoop = try screenshot(text, at: 1.9 * loop, browser: browser, in: directory)

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

    /// `svg` with a script that seeks every time container to `seconds`, paused, and then draws
    /// the readiness marker (see the type's comment).
    static func seeking(_ svg: String, to seconds: Double) -> String {
        let script = """
            <script><![CDATA[
            window.addEventListener('load', function () {
              var root = document.documentElement;
              requestAnimationFrame(function () {
                var clocks = document.getElementsByTagName('svg');
                for (var i = 0; i < clocks.length; i++) {
                  clocks[i].pauseAnimations();
                  clocks[i].setCurrentTime(\(seconds));
                }
                requestAnimationFrame(function () {
                  var seeked = Math.abs(root.getCurrentTime() - \(seconds)) < 1e-3;
                  var marker = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
                  marker.setAttribute('width', '8');
                  marker.setAttribute('height', '8');
                  marker.setAttribute('fill', seeked ? '#ff00ff' : '#00ff00');
                  root.appendChild(marker);
                });
              });
            });
            ]]></script>

            """
        guard let end = svg.range(of: "</svg>", options: .backwards) else { return svg }
        return svg.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script)
    }

    /// A screenshot of `svg` with its clock set to `seconds`, checked for the readiness marker.
    private func screenshot(_ svg: String, at seconds: Double, browser: URL, in directory: URL) throws -> RGBAImage {
        let name = "seek-\(Int(seconds * 1000))"
        let page = directory.appendingPathComponent("\(name).svg")
        try Data(Self.seeking(svg, to: seconds).utf8).write(to: page)
        let output = directory.appendingPathComponent("\(name).png")
        let profile = directory.appendingPathComponent("profile-\(name)")
        let process = Process()
        process.executableURL = browser
        process.arguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
            "--user-data-dir=\(profile.path)", "--window-size=400,400", "--virtual-time-budget=5000",
            "--screenshot=\(output.path)", page.absoluteString,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: timer)
        process.waitUntilExit()
        timer.cancel()
        XCTAssertEqual(process.terminationStatus, 0, "chromium --screenshot at \(seconds) s")
        let image = try PNGDecoder.decode(contentsOf: output)
        let marker = image.pixel(x: 2, y: 2)
        XCTAssertEqual(marker, Self.ready, "at \(seconds) s the page did not report its clock set (green: wrong time)")
        return image
    }
}
