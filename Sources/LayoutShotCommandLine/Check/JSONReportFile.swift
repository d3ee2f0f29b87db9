import Foundation
import LayoutDiff
import LayoutSupport

/// A report `check --json` wrote, read back (by `merge-reports` and `approve`).
enum JSONReportFile {
    /// The report at `path`, its relative paths resolved from its folder.
    ///
    /// - Throws: `CommandError` (exit 2) naming the file when it cannot be read or is no report.
    static func read(_ path: String) throws -> DiffReport {
        let url = KernelPath.url(path)
        let data: Data
        do throws(BoundedFile.Failure) {
            data = try BoundedFile.read(url.path, atMost: DiffReport.maximumFileBytes)
        } catch {
            throw CommandError("cannot read '\(path)': the file \(error.reason)")
        }
        do {
            return try DiffReport.decode(data, savedIn: url.deletingLastPathComponent())
        } catch {
            throw CommandError("'\(path)' is not a report written by check --json: \(error)")
        }
    }
}
