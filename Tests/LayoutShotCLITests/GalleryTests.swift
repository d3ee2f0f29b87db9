import Foundation
import XCTest

/// `docs/gallery.md` is what `scripts/gallery` prints now, and lists every showcase document
/// (figures, animations, scroll sequences) with its YAML and its committed image.
final class GalleryTests: XCTestCase {
    func testTheCommittedGalleryIsCurrentAndListsEveryFixture() throws {
        let root = CLIRunner.packageRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["bash", root.appendingPathComponent("scripts/gallery").path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let generated = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let committed = try Data(contentsOf: root.appendingPathComponent("docs/gallery.md"))
        XCTAssertEqual(
            String(decoding: generated, as: UTF8.self), String(decoding: committed, as: UTF8.self),
            "docs/gallery.md is stale: bash scripts/gallery > docs/gallery.md")
        let page = String(decoding: committed, as: UTF8.self)
        for (folder, images, format) in [
            ("", "../fixtures/references/", "svg"), ("animations/", "../fixtures/references/animations/", "svg"),
            ("scroll/", "../fixtures/references/scroll/", "png"),
        ] {
            let directory = root.appendingPathComponent("fixtures/" + folder)
            let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
                .filter { $0.hasSuffix(".yaml") }.map { String($0.dropLast(5)) }
            XCTAssertFalse(names.isEmpty, folder)
            for name in names {
                XCTAssertTrue(page.contains("## \(name)\n"), "\(folder)\(name) has a section")
                XCTAssertTrue(page.contains("](\(images)\(name).\(format))"), "\(folder)\(name) links its image")
                // The image is committed, so the page shows it on GitHub and before any build.
                let image = root.appendingPathComponent("docs").appendingPathComponent("\(images)\(name).\(format)")
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: image.standardizedFileURL.path), "\(image.path) exists")
                XCTAssertTrue(page.contains("`fixtures/\(folder)\(name).yaml`"), "\(folder)\(name) shows its document")
            }
        }
    }
}
