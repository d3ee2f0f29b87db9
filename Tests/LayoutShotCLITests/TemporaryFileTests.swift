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

    func testTemporaryFilesOfKilledRunsAreRemovedByTheNextRun() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        // A process that has ended stands for one killed with SIGKILL mid-write.
        let ended = Process()
        ended.executableURL = URL(fileURLWithPath: "/bin/true")
        try ended.run()
        ended.waitUntilExit()
        let abandoned = ".layoutshot-\(ended.processIdentifier)-1.tmp"
        try Data("half a figure".utf8).write(to: directory.appendingPathComponent(abandoned))
        // One of a process that is still running (this one) is left alone.
        let live = ".layoutshot-\(getpid())-1.tmp"
        try Data().write(to: directory.appendingPathComponent(live))
        let result = try CLIRunner.run(["render", "doc.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), [live, "doc.yaml", "out.svg"])
    }
}
