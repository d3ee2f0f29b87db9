import Foundation

/// Why a batch update was rejected; UIKit raises an exception in the same situations.
public struct BatchUpdateError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// What was wrong, in one sentence naming the sections or index paths involved.
    public let message: String

    /// Creates an error with `message`, one sentence naming the sections or index paths involved.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, prefixed with "invalid batch update: ".
    public var description: String { "invalid batch update: \(message)" }
    /// The same text as `description`, for `LocalizedError`.
    public var errorDescription: String? { description }
}

/// "0-3" for an item, "section 2" for a section-wide path.
func describe(_ indexPath: IndexPath) -> String {
    indexPath.item == NSNotFound ? "section \(indexPath.section)" : "\(indexPath.section)-\(indexPath.item)"
}
