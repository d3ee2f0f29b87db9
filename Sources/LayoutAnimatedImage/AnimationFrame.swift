import LayoutImage

/// One frame of an animated image: its pixels and how long it shows.
public struct AnimationFrame: Sendable {
    /// The pixels (every frame of an animation has the first frame's size).
    public var image: RGBAImage
    /// How long the frame shows, in milliseconds (GIF stores hundredths of a second).
    public var milliseconds: Int

    /// A frame showing `image` for `milliseconds`.
    public init(image: RGBAImage, milliseconds: Int) {
        self.image = image
        self.milliseconds = milliseconds
    }
}

/// Why an animated image could not be written.
public struct AnimatedImageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public var message: String

    /// An error saying `message`.
    public init(_ message: String) { self.message = message }

    /// The message.
    public var description: String { message }

    /// Checks what every encoder needs: at least one frame, all the same positive size, within
    /// `maximumPixels` per frame, and durations of 10 ms to 1 minute.
    static func validate(_ frames: [AnimationFrame], maximumPixels: Int) throws(AnimatedImageError) {
        guard let first = frames.first else { throw AnimatedImageError("an animated image needs at least one frame") }
        let width = first.image.width
        let height = first.image.height
        guard width > 0, height > 0 else { throw AnimatedImageError("frames must not be empty (\(width)×\(height))") }
        guard width <= 16_383, height <= 16_383, width * height <= maximumPixels else {
            throw AnimatedImageError(
                "a \(width)×\(height) frame is too large for an animated image (at most 16383 on a side and "
                    + "\(maximumPixels) pixels): use a smaller --scale or fewer columns")
        }
        for (index, frame) in frames.enumerated() {
            guard frame.image.width == width, frame.image.height == height else {
                throw AnimatedImageError(
                    "frame \(index) is \(frame.image.width)×\(frame.image.height), the first \(width)×\(height)")
            }
            guard (10...60_000).contains(frame.milliseconds) else {
                throw AnimatedImageError("frame \(index) lasts \(frame.milliseconds) ms: expected 10 ms to 1 minute")
            }
        }
    }
}
