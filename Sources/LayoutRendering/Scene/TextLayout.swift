import Foundation

/// Text placement shared by both backends, so SVG and Cairo put every glyph in the same place.
///
/// - Font: always `fontFamily` ("DejaVu Sans"), regular or bold, at the given size in points.
/// - Vertical rule: a line of text centred on y has its baseline at `y + baselineRatio · fontSize`
///   (0.35 em: DejaVu Sans' cap height is 0.73 em, so capitals and digits sit visually centred).
/// - Horizontal rule: `.middle` centres the text's advance width on x (SVG `text-anchor="middle"`;
///   Cairo measures the advance with `cairo_text_extents` and starts at x − advance / 2).
///
/// Widths are estimated from DejaVu Sans' own advance widths (ASCII table below, read from the
/// font at 2048 units per em; other characters count as 0.636 em), which is what both renderers
/// use, so labels can be fitted to their element before drawing, identically for both backends.
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

    /// The advance width of `text` in DejaVu Sans at `fontSize`, in points.
    public static func estimatedWidth(of text: String, fontSize: CGFloat, bold: Bool = false) -> CGFloat {
        let table = bold ? boldAdvances : regularAdvances
        var units = 0
        for scalar in text.unicodeScalars {
            let value = Int(scalar.value)
            units += (32..<127).contains(value) ? table[value - 32] : fallbackAdvance
        }
        return CGFloat(units) / unitsPerEm * fontSize
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
    public static let lineHeightRatio: CGFloat = 2384 / 2048

    private static let unitsPerEm: CGFloat = 2048
    private static let fallbackAdvance = 1303

    /// Advance widths of U+0020…U+007E in DejaVu Sans (Book), font units (2048 per em).
    private static let regularAdvances: [Int] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    /// Advance widths of U+0020…U+007E in DejaVu Sans Bold, font units.
    private static let boldAdvances: [Int] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
        2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
        1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
        1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
        1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
    ]
}
