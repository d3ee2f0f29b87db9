/// Why a reference could not be read or written, or a record mode not chosen; the message names
/// the file or the setting.
public struct ReferenceError: Error, CustomStringConvertible, Sendable {
    /// What went wrong, naming the file.
    public let message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, naming the file or the setting.
    public var description: String { message }
}
