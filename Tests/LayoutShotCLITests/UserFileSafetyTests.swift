import Foundation
import XCTest

/// Reproducers of the audit's data-loss and crash findings: a command never deletes or replaces a
/// file it did not write, never writes a reference among the documents, never traps on a closed
/// or full standard stream, and reads the names it is given as the kernel does.
final class UserFileSafetyTests: XCTestCase {
    private let animated = """
        viewport: {width: 200, height: 120}
        layout: {type: flow, itemSize: {width: 40, height: 40}}
        sections: [3]
        updates: [{delete: '0-1'}]
        """

    private func directoryWithDocument() throws -> URL {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(animated.utf8).write(to: directory.appendingPathComponent("d.yaml"))
        return directory
    }

    private func write(_ text: String, to path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    private func text(_ path: String, in directory: URL) -> String? {
        (try? Data(contentsOf: directory.appendingPathComponent(path))).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The audit's reproducer: `photos/2024.png` and a directory `photos/2025.png/` match the
    /// pattern `photos/%d.png` and were deleted (the directory recursively).
    func testFramesNeverDeleteFilesOrDirectoriesOfTheUsers() throws {
        let directory = try directoryWithDocument()
        try write("y", to: "photos/2024.png", in: directory)
        try write("x", to: "photos/2025.png/album/img.jpg", in: directory)
        let result = try CLIRunner.run(["animate", "d.yaml", "-o", "photos/%d.png", "--frames", "3"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(text("photos/2024.png", in: directory), "y")
        XCTAssertEqual(text("photos/2025.png/album/img.jpg", in: directory), "x")
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("photos")),
            [".layoutshot-frames.json", "0.png", "1.png", "2.png", "2024.png", "2025.png"])
    }

    /// A file of the user's where a frame would go is not replaced: the command stops before
    /// writing anything (`-o shots/` with a `frame-001.png` of the user's).
    func testAFrameNeverReplacesAFileOfTheUsers() throws {
        let directory = try directoryWithDocument()
        try write("mine", to: "shots/frame-001.png", in: directory)
        let result = try CLIRunner.run(["animate", "d.yaml", "-o", "shots/", "--frames", "3"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("layoutshot did not write it"), result.standardError)
        XCTAssertEqual(text("shots/frame-001.png", in: directory), "mine")
        XCTAssertEqual(CLIRunner.contents(of: directory.appendingPathComponent("shots")), ["frame-001.png"])
    }

    /// Frames a run wrote are replaced and trimmed by the next; one the user changed since is
    /// theirs now: kept when the set shrinks, and not overwritten.
    func testOnlyUnchangedFramesOfAnEarlierRunAreReplacedOrRemoved() throws {
        let directory = try directoryWithDocument()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("f"), withIntermediateDirectories: false)
        let first = try CLIRunner.run(["animate", "d.yaml", "-o", "f/%d.png", "--frames", "5"], in: directory)
        XCTAssertEqual(first.status, 0, first.standardError)
        try write("edited", to: "f/4.png", in: directory)
        let fewer = try CLIRunner.run(["animate", "d.yaml", "-o", "f/%d.png", "--frames", "3"], in: directory)
        XCTAssertEqual(fewer.status, 0, fewer.standardError)
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("f")),
            [".layoutshot-frames.json", "0.png", "1.png", "2.png", "4.png"], "frame 3 removed, the edited 4 kept")
        let more = try CLIRunner.run(["animate", "d.yaml", "-o", "f/%d.png", "--frames", "5"], in: directory)
        XCTAssertEqual(more.status, 2, "frame 4 would replace the edited file: \(more.standardError)")
        XCTAssertEqual(text("f/4.png", in: directory), "edited")
    }

