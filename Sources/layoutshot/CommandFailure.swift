import ArgumentParser
import Foundation
import LayoutRendering
import LayoutSpec

/// The exit statuses of `layoutshot`.
enum ExitStatus: Int32 {
    /// The command did what was asked.
    case success = 0
    /// An input (document, option value found at run time, output location) is invalid;
    /// nothing was written.
    case invalidInput = 1
    /// The command line itself is wrong (unknown option, missing argument, bad format name).
    case usage = 2
}

/// A problem found by a command at run time, with its message and status.
struct CommandError: Error, CustomStringConvertible {
    var message: String
    var status: ExitStatus

    init(_ message: String, status: ExitStatus = .invalidInput) {
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

    init(_ error: Error) {
        switch error {
        case let error as DocumentError:
            (message, status) = (error.description, .invalidInput)
        case let error as CommandError:
            (message, status) = ("error: \(error.message)", error.status)
        case let error as RasterError:
            (message, status) = ("error: \(error.message)", .invalidInput)
        case let error as LocalizedError where error.errorDescription != nil:
            (message, status) = ("error: \(error.errorDescription ?? "")", .invalidInput)
        default:
            let code = LayoutShotCommand.exitCode(for: error)
            message = LayoutShotCommand.fullMessage(for: error)
            if code == .success {
                status = .success
                toStandardOutput = true
            } else if code == .validationFailure {
                // ArgumentParser's parse and `validate()` errors: the command line is wrong.
                status = .usage
            } else {
                status = .invalidInput
                message = "error: \(error)"
            }
        }
    }

    func print() {
        guard !message.isEmpty else { return }
        let text = message.hasSuffix("\n") ? message : message + "\n"
        if toStandardOutput {
            FileHandle.standardOutput.write(Data(text.utf8))
        } else {
            FileHandle.standardError.write(Data(text.utf8))
        }
    }
}
