import Foundation
import LayoutImage
import XCTest

/// The HTML report of `layoutshot check`, loaded in a real headless browser (Debian's
/// `chromium`, installed by scripts/test): every failing case is shown and every image
/// resolves, both with images copied beside it (--report-dir) and embedded (no --report-dir).
///
/// Image loading is observed by a probe: a copy of the report in the same directory with one
/// extra script that, at the window's load event, marks each `<img>` `data-probe="loaded"` or
/// `"failed"` (complete with a natural width) and the body with `data-probe-images="<count> <loaded>"`;
/// `--dump-dom` prints the DOM after that event.
final class CheckReportBrowserTests: XCTestCase {
    private static let probe = """
        <script>window.addEventListener('load', function () {
          var images = document.images, loaded = 0;
          for (var i = 0; i < images.length; i++) {
            var ok = images[i].complete && images[i].naturalWidth > 0;
            images[i].setAttribute('data-probe', ok ? 'loaded' : 'failed');
            if (ok) { loaded++; }
          }
          document.body.setAttribute('data-probe-images', images.length + ' ' + loaded);
        });</script>
        """

    /// A failing run: flow (narrower items, same canvas) and grid (wider items, size mismatch),
    /// each with expected, actual and diff images; a broken document (error); a passing one.
    private func failingRun(extra: [String]) throws -> (URL, CLIRunner.Result) {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for name in ["flow-vertical-headers.yaml", "grid-rows.yaml", "flow-horizontal.yaml"] {
            try DiffCheck.copyFixture(name, to: directory)
        }
        try DiffCheck.record(in: directory)
        try DiffCheck.copyFixture(
            "flow-vertical-headers.yaml", to: directory,
            replacing: [("{width: 100, height: 80}", "{width: 90, height: 80}")])
        try DiffCheck.copyFixture(
            "grid-rows.yaml", to: directory, replacing: [("itemSize: {width: 80,", "itemSize: {width: 90,")])
        try Data("version: 1\nviewport: [oops\n".utf8).write(to: directory.appendingPathComponent("broken.yaml"))
        let result = try DiffCheck.run(["check", ".", "--record-mode", "never"] + extra, in: directory)
        XCTAssertEqual(result.status, 2, "an error case makes the exit status 2: \(result.standardError)")
        return (directory, result)
    }

    func testReportWithCopiedImagesLoadsInChromium() throws {
        let browser = try Self.chromium()
        let (directory, _) = try failingRun(extra: ["--html", "index.html", "--report-dir", "images"])
        let html = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertFalse(html.contains("http://") || html.contains("https://"), "no external resources")
        XCTAssertTrue(html.contains("src=\"images/flow-vertical-headers.diff.png\""), "relative image paths")
        try assertLoads(directory.appendingPathComponent("index.html"), browser: browser)
    }

    func testReportWithEmbeddedImagesLoadsInChromium() throws {
        let browser = try Self.chromium()
        let (directory, _) = try failingRun(extra: ["--html", "report.html"])
        let html = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        XCTAssertTrue(html.contains("src=\"data:image/png;base64,"), "images embedded")
        XCTAssertFalse(html.contains(".png\""), "no image file references")
        XCTAssertEqual(
            CLIRunner.contents(of: directory),
            [
                "broken.yaml", "flow-horizontal.yaml", "flow-vertical-headers.yaml", "grid-rows.yaml", "references",
                "report.html",
            ],
            "no images left beside the documents")
        try assertLoads(directory.appendingPathComponent("report.html"), browser: browser)
    }

