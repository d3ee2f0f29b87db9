import Foundation
import LayoutImage
import LayoutRendering
import LayoutSnapshot
import LayoutSpec

/// What `check` compares with a document's references, made in memory: the layout snapshot and
/// the image of what the document's command publishes, with what maps the image back to the
/// elements and frames.
public struct ReferenceRendering {
    /// The layout snapshot of the still (the layout before any change, for a strip too).
    public var snapshot: LayoutSnapshot
    /// The image: the still's figure, or the film strip of every frame.
    public var image: RGBAImage
    /// Canvas points added to a content point to find it on a still's image; nil on a strip.
    public var contentOrigin: CGPoint?
    /// A strip's frames: their captions and where each is on the strip, in points; empty for a
    /// still.
    public var frames: [(label: String, frame: CGRect)] = []
    /// A strip's frames' elements; nil for a still.
    public var frameLayouts: StripSnapshot?
}

extension DocumentOutput {
    /// The rendering `check` compares with the references, at `options.scale` (else the
    /// document's): a document with `updates` or a `transition` as the film strip `animate`
    /// draws (every frame), one with `scroll` as the strip `scroll` draws, any other as the
    /// figure `render` draws. The still is laid out once: its snapshot and its figure come from
    /// the same pass.
    ///
    /// - Throws: `DocumentError` for a document that cannot be drawn, its canvas located.
    public func referenceRendering() throws -> ReferenceRendering {
        let renderer = stillRenderer
        let raster = RasterRenderer(scale: CGFloat(renderer.effectiveScale))
        return try document.locatingCanvasLimits {
            let still = try renderer.still()
            if let strip = try stripScene() {
                let frames = strip.nodes.compactMap { node -> (label: String, frame: CGRect)? in
                    guard case .panel(let panel) = node else { return nil }
                    return (panel.label ?? "", panel.frame)
                }
                return ReferenceRendering(
                    snapshot: still.snapshot, image: try raster.image(for: strip), contentOrigin: nil, frames: frames,
                    frameLayouts: strip.stripSnapshot)
            }
            let layers = still.layers()
            return ReferenceRendering(
                snapshot: still.snapshot, image: try raster.image(for: layers.scene),
                contentOrigin: layers.contentOrigin)
        }
    }

    /// The film strip `animate` or `scroll` draws for the document; nil for a still figure.
    private func stripScene() throws -> Scene? {
        if document.change != nil {
            return try DocumentAnimator(document: document, animation: try document.animation()).stripScene()
        }
        guard let scroll = document.scroll else { return nil }
        let scroller = DocumentScroller(document: document, scroll: scroll)
        return try scroller.stripScene(for: try scroller.sample())
    }
}
