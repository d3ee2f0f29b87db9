/// An error from PNG encoding or decoding, with a message that says what was wrong.
///
/// Decoding errors name the input (file path when known) and libpng's own diagnosis, e.g.
/// `"/tmp/a.png: not a PNG file (libpng: Not a PNG file)"`.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Human-readable explanation.
    public var message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