    /// The compare view of a case whose image changed size: both images drawn at one scale on
    /// the union canvas (anchored top left), and the onion-skin mode fading the actual image in
    /// whole. The probe sets the mode and slider from script at the load event, then records what
    /// the browser computed, so nothing races a timer.
    func testCompareViewDrawsBothSizesAtOneScaleAndFadesInOnionSkinMode() throws {
        let browser = try Self.chromium()
        let (directory, _) = try failingRun(extra: ["--html", "index.html", "--report-dir", "images"])
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        let probe = """
            <script>window.addEventListener('load', function () {
              document.querySelectorAll('.compare').forEach(function (compare) {
                var under = compare.querySelector('.under'), over = compare.querySelector('.over');
                var scale = function (image) {
                  return (image.getBoundingClientRect().width / image.naturalWidth).toFixed(4);
                };
                compare.setAttribute('data-scales', scale(under) + ' ' + scale(over));
                compare.setAttribute('data-lefts', under.getBoundingClientRect().left + ' ' + over.getBoundingClientRect().left);
                var mode = compare.querySelector('.mode'), reveal = compare.querySelector('.reveal');
                mode.value = 'onion'; mode.dispatchEvent(new Event('change'));
                reveal.value = 30; reveal.dispatchEvent(new Event('input'));
                var style = getComputedStyle(over);
                compare.setAttribute('data-onion', style.opacity + ' ' + style.clipPath);
              });
            });</script>
            """
        let probed = directory.appendingPathComponent("probe-compare.html")
        try Data(page.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8).write(to: probed)
        let dom = try Self.dumpDOM(probed, browser: browser)
        let compares = dom.components(separatedBy: "<div class=\"compare\"").dropFirst()
        XCTAssertEqual(compares.count, 2, "flow and grid have compare views")
        for compare in compares {
            let scales = try XCTUnwrap(attribute("data-scales", in: compare)).split(separator: " ")
            XCTAssertEqual(scales.count, 2)
            XCTAssertEqual(scales.first, scales.last, "both images at one scale: \(compare.prefix(400))")
            let lefts = try XCTUnwrap(attribute("data-lefts", in: compare)).split(separator: " ")
            XCTAssertEqual(lefts.first, lefts.last, "both anchored at the left edge")
            XCTAssertEqual(attribute("data-onion", in: compare), "0.3 none", "onion skin: whole, at 30 %")
        }
        XCTAssertTrue(
            compares.contains { $0.contains("aspect-ratio:") }, "the grid case changed size and uses the union canvas")
    }

    /// The page leads with the decision: a legend of the diff colours, and an approve box per
    /// changed case from which the page builds the one `layoutshot approve` command — ticking
    /// two cases gives the command that approves exactly those two (run, it passes them to
    /// `approve`), unticking one leaves the other. The probe ticks the boxes from script at the
    /// load event and records the command each time, so nothing races a timer.
    func testChoosingCasesBuildsTheApproveCommand() throws {
        let browser = try Self.chromium()
        let (directory, _) = try failingRun(
            extra: ["--html", "index.html", "--report-dir", "images", "--json", "report.json"])
        let page = try String(contentsOf: directory.appendingPathComponent("index.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<p class=\"legend\">"), "a legend of the colours")
        XCTAssertTrue(page.contains("anti-aliasing, not counted"))
        let probe = """
            <script>window.addEventListener('load', function () {
              var command = document.querySelector('.approve-command'), seen = [command.textContent];
              var boxes = document.querySelectorAll('.approve-case');
              boxes.forEach(function (box) { box.click(); });
              seen.push(command.textContent);
              boxes[0].click();
              seen.push(command.textContent);
              document.body.setAttribute('data-boxes', String(boxes.length));
              document.body.setAttribute('data-commands', seen.join('|'));
            });</script>
            """
        let probed = directory.appendingPathComponent("probe-approve.html")
        try Data(page.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8).write(to: probed)
        let dom = try Self.dumpDOM(probed, browser: browser)
        XCTAssertEqual(attribute("data-boxes", in: dom), "2", "flow and grid can be approved; the broken case cannot")
        let commands = try XCTUnwrap(attribute("data-commands", in: dom)).split(separator: "|").map(String.init)
        XCTAssertEqual(
            commands,
            [
                "choose the cases to approve below",
                "layoutshot approve report.json flow-vertical-headers grid-rows",
                "layoutshot approve report.json grid-rows",
            ])
        let approved = try DiffCheck.run(commands[1].split(separator: " ").dropFirst().map(String.init), in: directory)
        XCTAssertEqual(approved.status, 0, approved.standardError)
        XCTAssertTrue(DiffCheck.text(approved).contains("written for 2 case(s)"), DiffCheck.text(approved))
    }

