import Foundation

/// DejaVu Sans' metrics, read from the font files (2048 units per em): the font LayoutShot
/// draws and measures all text with, so a figure's labels and a layout's text measurement
/// (LayoutShotUIKit's `NSString.size(withAttributes:)`) agree with what is drawn.
///
/// Advances are exact for U+0020…U+007E (regular and bold); any other character counts as a
/// digit's advance, 0.636 em. Vertical metrics are the `hhea` table's (ascender 1901, descender
/// 483, no line gap) and the glyph bounds of "H" (cap height 1493) and "x" (x-height 1120).
public enum DejaVuSansMetrics {
    /// Font units per em.
    public static let unitsPerEm: CGFloat = 2048
    /// Ascender, as a fraction of the font size.
    public static let ascenderRatio: CGFloat = 1901 / 2048
    /// Descender below the baseline, as a (positive) fraction of the font size.
    public static let descenderRatio: CGFloat = 483 / 2048
    /// Ascent + descent: the height of a line, as a fraction of the font size (no line gap).
    public static let lineHeightRatio: CGFloat = 2384 / 2048
    /// The height of capitals ("H"), as a fraction of the font size.
    public static let capHeightRatio: CGFloat = 1493 / 2048
    /// The height of lowercase letters without ascenders ("x"), as a fraction of the font size.
    public static let xHeightRatio: CGFloat = 1120 / 2048

    /// The advance width of `text` at `fontSize` points, in points.
    public static func width(of text: some StringProtocol, fontSize: CGFloat, bold: Bool = false) -> CGFloat {
        CGFloat(units(of: text.utf8, bold: bold)) / unitsPerEm * fontSize
    }

    /// The advance width of `text` at `fontSize` points, in points (a figure measures every
    /// label through this one, made for `String` where it is written).
    public static func width(of text: String, fontSize: CGFloat, bold: Bool = false) -> CGFloat {
        CGFloat(units(of: text.utf8, bold: bold)) / unitsPerEm * fontSize
    }

    /// The advance of UTF-8 text in font units, read from its bytes: each Unicode scalar has
    /// one byte that does not continue another, and scalars outside the table take a digit's.
    private static func units(of utf8: some Sequence<UInt8>, bold: Bool) -> Int {
        let table = bold ? boldAdvances : regularAdvances
        var units = 0
        for byte in utf8 {
            switch byte {
            case 32..<127: units += table[Int(byte) - 32]
            case 0x80..<0xC0: continue  // a continuation byte of the scalar already counted
            default: units += fallbackAdvance
            }
        }
        return units
    }

    private static let fallbackAdvance = 1303

    /// Advance widths of U+0020…U+007E in DejaVu Sans (Book), font units (2048 per em).
    static let regularAdvances: [Int] = [
        651, 821, 942, 1716, 1303, 1946, 1597, 563, 799, 799, 1024, 1716, 651, 739, 651, 690,
        1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 1303, 690, 690, 1716, 1716, 1716, 1087,
        2048, 1401, 1405, 1430, 1577, 1294, 1178, 1587, 1540, 604, 604, 1343, 1141, 1767, 1532, 1612,
        1235, 1612, 1423, 1300, 1251, 1499, 1401, 2025, 1403, 1251, 1403, 799, 690, 799, 1716, 1024,
        1024, 1255, 1300, 1126, 1300, 1260, 721, 1300, 1298, 569, 569, 1186, 569, 1995, 1298, 1253,
        1300, 1300, 842, 1067, 803, 1298, 1212, 1675, 1212, 1212, 1075, 1303, 690, 1303, 1716,
    ]

    /// Advance widths of U+0020…U+007E in DejaVu Sans Bold, font units.
    static let boldAdvances: [Int] = [
        713, 934, 1067, 1716, 1425, 2052, 1786, 627, 936, 936, 1071, 1716, 778, 850, 778, 748,
        1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 1425, 819, 819, 1716, 1716, 1716, 1188,
        2048, 1585, 1561, 1503, 1700, 1399, 1399, 1681, 1714, 762, 762, 1587, 1305, 2038, 1714, 1741,
        1501, 1741, 1577, 1475, 1397, 1663, 1585, 2259, 1579, 1483, 1485, 936, 748, 936, 1716, 1024,
        1024, 1382, 1466, 1214, 1466, 1389, 891, 1466, 1458, 702, 702, 1362, 702, 2134, 1458, 1407,
        1466, 1466, 1010, 1219, 979, 1458, 1335, 1892, 1321, 1335, 1192, 1458, 748, 1458, 1716,
    ]
}
