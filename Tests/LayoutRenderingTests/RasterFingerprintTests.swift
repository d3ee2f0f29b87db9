import Foundation
import LayoutRendering
import XCTest

/// The fingerprint a `check --cache` key includes names the libraries and fonts that decide a
/// PNG's pixels, so a new Cairo, libpng, zlib or font invalidates cached results.
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

    func testItNamesTheLinkedLibrariesAndTheFontFiles() throws {
        let text = RasterFingerprint.text
        XCTAssertTrue(text.contains("cairo \(try moduleVersion("cairo"))"), text)
        XCTAssertTrue(text.contains("libpng \(try moduleVersion("libpng"))"), text)
        XCTAssertTrue(text.contains("zlib \(try moduleVersion("zlib"))"), text)
        let font = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: font)[.size] as? Int)
        XCTAssertTrue(text.contains("\(font) \(size) "), text)
        XCTAssertEqual(text, RasterFingerprint.text, "the same on every call")
    }
}
