import Foundation

/// Writes a report as Markdown for a GitHub job summary (`$GITHUB_STEP_SUMMARY`) or a pull
/// request comment, as reg-suit posts its results: a heading with the tally, a table of the
/// cases to look at (failed, recorded, errors) with their summaries, each one's element changes
/// folded under it, and a link to the HTML report. Passing cases are counted, not listed, so a
/// large suite's summary stays short.
public struct MarkdownReportWriter: Sendable {
    /// The most element changes listed under one case.
    public var maxDetailLines: Int

    /// A writer listing at most `maxDetailLines` changes per case.
    public init(maxDetailLines: Int = 20) {
        self.maxDetailLines = maxDetailLines
    }

    /// The report as Markdown; `htmlReport`, when given, is linked (a path relative to where the
    /// Markdown is read, or a URL), and `approveCommand` is shown as the way to accept the changes.
    public func write(_ report: DiffReport, htmlReport: String? = nil, approveCommand: String? = nil) -> String {
        let shown = report.cases.filter { $0.status != .passed }
        var lines = ["## \(html(report.title)): \(report.tally)", ""]
        if shown.isEmpty {
            lines.append("Every case matches its reference.")
        } else {
            lines += ["| Result | Case | What changed |", "|---|---|---|"]
            for item in shown {
                lines.append("| \(Self.word(item.status)) | \(cell(item.name)) | \(cell(item.summary)) |")
            }
            for item in shown where !item.detailLines.isEmpty {
                let details = item.detailLines
                // The element changes as the text and JUnit reports count them (the still's), not
                // the lines listed, which add a line per changed frame of a strip.
                let headline = item.elements.map(\.headline) ?? "\(details.count) changes"
                lines += ["", "<details><summary>\(html(item.name)): \(html(headline))</summary>", ""]
                lines += details.prefix(maxDetailLines).map { "- \(html($0))" }
                if details.count > maxDetailLines { lines.append("- … and \(details.count - maxDetailLines) more") }
                lines += ["", "</details>"]
            }
        }
        if let unused = report.unusedReferences, !unused.isEmpty {
            lines += [
                "",
                "\(unused.count) reference file\(unused.count == 1 ? "" : "s") no document produces any more "
                    + "(`check --prune-unused` removes \(unused.count == 1 ? "it" : "them")): "
                    + unused.map { "`\(html($0))`" }.joined(separator: ", "),
            ]
        }
        if let htmlReport {
            lines += ["", "[The report with the images](\(htmlReport.replacingOccurrences(of: " ", with: "%20")))"]
        }
        if let approveCommand, !shown.isEmpty {
            lines += [
                "", "To accept the changes after review, run where the check ran:", "", "```sh", approveCommand, "```",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What a reviewer does with a case, in a word.
    static func word(_ status: DiffCase.Status) -> String {
        switch status {
        case .passed: "passed"
        case .failed: "**failed**"
        case .recorded: "recorded (review)"
        case .error: "**error**"
        }
    }

    /// `text` for a table cell: pipes escaped, one line, HTML-escaped.
    private func cell(_ text: String) -> String {
        html(text).replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }

    private func html(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
