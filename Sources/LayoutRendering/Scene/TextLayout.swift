import CollectionLayout
import Foundation

/// Text placement shared by both backends, so SVG and Cairo put every glyph in the same place.
///
/// - Font: always `fontFamily` ("DejaVu Sans"), regular or bold, at the given size in points.
/// - Vertical rule: a line of text centred on y has its baseline at `y + baselineRatio · fontSize`
///   (0.35 em: DejaVu Sans' cap height is 0.73 em, so capitals and digits sit visually centred).
/// - Horizontal rule: `.middle` centres the text's advance width on x (SVG `text-anchor="middle"`;
///   Cairo measures the advance with `cairo_text_extents` and starts at x − advance / 2).
///
/// Widths are estimated from DejaVu Sans' own advance widths (`DejaVuSansMetrics`: an ASCII
/// table read from the font at 2048 units per em; other characters count as 0.636 em), which is
/// what both renderers use, so labels can be fitted to their element before drawing,
/// identically for both backends.
public enum TextLayout {
    /// The one font family LayoutShot draws text with.
    public static let fontFamily = "DejaVu Sans"
    /// The CSS `font-family` value for SVG: DejaVu Sans first (what both renderers here use),
    /// then look-alike fallbacks for viewers without it (a browser on macOS would otherwise fall
    /// back to a serif face).
    public static let svgFontFamily = "'DejaVu Sans', Verdana, sans-serif"
    /// Baseline below the centre line, as a fraction of the font size.
    public static let baselineRatio: CGFloat = 0.35
    /// The smallest font size a label is shrunk to; below it, the label is dropped.
    public static let minimumLabelFontSize: CGFloat = 6
    /// Space kept between a label and its element's edges (plus the stroke width), in points.
    public static let labelPadding: CGFloat = 2

    /// The baseline y of a line of text vertically centred on `centerY`.
    public static func baseline(centeredAt centerY: CGFloat, fontSize: CGFloat) -> CGFloat {
        centerY + baselineRatio * fontSize
    }

    /// The centre of an element's label line, in the element's local coordinates: the local
    /// origin (`.center`) or the top edge inset by `labelPadding` + stroke width + half a line
    /// (`.top`), shifted by `contentOffset`.
    public static func labelCenter(for element: SceneElement) -> CGPoint {
        var center = element.contentOffset
        let style = element.style
        if style.labelPlacement == .top {
            let inset = labelPadding + (style.hasStroke ? style.strokeWidth : 0)
            center.y += -element.size.height / 2 + inset + style.fontSize * lineHeightRatio / 2
        }
        return center
    }

    /// Where an element's label is drawn, in the element's local coordinates: the anchor point
    /// (horizontal middle, on the baseline) of a label line centred at `labelCenter(for:)`.
    public static func labelPosition(for element: SceneElement) -> CGPoint {
        let center = labelCenter(for: element)
        return CGPoint(x: center.x, y: baseline(centeredAt: center.y, fontSize: element.style.fontSize))
    }

    /// The advance width of `text` in DejaVu Sans at `fontSize`, in points
    /// (`DejaVuSansMetrics`, shared with text measurement in LayoutShotUIKit).
    public static func estimatedWidth(of text: String, fontSize: CGFloat, bold: Bool = false) -> CGFloat {
        DejaVuSansMetrics.width(of: text, fontSize: fontSize, bold: bold)
    }

    /// The font size at which `text` fits a box of `size` with `inset` on every side: `fontSize`
    /// when it fits, else shrunk, or nil when it would fall below `minimumLabelFontSize`.
    public static func fittedFontSize(
        for text: String, fontSize: CGFloat, in size: CGSize, inset: CGFloat, bold: Bool = false
    ) -> CGFloat? {
        guard fontSize > 0, fontSize.isFinite else { return nil }
        let availableWidth = size.width - 2 * inset
        let availableHeight = size.height - 2 * inset
        let width = estimatedWidth(of: text, fontSize: fontSize, bold: bold)
        var fitted = fontSize
        if width > availableWidth, width > 0 { fitted = fontSize * availableWidth / width }
        // A line needs about 1.16 em (DejaVu Sans ascent + descent) of height.
        fitted = min(fitted, availableHeight / lineHeightRatio)
        guard fitted >= minimumLabelFontSize else { return nil }
        return fitted
    }

    /// DejaVu Sans' ascent + descent as a fraction of the font size (1901 + 483 of 2048 units).
    public static let lineHeightRatio: CGFloat = DejaVuSansMetrics.lineHeightRatio
}
