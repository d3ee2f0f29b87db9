/// Why two images could not be compared.
public struct PixelDiffError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Which input was at fault: "expected", "actual", or a file path.
    public var input: String
    /// What was wrong, and what was expected instead.
    public var message: String

    /// An error about `input`.
    public init(input: String, message: String) {
        self.input = input
        self.message = message
    }

    /// "<input>: <message>".
    public var description: String { "\(input): \(message)" }

    static func bufferTooSmall(_ input: String, size: PixelSize, byteCount: Int) -> PixelDiffError {
        PixelDiffError(
            input: input,
            message: "expected \(size.area * 4) bytes of RGBA pixels for \(size), found \(byteCount)")
    }

    static func invalidSize(_ input: String, size: PixelSize) -> PixelDiffError {
        PixelDiffError(input: input, message: "invalid image size \(size); expected non-negative width and height")
    }
}
