import Foundation
import XCTest

/// The hardening issue's leftovers: temporary files named within the filesystem's limits and
/// created beside the destination, frame sets written all or nothing with stale frames removed,
/// and temporary files of killed runs removed by the next run.
final class TemporaryFileTests: XCTestCase {
    private let document = "viewport: {width: 200, height: 120}\nlayout: {type: flow}\nsections: [3]\n"
    private let animated = """
        viewport: {width: 200, height: 120}
        layout: {type: flow, itemSize: {width: 40, height: 40}}
        sections: [3]
        updates: [{delete: '0-1'}]
        """

    func testOutputNamesUpToTheFilesystemLimitAreWritten() throws {
        // A 255-byte name (NAME_MAX) was refused: the temporary name added a prefix and a suffix.
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let name = String(repeating: "n", count: 251) + ".svg"
        let result = try CLIRunner.run(["render", "doc.yaml", "-o", name], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml", name])
    }

    func testARerunWithFewerFramesLeavesExactlyItsFrames() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(animated.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("frames"), withIntermediateDirectories: false)
        // Not frames of the pattern: kept.
        for name in ["notes.txt", "frame-x.png", "other-001.png"] {
            try Data().write(to: directory.appendingPathComponent("frames/\(name)"))
        }
        for frames in ["6", "3"] {
            let result = try CLIRunner.run(
                ["animate", "doc.yaml", "-o", "frames/frame-%03d.png", "--frames", frames], in: directory)
            XCTAssertEqual(result.status, 0, result.standardError)
        }
        XCTAssertEqual(
            CLIRunner.contents(of: directory.appendingPathComponent("frames")),
            [
                ".layoutshot-frames.json", "frame-000.png", "frame-001.png", "frame-002.png", "frame-x.png",
                "notes.txt",
                "other-001.png",
            ], "the manifest of the frames written")
    }

