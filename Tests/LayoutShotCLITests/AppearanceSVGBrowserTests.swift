import Foundation
import LayoutImage
import XCTest

/// `--appearance auto`: one SVG holding the light and the dark drawing, shown by the reader's
/// `prefers-color-scheme`. In Chromium with each scheme emulated, it draws the same pixels as
/// the single-appearance SVG of that scheme.
final class AppearanceSVGBrowserTests: XCTestCase {
    /// Chromium's switch for the scheme pages see (Blink's `preferredColorScheme`: 0 dark,
    /// 1 light), set both ways so the machine's own setting does not matter.
    private func scheme(_ dark: Bool) -> [String] { ["--blink-settings=preferredColorScheme=\(dark ? 0 : 1)"] }

    func testTheAutoSVGFollowsTheEmulatedScheme() throws {
        let browser = try CheckReportBrowserTests.chromium()
        let directory = try CLIRunner.temporaryDirectory(for: self)
        // Headers, cells, a list background and an orthogonal row with its clip and mask.
        let document = CLIRunner.fixtures.appendingPathComponent("compositional-screens.yaml").path
        var pages: [String: URL] = [:]
        for appearance in ["light", "dark", "auto"] {
            let page = directory.appendingPathComponent("\(appearance).svg")
            let result = try CLIRunner.run(["render", document, "-o", page.path, "--appearance", appearance])
            XCTAssertEqual(result.status, 0, result.standardError)
            pages[appearance] = page
        }
        func shot(_ name: String, dark: Bool) throws -> RGBAImage {
            try CheckReportBrowserTests.screenshot(
                try XCTUnwrap(pages[name]), browser: browser, width: 600, height: 1400, arguments: scheme(dark),
                in: directory)
        }
        let light = try shot("light", dark: false)
        let dark = try shot("dark", dark: true)
        XCTAssertNotNil(PixelComparison.difference(expected: light, actual: dark), "the two appearances differ")
        if let difference = PixelComparison.difference(expected: light, actual: try shot("auto", dark: false)) {
            XCTFail("auto in the light scheme should draw the light SVG: \(difference)")
        }
        if let difference = PixelComparison.difference(expected: dark, actual: try shot("auto", dark: true)) {
            XCTFail("auto in the dark scheme should draw the dark SVG: \(difference)")
        }
    }

    /// `auto` needs an SVG file: a PNG or a frame set is a usage error, and nothing is written.
    func testAutoIsRefusedForOtherFormats() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let document = CLIRunner.fixtures.appendingPathComponent("first-figure.yaml").path
        for arguments in [
            ["render", document, "-o", "x.png"],
            [
                "animate", CLIRunner.fixtures.appendingPathComponent("animations/insertion-center.yaml").path, "-o",
                "f-%03d.svg",
            ],
        ] {
            let result = try CLIRunner.run(arguments + ["--appearance", "auto"], in: directory)
            XCTAssertEqual(result.status, 2, "\(arguments)")
            XCTAssertTrue(result.standardError.contains("--appearance auto draws one SVG"), result.standardError)
        }
        XCTAssertEqual(CLIRunner.contents(of: directory), [], "nothing written")
    }
}
