import CollectionLayout
import Foundation

/// What part of a layout a figure shows and which chrome it carries.
public struct RenderOptions: Hashable, Sendable {
    /// The part of the content a figure draws.
    public enum Region: Hashable, Sendable {
        /// The whole content (`collectionViewContentSize`), grown to include any element that
        /// pokes out of it (rotated cells, an overscrolled stretchy header); not clipped.
        case content
        /// Only the viewport (the collection view's bounds), clipped to it.
        case viewport
        /// An explicit rectangle in content coordinates, clipped to it (for animation frames
        /// that must share one canvas).
        case rect(CGRect)
    }

    /// The drawn region; `.content` by default.
    public var region: Region
    /// Whether the viewport is outlined (and, with `.content`, the content outside it dimmed).
    public var showViewport: Bool
    /// Whether the elements the viewport's rect query returns are highlighted.
    public var highlightVisible: Bool
    /// Pixels per point for raster backends (1, 2, 3…); the scene itself is in points.
    public var scale: CGFloat
    /// Space around the drawn region, in points.
    public var margins: EdgeInsets
    /// A title drawn above the region; nil: none.
    public var title: String?
    /// A caption drawn below the region (one line per `\n`); nil: none.
    public var caption: String?
    /// Whether a legend (one swatch per element category/kind present) is drawn below the region.
    public var showLegend: Bool
    /// Whether the content area is filled and outlined (`ChromeStyle.contentFill`/`contentOutline`).
    public var showContentOutline: Bool
    /// With `.viewport`, whether the part of the viewport the content (and its elements) does
    /// not reach is left out, so a figure is not mostly empty; ignored with `showViewport`.
    public var cropsToContent = true
    /// The safe area and margins to tint over the viewport, with their legend entries; nil: none.
    public var safeAreaBand: SafeAreaBand?
    /// With `.content`, whether an orthogonal section's cards that run past its band peek out
    /// as faded ghosts, the figure growing by the peek on both sides so the layout stays
    /// centred; false: the figure stops at the content (the "scrolls →" cue stays).
    public var showsOrthogonalPeek = true

    /// Creates options; defaults draw the whole content with a 16-point margin and no extras.
    public init(
        region: Region = .content, showViewport: Bool = false, highlightVisible: Bool = false, scale: CGFloat = 1,
        margins: EdgeInsets = EdgeInsets(top: 16, left: 16, bottom: 16, right: 16), title: String? = nil,
        caption: String? = nil, showLegend: Bool = false, showContentOutline: Bool = true
    ) {
        self.region = region
        self.showViewport = showViewport
        self.highlightVisible = highlightVisible
        self.scale = scale
        self.margins = margins
        self.title = title
        self.caption = caption
        self.showLegend = showLegend
        self.showContentOutline = showContentOutline
    }
}
