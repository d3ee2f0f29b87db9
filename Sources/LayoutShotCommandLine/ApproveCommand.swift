import ArgumentParser
import Foundation
import LayoutDiff
import LayoutImage
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

    /// Each references folder's `RasterStackRecord` with the stack that drew the approved images
    /// noted, as `check` notes the images it records; read before anything is written, so a
    /// foreign file in the record's place stops the approval first.
    private static func stackRecords(noting cases: [DiffCase], references: URL?) throws -> [(URL, RasterStackRecord)] {
        var byFolder: [URL: [(String, RasterStack)]] = [:]
        for item in cases {
            guard let approval = item.approval, let stack = approval.stack,
                approval.files.contains(where: { $0.reference.hasSuffix(".png") })
            else { continue }
            byFolder[references ?? approval.references, default: []].append((item.name, stack))
        }
        return try byFolder.sorted(by: { $0.key.path < $1.key.path }).map { folder, noted in
            var record: RasterStackRecord
            do throws(ReferenceError) {
                record = try RasterStackRecord(directory: folder)
            } catch {
                throw CommandError(error.message)
            }
            for (name, stack) in noted { record.note([name], drawnWith: stack) }
            return (folder, record)
        }
    }

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
        let records = try Self.stackRecords(noting: chosen, references: references.map { KernelPath.url($0) })
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
        for (folder, record) in records {
            do {
                try record.save(in: folder)
            } catch {
                throw CommandError(error.message)
            }
        }
        try OutputWriter.printLines(lines + ["\(plan.count) reference file(s) written for \(chosen.count) case(s)"])
    }
}
