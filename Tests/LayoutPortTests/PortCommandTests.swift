import Foundation
import XCTest

/// The `layoutshot-port` executable: files and directories in, ported files out, exit 2 and
/// nothing written on errors.
final class PortCommandTests: XCTestCase {
    private var executable: URL {
        #if os(macOS)
            let products = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") }?.bundleURL
                .deletingLastPathComponent()
        #else
            let products: URL? = Bundle.main.bundleURL
        #endif
        return (products ?? Bundle.main.bundleURL).appendingPathComponent("layoutshot-port")
    }

    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-port-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        try process.run()
        let data = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func testADirectoryIsPortedIntoTheOutput() throws {
        let root = try scratch()
        let input = root.appendingPathComponent("App/Layouts")
        try FileManager.default.createDirectory(at: input, withIntermediateDirectories: true)
        try "import UIKit\nclass A: UICollectionViewLayout {}\n".write(
            to: input.appendingPathComponent("A.swift"), atomically: true, encoding: .utf8)
        try "extension A {\n    override func prepare() {}\n}\n".write(
            to: input.appendingPathComponent("A+Prepare.swift"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("Ported")
        let result = try run(["--output", output.path, input.path])
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(),
            ["A+Prepare.swift", "A.swift", "LayoutShotPortShims.swift"])
        let ported = try String(contentsOf: output.appendingPathComponent("A.swift"), encoding: .utf8)
        XCTAssertEqual(
            ported, "import LayoutShotUIKit\nclass A: UICollectionViewLayout {\n\n    override func prepare() {}\n}\n")
    }

    func testErrorsExitWithTwoAndWriteNothing() throws {
        let root = try scratch()
        let good = root.appendingPathComponent("Good.swift")
        let bad = root.appendingPathComponent("Bad.swift")
        try "import UIKit\n".write(to: good, atomically: true, encoding: .utf8)
        try "let x = NSObject().responds(to: #selector(foo))\n".write(to: bad, atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("Ported")
        let result = try run(["-o", output.path, good.path, bad.path])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("\(bad.path):1:33: error: `responds(…#selector…)`"), result.errors)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output.path), "no output at all")

        let missing = try run(["-o", output.path, root.appendingPathComponent("Nope.swift").path])
        XCTAssertEqual(missing.status, 2)
        XCTAssertTrue(missing.errors.contains("Nope.swift: no such file or directory"), missing.errors)
    }

    /// The porter never writes over a file it did not make: porting a folder into itself would
    /// replace the UIKit originals, and a `LayoutShotPortShims.swift` of the user's in the output
    /// directory stays. Its own shim from an earlier run is replaced.
    func testItNeverWritesOverItsInputsOrAFileItDidNotWrite() throws {
        let root = try scratch()
        let source = root.appendingPathComponent("A.swift")
        let original = "import UIKit\nclass A: UICollectionViewLayout {}\n"
        try original.write(to: source, atomically: true, encoding: .utf8)
        let into = try run(["-o", root.path, source.path])
        XCTAssertEqual(into.status, 2)
        XCTAssertTrue(into.errors.contains("is a file being ported"), into.errors)
        XCTAssertEqual(try String(contentsOf: source, encoding: .utf8), original, "the original is untouched")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: root.path), ["A.swift"], "nothing written")

        let output = root.appendingPathComponent("Ported")
        try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
        let users = output.appendingPathComponent("LayoutShotPortShims.swift")
        try "// mine\n".write(to: users, atomically: true, encoding: .utf8)
        XCTAssertEqual(try run(["-o", output.path, source.path]).status, 2)
        XCTAssertEqual(try String(contentsOf: users, encoding: .utf8), "// mine\n")
        try FileManager.default.removeItem(at: users)
        XCTAssertEqual(try run(["-o", output.path, source.path]).status, 0)
        XCTAssertEqual(try run(["-o", output.path, source.path]).status, 0, "its own shim is replaced")
    }

    /// Audit 4, D1 and D2 for the port tool: an input reached through `lnk/..` is read where the
    /// kernel finds it, and an output folder that is the input's folder through a second mount
    /// (`mount --bind`, in a user and mount namespace of the test's own) is refused.
    func testInputsAreFilesNotSpellings() throws {
        let root = try scratch()
        let inner = root.appendingPathComponent("deep/inner")
        try FileManager.default.createDirectory(at: inner, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: root.appendingPathComponent("lnk").path, withDestinationPath: "deep/inner")
        let original = "import UIKit\nclass A: UICollectionViewLayout {}\n"
        try original.write(to: root.appendingPathComponent("deep/A.swift"), atomically: true, encoding: .utf8)
        let output = root.appendingPathComponent("Ported")
        let read = try run(["-o", output.path, root.path + "/lnk/../A.swift"])
        XCTAssertEqual(read.status, 0, read.errors)
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare"), "no unshare here")
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("mounted"), withIntermediateDirectories: true)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = [
            "--user", "--map-root-user", "--mount", "sh", "-c",
            "mount --bind '\(root.path)/deep' '\(root.path)/mounted' || exit 99; '\(executable.path)' -o '\(root.path)/mounted' '\(root.path)/deep/A.swift'",
        ]
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // 99: the mount failed; "unshare: …": no user namespace may be made here.
        try XCTSkipIf(
            process.terminationStatus == 99 || message.hasPrefix("unshare:"), "no mount namespace here: \(message)")
        XCTAssertEqual(process.terminationStatus, 2)
        XCTAssertEqual(try String(contentsOf: root.appendingPathComponent("deep/A.swift"), encoding: .utf8), original)
    }
}
