import LayoutSnapshot
/// Writes a report as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) display as test results.
///
/// One `<testsuite>` named after the report, one `<testcase>` per case: failed cases carry a
/// `<failure>` with the summary as its message and the element changes as its text, errors an
/// `<error>`, recorded cases a `<system-out>` note. No timestamps or times, so output is
/// deterministic; every value is escaped.
public struct JUnitReportWriter: Sendable {
    /// The `classname` of every test case (CI systems group by it).
    public var className: String

    /// A writer using `className` for the cases.
    public init(className: String = "layoutshot") {
        self.className = className
    }

    /// The report as a JUnit XML document.
    public func write(_ report: DiffReport) -> String {
        let failures = report.cases(withStatus: .failed).count
        let errors = report.cases(withStatus: .error).count
        let title = XMLEscaping.escape(report.title)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml +=
            "<testsuites name=\"\(title)\" tests=\"\(report.cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\">\n"
        xml += "  <testsuite name=\"\(title)\" tests=\"\(report.cases.count)\" failures=\"\(failures)\" "
        xml += "errors=\"\(errors)\" skipped=\"0\">\n"
        for item in report.cases {
            xml +=
                "    <testcase classname=\"\(XMLEscaping.escape(className))\" name=\"\(XMLEscaping.escape(item.name))\""
            let body = caseBody(item)
            if body.isEmpty {
                xml += "/>\n"
            } else {
                xml += ">\n" + body + "    </testcase>\n"
            }
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private func caseBody(_ item: DiffCase) -> String {
        let summary = XMLEscaping.escape(item.summary)
        var details = item.detailLines
        if let diff = item.images.diff { details.append("diff image: \(diff.path)") }
        let text = XMLEscaping.escape(details.joined(separator: "\n"))
        switch item.status {
        case .passed: return ""
        case .failed:
            return "      <failure message=\"\(summary)\" type=\"LayoutDifference\">\(text)</failure>\n"
        case .error:
            return "      <error message=\"\(summary)\" type=\"ComparisonError\">\(text)</error>\n"
        case .recorded:
            return "      <system-out>reference recorded: \(summary)</system-out>\n"
        }
    }
}
