/// An error from PNG encoding or decoding, with a message that says what was wrong.
///
/// Decoding errors name the input (file path when known) and libpng's own diagnosis, e.g.
/// `"/tmp/a.png: not a PNG file (libpng: Not a PNG file)"`.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Human-readable explanation.
    public var message: String

    /// Creates an error with `message`, which says what was wrong.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, naming what was wrong (and, when decoding, the input).
    public var description: String { message }
}
