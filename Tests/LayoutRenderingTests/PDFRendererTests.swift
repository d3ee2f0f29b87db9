import Foundation
import LayoutImage
import LayoutRendering
import XCTest

/// PDF output: one vector page the scene's size, text that stays text (`pdftotext` reads it),
/// the same bytes every time, and the same look as the PNG (rasterised by poppler's `pdftoppm`).
///
/// Tolerance: blocks of 2×2 points as in `SVGRasterAgreementTests`, at most 1 % of them differing
/// (measured 0.69 %, every one inside text: poppler rasterises glyphs with its own hinting, while
/// shapes agree pixel for pixel) and a mean channel difference under 1.5 of 255 (measured 0.82).
final class PDFRendererTests: XCTestCase {
    static let maximumDifferingFraction = 0.01

    private func tool(_ name: String) throws -> String {
        guard
            let path = ["/usr/bin/\(name)", "/usr/local/bin/\(name)"].first(where: FileManager.default.isExecutableFile)
        else { throw XCTSkip("\(name) (poppler-utils, installed by scripts/install-deps --test) is not installed") }
        return path
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(tool) \(arguments)")
        return data
    }

    func testTextIsExtractableAndBytesAreDeterministic() throws {
        let scene = SVGRasterAgreementTests.showcaseScene()
        let pdf = try PDFRenderer().pdfData(for: scene)
        XCTAssertEqual(pdf, try PDFRenderer().pdfData(for: scene), "same scene, same bytes")
        XCTAssertTrue(pdf.starts(with: Data("%PDF-".utf8)))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-pdf-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.pdf")
        try pdf.write(to: file)
        let text = String(decoding: try run(try tool("pdftotext"), [file.path, "-"]), as: UTF8.self)
        for expected in ["Grid & viewport", "rect query <highlighted>", "0-0", "1-3", "viewport"] {
            XCTAssertTrue(text.contains(expected), "'\(expected)' is text in the PDF: \(text)")
        }
        let info = String(decoding: try run(try tool("pdfinfo"), [file.path]), as: UTF8.self)
        let size = "\(Int(scene.size.width)) x \(Int(scene.size.height)) pts"
        XCTAssertTrue(info.contains(size), "one page of the scene's size (\(size)): \(info)")
        XCTAssertNotNil(info.firstMatch(of: /Pages:\s+1\n/), info)
    }

    /// The page rasterised at 144 dpi (2 pixels per point) looks like Cairo's PNG at scale 2.
    func testLooksLikeThePNG() throws {
        let scene = SVGRasterAgreementTests.showcaseScene()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("layoutshot-pdf-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("scene.pdf")
        try PDFRenderer().pdfData(for: scene).write(to: file)
        _ = try run(
            try tool("pdftoppm"),
            ["-png", "-r", "144", "-singlefile", file.path, directory.appendingPathComponent("page").path])
        let page = try PNGDecoder.decode(contentsOf: directory.appendingPathComponent("page.png"))
        let png = try RasterRenderer(scale: 2).image(for: scene)
        XCTAssertEqual([page.width, page.height], [png.width, png.height])
        guard page.width == png.width, page.height == png.height else { return }
        let metrics = SVGRasterAgreementTests.blockMetrics(png, page, block: 4)
        XCTAssertLessThanOrEqual(
            metrics.differingFraction, Self.maximumDifferingFraction, "\(metrics)")
        XCTAssertLessThanOrEqual(metrics.meanDifference, SVGRasterAgreementTests.maximumMeanDifference, "\(metrics)")
    }
}
