import Foundation
import LayoutSupport

/// How one element looks: paint, outline, corners and label.
///
/// Resolved per element by `Style.resolvedStyle(for:)` (category default, then a per-kind
/// override) and stored in each `SceneElement`, so backends never consult a `Style`.
///
/// Stroke rule (shared by every backend, see `ElementOutline`): the outline is stroked centred on
/// the element's bounds inset by half the stroke width, so the whole stroke stays inside the
/// element's box and neighbouring elements 0 points apart never overlap.
public struct ElementStyle: Hashable, Sendable, Codable {
    /// Interior paint; nil draws no fill.
    public var fill: Color?
    /// Outline paint; nil (or a zero width) draws no outline.
    public var stroke: Color?
    /// Outline width in points.
    public var strokeWidth: CGFloat
    /// Dash pattern in points (on, off, …); empty for a solid line.
    public var dash: [CGFloat]
    /// Corner radius in points of the untransformed bounds (clamped to half the shorter side).
    public var cornerRadius: CGFloat
    /// The label template (see `LabelTemplate`), e.g. `"{section}-{item}"`; nil or empty: no label.
    public var label: String?
    /// Label font size in points (font family `TextLayout.fontFamily`).
    public var fontSize: CGFloat
    /// Label colour.
    public var textColor: Color
    /// Where the label sits inside the element (see `TextLayout.labelCenter(for:)`).
    public var labelPlacement: LabelPlacement
    /// A placeholder drawn inside the element (see `ContentPattern`); nil: none.
    public var pattern: ContentPattern?

    /// Creates a style; every parameter has a neutral default.
    public init(
        fill: Color? = nil, stroke: Color? = nil, strokeWidth: CGFloat = 1, dash: [CGFloat] = [],
        cornerRadius: CGFloat = 0, label: String? = nil, fontSize: CGFloat = 12, textColor: Color = .black,
        labelPlacement: LabelPlacement = .center
    ) {
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
        self.cornerRadius = cornerRadius
        self.label = label
        self.fontSize = fontSize
        self.textColor = textColor
        self.labelPlacement = labelPlacement
    }

    /// Whether an outline is drawn (a stroke colour and a positive width).
    public var hasStroke: Bool { stroke != nil && strokeWidth > 0 }
}

/// Where an element's label sits; horizontally it is always centred.
public enum LabelPlacement: String, Hashable, Sendable, Codable, CaseIterable {
    /// Centred in the element (cells, headers, footers).
    case center
    /// Along the top edge, inside the padding (decorations, which cells usually cover).
    case top
}
