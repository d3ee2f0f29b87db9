import LayoutImage
import LayoutSupport

extension RGBAImage {
    /// The image with a one-pixel outline drawn just inside each rectangle, clipped to the image.
    ///
    /// Used to mark the frames of elements the element diff reports as changed, so the diff image
    /// shows *which* elements moved, not only which pixels changed. Rectangles are in image
    /// pixels (convert element frames with the render scale and figure origin first).
    /// - Parameters:
    ///   - rects: the rectangles to outline; empty ones are skipped.
    ///   - colour: the outline colour (default blue, distinct from the red and yellow marks).
    public func outlining(_ rects: [PixelRect], colour: Color = Color(red: 0, green: 102, blue: 255)) -> RGBAImage {
        var copy = self
        let word = colour.packed
        copy.withUnsafeMutablePixels { buffer in
            let raw = UnsafeMutableRawBufferPointer(buffer)
            func plot(_ x: Int, _ y: Int) {
                guard x >= 0, y >= 0, x < width, y < height else { return }
                raw.storeBytes(of: word, toByteOffset: (y * width + x) * 4, as: UInt32.self)
            }
            for rect in rects where rect.width > 0 && rect.height > 0 {
                for x in rect.x..<rect.maxX {
                    plot(x, rect.y)
                    plot(x, rect.maxY - 1)
                }
                for y in rect.y..<rect.maxY {
                    plot(rect.x, y)
                    plot(rect.maxX - 1, y)
                }
            }
        }
        return copy
    }
}
