/// An invalid layout document: every problem found, each with its location and expectation.
///
/// `description` prints one line per problem in the compiler-style format editors understand:
/// `file.yaml:3:7: error: layout.itemSize.width: expected a number ≥ 0, found -5`.
public struct DocumentError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The problems, in document order.
    public var diagnostics: [Diagnostic]

    /// An error with these problems, in document order.
    public init(_ diagnostics: [Diagnostic]) {
        self.diagnostics = diagnostics
    }

    /// An error with one problem.
    public init(_ diagnostic: Diagnostic) {
        self.diagnostics = [diagnostic]
    }

    /// One line per problem: `file:line:column: error: keyPath: message`.
    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}

/// One problem in a document.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    /// What went wrong, for tests and tools.
    public enum Kind: String, Sendable, Equatable {
        /// The file could not be read.
        case unreadable
        /// The text is not well-formed YAML/JSON.
        case syntax
        /// A value has the wrong type (a string where a number belongs, …).
        case typeMismatch
        /// A key the format does not know.
        case unknownKey
        /// A required key is absent.
        case missingKey
        /// A number outside its allowed range (negative sizes, alpha above 1, …).
        case outOfRange
        /// A value of the right type that is not allowed (unknown layout type, bad colour, …).
        case invalidValue
        /// An override or a title naming a view the layout does not make (a warning).
        case noSuchElement
    }

    /// Whether the problem makes the document invalid.
    public enum Severity: String, Sendable, Equatable {
        /// The document is refused.
        case error
        /// The document is used; what the line names has no effect.
        case warning
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// Where the problem is: file, line, column and key path.
    public var location: SourceLocation
    /// The problem stated as "expected …, found …" where possible.
    public var message: String
    /// Whether it makes the document invalid; errors unless said otherwise.
    public var severity: Severity

    /// A problem of `kind` at `location`; `message` states it as "expected …, found …" where possible.
    public init(_ kind: Kind, at location: SourceLocation, _ message: String, severity: Severity = .error) {
        self.kind = kind
        self.location = location
        self.message = message
        self.severity = severity
    }

    /// `file:line:column: error: keyPath: message` (`warning:` for a warning).
    public var description: String {
        let path = location.keyPath.isEmpty ? "" : "\(location.keyPath): "
        return "\(location): \(severity.rawValue): \(path)\(message)"
    }
}