    /// A failing film strip gets a frame picker: the first changed frame is chosen at load and
    /// each image's cut-out shows exactly that frame (the image scaled so the frame fills the box,
    /// shifted to the frame's corner) with that frame's element changes; choosing another frame
    /// moves the cut-outs and shows its changes.
    func testFramePickerCutsOutTheChosenFrame() throws {
        let browser = try Self.chromium()
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let deletion = directory.appendingPathComponent("deletion.yaml")
        try FileManager.default.copyItem(
            at: CLIRunner.fixtures.appendingPathComponent("animations/deletion.yaml"), to: deletion)
        try DiffCheck.record(in: directory)
        let changed = try String(contentsOf: deletion, encoding: .utf8)
            .replacingOccurrences(of: "item: 1}", with: "item: 2}")
        try Data(changed.utf8).write(to: deletion)
        let result = try DiffCheck.run(["check", ".", "--html", "report.html"], in: directory)
        XCTAssertEqual(result.status, 1, result.standardError)
        let page = try String(contentsOf: directory.appendingPathComponent("report.html"), encoding: .utf8)
        let probe = """
            <script>window.addEventListener('load', function () {
              var view = document.querySelector('.frames');
              var measure = function () {
                var crop = view.querySelector('.crop'), image = crop.querySelector('img');
                var box = crop.getBoundingClientRect(), picture = image.getBoundingClientRect();
                var left = box.left + crop.clientLeft, top = box.top + crop.clientTop;
                return [picture.width / crop.clientWidth, (left - picture.left) / crop.clientWidth,
                  (top - picture.top) / crop.clientHeight].map(function (v) { return v.toFixed(3); }).join(' ');
              };
              var shownChanges = function () {
                return Array.prototype.filter.call(view.querySelectorAll('.frame-changes'), function (list) {
                  return !list.hidden && list.getBoundingClientRect().height > 0;
                }).map(function (list) { return list.getAttribute('data-frame'); }).join(' ');
              };
              view.setAttribute('data-first', measure());
              view.setAttribute('data-first-changes', shownChanges());
              view.querySelectorAll('.frame-pick')[3].click();
              view.setAttribute('data-fourth', measure());
              view.setAttribute('data-fourth-changes', shownChanges());
            });</script>
            """
        let probed = directory.appendingPathComponent("probe-frames.html")
        try Data(page.replacingOccurrences(of: "</body>", with: probe + "\n</body>").utf8).write(to: probed)
        let dom = try Self.dumpDOM(probed, browser: browser)
        let width = try XCTUnwrap(attribute("data-strip-width", in: page).flatMap(Double.init))
        let rects = page.components(separatedBy: "data-rect=\"").dropFirst().map {
            $0.prefix { $0 != "\"" }.split(separator: " ").compactMap { Double($0) }
        }
        XCTAssertEqual(rects.count, 5, "one button per frame")
        // The frame x…x+w, y…y+h of a strip W wide fills the box: the picture is W/w boxes wide
        // and starts x/w box widths left of the box, y/h box heights above it.
        func expected(_ rect: [Double]) -> String {
            [width / rect[2], rect[0] / rect[2], rect[1] / rect[3]].map { String(format: "%.3f", $0) }.joined(
                separator: " ")
        }
        XCTAssertEqual(attribute("data-first", in: dom), expected(rects[0]), "t = 0 changed, so it is chosen first")
        XCTAssertEqual(attribute("data-fourth", in: dom), expected(rects[3]))
        // The chosen frame's element changes (from deletion.frames.json), and only its.
        XCTAssertEqual(attribute("data-first-changes", in: dom), "0")
        XCTAssertEqual(attribute("data-fourth-changes", in: dom), "3")
        XCTAssertEqual(page.components(separatedBy: "class=\"changes frame-changes\"").count - 1, 5)
    }

