import Foundation
import LayoutSnapshot
import LayoutSupport

/// Writes a report as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) display as test results.
///
/// One `<testsuite>` named after the report, one `<testcase>` per case (with the document as its
/// `file`): failed cases carry a `<failure>` with the summary as its message and the element
/// changes as its text, errors an `<error>`; a recorded case is a `<failure>` too, of type
/// `ReferenceRecorded` — the run exits 1 for it, and a re-recorded reference (`--record-mode
/// failed`) is a change to review. The case's images are listed in `<system-out>` as
/// `[[ATTACHMENT|path]]` lines, the convention GitLab and Jenkins read to show them, with paths
/// relative to the report's directory when it is given, so they resolve in a downloaded artifact. No timestamps, and `time` attributes only for cases that were timed
/// (`DiffCase.seconds`), so an untimed report is deterministic; every value is escaped.
public struct JUnitReportWriter: Sendable {
    /// The `classname` of every test case (CI systems group by it).
    public var className: String

    /// A writer using `className` for the cases.
    public init(className: String = "layoutshot") {
        self.className = className
    }

    /// The report as a JUnit XML document; image paths relative to `directory` (where the report
    /// is saved) when given, else as recorded.
    public func write(_ report: DiffReport, savedIn directory: URL? = nil) -> String {
        let failures = report.cases(withStatus: .failed).count + report.cases(withStatus: .recorded).count
        let errors = report.cases(withStatus: .error).count
        let title = XMLEscaping.escape(report.title)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"\(title)\" tests=\"\(report.cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"\(title)\" tests=\"\(report.cases.count)\" failures=\"\(failures)\" "
        xml += "errors=\"\(errors)\" skipped=\"0\"\(time(report.cases.compactMap(\.seconds)))>\n"
        for item in report.cases {
            xml +=
                "    <testcase classname=\"\(XMLEscaping.escape(className))\" name=\"\(XMLEscaping.escape(item.name))\""
            if let file = item.file { xml += " file=\"\(XMLEscaping.escape(file))\"" }
            xml += time(item.seconds.map { [$0] } ?? [])
            let body = caseBody(item, directory: directory)
            if body.isEmpty {
                xml += "/>\n"
            } else {
                xml += ">\n" + body + "    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    /// ` time="1.234"`: the sum of `seconds`, or nothing when there are none.
    private func time(_ seconds: [Double]) -> String {
        guard !seconds.isEmpty else { return "" }
        return String(format: " time=\"%.3f\"", locale: Locale(identifier: "en_US_POSIX"), seconds.reduce(0, +))
    }

    private func caseBody(_ item: DiffCase, directory: URL?) -> String {
        func shown(_ url: URL) -> String {
            directory.map { HTMLReportWriter.relativeComponents(from: $0, to: url).joined(separator: "/") } ?? url.path
        }
        let summary = XMLEscaping.escape(item.summary)
        var details = item.detailLines
        if let diff = item.images.diff { details.append("diff image: \(shown(diff))") }
        let text = XMLEscaping.escape(details.joined(separator: "\n"))
        var body = ""
        var output: [String] = []
        switch item.status {
        case .passed: break
        case .failed: body = "      <failure message=\"\(summary)\" type=\"LayoutDifference\">\(text)</failure>\n"
        case .error: body = "      <error message=\"\(summary)\" type=\"ComparisonError\">\(text)</error>\n"
        case .recorded:
            let message = XMLEscaping.escape("reference recorded: \(item.summary); review and commit it")
            body = "      <failure message=\"\(message)\" type=\"ReferenceRecorded\">\(text)</failure>\n"
        }
        output += item.images.labelled.map { "[[ATTACHMENT|\(shown($0.url))]]" }
        if !output.isEmpty {
            body += "      <system-out>\(XMLEscaping.escape(output.joined(separator: "\n")))</system-out>\n"
        }
        return body
    }
}
