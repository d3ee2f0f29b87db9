import Foundation
import XCTest

/// A document that names a view its layout does not make is still drawn (exit 0), and every
/// command that reads it says so on standard error, once per line, where the line is written.
final class DocumentWarningTests: XCTestCase {
    private static let document = """
        viewport: {width: 320, height: 480}
        layout: {type: grid}
        sections: [3]
        overrides:
          footer 0: {alpha: 0.5}

        """

    func testEveryCommandWarnsAndCarriesOn() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let file = directory.appendingPathComponent("grid.yaml")
        try Self.document.write(to: file, atomically: true, encoding: .utf8)
        let commands: [[String]] = [
            ["render", file.path, "-o", directory.appendingPathComponent("grid.svg").path],
            ["trace", file.path, "-o", directory.appendingPathComponent("trace.svg").path],
            ["lint", file.path],
        ]
        for arguments in commands {
            let result = try CLIRunner.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments): \(result.standardError)")
            let lines = result.standardError.split(separator: "\n").filter { $0.contains("warning:") }
            XCTAssertEqual(lines.count, 1, "\(arguments): \(result.standardError)")
            XCTAssertTrue(
                lines.first?.hasPrefix("\(file.path):5:3: warning: overrides.footer 0: ") ?? false,
                "\(arguments): \(result.standardError)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory.appendingPathComponent("grid.svg").path))
    }
}
