import Foundation

@testable import LayoutRendering
@testable import LayoutStyle

/// A scene taken apart the way a reader sees it: every label and chrome text as the box it
/// covers on the canvas, every chrome stroke as segments, each with what clips it, so a test can
/// ask whether anything is drawn across a label or off the canvas.
///
/// Boxes follow the drawing contracts: an element's label box is `SceneElement.labelBox`, cut to
/// the element's clip and to every clipping panel around it; a chrome text's box is its advance
/// width (`TextLayout.estimatedWidth`) by a line (`TextLayout.lineHeightRatio`) about its
/// baseline; a stroke is its path's segments, grown by half the stroke width, never painting in
/// its panels' holes.
struct SceneLegibility {
    /// A text a reader must be able to read.
    struct Label {
        /// The text.
        var text: String
        /// Where it is drawn, on the canvas, cut to what clips it.
        var box: CGRect
        /// Which draw-list entry it is, in painting order.
        var order: Int
        /// Whether it sits on an opaque filled element, which hides chrome drawn before it.
        var hasOpaqueGround: Bool
    }

    /// One straight piece of a chrome stroke.
    struct Stroke {
        var role: String
        var order: Int
        var from: CGPoint
        var to: CGPoint
        var halfWidth: CGFloat
        /// What clips the piece: the canvas and every clipping panel around it.
        var clip: CGRect
        /// Where it never paints (its panels' holes), on the canvas.
        var holes: [CGRect]
    }

    /// An element that hides what is under it (at least half opaque, filled), on the canvas.
    struct Cover {
        var box: CGRect
        var order: Int
    }

    private(set) var labels: [Label] = []
    private(set) var strokes: [Stroke] = []
    private(set) var covers: [Cover] = []
    /// Chrome drawn outside the canvas: its role and box.
    private(set) var outside: [(role: String, box: CGRect)] = []
    let canvas: CGRect
    private var order = 0

    init(_ scene: Scene) {
        canvas = scene.bounds
        // Only clipping panels clip: what the scene draws off its canvas must be found.
        collect(scene.nodes, offset: .zero, clip: scene.bounds.insetBy(dx: -100_000, dy: -100_000), holes: [])
    }

    private mutating func collect(_ nodes: [SceneNode], offset: CGPoint, clip: CGRect, holes: [CGRect]) {
        for node in nodes {
            order += 1
            switch node {
            case .element(let element): collect(element, offset: offset, clip: clip)
            case .text(let text):
                let box = Self.box(of: text).offsetBy(dx: offset.x, dy: offset.y)
                noteOutside(text.role, box, clip: clip)
                let visible = box.intersection(clip)
                if !visible.isNull, !visible.isEmpty {
                    labels.append(Label(text: text.text, box: visible, order: order, hasOpaqueGround: false))
                }
            case .shape(let shape): collect(shape, offset: offset, clip: clip, holes: holes)
            case .panel(let panel):
                let origin = CGPoint(x: offset.x + panel.origin.x, y: offset.y + panel.origin.y)
                let frame = CGRect(origin: origin, size: panel.scene.size)
                let inner = panel.clipsToBounds ? clip.intersection(frame) : clip
                let cut = panel.holes.map { $0.offsetBy(dx: origin.x, dy: origin.y) }
                collect(panel.scene.nodes, offset: origin, clip: inner, holes: holes + cut)
            case .image: break
            }
        }
    }

    private mutating func collect(_ element: SceneElement, offset: CGPoint, clip: CGRect) {
        guard element.viewContent == nil else { return }
        let own = element.clip.map { $0.offsetBy(dx: offset.x, dy: offset.y).intersection(clip) } ?? clip
        let isOpaque = element.alpha >= LabelClearance.coveringAlpha && element.style.fill != nil
        if isOpaque {
            let box = element.boundingBox.offsetBy(dx: offset.x, dy: offset.y).intersection(own)
            if !box.isNull, !box.isEmpty { covers.append(Cover(box: box, order: order)) }
        }
        guard element.alpha > 0.05, let label = element.visibleLabel,
            let box = element.labelBox(margin: 0)?.offsetBy(dx: offset.x, dy: offset.y).intersection(own),
            !box.isNull, !box.isEmpty
        else { return }
        labels.append(Label(text: label, box: box, order: order, hasOpaqueGround: isOpaque))
    }

