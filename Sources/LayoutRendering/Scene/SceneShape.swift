import Foundation
import LayoutImage
import LayoutSupport

/// A chrome shape (not a layout element): outline, dimming, swatch, arrow.
///
/// Strokes are centred on the path (the usual SVG/Cairo rule); whoever builds the shape insets
/// it if the stroke must stay inside. Fill uses the even-odd rule, so a `.compound` of an outer
/// and an inner rectangle paints a frame with a hole (the dimmed area around the viewport).
public struct SceneShape: Hashable, Sendable {
    /// The outline.
    public var path: ScenePath
    /// Interior paint; nil: no fill.
    public var fill: Color?
    /// Outline paint; nil: no stroke.
    public var stroke: Color?
    /// Outline width in points.
    public var strokeWidth: CGFloat
    /// Dash pattern in points; empty: solid.
    public var dash: [CGFloat]
    /// A semantic role, used as the SVG class ("content-outline", "viewport", "dim", "legend-swatch").
    public var role: String

    /// Creates a shape.
    public init(
        path: ScenePath, fill: Color? = nil, stroke: Color? = nil, strokeWidth: CGFloat = 1, dash: [CGFloat] = [],
        role: String
    ) {
        self.path = path
        self.fill = fill
        self.stroke = stroke
        self.strokeWidth = strokeWidth
        self.dash = dash
        self.role = role
    }
}

/// Geometry of a chrome shape, in scene coordinates.
public indirect enum ScenePath: Hashable, Sendable {
    /// A rectangle with rounded corners (radius clamped to half the shorter side; 0 = square).
    case rect(CGRect, cornerRadius: CGFloat)
    /// A closed polygon.
    case polygon([CGPoint])
    /// An open polyline (lines and arrows; fill is ignored).
    case polyline([CGPoint])
    /// Several closed sub-paths filled together with the even-odd rule.
    case compound([ScenePath])
}
