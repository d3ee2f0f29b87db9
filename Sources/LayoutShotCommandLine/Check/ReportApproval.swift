import Foundation
import LayoutDiff
import LayoutSupport

/// What `approve` writes for the cases of a report, worked out in full before anything is
/// written: every refusal (an unknown or passed case, a missing file, a reference changed since
/// the run, a name that would leave the references folder) happens while nothing is on disk yet.
enum ReportApproval {
    /// One reference file to write.
    struct Write {
        var caseName: String
        var destination: URL
        var data: Data
    }

    /// The reference kinds LayoutShot writes, by how their file names end.
    static let referenceSuffixes = [".frames.json", ".json", ".png"]

    /// The cases `names` picks from `report` (nil: every failed or recorded case).
    ///
    /// - Throws: `CommandError` for a name the report lacks, a case that passed or broke, and a
    ///   case whose files the report folder does not hold.
    static func cases(_ names: [String]?, in report: DiffReport) throws -> [DiffCase] {
        let changed = report.cases.filter { $0.status == .failed || $0.status == .recorded }
        guard let names else {
            guard !changed.isEmpty else { throw CommandError("the report has no failed or recorded case to approve") }
            return try changed.map(approvable)
        }
        return try names.map { name in
            guard let found = report.cases.first(where: { $0.name == name }) else {
                let hint = DidYouMean.hint(for: name, among: report.cases.map(\.name))
                throw CommandError("the report has no case '\(name)'\(hint)")
            }
            guard found.status == .failed || found.status == .recorded else {
                throw CommandError(
                    "case '\(name)' \(found.status == .passed ? "passed" : "could not be checked"): nothing to approve")
            }
            return try approvable(found)
        }
    }

    private static func approvable(_ item: DiffCase) throws -> DiffCase {
        guard item.approval != nil else {
            throw CommandError(
                "case '\(item.name)' has no files to approve in the report folder: run check with --report-dir "
                    + "(the GitHub Action does) and keep that folder with the report")
        }
        return item
    }

    /// The files approving `item` writes, into `references` (nil: the folder the report names).
    ///
    /// - Throws: `CommandError` when a file cannot be approved; nothing has been written then.
    static func writes(of item: DiffCase, reportFolder: URL, references: URL?) throws -> [Write] {
        guard let approval = item.approval else { return [] }
        let folder = (references ?? approval.references).standardizedFileURL
        return try approval.files.map { file in
            try checkName(file.reference, of: item)
            let destination = folder.appendingPathComponent(file.reference)
            let source = file.source.standardizedFileURL
            guard source.path.hasPrefix(reportFolder.standardizedFileURL.path + "/") else {
                throw CommandError("case '\(item.name)': its file '\(source.path)' is outside the report's folder")
            }
            let data: Data
            do throws(BoundedFile.Failure) {
                data = try BoundedFile.read(source.path, atMost: ReferenceStore.maximumFileBytes)
            } catch {
                throw CommandError(
                    "case '\(item.name)': cannot read '\(source.path)': the file \(error.reason) (keep the report's "
                        + "folder with the report)")
            }
            var status = stat()
            if lstat(destination.path, &status) == 0, status.st_mode & S_IFMT != S_IFREG {
                throw CommandError("'\(destination.path)' is not a plain file: it was left as it is")
            }
            let current = FileHash.of(destination)
            guard current == file.expected else {
                let what = file.expected == nil ? "appeared" : current == nil ? "was removed" : "changed"
                throw CommandError(
                    "'\(destination.path)' \(what) since the run compared against it: check again, then approve "
                        + "that run's report; nothing was written")
            }
            return Write(caseName: item.name, destination: destination, data: data)
        }
    }

    /// Refuses a reference name that is not a plain file name of a kind LayoutShot writes (a
    /// report edited to point elsewhere).
    private static func checkName(_ name: String, of item: DiffCase) throws {
        let plain = !name.isEmpty && !name.hasPrefix(".") && !name.contains("/") && !name.contains("\0")
        guard plain, referenceSuffixes.contains(where: { name.hasSuffix($0) }) else {
            throw CommandError(
                "case '\(item.name)': '\(name)' is not a reference file name (a name ending in "
                    + referenceSuffixes.joined(separator: ", ") + " inside the references folder)")
        }
    }
}
