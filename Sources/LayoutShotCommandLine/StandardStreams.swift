import Foundation

/// Writes to standard output and standard error without ever trapping: Foundation's
/// `FileHandle.write(_:)` stops the program when the stream is closed or full (`2>&-`,
/// `>/dev/full`), so every message goes through the throwing `write(contentsOf:)` here and a
/// failed write is reported to the caller instead.
enum StandardStreams {
    /// Writes `text` to standard error; false when it could not be written.
    @discardableResult
    static func error(_ text: String) -> Bool {
        write(text, to: .standardError)
    }

    /// Writes `text` to standard output; false when it could not be written.
    @discardableResult
    static func output(_ text: String) -> Bool {
        write(text, to: .standardOutput)
    }

    private static func write(_ text: String, to handle: FileHandle) -> Bool {
        do {
            try handle.write(contentsOf: Data(text.utf8))
            return true
        } catch {
            return false
        }
    }
}
