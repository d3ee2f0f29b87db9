import ArgumentParser
import Foundation
import LayoutDiff
import LayoutSupport

/// `layoutshot approve REPORT [CASE…] [--all]`: accepts changed cases from the JSON report of a
/// `check` (local, or downloaded from CI with its report folder) by writing the reference files
/// that run produced into the references folder the report names.
struct ApproveCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "approve",
        abstract: "Accept changed cases of a check's JSON report: write the references that run produced.",
        discussion: """
            REPORT is the file check --json wrote, with the folder check --report-dir filled beside \
            it (a CI run's artifact, downloaded, will do). Each named case (or, with --all, every \
            failed or recorded one) gets the layout snapshot, image and strip frames the run drew, \
            written atomically into the references folder the report names — relative to the \
            working directory, so run approve where check ran (the repository's root), or give \
            --references. Nothing is written, exit 2, when a case is unknown, passed or has no \
            files in the report folder, when a reference changed since the run compared against \
            it, or when a file would land outside the references folder.

            \(ExitStatus.summary)
            """
    )

    @Argument(help: "The JSON report check --json wrote.")
    var report: String

    @Argument(help: "The cases to approve, by name (as the report lists them).")
    var cases: [String] = []

    @Flag(help: "Approve every failed or recorded case.")
    var all = false

    @Option(help: "The references folder, in place of the one the report names.")
    var references: String?

    func validate() throws {
        if all == !cases.isEmpty {
            throw ValidationError(
                all ? "name cases or give --all, not both" : "name the cases to approve, or give --all")
        }
    }

    func run() throws {
        let loaded = try JSONReportFile.read(report)
        let chosen = try ReportApproval.cases(all ? nil : cases, in: loaded)
        let folder = KernelPath.url(report).deletingLastPathComponent()
        let plan = try chosen.flatMap { item in
            try ReportApproval.writes(
                of: item, reportFolder: folder, references: references.map { KernelPath.url($0) })
        }
        var lines: [String] = []
        for write in plan {
            do {
                try AtomicFile.createDirectory(
                    write.destination.deletingLastPathComponent(), describedAs: "the references folder")
                try AtomicFile.write(write.data, to: write.destination)
            } catch {
                throw CommandError(error.message)
            }
            lines.append("approved \(write.caseName): wrote \(CheckCommand.shown(write.destination))")
        }
        try OutputWriter.printLines(lines + ["\(plan.count) reference file(s) written for \(chosen.count) case(s)"])
    }
}
