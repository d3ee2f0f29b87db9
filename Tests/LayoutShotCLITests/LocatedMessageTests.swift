import Foundation
import XCTest

/// The hardening issue's message reproducers: problems found after decoding name the file and
/// line, misnamed outputs are refused before anything is written, reports name documents the
/// same way on every machine.
final class LocatedMessageTests: XCTestCase {
    private let document = "viewport: {width: 200, height: 120}\nlayout: {type: flow}\nsections: [3]\n"

    func testTextThatIsNotUTF8NamesTheByteAndItsPosition() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        // "# café" in Latin-1: é is the single byte 0xE9, the 6th character of line 4.
        var bytes = Array(document.utf8) + Array("# caf".utf8)
        let offset = bytes.count
        bytes += [0xE9, 0x0A]
        try Data(bytes).write(to: directory.appendingPathComponent("latin.yaml"))
        let result = try CLIRunner.run(["render", "latin.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "latin.yaml:4:6: error: expected UTF-8 text, found a byte that is not (0xE9 at byte offset \(offset))"),
            result.standardError)
    }

    /// Audit 4, D14: document text and file names with escape sequences were printed raw, so
    /// `\e[2K` erased the error line it was part of. A terminal is shown them, not obeyed.
    func testEscapeSequencesInDocumentsAndNamesAreShownNotObeyed() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let escape = "\u{1B}[2K"
        // YAML's `\e` in a double-quoted string is ESC (raw control characters are refused).
        try Data("viewport: {width: 100, height: 100}\nlayout: {type: \"\\e[2Kflow\"}\nsections: [1]\n".utf8)
            .write(to: directory.appendingPathComponent("doc.yaml"))
        for arguments in [
            ["render", "doc.yaml", "-o", "out.svg"], ["render", "\(escape)missing.yaml", "-o", "out.svg"],
        ] {
            let result = try CLIRunner.run(arguments, in: directory)
            XCTAssertEqual(result.status, 2, result.standardError)
            XCTAssertFalse(
                result.standardError.unicodeScalars.contains("\u{1B}"), result.standardError.debugDescription)
            XCTAssertTrue(result.standardError.contains("\\u{1B}[2K"), result.standardError)
        }
        // The check's text report names documents and cases the same way.
        try FileManager.default.moveItem(
            at: directory.appendingPathComponent("doc.yaml"), to: directory.appendingPathComponent("\(escape)d.yaml"))
        let check = try CLIRunner.run(["check", "."], in: directory)
        let report = String(decoding: check.standardOutput, as: UTF8.self) + check.standardError
        XCTAssertFalse(report.unicodeScalars.contains("\u{1B}"), report.debugDescription)
        XCTAssertTrue(report.contains("\\u{1B}[2Kd"), report)
    }

    /// Audit 4, D15: messages without a file or location. `animation.duration: 5.0e-324` gave
    /// "samplesPerSecond is inf" from the animated SVG writer, and a PDF page too large gave the
    /// page size alone; both now name the document and the key.
    func testLimitsFoundWhileWritingNameTheDocumentAndKey() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data((document + "updates: [{delete: '0-1'}]\nanimation: {duration: 5.0e-324}\n").utf8)
            .write(to: directory.appendingPathComponent("short.yaml"))
        let short = try CLIRunner.run(["animate", "short.yaml", "-o", "out.svg"], in: directory)
        XCTAssertEqual(short.status, 2, short.standardError)
        XCTAssertTrue(short.standardError.hasPrefix("short.yaml:5:23: error: animation.duration:"), short.standardError)
        try Data("viewport: {width: 20000, height: 100}\nlayout: {type: flow}\nsections: [3]\n".utf8)
            .write(to: directory.appendingPathComponent("wide.yaml"))
        let wide = try CLIRunner.run(["render", "wide.yaml", "-o", "out.pdf"], in: directory)
        XCTAssertEqual(wide.status, 2, wide.standardError)
        XCTAssertTrue(wide.standardError.hasPrefix("wide.yaml:1:11: error: viewport: "), wide.standardError)
        XCTAssertTrue(wide.standardError.contains("PDF page"), wide.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["short.yaml", "wide.yaml"])
    }

    func testACanvasOverTheLimitIsReportedAtTheDocument() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(
            "viewport: {width: 40000, height: 100}\nlayout: {type: flow}\nsections: [3]\nrender: {region: viewport}\n"
                .utf8
        ).write(to: directory.appendingPathComponent("wide.yaml"))
        let result = try CLIRunner.run(["render", "wide.yaml", "-o", "out.png"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardError.hasPrefix("wide.yaml:4:9: error: render: canvas of 40032×132 pixels"),
            result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["wide.yaml"])
    }

    func testADiffImageNamedOtherThanPNGIsRefused() throws {
        // `diff -o d.svg` wrote PNG bytes into the .svg file.
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        XCTAssertEqual(try CLIRunner.run(["render", "doc.yaml", "-o", "a.png"], in: directory).status, 0)
        let result = try CLIRunner.run(["diff", "a.png", "a.png", "-o", "d.svg"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(result.standardError.contains("the diff image is a PNG"), result.standardError)
        XCTAssertEqual(CLIRunner.contents(of: directory), ["a.png", "doc.yaml"])
    }

    func testReferencesThatAreAFileAreNamedAsSuch() throws {
        // `check --references <file>` printed a raw NSCocoaErrorDomain error.
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let result = try CLIRunner.run(["check", "doc.yaml", "--references", "doc.yaml"], in: directory)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardError.contains("--references 'doc.yaml' is a file: expected the references directory"),
            result.standardError)
    }

    func testJUnitNamesDocumentsRelativeToTheWorkingDirectory() throws {
        let directory = try CLIRunner.temporaryDirectory(for: self)
        try Data(document.utf8).write(to: directory.appendingPathComponent("doc.yaml"))
        let absolute = directory.appendingPathComponent("doc.yaml").path
        let references = directory.appendingPathComponent("refs").path
        let arguments = ["check", absolute, "--references", references, "--junit", "junit.xml"]
        XCTAssertEqual(try CLIRunner.run(arguments, in: directory).status, 1, "references recorded")
        let checked = try CLIRunner.run(arguments, in: directory)
        XCTAssertEqual(checked.status, 0, checked.standardError)
        let junit = try String(contentsOf: directory.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains(#"file="doc.yaml""#), junit)
        XCTAssertFalse(junit.contains(directory.path), "no absolute path: \(junit)")
    }

    func testJUnitNamesDocumentsRelativelyWhenTheirPathGoesThroughALink() throws {
        // A CI machine whose temporary folder is reached through a symbolic link: the working
        // directory comes back with the link resolved, the document's path does not.
        let directory = try CLIRunner.temporaryDirectory(for: self)
        let folder = directory.appendingPathComponent("folder")
        let link = directory.appendingPathComponent("link")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: folder)
        try Data(document.utf8).write(to: folder.appendingPathComponent("doc.yaml"))
        let arguments = [
            "check", link.appendingPathComponent("doc.yaml").path, "--references", "refs", "--junit", "junit.xml",
        ]
        XCTAssertEqual(try CLIRunner.run(arguments, in: link).status, 1, "references recorded")
        XCTAssertEqual(try CLIRunner.run(arguments, in: link).status, 0)
        let junit = try String(contentsOf: folder.appendingPathComponent("junit.xml"), encoding: .utf8)
        XCTAssertTrue(junit.contains(#"file="doc.yaml""#), junit)
    }
}
