import CollectionLayout
import Foundation
import LayoutDiff
import LayoutImage
import LayoutSupport
import SnapshotTesting
import XCTest

/// `assertSnapshot` for LayoutShot's strategies, with failures a reviewer can open on Linux.
///
/// swift-corelibs-xctest shows no attachments, and swift-snapshot-testing writes a failing
/// image to `$SNAPSHOT_ARTIFACTS` (the temporary folder by default), away from the package. This
/// assertion compares exactly as `assertSnapshot(of:as:named:record:snapshotDirectory:)` does —
/// same reference files, same record modes — and when a PNG differs it also writes
/// `<reference>.actual.png` and `<reference>.diff.png` beside the reference (or into
/// `failureImages`), and says so in the failure: one summary line, then the two paths.
///
/// The reference of an unnamed snapshot is named `<test>.<n>.<extension>`, counting this
/// assertion's snapshots in the test from 1, as swift-snapshot-testing counts its own; give each
/// snapshot a `name` when a test mixes this assertion with `assertSnapshot`.
///
/// - Parameters:
///   - value: the collection view to snapshot.
///   - snapshotting: `.layoutJSON`, `.layoutSVG()`, `.layoutPNG()` or another strategy.
///   - name: the reference's name within the test.
///   - record: swift-snapshot-testing's record mode (nil: its configuration's).
///   - snapshotDirectory: the references' folder (nil: `__Snapshots__/<test file>` beside the
///     test file, swift-snapshot-testing's default).
///   - failureImages: where a failing PNG's actual and diff images go (nil: beside the reference).
public func assertLayoutSnapshot<Format>(
    of value: @autoclosure () throws -> CollectionView,
    as snapshotting: Snapshotting<CollectionView, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    failureImages: URL? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) {
    guard
        let message = verifyLayoutSnapshot(
            of: try value(), as: snapshotting, named: name, record: record, snapshotDirectory: snapshotDirectory,
            failureImages: failureImages, file: file, testName: testName, line: line)
    else { return }
    XCTFail(message, file: file, line: line)
}

/// `assertLayoutSnapshot`'s check without the assertion, as `verifySnapshot` is
/// `assertSnapshot`'s: the failure message, or nil when the snapshot matches.
public func verifyLayoutSnapshot<Format>(
    of value: @autoclosure () throws -> CollectionView,
    as snapshotting: Snapshotting<CollectionView, Format>,
    named name: String? = nil,
    record: SnapshotTestingConfiguration.Record? = nil,
    snapshotDirectory: String? = nil,
    failureImages: URL? = nil,
    file: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line
) -> String? {
    let identifier = name ?? String(SnapshotCounter.next(file: "\(file)", test: testName))
    let collectionView: CollectionView
    do {
        collectionView = try value()
    } catch {
        return "Could not make the collection view to snapshot: \(error)"
    }
    guard
        let failure = verifySnapshot(
            of: collectionView, as: snapshotting, named: identifier, record: record,
            snapshotDirectory: snapshotDirectory, file: file, testName: testName, line: line)
    else { return nil }
    let reference = FailureImages.referenceURL(
        file: "\(file)", testName: testName, identifier: identifier, pathExtension: snapshotting.pathExtension,
        snapshotDirectory: snapshotDirectory)
    guard let images = snapshotting as? Snapshotting<CollectionView, RGBAImage>,
        let written = FailureImages.write(for: collectionView, as: images, reference: reference, into: failureImages)
    else { return failure }
    return failure + "\n" + written
}

/// Counts the unnamed snapshots of each test.
private enum SnapshotCounter {
    private static let counts = LockedCounts()

    static func next(file: String, test: String) -> Int { counts.increment("\(file)|\(test)") }

    private final class LockedCounts: @unchecked Sendable {
        private let lock = NSLock()
        private var counts: [String: Int] = [:]

        func increment(_ key: String) -> Int {
            lock.lock()
            defer { lock.unlock() }
            counts[key, default: 0] += 1
            return counts[key] ?? 1
        }
    }
}

/// The files a failing PNG snapshot leaves for a reviewer.
enum FailureImages {
    /// Where swift-snapshot-testing keeps the reference: `snapshotDirectory`, else
    /// `__Snapshots__/<test file name without extension>` beside the test file; the file is
    /// `<test name>.<identifier>.<extension>`, both names sanitised as it sanitises them (each
    /// run of characters other than letters, digits and `_` becomes `-`, and a `-` at either
    /// end goes).
    static func referenceURL(
        file: String, testName: String, identifier: String, pathExtension: String?, snapshotDirectory: String?
    ) -> URL {
        let testFile = URL(fileURLWithPath: file)
        let directory =
            snapshotDirectory.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? testFile.deletingLastPathComponent().appendingPathComponent("__Snapshots__")
            .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
        var url = directory.appendingPathComponent("\(sanitized(testName)).\(sanitized(identifier))")
        if let pathExtension { url.appendPathExtension(pathExtension) }
        return url
    }

    private static func sanitized(_ name: String) -> String {
        name.replacingOccurrences(of: "\\W+", with: "-", options: .regularExpression)
            .replacingOccurrences(of: "^-|-$", with: "", options: .regularExpression)
    }

    /// Draws the collection view again, compares it with the reference and writes the actual
    /// and diff images: "LayoutShot wrote the actual image to …, the difference to …". Nil when
    /// the reference cannot be read (a record run) or the images cannot be written.
    static func write(
        for collectionView: CollectionView, as snapshotting: Snapshotting<CollectionView, RGBAImage>,
        reference: URL, into folder: URL?
    ) -> String? {
        guard let data = try? BoundedFile.read(reference.path, atMost: ReferenceStore.maximumFileBytes) else {
            return nil
        }
        let expected = snapshotting.diffing.fromData(data)
        var actual: RGBAImage?
        snapshotting.snapshot(collectionView).run { actual = $0 }
        guard let actual else { return nil }
        let base = reference.deletingPathExtension().lastPathComponent
        let directory = folder ?? reference.deletingLastPathComponent()
        let actualURL = directory.appendingPathComponent(base + ".actual.png")
        let diffURL = directory.appendingPathComponent(base + ".diff.png")
        let result = PixelDiff.compare(expected, actual)
        do {
            try AtomicFile.createDirectory(directory, describedAs: "the failure images' folder")
            try AtomicFile.write(try PNGEncoder.encode(actual), to: actualURL)
            guard let diff = result.diffImage else {
                return "LayoutShot wrote the actual image to \(actualURL.path)"
            }
            try AtomicFile.write(try PNGEncoder.encode(diff), to: diffURL)
        } catch {
            return nil
        }
        return "LayoutShot wrote the actual image to \(actualURL.path)\nand the difference to \(diffURL.path)"
    }
}
