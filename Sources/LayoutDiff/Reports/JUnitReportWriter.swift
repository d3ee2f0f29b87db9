import LayoutSnapshot

/// Writes a report as JUnit XML, the format CI systems (GitHub Actions reporters, GitLab,
/// Jenkins) display as test results.
///
/// One `<testsuite>` named after the report, one `<testcase>` per case (with the document as its
/// `file`): failed cases carry a `<failure>` with the summary as its message and the element
/// changes as its text, errors an `<error>`, recorded cases a `<system-out>` note; the case's
/// images are listed in `<system-out>` as `[[ATTACHMENT|path]]` lines, the convention GitLab and
/// Jenkins read to show them. No timestamps or times, so output is deterministic; every value is
/// escaped.
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
            if let file = item.file { xml += " file=\"\(XMLEscaping.escape(file))\"" }
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
        var body = ""
        var output: [String] = []
        switch item.status {
        case .passed: break
        case .failed: body = "      <failure message=\"\(summary)\" type=\"LayoutDifference\">\(text)</failure>\n"
        case .error: body = "      <error message=\"\(summary)\" type=\"ComparisonError\">\(text)</error>\n"
        case .recorded: output.append("reference recorded: \(item.summary)")
        }
        output += item.images.labelled.map { "[[ATTACHMENT|\($0.url.path)]]" }
        if !output.isEmpty {
            body += "      <system-out>\(XMLEscaping.escape(output.joined(separator: "\n")))</system-out>\n"
        }
        return body
    }
}
