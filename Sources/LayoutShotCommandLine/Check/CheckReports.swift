import Foundation
import LayoutDiff
import LayoutSupport

/// The reports of `check` and `merge-reports`: the text report on standard output, and JUnit,
/// HTML and JSON files when asked; then the verdict as the exit status.
struct CheckReports {
    var junit: String?
    var html: String?
    var json: String?
    var markdown: String?
    /// Where the Markdown summary links to (a CI run's page); nil: the HTML report's file.
    var reportURL: String?

    /// Writes `report`. Images in a `scratch` directory (no --report-dir) are embedded in the
    /// HTML and not named in the text, JUnit or JSON reports, as they are deleted afterwards.
    func write(_ report: DiffReport, scratch: URL?) throws {
        var visible = report
        if scratch != nil {
            visible.cases = report.cases.map { item in
                var copy = item
                copy.images = CaseImages(recorded: item.images.recorded)
                // Its files went with the scratch folder: nothing to approve from this report.
                copy.approval = nil
                return copy
            }
        }
        // Paths relative to where they are read: the working directory for the text, the
        // report's own directory for JUnit, so attachments resolve in a downloaded artifact.
        var text = TextReportWriter()
        text.workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        let textReport = TerminalText.visible(text.write(visible))
        // A report written to standard output (`--json -`) has it to itself, so it can be piped
        // to another tool; the text report then goes to standard error.
        if [junit, html, json, markdown].contains("-") {
            _ = StandardStreams.error(textReport)
        } else {
            try OutputWriter.write(Data(textReport.utf8), to: "-")
        }
        if let junit {
            let directory = KernelPath.url(junit).deletingLastPathComponent()
            try OutputWriter.write(Data(JUnitReportWriter().write(visible, savedIn: directory).utf8), to: junit)
        }
        if let html {
            let url = URL(fileURLWithPath: html)
            let writer = HTMLReportWriter(
                imageEmbedding: scratch == nil ? .relativePaths : .dataURIs, approveReport: scratch == nil ? json : nil)
            let page = try writer.write(report, directory: url.deletingLastPathComponent())
            try OutputWriter.write(Data(page.utf8), to: html)
        }
        if let markdown {
            // The HTML report linked relative to the summary, as a pull request comment or job
            // summary beside the uploaded artifact reads it.
            let directory = KernelPath.url(markdown).deletingLastPathComponent()
            let link =
                reportURL
                ?? html.map {
                    HTMLReportWriter.relativeComponents(from: directory, to: KernelPath.url($0)).joined(separator: "/")
                }
            // The command that accepts every change, when this run's report can be approved.
            let approve = json.flatMap { path in
                visible.cases.contains { $0.approval != nil } ? "layoutshot approve \(path) --all" : nil
            }
            let summary = MarkdownReportWriter().write(visible, htmlReport: link, approveCommand: approve)
            try OutputWriter.write(Data(summary.utf8), to: markdown)
        }
        if let json {
            let directory = URL(fileURLWithPath: json).deletingLastPathComponent()
            try OutputWriter.write(try visible.jsonData(savedIn: directory), to: json)
        }
    }

    /// Exit 2 when a case could not be checked, 1 when one differs or was recorded, through the
    /// one error mapper (a one-line verdict on standard error); nothing when all passed.
    static func verdict(_ report: DiffReport) throws {
        let errors = report.cases(withStatus: .error).count
        if errors > 0 {
            throw CommandError("\(CheckCommand.count(errors)) could not be checked", status: .trouble)
        }
        let failures = report.cases(withStatus: .failed).count
        if failures > 0 {
            throw CommandError(
                failures == 1 ? "1 case differs from its reference" : "\(failures) cases differ from their references",
                status: .differences)
        }
        // As swift-snapshot-testing fails a test that records: a run that wrote references did
        // not check them, so it must not pass.
        let recorded = report.cases(withStatus: .recorded).count
        if recorded > 0 {
            throw CommandError(
                "\(CheckCommand.count(recorded)) recorded: review the new references, commit them and run again",
                status: .differences)
        }
    }
}