    private mutating func collect(_ shape: SceneShape, offset: CGPoint, clip: CGRect, holes: [CGRect]) {
        let half = shape.stroke == nil ? 0 : shape.strokeWidth / 2
        let points = Self.points(of: shape.path).map { CGPoint(x: $0.x + offset.x, y: $0.y + offset.y) }
        if let first = points.first {
            var box = CGRect(origin: first, size: .zero)
            for point in points { box = box.union(CGRect(origin: point, size: .zero)) }
            noteOutside(shape.role, box.insetBy(dx: -half, dy: -half), clip: clip)
        }
        guard shape.stroke != nil, shape.strokeWidth > 0 else { return }
        for (from, to) in Self.segments(of: shape.path) {
            strokes.append(
                Stroke(
                    role: shape.role, order: order, from: CGPoint(x: from.x + offset.x, y: from.y + offset.y),
                    to: CGPoint(x: to.x + offset.x, y: to.y + offset.y), halfWidth: half, clip: clip, holes: holes))
        }
    }

    private mutating func noteOutside(_ role: String, _ box: CGRect, clip: CGRect) {
        let drawn = box.intersection(clip)
        guard !drawn.isNull, !drawn.isEmpty || drawn.width > 0 || drawn.height > 0 else { return }
        // Half a point of tolerance: strokes centred on the canvas edge are drawn half inside.
        if !canvas.insetBy(dx: -0.5, dy: -0.5).contains(drawn) { outside.append((role, drawn)) }
    }

    /// The box a chrome text covers: its advance width by one line, about its baseline.
    static func box(of text: SceneText) -> CGRect {
        let width = TextLayout.estimatedWidth(of: text.text, fontSize: text.fontSize, bold: text.isBold)
        let height = text.fontSize * TextLayout.lineHeightRatio
        let left: CGFloat
        switch text.anchor {
        case .start: left = text.position.x
        case .middle: left = text.position.x - width / 2
        case .end: left = text.position.x - width
        }
        let centerY = text.position.y - TextLayout.baselineRatio * text.fontSize
        return CGRect(x: left, y: centerY - height / 2, width: width, height: height)
    }

    private static func points(of path: ScenePath) -> [CGPoint] {
        switch path {
        case .rect(let rect, _):
            [rect.origin, CGPoint(x: rect.maxX, y: rect.maxY)]
        case .polygon(let points), .polyline(let points): points
        case .compound(let paths): paths.flatMap(points(of:))
        }
    }

    private static func segments(of path: ScenePath) -> [(CGPoint, CGPoint)] {
        switch path {
        case .rect(let r, _):
            let corners = [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY),
            ]
            return closed(corners)
        case .polygon(let points): return closed(points)
        case .polyline(let points): return zip(points, points.dropFirst()).map { ($0, $1) }
        case .compound(let paths): return paths.flatMap(segments(of:))
        }
    }

    private static func closed(_ points: [CGPoint]) -> [(CGPoint, CGPoint)] {
        guard let first = points.first else { return [] }
        return zip(points, points.dropFirst() + [first]).map { ($0, $1) }
    }

    /// Whether `stroke` paints inside `box`: the part of the segment within `box` grown by half
    /// the stroke width (Liang–Barsky clipping), cut to the stroke's clip, not wholly in a hole.
    static func crosses(_ stroke: Stroke, _ box: CGRect) -> Bool {
        let target = box.insetBy(dx: -stroke.halfWidth, dy: -stroke.halfWidth).intersection(
            stroke.clip.insetBy(dx: -stroke.halfWidth, dy: -stroke.halfWidth))
        guard !target.isNull, let (a, b) = target.clippedSegment(from: stroke.from, to: stroke.to) else { return false }
        return !stroke.holes.contains { hole in
            let grown = hole.insetBy(dx: -stroke.halfWidth - 0.01, dy: -stroke.halfWidth - 0.01)
            return grown.contains(a) && grown.contains(b)
        }
    }
}
