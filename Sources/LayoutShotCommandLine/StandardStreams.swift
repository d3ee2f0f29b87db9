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

    /// Writes `text` to standard error as it is, control characters included: for the progress
    /// line's own controls, around text the caller made visible (`TerminalText`).
    static func errorControllingTheTerminal(_ text: String) {
        try? FileHandle.standardError.write(contentsOf: Data(text.utf8))
    }

    /// Writes `text` to standard output; false when it could not be written.
    @discardableResult
    static func output(_ text: String) -> Bool {
        write(text, to: .standardOutput)
    }

    /// Writes `text` as a person reads it: its control characters made visible (`TerminalText`).
    private static func write(_ text: String, to handle: FileHandle) -> Bool {
        do {
            try handle.write(contentsOf: Data(TerminalText.visible(text).utf8))
            return true
        } catch {
            return false
        }
    }
}
