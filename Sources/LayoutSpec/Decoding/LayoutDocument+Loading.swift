import Foundation

extension LayoutDocument {
    /// Reads and decodes the document at `url` (YAML or JSON, by content).
    ///
    /// - Parameters:
    ///   - displayName: The name used in messages; the path as given by default.
    ///   - budget: The resources the document may ask for; kept in the document.
    /// - Throws: `DocumentError` with a `.unreadable` diagnostic when the file cannot be read,
    ///   or every problem found in its content.
    public static func load(
        contentsOf url: URL, displayName: String? = nil, budget: DocumentBudget = .standard
    ) throws(DocumentError) -> LayoutDocument {
        let name = displayName ?? url.path
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            let reason = FileManager.default.fileExists(atPath: url.path) ? "cannot be read" : "does not exist"
            throw DocumentError(
                Diagnostic(
                    .unreadable, at: SourceLocation(file: name, line: nil, column: nil, keyPath: ""),
                    "the file \(reason)"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DocumentError(
                Diagnostic(
                    .unreadable, at: SourceLocation(file: name, line: nil, column: nil, keyPath: ""),
                    "expected UTF-8 text"))
        }
        return try decode(text, file: name, budget: budget)
    }

    /// Decodes a document from YAML or JSON text.
    ///
    /// - Parameters:
    ///   - text: The document.
    ///   - file: The name used in messages.
    ///   - budget: The resources the document may ask for; kept in the document.
    /// - Throws: `DocumentError` listing every problem, each with its location.
    public static func decode(
        _ text: String, file: String, budget: DocumentBudget = .standard
    ) throws(DocumentError) -> LayoutDocument {
        let node = try DocumentParser.parse(text, file: file)
        var validator = ShapeValidator(file: file)
        let root = validator.validate(node, against: DocumentSchema.document, path: "")
        guard let root, validator.diagnostics.isEmpty else { throw DocumentError(validator.diagnostics) }
        var reader = DocumentReader(file: file)
        var document = reader.document(from: root)
        guard reader.diagnostics.isEmpty else { throw DocumentError(reader.diagnostics) }
        document.budget = budget
        let items = document.sections.reduce(0) { $0 + $1.itemCount }
        guard items <= budget.items else {
            throw document.error(
                at: "sections", .outOfRange,
                "expected at most \(budget.items) items in all, found \(items) (--max-items raises the budget)")
        }
        return document
    }
}