    /// `check docs --references docs` wrote snapshots over JSON documents and renders beside
    /// YAML ones: refused before anything is read or written, in every record mode.
    func testReferencesAreNeverWrittenAmongTheDocuments() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let json = #"{"viewport": {"width": 100, "height": 100}, "layout": {"type": "flow"}, "sections": [2]}"#
        try write(json, to: "docs/d.json", in: directory)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1]\n", to: "docs/e.yaml",
            in: directory)
        try write("a photo", to: "docs/e.png", in: directory)
        for mode in ["all", "missing", "failed"] {
            let result = try CLIRunner.run(
                ["check", "docs", "--references", "docs", "--record-mode", mode], in: directory)
            XCTAssertEqual(result.status, 2, "\(mode): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("holds the document"), result.standardError)
        }
        XCTAssertEqual(text("docs/d.json", in: directory), json)
        XCTAssertEqual(text("docs/e.png", in: directory), "a photo")
        XCTAssertEqual(CLIRunner.contents(of: directory.appendingPathComponent("docs")), ["d.json", "e.png", "e.yaml"])
    }

    /// Two documents named alike in different directories share a reference; split over shards
    /// the second was checked against the first's reference. The suite is compared whole.
    func testShardsStillSeeNamesSharedAcrossTheSuite() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1]\n"
        try write(document, to: "a/x.yaml", in: directory)
        try write(document, to: "b/x.yaml", in: directory)
        let second = try CLIRunner.run(
            ["check", "a", "b", "--references", "refs", "--shard", "2/2"], in: directory)
        XCTAssertEqual(second.status, 2, second.standardError)
        XCTAssertTrue(DiffCheck.text(second).contains("would share the reference 'x'"), DiffCheck.text(second))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("refs/x.png").path))
        // Audit 4, D15: the shard holding the earlier document recorded it silently.
        let first = try CLIRunner.run(
            ["check", "a", "b", "--references", "refs", "--shard", "1/2"], in: directory)
        XCTAssertEqual(first.status, 2, first.standardError)
        XCTAssertTrue(DiffCheck.text(first).contains("would share the reference 'x'"), DiffCheck.text(first))
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.appendingPathComponent("refs/x.png").path))
    }

    /// A strip `s` records `s.frames.json`, which is the layout reference of a document named
    /// `s.frames`: the two would write over each other's reference, so both are errors (the
    /// first too, so that a shard holding only it gives the same verdict).
    func testADocumentNamedLikeAStripsFramesReferenceIsRefused() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let still = "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1]\n"
        try write(still + "scroll: {from: 0, to: 10, frames: 2}\n", to: "docs/s.yaml", in: directory)
        try write(still, to: "docs/s.frames.yaml", in: directory)
        let result = try CLIRunner.run(["check", "docs", "--references", "refs"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(DiffCheck.text(result).contains("would share the reference"), DiffCheck.text(result))
        XCTAssertTrue(DiffCheck.text(result).contains("2 errors"), DiffCheck.text(result))
        XCTAssertEqual(CLIRunner.contents(of: directory.appendingPathComponent("refs")), [])
    }

    /// `2>/dev/full`, `2>&-` and `--help >/dev/full` stopped the program (SIGILL): now a message
    /// that cannot be written ends the command with trouble (2), never a trap.
    func testAStreamThatCannotBeWrittenIsTroubleNotACrash() throws {
        let full = try XCTUnwrap(FileHandle(forWritingAtPath: "/dev/full"))
        for (arguments, stream) in [
            (["render", "nope.yaml", "-o", "o.svg"], "error"), (["--help"], "output"), (["devices"], "output"),
        ] {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = arguments
            process.currentDirectoryURL = try CLIRunner.temporaryDirectory(for: self)
            if stream == "error" {
                process.standardError = full
                process.standardOutput = FileHandle.nullDevice
            } else {
                process.standardOutput = full
                process.standardError = FileHandle.nullDevice
            }
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationReason, .exit, "\(arguments) was stopped by a signal")
            XCTAssertEqual(process.terminationStatus, 2, "\(arguments) with standard \(stream) full")
        }
    }

    /// GIF and WebP frames of one figure can differ by a few points (a legend, the region): they
    /// are drawn on one canvas instead of failing ("frame 4 is 352×166, the first 354×166").
    func testAnimatedImagesOfFramesOfDifferentSizes() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            """
            viewport: {width: 300, height: 120}
            layout: {type: flow, itemSize: {width: 60, height: 40}}
            sections: [6]
            render: {showViewport: true, legend: true}
            updates: [{delete: "0-0"}, {reload: "0-3"}]
            """, to: "d.yaml", in: directory)
        for name in ["x.gif", "x.webp"] {
            let result = try CLIRunner.run(["animate", "d.yaml", "-o", name], in: directory)
            XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path))
        }
    }

    /// Arabic-Indic or fullwidth digits passed ICU's `\d` and were then dropped silently.
    func testIndexPathsTakeASCIIDigitsOnly() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        for key in ["٠-٠", "０-０"] {
            try write(
                "viewport: {width: 300, height: 120}\nlayout: {type: flow}\nsections: [3]\nupdates: [{delete: \"\(key)\"}]\n",
                to: "d.yaml", in: directory)
            let result = try CLIRunner.run(["animate", "d.yaml", "-o", "x.svg"], in: directory)
            XCTAssertEqual(result.status, 2, "\(key): \(result.standardError)")
            XCTAssertTrue(result.standardError.contains("d.yaml:4:"), result.standardError)
        }
    }

    func testFramePatternsWiderThanNineDigitsAreRefused() throws {
        let directory = try directoryWithDocument()
        for pattern in ["f-%999d.png", "f-%99999999999999999999d.png"] {
            let result = try CLIRunner.run(["animate", "d.yaml", "-o", pattern], in: directory)
            XCTAssertEqual(result.status, 2, result.standardError)
            XCTAssertTrue(result.standardError.contains("at most 9 digits wide"), result.standardError)
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), ["d.yaml"])
    }

    /// `lnk/../d.yaml` is the file the kernel names (the link target's parent), not the lexical
    /// `d.yaml`: writing there over the input it really is is refused.
    func testDotDotAfterASymbolicLinkIsResolvedAsTheKernelDoes() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [1]\n", to: "sub/d.yaml",
            in: directory)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("sub/inner"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("lnk").path, withDestinationPath: "sub/inner")
        let result = try CLIRunner.run(
            ["render", "sub/d.yaml", "-o", "lnk/../d.yaml", "--format", "svg"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("is the input"), result.standardError)
        XCTAssertTrue(text("sub/d.yaml", in: directory)?.hasPrefix("viewport") == true, "the input is intact")
    }

    func testAFormatThatDisagreesWithTheFileNameIsRefused() throws {
        let directory = try directoryWithDocument()
        let result = try CLIRunner.run(["render", "d.yaml", "-o", "o.svg", "--format", "png"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("--format png disagrees"), result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["d.yaml"])
    }

    func testTheSameReportMergedTwiceIsRefused() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try write("{}", to: "r.json", in: directory)
        let result = try CLIRunner.run(["merge-reports", "r.json", "./r.json", "--json", "m.json"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("is the report 'r.json' again"), result.standardError)
    }

    /// A 250-byte document name (legal) could not get its `.expected.png` artifact (over 255
    /// bytes), so a failing case became trouble: the artifacts' names are shortened with a hash.
    func testALongDocumentNameStillGetsItsFailureImages() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let name = String(repeating: "n", count: 245)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [2]\n", to: "\(name).yaml",
            in: directory)
        try DiffCheck.record(["check", "\(name).yaml", "--references", "refs"], in: directory)
        try write(
            "viewport: {width: 100, height: 100}\nlayout: {type: flow}\nsections: [3]\n", to: "\(name).yaml",
            in: directory)
        let result = try CLIRunner.run(
            ["check", "\(name).yaml", "--references", "refs", "--record-mode", "never", "--report-dir", "report"],
            in: directory)
        XCTAssertEqual(result.status, 1, "a difference, not trouble: \(result.standardError)")
        let images = CLIRunner.contents(of: directory.appendingPathComponent("report"))
        XCTAssertEqual(images.filter { $0.hasSuffix(".expected.png") }.count, 1, "\(images)")
        XCTAssertTrue(images.allSatisfy { $0.utf8.count <= 255 }, "\(images)")
    }
}
