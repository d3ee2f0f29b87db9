import Foundation
import LayoutSupport

/// Changes to one element's look on top of its resolved `ElementStyle`: a document's per-element
/// `fill`, `stroke`, `text` colour and `cornerRadius`, or the colours of its role in an
/// animation (inserted, deleted, moved, reloaded). Properties left nil keep the style's.
///
/// An appearance with a `legendName` gets its own legend entry, drawn in its colours, instead of
/// counting under its category's.
public struct ElementAppearance: Hashable, Sendable {
    /// Interior paint.
    public var fill: Color?
    /// Outline paint.
    public var stroke: Color?
    /// Label colour.
    public var textColor: Color?
    /// Corner radius in points.
    public var cornerRadius: CGFloat?
    /// The element's legend entry; nil counts it under its category.
    public var legendName: String?

    /// An appearance changing the given properties.
    public init(
        fill: Color? = nil, stroke: Color? = nil, textColor: Color? = nil, cornerRadius: CGFloat? = nil,
        legendName: String? = nil
    ) {
        self.fill = fill
        self.stroke = stroke
        self.textColor = textColor
        self.cornerRadius = cornerRadius
        self.legendName = legendName
    }

    /// This appearance with `other`'s properties where `other` sets them.
    public func overridden(by other: ElementAppearance) -> ElementAppearance {
        ElementAppearance(
            fill: other.fill ?? fill, stroke: other.stroke ?? stroke, textColor: other.textColor ?? textColor,
            cornerRadius: other.cornerRadius ?? cornerRadius, legendName: other.legendName ?? legendName)
    }

    /// `style` with this appearance's changes.
    public func applied(to style: ElementStyle) -> ElementStyle {
        var style = style
        if let fill { style.fill = fill }
        if let stroke { style.stroke = stroke }
        if let textColor { style.textColor = textColor }
        if let cornerRadius { style.cornerRadius = max(0, cornerRadius) }
        return style
    }
}

/// An element's part in a batch update, as figures colour it.
public enum UpdateRole: String, Hashable, Sendable, CaseIterable {
    /// Inserted (an inserted item, or an element of an inserted section).
    case inserted
    /// Deleted.
    case deleted
    /// Moved explicitly (`moveItem`, `moveSection`).
    case moved
    /// Reloaded.
    case reloaded
}

extension Style {
    /// The colours `role` is drawn in, named for the legend: green for inserted, red for
    /// deleted, violet for moved, teal for reloaded — distinct from the themes' blue cells and
    /// amber headers, in the theme's lightness.
    public func appearance(for role: UpdateRole) -> ElementAppearance {
        let dark = name == "dark"
        let (fill, stroke, text): (UInt32, UInt32, UInt32) =
            switch role {
            case .inserted: dark ? (0x1E3B28, 0x4CB866, 0xC9EED3) : (0xDDF3E2, 0x2E9A4B, 0x17502A)
            case .deleted: dark ? (0x42201F, 0xE0625A, 0xF5CFCC) : (0xFCE1DF, 0xCC3B33, 0x6E1C17)
            case .moved: dark ? (0x30264A, 0x9A7BEA, 0xDCD2FA) : (0xECE5FB, 0x7352C7, 0x3B2470)
            case .reloaded: dark ? (0x173A3D, 0x3FB3BD, 0xC4ECEF) : (0xDDF2F4, 0x1C8C96, 0x0E4A50)
            }
        return ElementAppearance(
            fill: .rgb(fill), stroke: .rgb(stroke), textColor: .rgb(text), legendName: role.rawValue)
    }
}
