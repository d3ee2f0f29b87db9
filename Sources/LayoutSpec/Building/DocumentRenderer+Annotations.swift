import CollectionLayout
import Foundation
import LayoutDocument
import LayoutRendering
import LayoutStyle

/// The document's annotations (spacing, inset and callout) drawn on its figure.
extension DocumentRenderer {
    /// The document's `annotations` in the region's coordinates; an annotation whose element
    /// is not drawn, or a spacing between elements that overlap on both axes, is left out.
    func annotationNodes(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, style: Style, region: CGRect
    ) -> [SceneNode] {
        // The obstacles below are every element's frame: none are gathered for no annotation.
        guard !document.annotations.isEmpty else { return [] }
        let callouts = FigureCallouts(style: style)
        func frame(_ selector: ElementSelector) -> CGRect? {
            attributes.first { selector.matches($0) }.map { $0.frame.offsetBy(dx: -region.minX, dy: -region.minY) }
        }
        let content = CGRect(origin: CGPoint(x: -region.minX, y: -region.minY), size: contentSize)
        // Labels keep clear of the elements, the content outline's edges and each other; the text
        // may use the figure's margin around the region.
        let room = CGRect(origin: .zero, size: region.size).insetBy(dx: -12, dy: -12)
        var obstacles = Self.annotationObstacles(attributes: attributes, content: content, region: region)
        func dimension(_ line: (start: CGPoint, end: CGPoint)?) -> [SceneNode] {
            guard let line else { return [] }
            return callouts.dimension(from: line.start, to: line.end, avoiding: &obstacles, in: room)
        }
        return document.annotations.flatMap { annotation -> [SceneNode] in
            switch annotation {
            case .spacing(let first, let second):
                guard let a = frame(first), let b = frame(second) else { return [] }
                return dimension(Self.spacingLine(between: a, and: b))
            case .inset(let selector, let edge):
                guard let f = frame(selector) else { return [] }
                return dimension(Self.insetLine(from: f, to: edge, of: content))
            case .callout(let selector, let text):
                guard let f = frame(selector) else { return [] }
                return Self.calloutNodes(text, pointingAt: f, callouts: callouts, in: room, obstacles: &obstacles)
            }
        }
    }

    /// What an annotation's label keeps clear of: every drawn element's frame and a 2-point band
    /// along each edge of the content outline, in the region's coordinates.
    private static func annotationObstacles(
        attributes: [CollectionViewLayoutAttributes], content: CGRect, region: CGRect
    ) -> [CGRect] {
        var obstacles = attributes.filter { !$0.isHidden }.map { $0.frame.offsetBy(dx: -region.minX, dy: -region.minY) }
        obstacles += [
            CGRect(x: content.minX - 1, y: content.minY - 1, width: content.width + 2, height: 2),
            CGRect(x: content.minX - 1, y: content.maxY - 1, width: content.width + 2, height: 2),
            CGRect(x: content.minX - 1, y: content.minY - 1, width: 2, height: content.height + 2),
            CGRect(x: content.maxX - 1, y: content.minY - 1, width: 2, height: content.height + 2),
        ]
        return obstacles
    }

    /// The dimension line of a spacing annotation: across the horizontal gap between `a` and `b`
    /// at the middle of their shared rows, else across the vertical gap at the middle of their
    /// shared columns; nil when the two overlap on both axes.
    private static func spacingLine(between a: CGRect, and b: CGRect) -> (start: CGPoint, end: CGPoint)? {
        let (left, right) = a.midX <= b.midX ? (a, b) : (b, a)
        let (upper, lower) = a.midY <= b.midY ? (a, b) : (b, a)
        if right.minX >= left.maxX {
            let top = max(left.minY, right.minY)
            let bottom = min(left.maxY, right.maxY)
            let y = top < bottom ? (top + bottom) / 2 : left.midY
            return (CGPoint(x: left.maxX, y: y), CGPoint(x: right.minX, y: y))
        }
        if lower.minY >= upper.maxY {
            let leading = max(upper.minX, lower.minX)
            let trailing = min(upper.maxX, lower.maxX)
            let x = leading < trailing ? (leading + trailing) / 2 : upper.midX
            return (CGPoint(x: x, y: upper.maxY), CGPoint(x: x, y: lower.minY))
        }
        return nil
    }

    /// The dimension line of an inset annotation: from the element `frame` to the content
    /// outline's `edge`, through the element's middle.
    private static func insetLine(
        from frame: CGRect, to edge: FigureAnnotation.Edge, of content: CGRect
    ) -> (start: CGPoint, end: CGPoint) {
        switch edge {
        case .left: (CGPoint(x: content.minX, y: frame.midY), CGPoint(x: frame.minX, y: frame.midY))
        case .right: (CGPoint(x: frame.maxX, y: frame.midY), CGPoint(x: content.maxX, y: frame.midY))
        case .top: (CGPoint(x: frame.midX, y: content.minY), CGPoint(x: frame.midX, y: frame.minY))
        case .bottom: (CGPoint(x: frame.midX, y: frame.maxY), CGPoint(x: frame.midX, y: content.maxY))
        }
    }

    /// A callout's nodes pointing at `frame`; the element pointed at is not in the way of its own
    /// callout, and the box placed (the last obstacle the placement left) joins `obstacles` so
    /// later labels keep clear of it.
    private static func calloutNodes(
        _ text: String, pointingAt frame: CGRect, callouts: FigureCallouts, in room: CGRect,
        obstacles: inout [CGRect]
    ) -> [SceneNode] {
        var others = obstacles.filter { $0 != frame }
        let nodes = callouts.callout(text, pointingAt: frame, in: room, avoiding: &others)
        if let box = others.last { obstacles.append(box) }
        return nodes
    }
}
