import Foundation
import XCTest

/// Every `layoutshot` command README shows runs as written, in order, after the set-up commands:
/// each `sh` block's lines that start with `layoutshot` or `mkdir`, in a folder that has the
/// repository's `fixtures/` and the `output/` folder `scripts/showcase` makes. A command may find
/// differences (exit 1: `diff`, `check`, `lint`); none may fail (exit 2), so every input a line
/// needs is made by an earlier line or is in the repository.
final class ReadmeCommandsTests: XCTestCase {
    /// The README's command lines, comments kept (the shell ignores them).
    private func commandLines() throws -> [String] {
        let readme = try String(contentsOf: CLIRunner.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        var lines: [String] = []
        var inShellBlock = false
        for line in readme.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                inShellBlock = !inShellBlock && line == "```sh"
                continue
            }
            if inShellBlock, line.hasPrefix("layoutshot ") || line.hasPrefix("mkdir ") { lines.append(String(line)) }
        }
        return lines
    }

    func testEveryCommandInTheReadmeRunsAsWritten() throws {
        let lines = try commandLines()
        let fixturesBefore = try Self.listing(of: CLIRunner.fixtures)
        XCTAssertGreaterThanOrEqual(lines.count, 20, "README's commands: \(lines)")
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("fixtures"), withDestinationURL: CLIRunner.fixtures)
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("output"), withIntermediateDirectories: true)
        let path = CLIRunner.executable.deletingLastPathComponent().path
        for line in lines {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", line]
            process.currentDirectoryURL = directory
            var environment = ProcessInfo.processInfo.environment
            environment["PATH"] = path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            environment["CI"] = nil
            environment["LAYOUTSHOT_RECORD"] = nil
            process.environment = environment
            let error = Pipe()
            process.standardOutput = FileHandle.nullDevice
            process.standardError = error
            try process.run()
            let message = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            XCTAssertTrue(
                [0, 1].contains(process.terminationStatus), "\(line)\nexit \(process.terminationStatus): \(message)")
        }
        // Nothing was written beside the documents: the README writes into output/ or its own folders.
        XCTAssertEqual(try Self.listing(of: CLIRunner.fixtures), fixturesBefore, "fixtures/ is as it was")
    }

    /// Every file under `folder`, with its size, by relative path.
    private static func listing(of folder: URL) throws -> [String: Int] {
        var listing: [String: Int] = [:]
        let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.fileSizeKey])
        while let url = enumerator?.nextObject() as? URL {
            listing[url.path] = try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? -1
        }
        return listing
    }
}
