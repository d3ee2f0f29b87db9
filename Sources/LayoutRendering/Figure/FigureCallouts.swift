import Foundation
import LayoutImage
import LayoutStyle
import LayoutSupport

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
    /// at both ends and its length ("10 pt", to a tenth of a point) near its middle: above a
    /// horizontal line, to the right of a vertical one, or — when that box would cross one of
    /// `obstacles` (elements, the content outline, earlier labels) — at the nearest place inside
    /// `room` that crosses none, joined to the line by a dotted leader. The label's box is added
    /// to `obstacles`, so later annotations keep clear of it.
    public func dimension(
        from start: CGPoint, to end: CGPoint, avoiding obstacles: inout [CGRect], in room: CGRect = .infinite
    ) -> [SceneNode] {
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
        let size = CGSize(
            width: TextLayout.estimatedWidth(of: text, fontSize: fontSize),
            height: fontSize * TextLayout.lineHeightRatio)
        // Where the label goes by default: above a horizontal line, right of a vertical one.
        let preferred =
            horizontal
            ? CGPoint(x: middle.x, y: middle.y - half - 2 - size.height / 2)
            : CGPoint(x: middle.x + half + 3 + size.width / 2, y: middle.y)
        let line = CGRect(
            x: min(start.x, end.x) - half, y: min(start.y, end.y) - half, width: abs(end.x - start.x) + 2 * half,
            height: abs(end.y - start.y) + 2 * half)
        let box = Self.nearestClearBox(size: size, around: preferred, avoiding: obstacles + [line], in: room)
        obstacles.append(box)
        var nodes: [SceneNode] = [
            .shape(SceneShape(path: .polyline([start, end]), stroke: color, strokeWidth: 1, role: "dimension")),
            tick(at: start), tick(at: end),
            .text(
                SceneText(
                    text: text,
                    position: CGPoint(x: box.midX, y: TextLayout.baseline(centeredAt: box.midY, fontSize: fontSize)),
                    anchor: .middle, fontSize: fontSize, color: color, role: "dimension-label")),
        ]
        let landing = CGPoint(x: min(max(middle.x, box.minX), box.maxX), y: min(max(middle.y, box.minY), box.maxY))
        if hypot(landing.x - middle.x, landing.y - middle.y) > half + 6 {
            nodes.append(
                .shape(
                    SceneShape(
                        path: .polyline([middle, landing]), stroke: color.withOpacity(0.7), strokeWidth: 1,
                        dash: [2, 2],
                        role: "dimension-leader")))
        }
        return nodes
    }

    /// The box of `size` nearest `center` (searched outwards in 2-point steps, up to 80 points
    /// away) that lies inside `room` and crosses none of `obstacles`; the box at `center` when
    /// none does.
    static func nearestClearBox(size: CGSize, around center: CGPoint, avoiding obstacles: [CGRect], in room: CGRect)
        -> CGRect
    {
        func box(_ c: CGPoint) -> CGRect {
            CGRect(x: c.x - size.width / 2, y: c.y - size.height / 2, width: size.width, height: size.height)
        }
        let step: CGFloat = 2
        // Only obstacles within reach of the search can stop a candidate: tested once here, not
        // for every one of the 6,561 candidates (a figure has up to millions of elements).
        let reach = CGFloat(searchReach) * step
        let searched = box(center).insetBy(dx: -reach - 1, dy: -reach - 1)
        let nearby = obstacles.filter { $0.intersects(searched) }
        for offset in searchOffsets {
            let candidate = box(
                CGPoint(x: center.x + CGFloat(offset.dx) * step, y: center.y + CGFloat(offset.dy) * step))
            if room.contains(candidate), !nearby.contains(where: { $0.intersects(candidate) }) { return candidate }
        }
        return box(center)
    }

    /// How many 2-point steps `nearestClearBox` goes each way.
    private static let searchReach = 40

    /// The grid steps `nearestClearBox` tries, nearest first (up to `searchReach` steps each
    /// way), sorted once rather than for every label.
    private static let searchOffsets: [(dx: Int, dy: Int)] = {
        let reach = searchReach
        var offsets: [(dx: Int, dy: Int)] = []
        for dx in -reach...reach { for dy in -reach...reach { offsets.append((dx, dy)) } }
        return offsets.sorted {
            ($0.dx * $0.dx + $0.dy * $0.dy, $0.dy, $0.dx) < ($1.dx * $1.dx + $1.dy * $1.dy, $1.dy, $1.dx)
        }
    }()

    /// A callout for the element whose frame is `frame`: `text` beside one of its corners,
    /// joined to it by a leader line with an elbow. The corner is the first of top-right,
    /// bottom-right, top-left and bottom-left whose text stays inside `region` and clear of
    /// every rectangle in `obstacles` (the other elements); top-right when none is.
    public func callout(
        _ text: String, pointingAt frame: CGRect, in region: CGRect, avoiding obstacles: [CGRect] = []
    ) -> [SceneNode] {
        var obstacles = obstacles
        return callout(text, pointingAt: frame, in: region, avoiding: &obstacles)
    }

    /// `callout(_:pointingAt:in:avoiding:)`, adding its text's box to `obstacles`.
    public func callout(
        _ text: String, pointingAt frame: CGRect, in region: CGRect, avoiding obstacles: inout [CGRect]
    ) -> [SceneNode] {
        let fontSize = style.chrome.captionFontSize
        let size = CGSize(
            width: TextLayout.estimatedWidth(of: text, fontSize: fontSize),
            height: fontSize * TextLayout.lineHeightRatio)
        let rise: CGFloat = 14
        // The dot sits well inside the element, off its rounded corner and border.
        let insetX = min(16, frame.width / 4)
        let insetY = min(16, frame.height / 4)
        struct Placement {
            var target: CGPoint
            var box: CGRect
            var rightward: Bool
            var displacement: CGFloat
        }
        let candidates = [(true, true), (true, false), (false, true), (false, false)].map { right, top in
            let target = CGPoint(
                x: right ? frame.maxX - insetX : frame.minX + insetX, y: top ? frame.minY + insetY : frame.maxY - insetY
            )
            let elbowX = target.x + (right ? rise : -rise)
            let preferred = CGPoint(
                x: right ? elbowX + 4 + size.width / 2 : elbowX - 4 - size.width / 2,
                y: top ? frame.minY - rise : frame.maxY + rise)
            let box = Self.nearestClearBox(size: size, around: preferred, avoiding: obstacles, in: region)
            return Placement(
                target: target, box: box, rightward: right,
                displacement: hypot(box.midX - preferred.x, box.midY - preferred.y))
        }
        // The corner whose text moved least from its own place (the first on a tie).
        let chosen = candidates.min { $0.displacement < $1.displacement } ?? candidates[0]
        obstacles.append(chosen.box)
        let rightward = chosen.box.midX >= chosen.target.x
        let textEnd = CGPoint(x: rightward ? chosen.box.minX - 2 : chosen.box.maxX + 2, y: chosen.box.midY)
        let elbow = CGPoint(x: textEnd.x + (rightward ? -6 : 6), y: textEnd.y)
        return [
            .shape(
                SceneShape(
                    path: .polyline([chosen.target, elbow, textEnd]), stroke: color, strokeWidth: 1, role: "callout")),
            .shape(
                SceneShape(
                    path: .rect(
                        CGRect(x: chosen.target.x - 2, y: chosen.target.y - 2, width: 4, height: 4), cornerRadius: 2),
                    fill: color, role: "callout")),
            .text(
                SceneText(
                    text: text,
                    position: CGPoint(
                        x: chosen.box.minX, y: TextLayout.baseline(centeredAt: chosen.box.midY, fontSize: fontSize)),
                    fontSize: fontSize, color: color, role: "callout-label")),
        ]
    }
}
