import Foundation
import LayoutImage
import LayoutSnapshot
import XCTest

@testable import LayoutDiff

#if canImport(FoundationXML)
    import FoundationXML
#endif

final class ReportWriterTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "ReportWriterTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("images"), withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A report with a failing pixel case (real images written to disk), an error whose
    /// message needs escaping, a passing and a recorded case.
    private func makeReport() throws -> DiffReport {
        let expected = TestImages.filled(24, 16, TestImages.white)
        let actual = TestImages.setting(expected, [(3, 4), (4, 4)], to: TestImages.black)
        let pixel = PixelDiff.compare(expected, actual)
        let urls = ["expected", "actual", "diff"].map { directory.appendingPathComponent("images/grid \($0).png") }
        try PNGEncoder.encode(expected).write(to: urls[0])
        try PNGEncoder.encode(actual).write(to: urls[1])
        try PNGEncoder.encode(try XCTUnwrap(pixel.diffImage)).write(to: urls[2])
        return DiffReport(
            title: "Layouts <& \"refs\">",
            cases: [
                {
                    var failed = DiffCase(
                        name: "grid.yaml", status: .failed, pixel: pixel,
                        images: CaseImages(expected: urls[0], actual: urls[1], diff: urls[2]))
                    failed.file = "docs/grid.yaml"
                    return failed
                }(),
                DiffCase(
                    name: "broken <spec>.yaml", status: .error,
                    message: "line 3: expected a number, found \"abc\" & \u{1}"),
                DiffCase(name: "flow.yaml", status: .passed, pixel: PixelDiff.compare(expected, expected)),
                DiffCase(
                    name: "new.yaml", status: .recorded,
                    images: CaseImages(recorded: ["new.json", "new.png"].map { refs.appendingPathComponent($0) })),
            ])
    }

    private var refs: URL { directory.appendingPathComponent("refs") }

    func testTextReportListsCasesAndTally() throws {
        let text = TextReportWriter().write(try makeReport())
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "FAIL grid.yaml — 2 of 384 pixels differ (0.521 %) in 1 region")
        XCTAssertEqual(lines.last, "  \(refs.path)/new.png")
        XCTAssertTrue(lines.contains("4 cases: 1 passed, 1 failed, 1 recorded, 1 error"), text)
        XCTAssertTrue(lines.contains("ok   flow.yaml — identical (384 pixels)"), text)
    }

    /// The files a run wrote close the text report as one list, relative to the working
    /// directory, so a reviewer of a 500-case run finds them without scanning every line.
    func testTextReportEndsWithTheReferencesToReview() throws {
        var writer = TextReportWriter()
        writer.workingDirectory = directory
        let lines = writer.write(try makeReport()).split(separator: "\n").map(String.init)
        XCTAssertEqual(
            Array(lines.suffix(4)),
            [
                "4 cases: 1 passed, 1 failed, 1 recorded, 1 error", "2 references written, to review and commit:",
                "  refs/new.json", "  refs/new.png",
            ])
        let report = try makeReport()
        let decoded = try DiffReport.decode(report.jsonData(savedIn: directory), savedIn: directory)
        XCTAssertEqual(decoded.cases[3].images.recorded.map(\.path), report.cases[3].images.recorded.map(\.path))
        let json = String(decoding: try report.jsonData(savedIn: directory), as: UTF8.self)
        XCTAssertTrue(json.contains("\"refs\\/new.json\""), "stored relative to the JSON report: \(json)")
    }

    /// The Markdown summary: the tally as a heading, one table row per case to look at (passing
    /// ones only counted), cells escaped so a `|` or `<` in a name cannot break the table, and
    /// the HTML report linked.
    func testMarkdownSummaryListsWhatToReview() throws {
        let markdown = MarkdownReportWriter().write(try makeReport(), htmlReport: "report/index.html")
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(
            lines.first, "## Layouts &lt;&amp; \"refs\"&gt;: 4 cases: 1 passed, 1 failed, 1 recorded, 1 error")
        XCTAssertTrue(
            lines.contains("| **failed** | grid.yaml | 2 of 384 pixels differ (0.521 %) in 1 region |"), markdown)
        XCTAssertTrue(lines.contains("| recorded (review) | new.yaml | recorded |"), markdown)
        XCTAssertTrue(
            lines.contains { $0.hasPrefix("| **error** | broken &lt;spec&gt;.yaml | line 3:") }, markdown)
        XCTAssertFalse(markdown.contains("flow.yaml"), "passing cases are only counted")
        XCTAssertTrue(markdown.hasSuffix("[The report with the images](report/index.html)\n"), markdown)
        let passing = DiffReport(title: "t", cases: [DiffCase(name: "a", status: .passed)])
        XCTAssertTrue(MarkdownReportWriter().write(passing).contains("Every case matches its reference."))
    }

    func testJUnitIsWellFormedAndCountsFailures() throws {
        let xml = JUnitReportWriter().write(try makeReport())
        let parser = XMLParser(data: Data(xml.utf8))
        let collector = JUnitCollector()
        parser.delegate = collector
        XCTAssertTrue(parser.parse(), "parse error: \(String(describing: parser.parserError))\n\(xml)")
        XCTAssertEqual(collector.suiteAttributes["tests"], "4")
        XCTAssertEqual(collector.suiteAttributes["failures"], "2", "the failed case and the recorded one")
        XCTAssertEqual(collector.suiteAttributes["errors"], "1")
        XCTAssertEqual(collector.suiteAttributes["name"], "Layouts <& \"refs\">", "escaped title round-trips")
        XCTAssertEqual(collector.testCaseNames, ["grid.yaml", "broken <spec>.yaml", "flow.yaml", "new.yaml"])
        XCTAssertEqual(
            collector.failureMessages,
            ["2 of 384 pixels differ (0.521 %) in 1 region", "reference recorded: recorded; review and commit it"])
        XCTAssertEqual(collector.errorMessages, ["line 3: expected a number, found \"abc\" & \u{FFFD}"])
        // The document as `file`, and the images as GitLab/Jenkins attachment lines.
        XCTAssertTrue(xml.contains("name=\"grid.yaml\" file=\"docs/grid.yaml\""), xml)
        let diffPath = directory.appendingPathComponent("images/grid diff.png").path
        XCTAssertTrue(xml.contains("[[ATTACHMENT|\(diffPath)]]"), xml)
        XCTAssertEqual(xml.components(separatedBy: "<system-out>").count - 1, 1, "one per case that has images")
        // Saved beside the images' folder, the attachment paths are relative to the report, so
        // they resolve wherever the artifact is downloaded to.
        let relative = JUnitReportWriter().write(try makeReport(), savedIn: directory)
        XCTAssertTrue(relative.contains("[[ATTACHMENT|images/grid diff.png]]"), relative)
        XCTAssertFalse(relative.contains(directory.path), relative)
    }

    func testHTMLShowsEveryFailingCaseAndItsImagesResolve() throws {
        let report = try makeReport()
        let page = directory.appendingPathComponent("report.html")
        try HTMLReportWriter().write(report, to: page)
        let html = try String(contentsOf: page, encoding: .utf8)
        XCTAssertTrue(html.contains("<h2><span class=\"badge\">failed</span> grid.yaml</h2>"))
        XCTAssertTrue(html.contains("<h2><span class=\"badge\">error</span> broken &lt;spec&gt;.yaml</h2>"))
        XCTAssertTrue(html.contains("type=\"range\""), "overlay slider present")
        XCTAssertTrue(html.contains("class=\"region\""), "changed region outlined")
        // Images shrunk to fit are smoothed: nearest-neighbour below 1:1 drops borders and
        // garbles labels, inventing differences. Pixel-exact only at actual size.
        let rules = html.split(separator: "\n").filter { $0.contains("image-rendering") }
        XCTAssertEqual(rules.filter { $0.contains("pixelated") }.count, 1, "\(rules)")
        XCTAssertTrue(rules.allSatisfy { !$0.contains("pixelated") || $0.contains(".zoomed") }, "\(rules)")
        XCTAssertTrue(html.contains("class=\"actual-size\""), "the 1:1 switch")
        let sources = Self.imageSources(in: html)
        XCTAssertEqual(sources.count, 5, "three figures plus the two stacked compare images: \(sources)")
        for source in sources {
            XCTAssertFalse(source.hasPrefix("/"), "\(source) is relative")
            let decoded = try XCTUnwrap(source.removingPercentEncoding)
            let url = directory.appendingPathComponent(decoded).standardizedFileURL
            XCTAssertTrue(FileManager.default.fileExists(atPath: url.path), "image \(source) resolves to \(url.path)")
        }
    }

    func testHTMLWithDataURIsIsSelfContainedAndDeterministic() throws {
        let report = try makeReport()
        let writer = HTMLReportWriter(imageEmbedding: .dataURIs)
        let first = try writer.write(report, directory: directory)
        let second = try writer.write(report, directory: directory)
        XCTAssertEqual(first, second)
        let sources = Self.imageSources(in: first)
        XCTAssertEqual(sources.count, 5)
        XCTAssertTrue(sources.allSatisfy { $0.hasPrefix("data:image/png;base64,") })
    }

    func testRelativePaths() {
        let base = URL(fileURLWithPath: "/work/out/report")
        XCTAssertEqual(
            HTMLReportWriter.relativePath(from: base, to: URL(fileURLWithPath: "/work/out/report/a.png")),
            "a.png")
        XCTAssertEqual(
            HTMLReportWriter.relativePath(from: base, to: URL(fileURLWithPath: "/work/refs/x y.png")),
            "../../refs/x%20y.png")
    }

    static func imageSources(in html: String) -> [String] {
        var result: [String] = []
        var rest = html[...]
        while let range = rest.range(of: " src=\"") {
            let after = rest[range.upperBound...]
            guard let end = after.firstIndex(of: "\"") else { break }
            result.append(String(after[..<end]))
            rest = after[end...]
        }
        return result
    }
}

/// Collects the parts of a JUnit document the tests check.
private final class JUnitCollector: NSObject, XMLParserDelegate {
    var suiteAttributes: [String: String] = [:]
    var testCaseNames: [String] = []
    var failureMessages: [String] = []
    var errorMessages: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        switch elementName {
        case "testsuite": suiteAttributes = attributes
        case "testcase": testCaseNames.append(attributes["name"] ?? "?")
        case "failure": failureMessages.append(attributes["message"] ?? "?")
        case "error": errorMessages.append(attributes["message"] ?? "?")
        default: break
        }
    }
}
