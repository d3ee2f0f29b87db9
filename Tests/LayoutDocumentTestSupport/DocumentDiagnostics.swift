import LayoutDocument
import XCTest

/// Decodes `text` expecting failure, and returns the diagnostics.
public func diagnostics(
    for text: String, file: String = "doc.yaml", sourceFile: StaticString = #filePath, line: UInt = #line
) -> [Diagnostic] {
    do {
        _ = try LayoutDocument.decode(text, file: file)
        XCTFail("expected \(file) to be rejected, but it decoded", file: sourceFile, line: line)
        return []
    } catch {
        return error.diagnostics
    }
}

/// Asserts that exactly one diagnostic was reported, with the given kind, position, key path
/// and a message containing `expectation`.
public func assertSingleDiagnostic(
    _ diagnostics: [Diagnostic], kind: Diagnostic.Kind, line: Int, column: Int, keyPath: String,
    contains expectation: String, sourceFile: StaticString = #filePath, sourceLine: UInt = #line
) {
    guard diagnostics.count == 1, let diagnostic = diagnostics.first else {
        XCTFail(
            "expected one diagnostic, found \(diagnostics.count): \(diagnostics)", file: sourceFile, line: sourceLine)
        return
    }
    XCTAssertEqual(diagnostic.kind, kind, "kind of \(diagnostic)", file: sourceFile, line: sourceLine)
    XCTAssertEqual(diagnostic.location.line, line, "line of \(diagnostic)", file: sourceFile, line: sourceLine)
    XCTAssertEqual(diagnostic.location.column, column, "column of \(diagnostic)", file: sourceFile, line: sourceLine)
    XCTAssertEqual(
        diagnostic.location.keyPath, keyPath, "key path of \(diagnostic)", file: sourceFile, line: sourceLine)
    XCTAssertTrue(
        diagnostic.message.contains(expectation), "message \"\(diagnostic.message)\" should contain \"\(expectation)\"",
        file: sourceFile, line: sourceLine)
    XCTAssertTrue(
        diagnostic.description.hasPrefix("\(diagnostic.location.file):\(line):\(column): error: "),
        "description \"\(diagnostic.description)\" should start with file:line:column", file: sourceFile,
        line: sourceLine)
}
