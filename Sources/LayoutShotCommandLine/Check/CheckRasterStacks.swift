import Foundation
import LayoutDiff
import LayoutImage
import LayoutOutput

/// The raster stacks of a check's references directories (`RasterStackRecord`): read before the
/// run, so a failing case can say that its reference was drawn with another stack, and updated
/// after it with the stack of every image the run recorded.
struct CheckRasterStacks: Sendable {
    /// This machine's stack.
    var current: RasterStack
    /// Each directory's record, by path.
    private var records: [String: RasterStackRecord]

    /// The records of the directories `documents` keep their references in.
    ///
    /// - Throws: `CommandError` (exit 2, before anything is written) when a directory holds a
    ///   file in the record's place that is not one.
    init(documents: [CheckDocument], references: URL?, current: RasterStack = DocumentOutput.rasterStack) throws {
        self.current = current
        let directories = Set(documents.map { CheckRunner.referenceDirectory(for: $0, references: references).path })
        var records: [String: RasterStackRecord] = [:]
        for directory in directories.sorted() {
            do {
                records[directory] = try RasterStackRecord(directory: URL(fileURLWithPath: directory))
            } catch {
                throw CommandError(error.message)
            }
        }
        self.records = records
    }

    /// `result` with a note when its pixels differ and its reference image was drawn with
    /// another stack than this machine's.
    func explaining(_ result: DiffCase, in directory: URL) -> DiffCase {
        guard result.status == .failed, let pixel = result.pixel, pixel.mismatchedPixels > 0,
            let note = records[directory.path]?.note(forFailing: result.name, current: current)
        else { return result }
        var explained = result
        explained.message = [result.message, note].compactMap { $0 }.joined(separator: "; ")
        return explained
    }

    /// Notes this machine's stack for every case whose reference image the run wrote, and saves
    /// the records that changed.
    ///
    /// - Throws: `CommandError` when a record cannot be written.
    func save(_ results: [DiffCase], of documents: [CheckDocument], references: URL?) throws {
        var recorded: [String: [String]] = [:]
        for (document, result) in zip(documents, results)
        where result.images.recorded.contains(where: { $0.pathExtension == "png" }) {
            recorded[CheckRunner.referenceDirectory(for: document, references: references).path, default: []]
                .append(result.name)
        }
        for (directory, names) in recorded.sorted(by: { $0.key < $1.key }) {
            var record = records[directory] ?? RasterStackRecord()
            let before = record
            record.note(names, drawnWith: current)
            guard record != before else { continue }
            do {
                try record.save(in: URL(fileURLWithPath: directory))
            } catch {
                throw CommandError(error.message)
            }
        }
    }
}
