import Foundation
import LayoutSupport

extension Style {
    /// The light documentation theme: white canvas; cells soft blue with a darker blue outline;
    /// headers amber and footers a paler amber (so a legend tells them apart); decorations light grey with a dashed outline and their kind along
    /// the top; the viewport outlined in dark slate; rect-query results outlined in red.
    public static let light = Style(
        name: "light",
        background: .rgb(0xFFFFFF),
        cell: ElementStyle(
            fill: .rgb(0xDCE9F9), stroke: .rgb(0x3E7BC4), strokeWidth: 1, cornerRadius: 4,
            label: "{section}-{item}", fontSize: 12, textColor: .rgb(0x1D3A5F)),
        supplementary: ElementStyle(
            fill: .rgb(0xFDECC4), stroke: .rgb(0xC98A0B), strokeWidth: 1, cornerRadius: 2,
            label: "{kind} {section}", fontSize: 12, textColor: .rgb(0x6B4504)),
        decoration: ElementStyle(
            fill: .rgb(0xF1F3F5), stroke: .rgb(0x9AA3AE), strokeWidth: 1, dash: [4, 3], cornerRadius: 6,
            label: "{kind}", fontSize: 11, textColor: .rgb(0x6B7480), labelPlacement: .top),
        kinds: [
            "footer": ElementStyle(
                fill: .rgb(0xFFF8E8), stroke: .rgb(0xD9A74A), strokeWidth: 1, cornerRadius: 2,
                label: "{kind} {section}", fontSize: 12, textColor: .rgb(0x6B4504)),
            // Compositional layouts' badges (round, coral); below, their section backgrounds (a
            // pale green panel behind the cells, unlabelled so it does not collide with them).
            "badge": ElementStyle(
                fill: .rgb(0xF26D5B), stroke: .rgb(0xB93A2A), strokeWidth: 1, cornerRadius: 9, label: nil,
                fontSize: 10, textColor: .rgb(0xFFFFFF)),
        ],
        decorationKinds: [
            "background": ElementStyle(
                fill: .rgb(0xE6F4EA), stroke: .rgb(0x7FB58F), strokeWidth: 1, cornerRadius: 10, label: nil,
                fontSize: 11, textColor: .rgb(0x2F6B3F))
        ],
        chrome: ChromeStyle(
            contentFill: .rgb(0xFAFBFC), contentOutline: .rgb(0x8C96A3), contentOutlineDash: [6, 4],
            viewportStroke: .rgb(0x1F2937), viewportStrokeWidth: 2.5, dim: Color.rgb(0x1F2937).withOpacity(0.28),
            highlightStroke: .rgb(0xD6452F), highlightStrokeWidth: 2, textColor: .rgb(0x2B313A),
            titleFontSize: 16, captionFontSize: 12)
    )

    /// The dark theme: near-black canvas; the same hues as `light`, darkened fills and brighter
    /// outlines and text.
    public static let dark = Style(
        name: "dark",
        background: .rgb(0x1C1E23),
        cell: ElementStyle(
            fill: .rgb(0x1E3A5F), stroke: .rgb(0x6EA8FE), strokeWidth: 1, cornerRadius: 4,
            label: "{section}-{item}", fontSize: 12, textColor: .rgb(0xDCE9FF)),
        supplementary: ElementStyle(
            fill: .rgb(0x4A3810), stroke: .rgb(0xF0B429), strokeWidth: 1, cornerRadius: 2,
            label: "{kind} {section}", fontSize: 12, textColor: .rgb(0xFDE9B5)),
        decoration: ElementStyle(
            fill: .rgb(0x2A2D33), stroke: .rgb(0x737C88), strokeWidth: 1, dash: [4, 3], cornerRadius: 6,
            label: "{kind}", fontSize: 11, textColor: .rgb(0xA3ABB6), labelPlacement: .top),
        kinds: [
            "footer": ElementStyle(
                fill: .rgb(0x33290F), stroke: .rgb(0xB8892A), strokeWidth: 1, cornerRadius: 2,
                label: "{kind} {section}", fontSize: 12, textColor: .rgb(0xFDE9B5)),
            "badge": ElementStyle(
                fill: .rgb(0xD9534F), stroke: .rgb(0xFF8A7A), strokeWidth: 1, cornerRadius: 9, label: nil,
                fontSize: 10, textColor: .rgb(0xFFFFFF)),
        ],
        decorationKinds: [
            "background": ElementStyle(
                fill: .rgb(0x1F3326), stroke: .rgb(0x4F8A60), strokeWidth: 1, cornerRadius: 10, label: nil,
                fontSize: 11, textColor: .rgb(0xB8E0C4))
        ],
        chrome: ChromeStyle(
            contentFill: .rgb(0x23262C), contentOutline: .rgb(0x7A8390), contentOutlineDash: [6, 4],
            viewportStroke: .rgb(0xF3F4F6), viewportStrokeWidth: 2.5, dim: Color.rgb(0x000000).withOpacity(0.45),
            highlightStroke: .rgb(0xFF6B57), highlightStrokeWidth: 2, textColor: .rgb(0xE3E6EA),
            titleFontSize: 16, captionFontSize: 12, safeAreaFill: Color.rgb(0xFF922B).withOpacity(0.28),
            layoutMarginsFill: Color.rgb(0x9775FA).withOpacity(0.2))
    )
}

extension Color {
    /// An opaque colour from a 24-bit `0xRRGGBB` literal (for built-in palettes).
    public static func rgb(_ value: UInt32) -> Color {
        Color(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }
}
