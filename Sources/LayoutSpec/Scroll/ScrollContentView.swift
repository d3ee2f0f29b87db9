import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutRendering
import LayoutStyle

/// The whole-content view of a sampled scroll: per frame, the entire content as laid out at that
/// frame's offset, with the viewport drawn as a moving rectangle (outside dimmed) and the
/// elements its rect query returned highlighted — the guide's visible-rectangle figure, animated.
///
/// Every frame draws the same region (the content joined with every frame's viewport, so an
/// overscrolled viewport stays inside the picture), so the frames line up in a strip.
struct ScrollContentView {
    /// The theme.
    var style: Style
    /// Per-element labels and looks, as in `render`.
    var labels: [ElementKey: String] = [:]
    var appearances: [ElementKey: ElementAppearance] = [:]
    /// The app's own views for the elements (a document's `views`); nil: boxes.
    var viewContent: ViewContentProvider?

    init(style: Style) {
        self.style = style
    }

    /// One labelled frame per sampled frame. Moves `collectionView` to each frame's offset and
    /// queries the whole region there (effects such as sticky headers depend on the offset);
    /// the collection view is left at the last frame's offset.
    func frames(for sequence: ScrollSequence, in collectionView: CollectionView) -> [FilmStrip.Frame] {
        let content = CGRect(origin: .zero, size: sequence.contentSize)
        let region = sequence.frames.reduce(content) { $0.union($1.bounds) }
        var builder = SceneBuilder(
            style: style,
            options: RenderOptions(
                region: .rect(region), showViewport: true, highlightVisible: true, margins: .zero,
                showContentOutline: true))
        builder.viewContent = viewContent
        let axis = sequence.plan.direction == .vertical ? "y" : "x"
        return sequence.frames.map { frame in
            collectionView.bounds.origin = frame.contentOffset
            collectionView.layoutIfNeeded()
            let attributes = collectionView.layoutAttributesForElements(in: region)
            let scene = builder.makeScene(
                attributes: attributes, contentSize: sequence.contentSize,
                viewport: frame.bounds, highlighted: Set(frame.attributes.map(\.elementKey)), labels: labels,
                appearances: appearances)
            let offset = frame.contentOffset.coordinate(along: sequence.plan.direction)
            return FilmStrip.Frame(scene: scene, label: FilmStrip.offsetLabel(offset, axis: axis))
        }
    }
}
