import LayoutImage

/// One frame of a film strip (an animation or scroll document checked as its strip), compared
/// on its own: its label ("t = 0.25 s", "y = 120"), where it is on the strip, how many of its
/// pixels differ and, when the strip's frame layouts were recorded, which elements changed. A report marks the changed frames and shows each one alone, where the
/// whole strip, thousands of pixels wide, would be squeezed into one box.
public struct FrameDiff: Hashable, Sendable, Codable {
    /// The caption under the frame on the strip.
    public var label: String
    /// The frame's pixels on the strip.
    public var rect: PixelRect
    /// Pixels of the frame that differ; nil when the two strips differ in size, so where the
    /// expected frame lies is not known.
    public var mismatchedPixels: Int?
    /// The frame's elements compared with the recorded frame's (`<name>.frames.json`); nil
    /// when that reference is missing or its frames do not pair with these.
    public var elements: ElementDiffResult?

    /// A compared frame.
    public init(label: String, rect: PixelRect, mismatchedPixels: Int?, elements: ElementDiffResult? = nil) {
        self.label = label
        self.rect = rect
        self.mismatchedPixels = mismatchedPixels
        self.elements = elements
    }

    /// Whether the frame is known to differ.
    public var isChanged: Bool { (mismatchedPixels ?? 0) > 0 }

    /// Each of `frames` of `expected` and `actual` compared alone with `options` (ignore regions
    /// moved into the frame, no diff image). Anti-aliasing is judged inside the frame, so the
    /// frames' counts can differ slightly from the whole strip's. Strips of different sizes
    /// give the frames with no counts.
    public static func compare(
        expected: RGBAImage, actual: RGBAImage, frames: [(label: String, rect: PixelRect)],
        options: PixelDiffOptions
    ) -> [FrameDiff] {
        let bounds = PixelRect(x: 0, y: 0, width: actual.width, height: actual.height)
        let comparable = expected.width == actual.width && expected.height == actual.height
        return frames.map { frame in
            let rect = frame.rect.intersection(bounds)
            guard comparable, let rect else {
                return FrameDiff(label: frame.label, rect: rect ?? frame.rect, mismatchedPixels: nil)
            }
            var frameOptions = options
            frameOptions.producesDiffImage = false
            frameOptions.budget = .exact
            frameOptions.ignoreRegions = options.ignoreRegions.compactMap { region in
                region.intersection(rect).map {
                    PixelRect(x: $0.x - rect.x, y: $0.y - rect.y, width: $0.width, height: $0.height)
                }
            }
            let result = PixelDiff.compare(expected.cropped(to: rect), actual.cropped(to: rect), options: frameOptions)
            return FrameDiff(label: frame.label, rect: rect, mismatchedPixels: result.mismatchedPixels)
        }
    }
}

extension RGBAImage {
    /// The pixels of `rect`, which lies inside the image.
    func cropped(to rect: PixelRect) -> RGBAImage {
        var pixels: [UInt8] = []
        pixels.reserveCapacity(rect.area * 4)
        self.pixels.withUnsafeBufferPointer { source in
            for row in rect.y..<rect.y + rect.height {
                let start = (row * width + rect.x) * 4
                pixels.append(contentsOf: source[start..<start + rect.width * 4])
            }
        }
        return RGBAImage(uncheckedWidth: rect.width, height: rect.height, pixels: pixels)
    }
}
