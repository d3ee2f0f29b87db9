/// A problem the porter found, located in the input file as compilers print them.
public struct PortDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Hashable, Sendable {
        /// The output compiles, but something may need a look.
        case warning
        /// The porter cannot produce a compiling file: nothing is written.
        case error
    }

    /// Warning or error.
    public var severity: Severity
    /// The input file's path as given.
    public var file: String
    /// 1-based line in the input file.
    public var line: Int
    /// 1-based column in the input file.
    public var column: Int
    /// What is wrong and what to do about it.
    public var message: String

    /// A diagnostic at `file:line:column`.
    public init(_ severity: Severity, file: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`, the form editors and CI logs link to.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
