import Foundation
import LayoutDiff
import LayoutSupport

/// The folder `render --docc` writes figures into (a DocC catalog's `Resources`, say), and what
/// it knows of the files there.
///
/// A folder of documentation holds files of its authors too, so a figure is only written where
/// there is no file yet, or over a file an earlier `--docc` run wrote and nobody changed since:
/// `.layoutshot-docc.json` in the folder records the hash of every figure written. A figure
/// whose bytes would not change is not written at all, so its date stays and a version-control
/// status stays clean.
struct DoccFolder {
    /// The folder's path as given.
    var path: String

    /// The largest file compared with a figure (a figure is bounded by the canvas budget far
    /// below it); a larger one is not a figure an earlier run wrote.
    static let largestFile = 1 << 30

    /// The record's file name.
    static let recordName = ".layoutshot-docc.json"

    /// What a figure is against the folder.
    enum State: Equatable {
        /// The file holds these bytes already.
        case unchanged
        /// There is no file of its name.
        case missing
        /// The file differs, and an earlier run wrote it (its hash is the recorded one).
        case stale
        /// The file differs, and no run wrote it as it is: an author's file, or one edited since.
        case foreign
    }

    /// The path of `fileName` in the folder.
    func path(of fileName: String) -> String {
        path.hasSuffix("/") ? path + fileName : path + "/" + fileName
    }

    /// The hashes of the figures earlier runs wrote, by file name; empty without a record.
    func record() throws -> [String: String] {
        let url = KernelPath.url(path(of: Self.recordName))
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        do {
            let data = try BoundedFile.read(url.path, atMost: 16 << 20)
            return try JSONDecoder().decode(Record.self, from: data).figures
        } catch {
            throw CommandError(
                "cannot read '\(path(of: Self.recordName))' (the record of the figures written here): "
                    + "expected the JSON `render --docc` writes; delete it to start again")
        }
    }

    /// Where `figure` stands: compared by bytes with the file of its name, and by hash with
    /// `record`.
    func state(of figure: DoccFigures.Figure, record: [String: String]) -> State {
        let url = KernelPath.url(path(of: figure.fileName))
        guard FileManager.default.fileExists(atPath: url.path) else { return .missing }
        guard let existing = try? BoundedFile.read(url.path, atMost: Self.largestFile) else {
            return .foreign
        }
        if existing == figure.data { return .unchanged }
        return record[figure.fileName] == FileHash.of(existing) ? .stale : .foreign
    }

    /// Writes `record` (sorted, so the same figures give the same bytes), unless it holds that.
    func write(record: [String: String]) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try encoder.encode(Record(figures: record)) + Data("\n".utf8)
        let recordPath = path(of: Self.recordName)
        if (try? BoundedFile.read(recordPath, atMost: 16 << 20)) == data { return }
        try OutputWriter.write(data, to: recordPath)
    }

    /// `.layoutshot-docc.json`.
    private struct Record: Codable {
        var figures: [String: String]
    }
}
