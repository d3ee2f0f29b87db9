/// A position in a document: the file, 1-based line and column, and the key path to the value.
public struct SourceLocation: Sendable, Equatable, CustomStringConvertible {
    /// The file name as given by the user (or a description such as "<stdin>").
    public var file: String
    /// 1-based line, or nil when unknown.
    public var line: Int?
    /// 1-based column in Unicode scalars, or nil when unknown.
    public var column: Int?
    /// The key path from the root, such as `layout.itemSize.width` or `sections[1].items`.
    public var keyPath: String

    /// A location; `line` and `column` are 1-based, nil when unknown; `keyPath` may be empty.
    public init(file: String, line: Int?, column: Int?, keyPath: String) {
        self.file = file
        self.line = line
        self.column = column
        self.keyPath = keyPath
    }

    /// "file.yaml:3:7" (or "file.yaml" without a position).
    public var description: String {
        guard let line else { return file }
        guard let column else { return "\(file):\(line)" }
        return "\(file):\(line):\(column)"
    }
}
