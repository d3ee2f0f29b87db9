import Foundation

/// Turns document text (YAML, or JSON, which is YAML) into a node tree with positions, or a
/// `.syntax` diagnostic at the position the parser gave up.
enum DocumentParser {
    static func parse(_ text: String, file: String) throws(DocumentError) -> DocumentNode {
        let node: DocumentNode?
        do {
            node = try DocumentComposer.compose(text)
        } catch {
            throw DocumentError(diagnostic(for: error, in: text, file: file))
        }
        guard let node else {
            throw DocumentError(
                Diagnostic(
                    .syntax, at: SourceLocation(file: file, line: 1, column: 1, keyPath: ""),
                    "expected a document (a mapping with viewport, layout and sections), found an empty file"))
        }
        return node
    }

    private static func diagnostic(for failure: DocumentComposer.Failure, in text: String, file: String)
        -> Diagnostic
    {
        func at(_ line: Int?, _ column: Int?) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column, keyPath: "")
        }
        switch failure {
        case .syntax(let problem, let line, let column, let context):
            let while_ = context.map { " (\($0.text) at \($0.line):\($0.column))" } ?? ""
            return Diagnostic(
                .syntax, at: at(line, column), "malformed YAML/JSON: \(problem)\(while_)\(Self.hint(for: problem))")
        case .duplicateKeys(let duplicates, let line, let column):
            let keys = duplicates.map { "`\($0)`" }.joined(separator: ", ")
            return Diagnostic(.syntax, at: at(line, column), "duplicate key \(keys) in a mapping")
        case .unreadable(let problem, let offset):
            let position = offset.map { Self.position(ofCharacterOffset: $0, in: text) }
            return Diagnostic(.syntax, at: at(position?.line, position?.column), "unreadable text: \(problem)")
        case .memory:
            return Diagnostic(.syntax, at: at(nil, nil), "the YAML parser ran out of memory")
        case .aliasExpansion(let limit, let line, let column):
            return Diagnostic(
                .outOfRange, at: at(line, column),
                "aliases expand the document past \(limit) nodes (each alias counts as a copy of what its anchor "
                    + "names); write the values out or use fewer aliases")
        }
    }

    /// What to look at for libyaml's problems that usually come from indentation ("mapping
    /// values are not allowed in this context" for a key indented too far, or a `key: a: b`
    /// line), or "" for the others.
    static func hint(for problem: String) -> String {
        let indentation = [
            "mapping values are not allowed", "did not find expected key", "did not find expected '-' indicator",
            "could not find expected ':'",
        ]
        guard indentation.contains(where: problem.contains) else { return "" }
        return "; check the indentation (the keys of one mapping start in the same column, a nested"
            + " mapping further right than its key) and quote a value that holds \": \""
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
