/// A scene that cannot be rasterised as asked: canvas too large, bad scale, and the like.
///
/// The message says what was asked, which limit it breaks and what to do instead, e.g.
/// `"canvas of 1024×40210 pixels (scene 1024×40210 points at scale 1) exceeds Cairo's limit of
/// 32767 pixels per side; render only the viewport (--region viewport) or use a smaller --scale"`.
public struct RasterError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Human-readable explanation and suggestion.
    public var message: String

    /// Creates an error with `message`, which says what was asked, the limit it breaks and what to do.
    public init(_ message: String) {
        self.message = message
    }

    /// The message, naming what was asked and why it cannot be rasterised.
    public var description: String { message }
}
