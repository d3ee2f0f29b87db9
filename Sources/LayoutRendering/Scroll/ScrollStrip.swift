import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutStyle

/// Draws a sampled scroll (`ScrollSequence`) as a film strip: the viewport of every frame side by
/// side (or in a grid of `columns`), each labelled with its content offset ("y = 150").
///
/// Each frame is the viewport region of that frame's visible attributes, built by `SceneBuilder`;
/// the stretchy layout's parallax shows as content shifted inside the cells and its header
/// overlay as a darkening element (`SceneDrawingHooks`).
///
/// ```swift
/// let sequence = try ScrollPlan(.keyframes(from: -100, to: 1200, frames: 8, curve: .linear),
///                               overscroll: .exact).sample(in: collectionView)
/// let scene = try ScrollStrip(columns: 4).makeScene(for: sequence)
/// ```
public struct ScrollStrip: Sendable {
    /// The theme of the frames and the sheet.
    public var style: Style
    /// Frames per row; nil puts every frame in one row.
    public var columns: Int?
    /// A title above the strip; nil for none.
    public var title: String?
    /// Per-element label texts replacing the template (section titles), as in `render`.
    public var labels: [ElementKey: String] = [:]
    /// Per-element changes to the look (a document's overrides), as in `render`.
    public var appearances: [ElementKey: ElementAppearance] = [:]
    /// The app's own views for the elements (a document's `views`); nil: boxes.
    public var viewContent: ViewContentProvider?

    /// Creates a strip builder.
    public init(style: Style = .light, columns: Int? = nil, title: String? = nil) {
        self.style = style
        self.columns = columns
        self.title = title
    }

    /// The film-strip frames of `sequence`: one viewport scene per frame, labelled with its offset.
    public func frames(for sequence: ScrollSequence) -> [FilmStrip.Frame] {
        var builder = SceneBuilder(
            style: style,
            options: RenderOptions(region: .viewport, margins: .zero, showContentOutline: false))
        builder.viewContent = viewContent
        let axis = sequence.plan.direction == .vertical ? "y" : "x"
        return sequence.frames.map { frame in
            let scene = builder.makeScene(
                attributes: frame.attributes, contentSize: sequence.contentSize, viewport: frame.bounds,
                labels: labels, appearances: appearances)
            let offset = frame.contentOffset.coordinate(along: sequence.plan.direction)
            return FilmStrip.Frame(scene: scene, label: FilmStrip.offsetLabel(offset, axis: axis))
        }
    }

    /// The whole strip as one scene, for either backend.
    ///
    /// - Throws: `FilmStripError` when the sequence has no frames or `columns` is not positive.
    public func makeScene(for sequence: ScrollSequence) throws -> Scene {
        try FilmStrip(columns: columns, style: style, title: title).makeScene(frames: frames(for: sequence))
    }
}
