import Foundation
import LayoutImage
import LayoutSupport

/// A chrome text: title, caption, legend entry, film-strip panel label.
///
/// `position` is the anchor point on the baseline: the left end (`.start`), the middle
/// (`.middle`) or the right end (`.end`) of the text, like SVG's `text-anchor`. The font is
/// always `TextLayout.fontFamily`. Backends draw the string as one line, unwrapped.
public struct SceneText: Hashable, Sendable {
    /// The text (plain; the SVG writer escapes it).
    public var text: String
    /// The anchor point on the baseline.
    public var position: CGPoint
    /// Which point of the text `position` is.
    public var anchor: TextAnchor
    /// Font size in points.
    public var fontSize: CGFloat
    /// Whether the bold face is used.
    public var isBold: Bool
    /// Paint.
    public var color: Color
    /// A semantic role, used as the SVG class ("title", "caption", "legend", "panel-label").
    public var role: String

    /// Creates a text.
    public init(
        text: String, position: CGPoint, anchor: TextAnchor = .start, fontSize: CGFloat, isBold: Bool = false,
        color: Color, role: String
    ) {
        self.text = text
        self.position = position
        self.anchor = anchor
        self.fontSize = fontSize
        self.isBold = isBold
        self.color = color
        self.role = role
    }
}

/// Horizontal alignment of a text relative to its position (SVG `text-anchor`).
public enum TextAnchor: String, Hashable, Sendable, Codable {
    /// `position` is the start (left end) of the text.
    case start
    /// `position` is the horizontal middle of the text.
    case middle
    /// `position` is the end (right end) of the text.
    case end
}
