import ArgumentParser
import Foundation
import LayoutDocument
import LayoutSpec

/// The exit statuses of `layoutshot`, the same for every command (diff(1)'s scheme).
enum ExitStatus: Int32 {
    /// The command did what was asked; for `diff` and `check`, the inputs match; for `lint`,
    /// nothing was found.
    case success = 0
    /// `diff` and `check`: the compared inputs differ; `lint`: a layout breaks a contract.
    case differences = 1
    /// Any trouble: a wrong command line, an invalid document, an input that is missing or
    /// unreadable, an output that cannot be written. Nothing is written.
    case trouble = 2

    /// The contract as `--help` and the README state it.
    static let summary = """
        Exit status: 0 success (diff, check: the inputs match; lint: no findings), 1 differences \
        (diff, check; render --docc --check: stale figures) or findings (lint), 2 trouble — a wrong \
        command line, an invalid document, a missing or unreadable input, an output that cannot be \
        written; nothing is written then.
        """
}

/// A problem found by a command at run time, with its message and status.
struct CommandError: Error, CustomStringConvertible {
    var message: String
    var status: ExitStatus

    init(_ message: String, status: ExitStatus = .trouble) {
        self.message = message
        self.status = status
    }

    var description: String { message }
}

/// The one place that turns an error into a message and an exit status.
struct CommandFailure {
    var message: String
    var status: ExitStatus
    /// Help and version requests print to standard output.
    var toStandardOutput = false

    /// Every library error carries its whole message (`CustomStringConvertible`: the file, the
    /// location, what was expected); a `DocumentError` already starts each line with
    /// `file:line:column: error:`. Whatever is not the command line's own (ArgumentParser's
    /// help, version and usage errors) is trouble, exit 2, unless a `CommandError` says otherwise.
    init(_ error: Error) {
        switch error {
        case let error as DocumentError:
            (message, status) = (error.description, .trouble)
        case let error as CommandError:
            // An empty message is a status alone (a difference that was already reported).
            (message, status) = (error.message.isEmpty ? "" : "error: \(error.message)", error.status)
        default:
            let code = LayoutShotCommand.exitCode(for: error)
            status = .trouble
            if code == .success {
                (message, status, toStandardOutput) = (LayoutShotCommand.fullMessage(for: error), .success, true)
            } else if code == .validationFailure {
                // ArgumentParser's parse and `validate()` errors: the command line is wrong.
                message = LayoutShotCommand.fullMessage(for: error)
            } else {
                message = "error: \(error)"
            }
        }
    }

    /// Prints the message where it belongs; the exit status to end with: `status`, or trouble
    /// when the message could not be written (a full disk, a closed stream).
    func print() -> ExitStatus {
        guard !message.isEmpty else { return status }
        let text = message.hasSuffix("\n") ? message : message + "\n"
        let written = toStandardOutput ? StandardStreams.output(text) : StandardStreams.error(text)
        return written ? status : .trouble
    }
}
