import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutStyle

/// Figure chrome that explains motion: every element that moves is drawn at its start as a
/// ghost (dashed outline without fill or label) with an arrow from there to where it ends.
///
/// An element moves when its centre at t = 0 and at t = 1 are more than half a point apart.
/// The overlay is drawn over the elements, so ghosts under the end state stay visible. Arrows
/// run between the borders of the two frames so they do not cover labels; when the frames
/// overlap too much to leave room, the arrow runs between the two centres, stopping short of
/// both labels' boxes, and is left out only when even that is too short. (The figure also draws
/// overlays around every label, so an arrow passing another element's label breaks there.)
public struct GhostOverlay: Sendable {
    /// The theme (arrow colour from `chrome.textColor`).
    public var style: Style
    /// Opacity of the ghosts.
    public var ghostOpacity: CGFloat
    /// Dash pattern of the ghosts' outline.
    public var ghostDash: [CGFloat]
    /// Length of the arrowheads, in points.
    public var arrowheadLength: CGFloat

    /// Creates an overlay.
    public init(
        style: Style, ghostOpacity: CGFloat = 0.45, ghostDash: [CGFloat] = [4, 3], arrowheadLength: CGFloat = 8
    ) {
        self.style = style
        self.ghostOpacity = ghostOpacity
        self.ghostDash = ghostDash
        self.arrowheadLength = arrowheadLength
    }

    /// The ghosts and arrows for `scenes`, in region-local coordinates (the region panel's):
    /// all ghosts first, then all arrows, in the plan's track order.
    public func nodes(for scenes: AnimationScenes) -> [SceneNode] {
        var ghosts: [SceneNode] = []
        var arrows: [SceneNode] = []
        for index in scenes.plan.tracks.indices {
            guard let start = scenes.element(ofTrack: index, at: 0)?.element,
                let end = scenes.element(ofTrack: index, at: 1)?.element
            else { continue }
            let startBox = start.boundingBox
            let endBox = end.boundingBox
            guard !startBox.isNull, !endBox.isNull,
                hypot(end.center.x - start.center.x, end.center.y - start.center.y) > 0.5
            else { continue }
            var ghost = start
            ghost.alpha = ghostOpacity
            ghost.label = nil
            ghost.isHighlighted = false
            ghost.style.dash = ghostDash
            ghost.style.fill = nil
            if !ghost.style.hasStroke {
                ghost.style.stroke = style.chrome.textColor
                ghost.style.strokeWidth = 1
            }
            ghosts.append(.element(ghost))
            arrows += arrow(
                from: start.center, startBox: startBox, to: end.center, endBox: endBox,
                labels: (start.labelBox()?.size ?? .zero, end.labelBox()?.size ?? .zero))
        }
        return ghosts + arrows
    }

    /// The frame at `t` (default: the end) with the overlay drawn over the elements and under
    /// the viewport chrome.
    public func figure(for scenes: AnimationScenes, at t: Double = 1) -> Figure {
        var figure = scenes.figure(at: t)
        figure.overlays += nodes(for: scenes)
        return figure
    }

    /// A line from the border of `startBox` to the border of `endBox` along the centres, with
    /// an arrowhead at the end; when the boxes overlap, from the border of the start's label box
    /// (`labels.start`, centred on `a`) to that of the end's; empty when there is no room for it.
    func arrow(
        from a: CGPoint, startBox: CGRect, to b: CGPoint, endBox: CGRect,
        labels: (start: CGSize, end: CGSize) = (.zero, .zero)
    ) -> [SceneNode] {
        let dx = b.x - a.x
        let dy = b.y - a.y
        let length = hypot(dx, dy)
        guard length > 0 else { return [] }
        let unit = CGPoint(x: dx / length, y: dy / length)
        let gap: CGFloat = 3
        let leave = Self.exitDistance(halfSize: CGSize(width: startBox.width / 2, height: startBox.height / 2), unit)
        let enter = Self.exitDistance(halfSize: CGSize(width: endBox.width / 2, height: endBox.height / 2), unit)
        var startDistance = min(leave, length) + gap
        var endDistance = length - min(enter, length) - gap
        if endDistance - startDistance <= arrowheadLength * 1.5 {
            // The frames overlap: between the two centres, clear of both labels.
            func clearance(_ label: CGSize) -> CGFloat {
                label == .zero
                    ? Self.labelClearance
                    : Self.exitDistance(halfSize: CGSize(width: label.width / 2, height: label.height / 2), unit) + gap
            }
            startDistance = clearance(labels.start)
            endDistance = length - clearance(labels.end)
        }
        guard endDistance - startDistance > arrowheadLength * 1.5 else { return [] }
        let tail = CGPoint(x: a.x + unit.x * startDistance, y: a.y + unit.y * startDistance)
        let tip = CGPoint(x: a.x + unit.x * endDistance, y: a.y + unit.y * endDistance)
        let base = CGPoint(x: tip.x - unit.x * arrowheadLength, y: tip.y - unit.y * arrowheadLength)
        let half = arrowheadLength / 2
        let normal = CGPoint(x: -unit.y * half, y: unit.x * half)
        let color = style.chrome.textColor.withOpacity(0.8)
        return [
            .shape(SceneShape(path: .polyline([tail, base]), stroke: color, strokeWidth: 1.5, role: "ghost-arrow")),
            .shape(
                SceneShape(
                    path: .polygon([
                        tip, CGPoint(x: base.x + normal.x, y: base.y + normal.y),
                        CGPoint(x: base.x - normal.x, y: base.y - normal.y),
                    ]), fill: color, role: "ghost-arrowhead")),
        ]
    }

    /// How far from each centre an arrow between overlapping frames stays: clear of a
    /// 12-point label.
    static let labelClearance: CGFloat = 14

    /// How far a ray from the centre of a box with `halfSize` along `unit` travels inside it.
    static func exitDistance(halfSize: CGSize, _ unit: CGPoint) -> CGFloat {
        let alongX = unit.x == 0 ? CGFloat.infinity : halfSize.width / abs(unit.x)
        let alongY = unit.y == 0 ? CGFloat.infinity : halfSize.height / abs(unit.y)
        return min(alongX, alongY)
    }
}
