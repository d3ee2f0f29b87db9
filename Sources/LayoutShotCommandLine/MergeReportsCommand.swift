import ArgumentParser
import Foundation
import LayoutDiff
import LayoutSupport

/// `layoutshot merge-reports <report.json…>`: one report of the JSON reports that `check --json`
/// wrote in separate runs (the shards of a CI matrix), as if one run had checked every document.
struct MergeReportsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "merge-reports",
        abstract: "Merge the JSON reports of several check runs (CI shards) into one report.",
        discussion: """
            Each report's image paths are relative to its own file, so download every shard's \
            report directory (the --json file and the --report-dir images) and name the JSON \
            files; cases are listed in document order. The exit status is check's for the \
            merged cases: 0 all passed, 1 differences or recordings, 2 a case that could not be \
            checked, or a report that cannot be read.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "JSON reports written by check --json.")
    var reports: [String]

    @Option(help: "Write the merged JUnit XML report to this file.")
    var junit: String?

    @Option(help: "Write the merged HTML report to this file (images referenced by relative paths).")
    var html: String?

    @Option(help: "Write the merged report as JSON to this file.")
    var json: String?

    @Option(help: ArgumentHelp("Write a Markdown summary of the merged report to this file.", valueName: "file"))
    var markdown: String?

    @Option(
        help: ArgumentHelp(
            "Link the Markdown summary to this address (a CI run's page) instead of the HTML report's file.",
            valueName: "url"))
    var reportURL: String?

    func validate() throws {
        if reports.isEmpty { throw ValidationError("name at least one JSON report") }
        // The same report twice would count every case twice.
        var seen: [FileIdentity: String] = [:]
        for report in reports {
            guard let file = FileIdentity(path: report) else { continue }  // reported missing when read
            if let earlier = seen.updateValue(report, forKey: file) {
                throw ValidationError("'\(report)' is the report '\(earlier)' again: name each shard's report once")
            }
        }
    }

    func run() throws {
        for path in [junit, html, json, markdown].compactMap({ $0 }) {
            try OutputWriter.checkDestination(path, notAnyOf: reports)
        }
        let loaded = try reports.map(JSONReportFile.read)
        let merged = DiffReport.merged(loaded, title: loaded.first?.title ?? "layoutshot check")
        try CheckReports(junit: junit, html: html, json: json, markdown: markdown, reportURL: reportURL).write(
            merged, scratch: nil)
        try CheckReports.verdict(merged)
    }
}