    private func attribute(_ name: String, in html: String) -> String? {
        guard let start = html.range(of: name + "=\"") else { return nil }
        return html[start.upperBound...].prefix { $0 != "\"" }.description
    }

    private func assertLoads(_ report: URL, browser: URL, file: StaticString = #filePath, line: UInt = #line) throws {
        let page = try String(contentsOf: report, encoding: .utf8)
        let probed = report.deletingLastPathComponent().appendingPathComponent("probe-\(report.lastPathComponent)")
        try Data(page.replacingOccurrences(of: "</body>", with: Self.probe + "\n</body>").utf8).write(to: probed)
        let dom = try Self.dumpDOM(probed, browser: browser)
        // flow and grid: 3 figures + the 2 images of the compare slider each; broken: none.
        XCTAssertTrue(
            dom.contains("data-probe-images=\"10 10\""), "10 images, all loaded; DOM:\n\(dom.prefix(3000))", file: file,
            line: line)
        XCTAssertFalse(dom.contains("data-probe=\"failed\""), "an image failed to load", file: file, line: line)
        for (name, status) in [("flow-vertical-headers", "failed"), ("grid-rows", "failed"), ("broken", "error")] {
            XCTAssertTrue(
                dom.contains("<h2><span class=\"badge\">\(status)</span> \(name)</h2>"),
                "the \(status) case \(name) is shown", file: file, line: line)
        }
        XCTAssertTrue(
            dom.contains("cell 0-1 moved by (5, 0)"), "the element changes are listed", file: file, line: line)
        XCTAssertTrue(dom.contains("flow-horizontal"), "the passing case is listed", file: file, line: line)
    }

    /// The `chromium` executable; skips (locally) or fails (when `CI` is set) without it.
    static func chromium() throws -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("chromium")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        let message = "chromium is not installed (apt-get install chromium, or bash scripts/install-deps --test)"
        if let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty, ci != "false" {
            throw BrowserMissing(message: "CI must run the browser test: \(message)")
        }
        throw XCTSkip(message)
    }

    /// `chromium --headless --dump-dom file://…` with a throwaway profile, killed after 120 s.
    static func dumpDOM(_ page: URL, browser: URL) throws -> String {
        let profile = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-chromium-\(UUID())")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = browser
        process.arguments = [
            "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--user-data-dir=\(profile.path)",
            "--dump-dom", page.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: timer)
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        timer.cancel()
        XCTAssertEqual(process.terminationStatus, 0, "chromium --dump-dom \(page.path)")
        return String(decoding: data, as: UTF8.self)
    }
}

extension CheckReportBrowserTests {
    /// `chromium --headless --screenshot` of `page` in a `width`×`height` window with a
    /// throwaway profile inside `directory`, killed after 120 s; `arguments` go before the page.
    static func screenshot(
        _ page: URL, browser: URL, width: Int, height: Int, arguments: [String] = [], in directory: URL
    ) throws -> RGBAImage {
        let name = page.deletingPathExtension().lastPathComponent + "-\(UUID().uuidString)"
        let output = directory.appendingPathComponent("\(name).png")
        let profile = directory.appendingPathComponent("profile-\(name)")
        defer { try? FileManager.default.removeItem(at: profile) }
        let process = Process()
        process.executableURL = browser
        process.arguments =
            [
                "--headless", "--disable-gpu", "--no-sandbox", "--no-first-run", "--hide-scrollbars",
                "--user-data-dir=\(profile.path)", "--window-size=\(width),\(height)", "--screenshot=\(output.path)",
            ] + arguments + [page.absoluteString]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let timer = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + 120, execute: timer)
        process.waitUntilExit()
        timer.cancel()
        XCTAssertEqual(process.terminationStatus, 0, "chromium --screenshot \(page.lastPathComponent)")
        return try PNGDecoder.decode(contentsOf: output)
    }
}

/// Thrown (a test failure, not a skip) when CI lacks the browser.
struct BrowserMissing: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
