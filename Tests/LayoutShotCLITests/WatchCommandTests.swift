import Foundation
import XCTest

/// `--watch`: the outputs are written again on every save, one line per run; a save with an
/// error reports it and keeps the last good output; Ctrl-C stops the watch and leaves nothing
/// but the document and its output. The test waits for the command's own lines, never a sleep.
final class WatchCommandTests: XCTestCase {
    /// A running `layoutshot … --watch` and the lines it prints, each announced as it comes.
    private final class Watcher: @unchecked Sendable {
        let process = Process()
        private let lock = NSLock()
        private var pending = ""
        private var lines: [String] = []
        private let arrived = DispatchSemaphore(value: 0)
        private var errorText = ""

        init(_ arguments: [String], in directory: URL) throws {
            process.executableURL = CLIRunner.executable
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let output = Pipe()
            let error = Pipe()
            process.standardOutput = output
            process.standardError = error
            output.fileHandleForReading.readabilityHandler = { [weak self] handle in self?.take(handle.availableData) }
            error.fileHandleForReading.readabilityHandler = { [weak self] handle in
                let data = handle.availableData
                self?.lock.withLock { self?.errorText += String(decoding: data, as: UTF8.self) }
            }
            try process.run()
        }

        private func take(_ data: Data) {
            var complete: [String] = []
            lock.withLock {
                pending += String(decoding: data, as: UTF8.self)
                while let newline = pending.firstIndex(of: "\n") {
                    complete.append(String(pending[..<newline]))
                    pending.removeSubrange(...newline)
                }
                lines += complete
            }
            for _ in complete { arrived.signal() }
        }

        /// The next line printed, waiting up to a minute.
        func nextLine() throws -> String {
            guard arrived.wait(timeout: .now() + 60) == .success else {
                throw WatchTimeout(standardError: standardError)
            }
            return lock.withLock { lines.removeFirst() }
        }

        var standardError: String { lock.withLock { errorText } }
    }

    /// The watch printed nothing for a minute.
    private struct WatchTimeout: Error, CustomStringConvertible {
        var standardError: String
        var description: String { "no line from the watch within a minute; standard error: \(standardError)" }
    }

    /// Replaces `name`'s content by a rename, as editors save.
    private func save(_ text: String, as name: String, in directory: URL) throws {
        let saving = directory.appendingPathComponent(".\(name).saving")
        try Data(text.utf8).write(to: saving)
        XCTAssertEqual(rename(saving.path, directory.appendingPathComponent(name).path), 0, "rename over \(name)")
    }

    private func cells(in directory: URL) throws -> Int {
        let svg = try String(contentsOf: directory.appendingPathComponent("out.svg"), encoding: .utf8)
        return svg.components(separatedBy: "class=\"cell\"").count - 1
    }

    private func document(items: Int) -> String {
        "viewport: {width: 390, height: 300}\nlayout: {type: flow, itemSize: {width: 110, height: 80}}\nsections: [\(items)]\n"
    }

    func testRenderWatchRedrawsOnEverySaveAndStopsOnInterrupt() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document(items: 7).utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let watcher = try Watcher(["render", "doc.yaml", "-o", "out.svg", "--watch"], in: directory)
        defer { if watcher.process.isRunning { watcher.process.terminate() } }

        XCTAssertTrue(try watcher.nextLine().hasPrefix("wrote out.svg in "))
        XCTAssertEqual(try cells(in: directory), 7)

        try save(document(items: 9), as: "doc.yaml", in: directory)
        XCTAssertTrue(try watcher.nextLine().hasPrefix("wrote out.svg in "))
        XCTAssertEqual(try cells(in: directory), 9, "drawn again from the saved document")

        try save(
            "viewport: {width: 390, height: 300}\nlayout: {type: flow}\nsections: [-1]\n", as: "doc.yaml", in: directory
        )
        XCTAssertEqual(try watcher.nextLine(), "not written: doc.yaml has errors; watching it")
        XCTAssertTrue(watcher.standardError.contains("doc.yaml:3:"), watcher.standardError)
        XCTAssertEqual(try cells(in: directory), 9, "the last good figure kept")

        try save(document(items: 3), as: "doc.yaml", in: directory)
        XCTAssertTrue(try watcher.nextLine().hasPrefix("wrote out.svg in "))
        XCTAssertEqual(try cells(in: directory), 3)

        watcher.process.interrupt()
        watcher.process.waitUntilExit()
        XCTAssertEqual(watcher.process.terminationStatus, 128 + SIGINT, "Ctrl-C's conventional status")
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml", "out.svg"], "no temporary file left")
    }

    /// `--watch` needs one output file: with `--docc` or to standard output it is a usage error.
    func testWatchNeedsAnOutputFile() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document(items: 1).utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let result = try CLIRunner.run(["render", "doc.yaml", "--docc", "figures", "--watch"], in: directory)
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.standardError.contains("--watch goes with -o FILE"), result.standardError)
        for command in ["render", "animate", "scroll"] {
            let standardOutput = try CLIRunner.run([command, "doc.yaml", "-o", "-", "--watch"], in: directory)
            XCTAssertEqual(standardOutput.status, 2, command)
            XCTAssertTrue(standardOutput.standardError.contains("give -o FILE, not -"), standardOutput.standardError)
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), ["doc.yaml"], "nothing written")
    }
}
