import CollectionLayout
import Foundation
import LayoutDocument
import LayoutRendering

extension LayoutDocument {
    /// Refuses a PNG (or a sheet of `frames` PNG frames laid out by `strip`) that cannot fit the
    /// canvas limits, before any element is queried or drawn: every frame shows at least the
    /// drawn region (the content and viewport, or the viewport) with the figure's margins, and
    /// that is known from the content size alone. The check after the scene is built still
    /// applies to what this bound cannot see (title, legend, labels, spacing).
    ///
    /// - Parameter collectionView: the document's collection view when already made (its
    ///   content size is then not computed twice).
    /// - Throws: `RasterError`, as `RasterCanvas` words it.
    func checkCanvasBeforeDrawing(
        region: DocumentRenderOptions.Region, scale: Double, frames: Int = 1, strip: FilmStrip? = nil,
        in collectionView: CollectionView? = nil
    ) throws {
        let collectionView = collectionView ?? makeCollectionView()
        let drawn =
            region == .viewport
            ? collectionView.bounds.size
            : collectionView.wholeContentRect.size
        let margins = RenderOptions().margins
        let frame = CGSize(
            width: drawn.width + margins.left + margins.right, height: drawn.height + margins.top + margins.bottom)
        let size = strip?.minimumSize(frameCount: frames, frameSize: frame) ?? frame
        _ = try RasterCanvas(sceneSize: size, scale: CGFloat(scale))
    }
}
