/// One Swift source file: its path (used in diagnostics and for the output's name) and text.
public struct PortSource: Hashable, Sendable {
    /// The path the file was read from.
    public var path: String
    /// The Swift source text.
    public var text: String

    /// A file at `path` with `text`.
    public init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}

/// What porting a set of files produced.
public struct PortResult: Sendable {
    /// The ported files, in the order given, then `PortShims.fileName`; empty when there are
    /// errors (nothing half-ported).
    public var files: [PortSource]
    /// Every problem found, in file order.
    public var diagnostics: [PortDiagnostic]

    /// Whether any diagnostic is an error.
    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }
}
