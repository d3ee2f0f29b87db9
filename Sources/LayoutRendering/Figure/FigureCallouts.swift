import Foundation
import LayoutImage

/// Tutorial annotations drawn over a figure's elements, in the region's coordinates: dimension
/// lines that measure a gap ("10 pt") and callouts that point at an element with a note. They
/// are drawn in the annotation colour, and like every annotation around the elements' labels.
public struct FigureCallouts: Sendable {
    /// The theme (text size, colour choice).
    public var style: Style

    /// Creates the annotations' builder.
    public init(style: Style) {
        self.style = style
    }

    /// The annotation colour: a magenta that no theme uses for elements or chrome.
    public var color: Color { style.name == "dark" ? .rgb(0xF48FB1) : .rgb(0xC2185B) }

    /// Length of a dimension line's end ticks, in points.
    static let tick: CGFloat = 8

    /// A dimension line from `start` to `end` (horizontal or vertical), with perpendicular ticks
    /// at both ends and its length ("10 pt", to a tenth of a point) beside its middle: above a
    /// horizontal line, to the right of a vertical one.
    public func dimension(from start: CGPoint, to end: CGPoint) -> [SceneNode] {
        let horizontal = abs(end.x - start.x) >= abs(end.y - start.y)
        let length = horizontal ? abs(end.x - start.x) : abs(end.y - start.y)
        let half = Self.tick / 2
        func tick(at point: CGPoint) -> SceneNode {
            let ends =
                horizontal
                ? [CGPoint(x: point.x, y: point.y - half), CGPoint(x: point.x, y: point.y + half)]
                : [CGPoint(x: point.x - half, y: point.y), CGPoint(x: point.x + half, y: point.y)]
            return .shape(SceneShape(path: .polyline(ends), stroke: color, strokeWidth: 1, role: "dimension"))
        }
        let fontSize = style.chrome.captionFontSize
        let middle = CGPoint(x: (start.x + end.x) / 2, y: (start.y + end.y) / 2)
        let text = "\(FilmStrip.points(length)) pt"
        let label =
            horizontal
            ? SceneText(
                text: text, position: CGPoint(x: middle.x, y: middle.y - half - 3), anchor: .middle,
                fontSize: fontSize, color: color, role: "dimension-label")
            : SceneText(
                text: text,
                position: CGPoint(
                    x: middle.x + half + 3, y: TextLayout.baseline(centeredAt: middle.y, fontSize: fontSize)),
                fontSize: fontSize, color: color, role: "dimension-label")
        return [
            .shape(SceneShape(path: .polyline([start, end]), stroke: color, strokeWidth: 1, role: "dimension")),
            tick(at: start), tick(at: end), .text(label),
        ]
    }

    /// A callout for the element whose frame is `frame`: `text` beside one of its corners,
    /// joined to it by a leader line with an elbow. The corner is the first of top-right,
    /// bottom-right, top-left and bottom-left whose text stays inside `region` and clear of
    /// every rectangle in `obstacles` (the other elements); top-right when none is.
    public func callout(
        _ text: String, pointingAt frame: CGRect, in region: CGRect, avoiding obstacles: [CGRect] = []
    ) -> [SceneNode] {
        let fontSize = style.chrome.captionFontSize
        let lineHeight = fontSize * TextLayout.lineHeightRatio
        let width = TextLayout.estimatedWidth(of: text, fontSize: fontSize)
        let rise: CGFloat = 14
        struct Placement {
            var target: CGPoint
            var elbow: CGPoint
            var box: CGRect
            var rightward: Bool
        }
        func placement(right: Bool, top: Bool) -> Placement {
            let target = CGPoint(x: right ? frame.maxX - 6 : frame.minX + 6, y: top ? frame.minY + 6 : frame.maxY - 6)
            let elbow = CGPoint(x: target.x + (right ? rise : -rise), y: top ? frame.minY - rise : frame.maxY + rise)
            let boxX = right ? elbow.x + 4 : elbow.x - 4 - width
            return Placement(
                target: target, elbow: elbow,
                box: CGRect(x: boxX, y: elbow.y - lineHeight / 2, width: width, height: lineHeight), rightward: right)
        }
        let candidates = [(true, true), (true, false), (false, true), (false, false)].map {
            placement(right: $0, top: $1)
        }
        let chosen =
            candidates.first { candidate in
                region.contains(candidate.box) && !obstacles.contains { $0.intersects(candidate.box) }
            } ?? candidates[0]
        let textEnd = chosen.rightward ? chosen.box.minX - 2 : chosen.box.maxX + 2
        return [
            .shape(
                SceneShape(
                    path: .polyline([chosen.target, chosen.elbow, CGPoint(x: textEnd, y: chosen.elbow.y)]),
                    stroke: color,
                    strokeWidth: 1, role: "callout")),
            .shape(
                SceneShape(
                    path: .rect(
                        CGRect(x: chosen.target.x - 2, y: chosen.target.y - 2, width: 4, height: 4), cornerRadius: 2),
                    fill: color, role: "callout")),
            .text(
                SceneText(
                    text: text,
                    position: CGPoint(
                        x: chosen.box.minX, y: TextLayout.baseline(centeredAt: chosen.elbow.y, fontSize: fontSize)),
                    fontSize: fontSize, color: color, role: "callout-label")),
        ]
    }
}
