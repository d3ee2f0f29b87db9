import Foundation
import LayoutRendering
import LayoutSupport
import XCTest

/// The fingerprint a `check --cache` key includes, and `check` records beside references, names
/// the libraries and fonts that decide a PNG's pixels, so a new Cairo, pixman, FreeType, libpng,
/// zlib or font invalidates cached results and explains a failing comparison.
final class RasterFingerprintTests: XCTestCase {
    /// The version pkg-config reports for `package` (the library the build linked).
    private func moduleVersion(_ package: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["pkg-config", "--modversion", package]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The file fontconfig matches for `pattern`, as `fc-match` prints it.
    private func fontconfigMatch(_ pattern: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["fc-match", "-f", "%{file}", pattern]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    func testItNamesTheLinkedLibrariesAndTheFontFiles() throws {
        let text = RasterFingerprint.text
        XCTAssertTrue(
            text.hasPrefix("Cairo \(try moduleVersion("cairo")); pixman \(try moduleVersion("pixman-1"));"), text)
        XCTAssertTrue(text.contains("; FreeType 2."), text)
        XCTAssertTrue(text.contains("libpng \(try moduleVersion("libpng"))"), text)
        XCTAssertTrue(text.contains("zlib \(try moduleVersion("zlib"))"), text)
        // The font file is the one fontconfig finds, named by a hash of its bytes (FNV-1a).
        let font = try fontconfigMatch("DejaVu Sans:weight=regular")
        XCTAssertEqual(URL(fileURLWithPath: font).lastPathComponent, "DejaVuSans.ttf")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: font))
        let hash = String(FNV1a.hash(bytes), radix: 16)
        XCTAssertTrue(text.contains("DejaVuSans.ttf fnv1a-\(hash), \(bytes.count) bytes"), text)
        XCTAssertTrue(text.contains("DejaVuSans-Bold.ttf fnv1a-"), text)
        XCTAssertEqual(text, RasterFingerprint.text, "the same on every call")
    }
}
