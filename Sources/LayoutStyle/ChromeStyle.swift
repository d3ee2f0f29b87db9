import Foundation
import LayoutSupport

/// How the figure around the elements looks: content outline, viewport, dimming, highlight,
/// title, caption and legend.
public struct ChromeStyle: Hashable, Sendable, Codable {
    /// Fill of the content area (drawn under the elements); nil: the canvas background shows.
    public var contentFill: Color?
    /// Outline of the content area (`collectionViewContentSize`); nil: none.
    public var contentOutline: Color?
    /// Dash pattern of the content outline.
    public var contentOutlineDash: [CGFloat]
    /// Outline of the viewport rectangle.
    public var viewportStroke: Color
    /// Width of the viewport outline in points.
    public var viewportStrokeWidth: CGFloat
    /// Paint laid over everything outside the viewport (translucent).
    public var dim: Color
    /// Outline colour of highlighted elements (the viewport's rect-query result).
    public var highlightStroke: Color
    /// Outline width of highlighted elements (at least the element's own width).
    public var highlightStrokeWidth: CGFloat
    /// Colour of title, caption and legend text.
    public var textColor: Color
    /// Title font size in points.
    public var titleFontSize: CGFloat
    /// Caption and legend font size in points.
    public var captionFontSize: CGFloat
    /// Tint of the safe area's band (`render.showSafeArea`; translucent).
    public var safeAreaFill: Color
    /// Tint of the layout margins' band inside it (translucent).
    public var layoutMarginsFill: Color

    /// Creates a chrome style.
    public init(
        contentFill: Color?, contentOutline: Color?, contentOutlineDash: [CGFloat], viewportStroke: Color,
        viewportStrokeWidth: CGFloat, dim: Color, highlightStroke: Color, highlightStrokeWidth: CGFloat,
        textColor: Color, titleFontSize: CGFloat, captionFontSize: CGFloat,
        safeAreaFill: Color = Color.rgb(0xE8590C).withOpacity(0.22),
        layoutMarginsFill: Color = Color.rgb(0x7048E8).withOpacity(0.14)
    ) {
        self.contentFill = contentFill
        self.contentOutline = contentOutline
        self.contentOutlineDash = contentOutlineDash
        self.viewportStroke = viewportStroke
        self.viewportStrokeWidth = viewportStrokeWidth
        self.dim = dim
        self.highlightStroke = highlightStroke
        self.highlightStrokeWidth = highlightStrokeWidth
        self.textColor = textColor
        self.titleFontSize = titleFontSize
        self.captionFontSize = captionFontSize
        self.safeAreaFill = safeAreaFill
        self.layoutMarginsFill = layoutMarginsFill
    }
}
