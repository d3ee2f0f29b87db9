import Foundation
import LayoutImage
import LayoutRendering
import LayoutSupport
import XCTest

/// Helpers for the `diff` and `check` tests: runs with a controlled environment, PNG pairs
/// written from pixels, documents copied into a temporary directory.
enum DiffCheck {
    /// Runs a `check` that records the references of a fresh directory: exit 1, as every run
    /// that records (it compared nothing), saying so on standard error.
    static func record(
        _ arguments: [String] = ["check", "."], in directory: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try run(arguments, in: directory)
        XCTAssertEqual(result.status, 1, result.standardError, file: file, line: line)
        XCTAssertTrue(result.standardError.contains("recorded"), result.standardError, file: file, line: line)
    }

    /// Runs `layoutshot arguments…` in `directory` with the controlled environment of
    /// `CLIRunner.run`, plus `environment`.
    static func run(
        _ arguments: [String], in directory: URL, environment: [String: String] = [:]
    ) throws -> CLIRunner.Result {
        try CLIRunner.run(arguments, in: directory, environment: environment)
    }

    static let white = Color(red: 255, green: 255, blue: 255)
    static let black = Color(red: 0, green: 0, blue: 0)

    /// A `width`×`height` white image with the given pixels set to black.
    static func image(_ width: Int, _ height: Int, black pixels: [(Int, Int)] = []) -> RGBAImage {
        var image = RGBAImage(width: width, height: height, red: 255, green: 255, blue: 255, alpha: 255)
        for (x, y) in pixels { image.setPixel(x: x, y: y, to: black) }
        return image
    }

    /// Writes `image` as a PNG named `name` in `directory`.
    @discardableResult
    static func write(_ image: RGBAImage, _ name: String, in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        try PNGEncoder.encode(image).write(to: url)
        return url
    }

    /// Copies `fixtures/<name>` into `directory`, replacing `replacements` (exact text) in it.
    @discardableResult
    static func copyFixture(
        _ name: String, to directory: URL, replacing replacements: [(String, String)] = [],
        file: StaticString = #filePath,
        line: UInt = #line
    ) throws -> URL {
        var text = try String(contentsOf: CLIRunner.fixtures.appendingPathComponent(name), encoding: .utf8)
        for (old, new) in replacements {
            XCTAssertTrue(text.contains(old), "fixtures/\(name) no longer contains '\(old)'", file: file, line: line)
            text = text.replacingOccurrences(of: old, with: new)
        }
        let url = directory.appendingPathComponent(name)
        try Data(text.utf8).write(to: url)
        return url
    }

    static func text(_ result: CLIRunner.Result) -> String { String(decoding: result.standardOutput, as: UTF8.self) }

    /// The JSON object printed by `--json`.
    static func json(_ result: CLIRunner.Result, file: StaticString = #filePath, line: UInt = #line) throws
        -> [String: Any]
    {
        let object = try JSONSerialization.jsonObject(with: result.standardOutput)
        return try XCTUnwrap(object as? [String: Any], "--json printed \(text(result))", file: file, line: line)
    }

    /// The modification date of `url`.
    static func modificationDate(_ url: URL) throws -> Date {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try XCTUnwrap(attributes[.modificationDate] as? Date, "no modification date for \(url.path)")
    }

    /// Sets `url`'s modification date to 2001-01-01, so a rewrite is visible.
    static func age(_ url: URL) throws {
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceReferenceDate: 0)], ofItemAtPath: url.path)
    }
}
