import Foundation
import LayoutOutput
import LayoutTestSupport
import XCTest

/// The output argument read once: its extension or `--format` names the kind, a directory or
/// a `%d` pattern names frame files, and anything else is refused saying what was expected.
final class OutputDestinationTests: XCTestCase {
    private func destination(
        _ output: String, format: OutputKind? = nil, kinds: [OutputKind] = OutputKind.still, frames: Bool = false
    ) throws -> OutputDestination {
        try OutputDestination(parsing: output, format: format, kinds: kinds, allowsFrames: frames)
    }

    private func message(_ body: () throws -> OutputDestination) -> String {
        do {
            return "no error: \(try body())"
        } catch {
            return "\(error)"
        }
    }

    func testTheExtensionNamesTheKindWhateverItsCase() throws {
        XCTAssertEqual(try destination("figure.svg"), .file(path: "figure.svg", kind: .svg))
        XCTAssertEqual(try destination("out/Figure.PNG"), .file(path: "out/Figure.PNG", kind: .png))
        XCTAssertEqual(try destination("frames.json"), .file(path: "frames.json", kind: .json))
        XCTAssertEqual(try destination("move.gif", kinds: OutputKind.timed), .file(path: "move.gif", kind: .gif))
    }

    func testStandardOutputIsTheFirstKindUnlessFormatSays() throws {
        XCTAssertEqual(try destination("-"), .file(path: "-", kind: .svg))
        XCTAssertEqual(try destination("-", format: .json), .file(path: "-", kind: .json))
    }

    func testFormatMustAgreeWithANamedExtension() throws {
        XCTAssertEqual(try destination("figure", format: .png), .file(path: "figure", kind: .png))
        XCTAssertTrue(message { try destination("o.svg", format: .png) }.contains("disagrees with the output 'o.svg'"))
        // A kind the product does not have is refused, not written under another name.
        XCTAssertTrue(
            message { try destination("o.gif", format: .gif) }.contains("expected one of svg, png, pdf, json"))
    }

    func testAnUnknownExtensionSaysWhatIsExpected() {
        XCTAssertEqual(
            message { try destination("figure.gif") },
            "cannot tell the format of 'figure.gif': expected a .svg, .png, .pdf or .json file name")
        XCTAssertTrue(
            message { try destination("move.tiff", kinds: OutputKind.timed, frames: true) }.contains(
                "a directory, or a frame pattern"))
    }

    func testPatternsAndDirectoriesNameFrameFiles() throws {
        guard case .frames(let pattern, .svg) = try destination("f/move-%03d.svg", frames: true) else {
            return XCTFail("expected SVG frames")
        }
        XCTAssertEqual(
            [pattern.path(for: 0), pattern.path(for: 12), pattern.path(for: 1234)],
            [
                "f/move-000.svg", "f/move-012.svg", "f/move-1234.svg",
            ])
        guard case .frames(let inDirectory, .png) = try destination("frames/", frames: true) else {
            return XCTFail("expected PNG frames in the directory")
        }
        XCTAssertEqual(inDirectory.path(for: 7), "frames/frame-007.png")
        let directory = try makeTemporaryDirectory("destination")
        guard case .frames(let existing, .png) = try destination(directory.path, frames: true) else {
            return XCTFail("an existing directory names PNG frames in it")
        }
        XCTAssertEqual(existing.path(for: 0), directory.path + "/frame-000.png")
        // Without frame files (a still), a pattern is an ordinary, unknown name.
        XCTAssertTrue(message { try destination("f-%03d.png.x") }.contains("cannot tell the format"))
    }

    func testABadPatternIsRefused() {
        XCTAssertTrue(message { try destination("f-%d-%d.png", frames: true) }.contains("expected one %d"))
        XCTAssertTrue(message { try destination("f-%03d.gif", frames: true) }.contains("a .png or .svg extension"))
        XCTAssertTrue(message { try destination("f-%012d.png", frames: true) }.contains("at most 9 digits"))
    }
}
