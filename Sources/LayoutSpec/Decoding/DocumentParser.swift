import Foundation
import Yams

/// Turns document text (YAML, or JSON, which is YAML) into a node tree with positions, or a
/// `.syntax` diagnostic at the position the parser gave up.
enum DocumentParser {
    static func parse(_ text: String, file: String) throws(DocumentError) -> Node {
        let node: Node?
        do {
            // Tags are resolved by `ScalarValue` (`ScalarTypeResolver`), not by Yams' regular
            // expressions on every scalar; with no rules, Yams compares mapping keys as text.
            node = try Yams.compose(yaml: text, .basic)
        } catch let error as YamlError {
            throw DocumentError(diagnostic(for: error, file: file))
        } catch {
            throw DocumentError(
                Diagnostic(.syntax, at: SourceLocation(file: file, line: nil, column: nil, keyPath: ""), "\(error)"))
        }
        guard let node else {
            throw DocumentError(
                Diagnostic(
                    .syntax, at: SourceLocation(file: file, line: 1, column: 1, keyPath: ""),
                    "expected a document (a mapping with viewport, layout and sections), found an empty file"))
        }
        return node
    }

    private static func diagnostic(for error: YamlError, file: String) -> Diagnostic {
        func at(_ mark: Mark) -> SourceLocation {
            SourceLocation(file: file, line: mark.line, column: mark.column, keyPath: "")
        }
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let while_ = context.map { " (\($0.text) at \($0.mark))" } ?? ""
            return Diagnostic(.syntax, at: at(mark), "malformed YAML/JSON: \(problem)\(while_)")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return Diagnostic(.syntax, at: at(context.mark), "duplicate key \(keys) in a mapping")
        case .reader(let problem, let offset, _, let yaml):
            let position = offset.map { Self.position(ofCharacterOffset: $0, in: yaml) }
            let location = SourceLocation(file: file, line: position?.line, column: position?.column, keyPath: "")
            return Diagnostic(.syntax, at: location, "unreadable text: \(problem)")
        case .dataCouldNotBeDecoded:
            return Diagnostic(
                .unreadable, at: SourceLocation(file: file, line: nil, column: nil, keyPath: ""), "not UTF-8 text")
        default:
            return Diagnostic(.syntax, at: SourceLocation(file: file, line: nil, column: nil, keyPath: ""), "\(error)")
        }
    }

    /// 1-based line and column (in Unicode scalars) of a character offset.
    static func position(ofCharacterOffset offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1
        var column = 1
        for (index, character) in text.enumerated() {
            if index == offset { break }
            if character.isNewline {
                line += 1
                column = 1
            } else {
                column += character.unicodeScalars.count
            }
        }
        return (line, column)
    }
}
