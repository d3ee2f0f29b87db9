import Foundation

/// Maps element frames (content points) to pixel rectangles on a rendered figure, to outline the
/// elements the element diff reports on the pixel diff image: a content point `p` is at
/// `(offset + p) · scale` pixels, `offset` being where the figure draws the content's origin
/// (LayoutRendering's `FigureLayers.contentOrigin`).
public struct ElementOutlines: Sendable {
    /// Canvas points added to a content point.
    public var offset: CGPoint
    /// Pixels per point.
    public var scale: CGFloat

    /// Creates a mapping.
    public init(offset: CGPoint, scale: CGFloat) {
        self.offset = offset
        self.scale = scale
    }

    /// The pixel rectangle covering `frame` (outward to whole pixels).
    public func pixelRect(_ frame: CGRect) -> PixelRect? {
        let rect = frame.standardized
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return nil }
        let minX = ((rect.minX + offset.x) * scale).rounded(.down)
        let minY = ((rect.minY + offset.y) * scale).rounded(.down)
        let maxX = ((rect.maxX + offset.x) * scale).rounded(.up)
        let maxY = ((rect.maxY + offset.y) * scale).rounded(.up)
        let limit = CGFloat(1 << 20)
        guard abs(minX) < limit, abs(minY) < limit, abs(maxX) < limit, abs(maxY) < limit else { return nil }
        return PixelRect(x: Int(minX), y: Int(minY), width: Int(maxX - minX), height: Int(maxY - minY))
    }

    /// The frames of every changed element, before and after (moved elements get both).
    public func rects(for changes: [ElementChange]) -> [PixelRect] {
        var seen = Set<PixelRect>()
        var result: [PixelRect] = []
        for change in changes {
            for frame in [change.expected?.frame, change.actual?.frame].compactMap({ $0 }) {
                if let rect = pixelRect(frame), seen.insert(rect).inserted { result.append(rect) }
            }
        }
        return result
    }
}
