import LayoutDocument

/// Warnings about a document that is used anyway (an override or a title naming a view its
/// layout does not make): one compiler-style line each on standard error, and the command
/// carries on with exit status 0.
enum DocumentWarnings {
    /// Writes `warnings`, one line each (`file:line:column: warning: keyPath: message`).
    static func report(_ warnings: [Diagnostic]) {
        for warning in warnings { StandardStreams.error("\(warning)\n") }
    }

    /// Writes the warnings `document` gives (`LayoutDocument.elementWarnings()`).
    static func report(for document: LayoutDocument) {
        report(document.elementWarnings())
    }
}
