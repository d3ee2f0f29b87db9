import LayoutSupport

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

    /// A file write's error as a reference error, with its message.
    init(_ error: FileWriteError) {
        self.init(error.message)
    }

    /// Runs `write` (an `AtomicFile` write), its error as a reference error.
    static func writing(_ write: () throws(FileWriteError) -> Void) throws(ReferenceError) {
        do { try write() } catch { throw ReferenceError(error) }
    }
}
