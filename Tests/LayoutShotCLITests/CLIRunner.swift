import Foundation
import XCTest

/// Runs the built `layoutshot` executable as a subprocess.
struct CLIRunner {
    struct Result {
        var status: Int32
        var standardOutput: Data
        var standardError: String
    }

    /// The build products directory: where SwiftPM puts the test bundle and the executables.
    static var productsDirectory: URL {
        #if os(macOS)
            for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
                return bundle.bundleURL.deletingLastPathComponent()
            }
            return Bundle.main.bundleURL
        #else
            return Bundle.main.bundleURL
        #endif
    }

    static var executable: URL { productsDirectory.appendingPathComponent("layoutshot") }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let fixtures = packageRoot.appendingPathComponent("fixtures")
    static let references = fixtures.appendingPathComponent("references")

    /// Runs `layoutshot arguments…` in `directory` (the package root by default) and waits for it.
    ///
    /// The process inherits the environment minus the record variables and `CI`, so that neither a
    /// developer's `LAYOUTSHOT_RECORD=1` nor a CI machine's `CI=true` (which makes a missing
    /// reference a failure) changes the outcome; `environment` is added on top.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:]
    ) throws -> Result {
        var variables = ProcessInfo.processInfo.environment
        variables["LAYOUTSHOT_RECORD"] = nil
        variables["LAYOUTSHOT_RECORD_MODE"] = nil
        variables["CI"] = nil
        variables["LAYOUTSHOT_FONTS"] = nil
        variables.merge(environment) { _, new in new }
        return try launch(executable, arguments, in: directory ?? packageRoot, environment: variables)
    }

    /// Runs another program (a shell, `unshare`) in `directory` and waits for it; its standard
    /// output and error together, as text.
    static func runTool(_ path: String, _ arguments: [String], in directory: URL) throws -> (
        status: Int32, output: String
    ) {
        let result = try launch(
            URL(fileURLWithPath: path), arguments, in: directory, environment: ProcessInfo.processInfo.environment)
        return (result.status, String(decoding: result.standardOutput, as: UTF8.self) + result.standardError)
    }

    private static func launch(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes to the end before waiting, so a large output cannot fill a pipe and block.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, standardOutput: outputData,
            standardError: String(decoding: errorData, as: UTF8.self))
    }

    /// A fresh empty directory, removed when the test ends.
    static func temporaryDirectory(for testCase: XCTestCase) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        testCase.addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    /// The files in `directory` (to check that nothing, not even a temporary file, was left).
    static func contents(of directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }
}
