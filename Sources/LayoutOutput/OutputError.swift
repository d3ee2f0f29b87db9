/// An output that cannot be written as asked: a destination whose name says no format this
/// product has, or an output over a budget. Its message says what was expected.
public struct OutputError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What cannot be written, and what would be.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }
}
