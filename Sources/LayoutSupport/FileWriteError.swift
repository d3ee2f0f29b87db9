/// A file or directory that could not be written or created, with a message that names it and
/// says why ("cannot write 'out/a.png': No space left on device").
public struct FileWriteError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the file.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
