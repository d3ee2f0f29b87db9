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
///
/// A probe can draw a second marker beside it, its colour answered by script from the seeked
/// document: the ghosts test colours it by the ghosts group's computed `visibility`.
final class AnimatedSVGBrowserTests: XCTestCase {
    private static let ready = Color(red: 255, green: 0, blue: 255)
    /// The probe's colours: the ghosts group visible, hidden, or missing.
    private static let ghostsVisible = Color(red: 0, green: 255, blue: 255)
    private static let ghostsHidden = Color(red: 255, green: 255, blue: 0)
    private static let ghostsMissing = Color(red: 255, green: 0, blue: 0)

    /// Colours the probe marker by the computed `visibility` of `<g class="ghosts">`.
    private static let ghostsProbe = """
        var ghosts = document.querySelector('g.ghosts');
        if (!ghosts) { return '#ff0000'; }
        return getComputedStyle(ghosts).visibility === 'visible' ? '#00ffff' : '#ffff00';
        """

    /// The insertion fixture's animated SVG, written with `flag` (`--ghosts` or `--no-ghosts`),
    /// and the loop duration it declares.
    private func animatedInsertion(_ flag: String, in directory: URL) throws -> (text: String, loop: Double) {
        let svg = directory.appendingPathComponent("insertion\(flag).svg")
        let result = try CLIRunner.run(["animate", "fixtures/animations/insertion-center.yaml", "-o", svg.path, flag])
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(contentsOf: svg, encoding: .utf8)
        return (text, try XCTUnwrap(Self.loopDuration(in: text), "the SVG declares its loop duration"))
    }

    func testAnimatedSVGPlaysAndLoopsInChromium() throws {
        let browser = try CheckReportBrowserTests.chromium()
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let (text, loop) = try animatedInsertion("--no-ghosts", in: directory)

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

    /// The ghosts (where moved cells started, with arrows) show on the last frame only, as on
    /// the strip, GIF and WebP: hidden during the start hold and the move, visible during the
    /// end hold, hidden again in the next loop's move. The insertion fixture's loop is 1.3 s (a
    /// 0.3 s start hold, 0.3 s of animation, a 0.7 s end hold), so it reaches its last frame at
    /// 0.6 s, 46 % of the loop.
    func testGhostsShowOnlyDuringTheEndHoldInChromium() throws {
        let browser = try CheckReportBrowserTests.chromium()
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let (text, loop) = try animatedInsertion("--ghosts", in: directory)
        XCTAssertEqual(loop, 1.3, accuracy: 1e-9, "0.3 s hold + 0.3 s + 0.7 s hold")

        let expectations: [(fraction: Double, what: String, visible: Bool)] = [
            (0.05, "the start hold", false), (0.35, "the move", false), (0.44, "the move's end", false),
            (0.5, "the end hold's start", true), (0.9, "the end hold", true), (1.35, "the next loop's move", false),
            (1.9, "the next loop's end hold", true),
        ]
        for expectation in expectations {
            let image = try screenshot(
                text, at: expectation.fraction * loop, browser: browser, in: directory, probe: Self.ghostsProbe)
            let probe = image.pixel(x: 12, y: 2)
            XCTAssertNotEqual(probe, Self.ghostsMissing, "the document has a ghosts group")
            XCTAssertEqual(
                probe, expectation.visible ? Self.ghostsVisible : Self.ghostsHidden,
                "ghosts \(expectation.visible ? "visible" : "hidden") during \(expectation.what)")
        }
    }

    /// The `dur` of the SVG's animations, in seconds (every animation shares the loop).
    static func loopDuration(in svg: String) -> Double? {
        guard let range = svg.range(of: #"dur="[0-9.]+s""#, options: .regularExpression) else { return nil }
        return Double(svg[range].dropFirst(5).dropLast(2))
    }

    /// `svg` with a script that seeks every time container to `seconds`, paused, and then draws
    /// the readiness marker (see the type's comment) and, given a `probe` (the body of a script
    /// function answering a CSS colour), the probe's marker to the right of it.
    static func seeking(_ svg: String, to seconds: Double, probe: String? = nil) -> String {
        let probeFunction = probe.map { "function () {\n\($0)\n}" } ?? "null"
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
                  var probe = \(probeFunction);
                  if (probe) {
                    var answer = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
                    answer.setAttribute('x', '8');
                    answer.setAttribute('width', '8');
                    answer.setAttribute('height', '8');
                    answer.setAttribute('fill', probe());
                    root.appendChild(answer);
                  }
                });
              });
            });
            ]]></script>

            """
        guard let end = svg.range(of: "</svg>", options: .backwards) else { return svg }
        return svg.replacingCharacters(in: end.lowerBound..<end.lowerBound, with: script)
    }

    /// A screenshot of `svg` with its clock set to `seconds`, checked for the readiness marker;
    /// `probe` as `seeking(_:to:probe:)` takes it.
    private func screenshot(
        _ svg: String, at seconds: Double, browser: URL, in directory: URL, probe: String? = nil
    ) throws -> RGBAImage {
        let name = "seek-\(Int(seconds * 1000))"
        let page = directory.appendingPathComponent("\(name).svg")
        try Data(Self.seeking(svg, to: seconds, probe: probe).utf8).write(to: page)
        let image = try CheckReportBrowserTests.screenshot(
            page, browser: browser, width: 400, height: 400, arguments: ["--virtual-time-budget=5000"], in: directory)
        let marker = image.pixel(x: 2, y: 2)
        XCTAssertEqual(marker, Self.ready, "at \(seconds) s the page did not report its clock set (green: wrong time)")
        return image
    }
}
