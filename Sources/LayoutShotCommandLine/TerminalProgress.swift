import Foundation

/// Progress on standard error, only when standard error is a terminal (quiet in CI and when
/// piped): a line rewritten in place as work advances, and a closing line.
struct TerminalProgress: Sendable {
    /// What is counted, e.g. "frame" or "checked".
    let label: String
    /// How many steps there are.
    let total: Int
    let isTerminal = isatty(STDERR_FILENO) == 1

    /// A line of its own, e.g. what is about to happen.
    func say(_ text: String) {
        write(text, then: "…\n")
    }

    /// `done` of `total` steps (or of `of`, when the count turned out otherwise) are finished.
    func step(_ done: Int, of count: Int? = nil) {
        write("\(label) \(done)/\(count ?? total)", after: "\r")
    }

    /// Replaces the progress line with `text`.
    func finish(_ text: String) {
        write(text, after: "\r", then: "\u{1B}[K\n")
    }

    /// The closing line of commands that write files.
    func finish(writtenFiles files: Int) {
        finish("wrote \(files) file\(files == 1 ? "" : "s")")
    }

    /// Writes `text` with its control characters made visible, between the progress line's own
    /// controls (a carriage return, "erase to the end of the line").
    private func write(_ text: String, after before: String = "", then after: String = "") {
        guard isTerminal else { return }
        StandardStreams.errorControllingTheTerminal(before + TerminalText.visible(text) + after)
    }
}