    func testAFrameSetThatCannotBeCompletedWritesNoneOfItsFrames() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(animated.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        // Frame 3's name is taken by a directory: frames 0–2 used to be written before failing.
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("frame-3.png"), withIntermediateDirectories: false)
        let result = try CLIRunner.run(["animate", "doc.yaml", "-o", "frame-%d.png", "--frames", "5"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("'frame-3.png' is a directory"), result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml", "frame-3.png"])
    }

    /// Sets `url`'s modification time a minute back: older than `TemporaryFiles.abandonedAge`.
    private func age(_ url: URL) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -60)], ofItemAtPath: url.path)
    }

    func testTemporaryFilesOfKilledRunsAreRemovedByTheNextRun() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        // Nobody holds it and it has not changed for a minute: what a run killed with SIGKILL
        // mid-write leaves.
        let abandoned = directory.appendingPathComponent(".layoutshot-4194303-1.tmp")
        try Data("half a figure".utf8).write(to: abandoned)
        try age(abandoned)
        // One just written is left alone: its writer may be about to lock it.
        let fresh = ".layoutshot-4194303-2.tmp"
        try Data().write(to: directory.appendingPathComponent(fresh))
        let result = try CLIRunner.run(["render", "doc.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), [fresh, "doc.yaml", "out.svg"])
    }

    /// Audit 4, D13: a run in another PID namespace (a second container on a shared folder)
    /// deleted a live run's temporary file, because its process id meant nothing there. Liveness
    /// is the writer's lock, which every process sees: a locked entry stays, however old and
    /// whatever its name says.
    func testATemporaryFileSomeoneHoldsIsNeverRemoved() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let live = directory.appendingPathComponent(".layoutshot-4194303-1.tmp")
        try Data("being written".utf8).write(to: live)
        try age(live)
        let descriptor = open(live.path, O_RDONLY)
        XCTAssertGreaterThanOrEqual(descriptor, 0)
        defer { close(descriptor) }
        XCTAssertEqual(flock(descriptor, LOCK_EX | LOCK_NB), 0)
        let result = try CLIRunner.run(["render", "doc.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try String(contentsOf: live, encoding: .utf8), "being written")
    }

    /// Audit 4, D5: a folder of the user's named `.layoutshot-999999-1.tmp/` was deleted
    /// recursively by the sweep. Only directories layoutshot made (they hold its marker) are
    /// removed, and never recursively.
    func testAFolderOfTheUsersWithATemporaryNameIsNeverRemoved() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(animated.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let folder = directory.appendingPathComponent(".layoutshot-999999-1.tmp")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        try age(folder)
        // An abandoned staging directory of a killed run, by contrast, goes.
        let staging = directory.appendingPathComponent(".layoutshot-999999-2.tmp")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: false)
        try Data().write(to: staging.appendingPathComponent(".layoutshot-temporary"))
        try Data("frame".utf8).write(to: staging.appendingPathComponent("0"))
        try age(staging)
        let result = try CLIRunner.run(["animate", "doc.yaml", "-o", "f-%d.png", "--frames", "2"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8), "mine")
        XCTAssertFalse(FileManager.default.fileExists(atPath: staging.path))
    }

    /// Audit 4, D5: a file of the user's named `.layoutshot-frames.json` (not a manifest) was
    /// overwritten. It is refused, and no frame is written.
    func testAManifestNameThatIsNotAManifestIsRefused() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(animated.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let notes = directory.appendingPathComponent(".layoutshot-frames.json")
        try Data(#"{"my": "settings"}"#.utf8).write(to: notes)
        let result = try CLIRunner.run(["animate", "doc.yaml", "-o", "f-%d.png", "--frames", "2"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("is not a frame manifest written by layoutshot"), result.standardError)
        XCTAssertEqual(try String(contentsOf: notes, encoding: .utf8), #"{"my": "settings"}"#)
        XCTAssertEqual(CLIRunner.contents(of: directory), [".layoutshot-frames.json", "doc.yaml"])
    }

    /// Audit 4, D6: when the manifest could not be saved (a full disk) the frames were already in
    /// place and unlisted, and the next run refused them as not its own. The manifest is saved
    /// before any frame moves: a full disk (a 64 KiB tmpfs, in a mount namespace of the test's
    /// own, filled so that the staged frames fit and the manifest does not) leaves nothing.
    func testAManifestThatCannotBeSavedLeavesNoFrames() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"), "no unshare here")
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(animated.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("out"), withIntermediateDirectories: false)
        // 16 pages of 4 KiB; the filler takes 13, the three frames (about 2 KB each) one each.
        let script = """
            mount -t tmpfs -o size=64k tmpfs out || exit 99
            dd if=/dev/zero of=out/filler bs=4096 count=13 2>/dev/null
            '\(CLIRunner.executable.path)' animate doc.yaml -o out/f-%d.png --frames 3
            echo "status $?"
            ls -A out
            """
        let shell = try CLIRunner.runTool(
            "/usr/bin/unshare", ["--user", "--map-root-user", "--mount", "sh", "-c", script], in: directory)
        try XCTSkipIf(
            shell.status == 99 || shell.output.hasPrefix("unshare:"), "no mount namespace here: \(shell.output)")
        XCTAssertTrue(shell.output.contains("No space left on device"), shell.output)
        XCTAssertTrue(shell.output.contains("status 2"), shell.output)
        // Standard output (the status, then what is in `out`) comes before standard error.
        XCTAssertTrue(shell.output.hasPrefix("status 2\nfiller\n"), "only the filler is left: \(shell.output)")
    }

    /// Audit 4, D12: `check --html` left its scratch images in `$TMPDIR` after SIGINT and
    /// SIGTERM; SIGHUP and SIGUSR1 left a temporary file beside the output; SIGQUIT printed a
    /// thread dump and the run went on. Every terminating signal now ends the run with 128 + its
    /// number and nothing of it left. The signal lands half a second in, mid-run (the document
    /// takes a few seconds); a run that finished first must have left nothing either.
    func testTerminatingSignalsLeaveNoTemporaryFiles() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document =
            "viewport: {width: 2000, height: 2000}\nlayout: {type: flow, itemSize: {width: 4, height: 4}}\n"
            + "sections: [200000]\nrender: {region: content}\n"
        try Data(document.utf8).write(to: directory.appendingPathComponent("big.yaml"))
        let scratch = directory.appendingPathComponent("tmp")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: false)
        let runs: [(Int32, [String])] = [
            (SIGINT, ["check", "big.yaml", "--references", "refs", "--html", "report.html"]),
            (SIGTERM, ["check", "big.yaml", "--references", "refs", "--html", "report.html"]),
            (SIGHUP, ["render", "big.yaml", "-o", "out.png"]),
            (SIGUSR1, ["render", "big.yaml", "-o", "out.png"]),
            (SIGQUIT, ["render", "big.yaml", "-o", "out.png"]),
        ]
        for (signal, arguments) in runs {
            let process = Process()
            process.executableURL = CLIRunner.executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(500_000)
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            let status = process.terminationStatus
            XCTAssertTrue(status == 128 + signal || status <= 1, "signal \(signal): status \(status)")
            let left = (CLIRunner.contents(of: directory) + CLIRunner.contents(of: scratch)).filter {
                $0.hasPrefix(".layoutshot-")
            }
            XCTAssertEqual(left, [], "signal \(signal) left temporary entries")
            try? FileManager.default.removeItem(at: directory.appendingPathComponent("refs"))
        }
    }
}
