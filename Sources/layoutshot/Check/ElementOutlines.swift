import CollectionLayout
import Foundation
import LayoutDiff
import LayoutRendering

/// Maps element frames (content points) to pixel rectangles on a rendered scene, to outline the
/// elements the element diff reports on the pixel diff image.
///
/// The scene builder draws the region in a panel placed on the canvas at `panel.origin` (after the
/// margins and title), with every element shifted from content coordinates by the region's
/// origin; a scene element keeps its content-space centre in `contentCenter`, so the shift is
/// `center - contentCenter`. A content point `p` is therefore at `(panel.origin + shift + p) · scale`
/// pixels.
struct ElementOutlines {
    /// Canvas points added to a content point.
    var offset: CGPoint
    /// Pixels per point.
    var scale: CGFloat

    /// The mapping of `scene` rendered at `scale`: its region panel and that panel's shift.
    init(scene: Scene, scale: CGFloat) {
        self.scale = scale
        var offset = CGPoint.zero
        for node in scene.nodes {
            guard case .panel(let panel) = node else { continue }
            offset = panel.origin
            for inner in panel.scene.nodes {
                guard case .element(let element) = inner else { continue }
                offset.x += element.center.x - element.contentCenter.x
                offset.y += element.center.y - element.contentCenter.y
                break
            }
            break
        }
        self.offset = offset
    }

    /// The pixel rectangle covering `frame` (outward to whole pixels).
    func pixelRect(_ frame: CGRect) -> PixelRect? {
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
    func rects(for changes: [ElementChange]) -> [PixelRect] {
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
