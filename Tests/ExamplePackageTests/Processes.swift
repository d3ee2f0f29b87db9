import Foundation

/// The programs the example tests run.
enum Processes {
    /// Runs `executable` with `arguments` in `directory` (with `environment`, else this
    /// process's) and waits; its status and its standard output and error together.
    static func run(
        _ executable: URL, _ arguments: [String], in directory: URL, environment: [String: String]? = nil
    ) throws -> (status: Int32, log: String) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        if let environment { process.environment = environment }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
