import CollectionLayout
import Foundation
import LayoutStyle

/// Turns layout attributes into a `Scene`: the figure both backends draw.
///
/// Steps: drop hidden elements (and, for a clipped region, those entirely outside it); sort
/// stably by zIndex (ties keep the layout's order: UIKit leaves equal zIndex unordered,
/// LayoutShot must be deterministic); resolve each element's style and label (`Style`,
/// `LabelTemplate`, fitted with `TextLayout`); highlight the viewport's rect-query result if
/// asked; find the drawn region. The result is a `Figure`, laid out by `Figure.layers()` (title,
/// the region panel with its chrome, legend, caption). Pure and deterministic.
///
/// The steps live in extensions, one concern each: making figures (`SceneBuilder+Figure`),
/// painting order (`+PaintingOrder`), the drawn region and what elements cover (`+Region`),
/// one element from its attributes (`+Element`), and the elements of a large figure built on
/// every core (`+ParallelElements`).
///
/// ```swift
/// let builder = SceneBuilder(style: .light, options: RenderOptions(showViewport: true, highlightVisible: true))
/// let scene = builder.makeScene(attributes: attributes, contentSize: contentSize, viewport: collectionView.bounds)
/// ```
public struct SceneBuilder: Sendable {
    /// The theme.
    public var style: Style
    /// Region and chrome.
    public var options: RenderOptions
    /// Threads building the elements of a large figure (tests vary it; the output is the same).
    var workers = ProcessInfo.processInfo.activeProcessorCount
    /// Draws elements as the app's own views: asked, for each element, on the thread that reads
    /// the attributes; nil (the default) draws boxes.
    public var viewContent: ViewContentProvider?

    /// Creates a builder.
    public init(style: Style = .light, options: RenderOptions = RenderOptions()) {
        self.style = style
        self.options = options
    }
}
