import CollectionLayout
import Foundation
import LayoutImage
import LayoutSupport

/// A headless view tree — a registered cell class after `apply(_:)` and `layoutSubviews()` —
/// as scene nodes, so a figure shows an app's own cells rather than boxes.
///
/// Drawn, for each view not hidden: its background colour with `layer.cornerRadius`, its border
/// (`borderWidth`/`borderColor`, inside the bounds as Core Animation draws it), its shape
/// layers' paths (curves flattened), a label's lines (font size and weight, colour, alignment,
/// vertically centred as UILabel centres them), an image view's named image placed by its
/// content mode (or, when `images` has none, a placeholder: a light frame with a cross and the
/// name), then its subviews, clipped to the bounds when `clipsToBounds` or `layer.masksToBounds`. Alphas multiply down the tree. A view's
/// transform is applied as its translation and scale (about its centre); rotation, 3D
/// transforms and group opacity are not — the element's own attributes place the cell.
public enum ViewSceneNodes {
    /// A named image's PNG bytes and pixels, or nil when there is none (a placeholder is drawn).
    public typealias ImageLoader = (String) -> (png: Data, pixels: RGBAImage)?

    /// The nodes of `view` and its subviews, in its superview's coordinates (a cell's: the
    /// content coordinates its attributes are in); image views show what `images` finds, and
    /// dynamic colours (`UIColor { traits in … }`, the system colours) are resolved for `traits`
    /// — the document's appearance.
    public static func nodes(for view: View, images: ImageLoader? = nil, traits: TraitCollection = TraitCollection())
        -> [SceneNode]
    {
        $traits.withValue(traits) { nodes(for: view, alpha: 1, images: images) }
    }

    /// The traits colours are resolved for while a tree is turned into nodes.
    @TaskLocal private static var traits = TraitCollection()

    private static func nodes(for view: View, alpha inherited: CGFloat, images: ImageLoader?) -> [SceneNode] {
        let alpha = inherited * min(1, max(0, view.alpha.isFinite ? view.alpha : 1)) * CGFloat(view.layer.opacity)
        guard !view.isHidden, !view.layer.isHidden, alpha > 0 else { return [] }
        let frame = placedFrame(of: view)
        guard frame.width.isFinite, frame.height.isFinite, frame.width >= 0, frame.height >= 0 else { return [] }
        // Inside the view: its own coordinates, shifted by its bounds origin (a scrolled view).
        var inside: [SceneNode] = []
        // Drawn in the view's own (unscaled) size, then scaled as its transform scales it.
        let local = CGRect(origin: .zero, size: view.bounds.size)
        let scale = CGSize(
            width: view.bounds.width > 0 ? frame.width / view.bounds.width : 1,
            height: view.bounds.height > 0 ? frame.height / view.bounds.height : 1)
        if let fill = paint(view.backgroundColor, alpha: alpha) {
            inside.append(
                .shape(SceneShape(path: .rect(local, cornerRadius: view.layer.cornerRadius), fill: fill, role: "view")))
        }
        for layer in view.layer.sublayers ?? [] { inside += shapeNodes(for: layer, alpha: alpha) }
        if let label = view as? Label { inside += labelNodes(for: label, in: local, alpha: alpha) }
        if let imageView = view as? ImageView, let name = imageView.image?.name {
            if let loaded = images?(name) {
                inside.append(imageNode(loaded, mode: imageView.contentMode, in: local))
            } else {
                inside += placeholderNodes(for: imageView, in: local, alpha: alpha)
            }
        }
        for subview in view.subviews {
            inside += nodes(for: subview, alpha: alpha, images: images).map { offset($0, by: view.bounds.origin) }
        }
        let border = view.layer.borderWidth
        if border > 0, let stroke = paint(view.layer.borderColor ?? .black, alpha: alpha) {
            inside.append(
                .shape(
                    SceneShape(
                        path: .rect(
                            local.insetBy(dx: border / 2, dy: border / 2), cornerRadius: view.layer.cornerRadius),
                        stroke: stroke, strokeWidth: border, role: "view-border")))
        }
        guard !inside.isEmpty else { return [] }
        let clips = view.clipsToBounds || view.layer.masksToBounds
        return [
            .panel(
                ScenePanel(
                    origin: frame.origin, scene: Scene(size: frame.size, nodes: inside.map { scaled($0, by: scale) }),
                    clipsToBounds: clips))
        ]
    }

    /// `node` with every length times `scale` (a scaled view's subtree: positions, sizes, font
    /// sizes by the vertical factor).
    private static func scaled(_ node: SceneNode, by scale: CGSize) -> SceneNode {
        guard scale != CGSize(width: 1, height: 1) else { return node }
        let point = { (p: CGPoint) in CGPoint(x: p.x * scale.width, y: p.y * scale.height) }
        func scaledPath(_ path: ScenePath) -> ScenePath {
            switch path {
            case .rect(let r, let radius):
                .rect(
                    CGRect(
                        origin: point(r.origin),
                        size: CGSize(width: r.width * scale.width, height: r.height * scale.height)),
                    cornerRadius: radius * min(scale.width, scale.height))
            case .polygon(let points): .polygon(points.map(point))
            case .polyline(let points): .polyline(points.map(point))
            case .compound(let paths): .compound(paths.map(scaledPath))
            }
        }
        switch node {
        case .shape(var shape):
            shape.path = scaledPath(shape.path)
            return .shape(shape)
        case .text(var text):
            text.position = point(text.position)
            text.fontSize *= scale.height
            return .text(text)
        case .panel(var panel):
            panel.origin = point(panel.origin)
            panel.scene.size = CGSize(
                width: panel.scene.size.width * scale.width, height: panel.scene.size.height * scale.height)
            panel.scene.nodes = panel.scene.nodes.map { scaled($0, by: scale) }
            return .panel(panel)
        case .image(var image):
            let rect = { (r: CGRect) in
                CGRect(
                    origin: point(r.origin), size: CGSize(width: r.width * scale.width, height: r.height * scale.height)
                )
            }
            image.rect = rect(image.rect)
            image.clip = rect(image.clip)
            return .image(image)
        case .element: return node
        }
    }

    /// The view's frame with its transform's translation and scale applied about its centre.
    private static func placedFrame(of view: View) -> CGRect {
        let t = view.transform
        let scaleX = (t.a * t.a + t.b * t.b).squareRoot()
        let scaleY = (t.c * t.c + t.d * t.d).squareRoot()
        let size = CGSize(width: view.bounds.width * scaleX, height: view.bounds.height * scaleY)
        let center = CGPoint(x: view.center.x + t.tx, y: view.center.y + t.ty)
        return CGRect(
            x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
    }

    /// `node` (in a subview's superview coordinates) moved into the superview's drawing space:
    /// less its bounds origin.
    private static func offset(_ node: SceneNode, by origin: CGPoint) -> SceneNode {
        guard case .panel(var panel) = node else { return node }
        panel.origin = CGPoint(x: panel.origin.x - origin.x, y: panel.origin.y - origin.y)
        return .panel(panel)
    }

    /// The label's lines, each a text node on its baseline.
    private static func labelNodes(for label: Label, in rect: CGRect, alpha: CGFloat) -> [SceneNode] {
        guard let color = paint(label.textColor, alpha: alpha) else { return [] }
        let lines = label.lines(width: rect.width)
        guard !lines.isEmpty else { return [] }
        let fontSize = label.font.pointSize
        let lineHeight = fontSize * DejaVuSansMetrics.lineHeightRatio
        let top = rect.midY - CGFloat(lines.count) * lineHeight / 2
        let (anchor, x): (TextAnchor, CGFloat) =
            switch label.textAlignment {
            case .center: (.middle, rect.midX)
            case .right: (.end, rect.maxX)
            default: (.start, rect.minX)
            }
        return lines.enumerated().map { index, line in
            var text = String(line.text)
            while text.last == " " { text.removeLast() }
            let baseline = top + CGFloat(index) * lineHeight + fontSize * DejaVuSansMetrics.ascenderRatio
            return .text(
                SceneText(
                    text: text, position: CGPoint(x: x, y: baseline), anchor: anchor, fontSize: fontSize,
                    isBold: label.font.isBold, color: color, role: "view-label"))
        }
    }

    /// An image placed in `rect` as `mode` places it (UIKit's content modes: stretched, fitted
    /// or filled keeping its proportions, or at its size centred or at an edge), seen through
    /// `rect`.
    private static func imageNode(_ image: (png: Data, pixels: RGBAImage), mode: ViewContentMode, in rect: CGRect)
        -> SceneNode
    {
        let size = CGSize(width: image.pixels.width, height: image.pixels.height)
        var placed = rect
        if size.width > 0, size.height > 0 {
            let fit = min(rect.width / size.width, rect.height / size.height)
            let fill = max(rect.width / size.width, rect.height / size.height)
            let scaled = { (factor: CGFloat) in CGSize(width: size.width * factor, height: size.height * factor) }
            let drawn: CGSize? =
                switch mode {
                case .scaleToFill, .redraw: nil
                case .scaleAspectFit: scaled(fit)
                case .scaleAspectFill: scaled(fill)
                default: size
                }
            if let drawn {
                let x: CGFloat =
                    switch mode {
                    case .left, .topLeft, .bottomLeft: rect.minX
                    case .right, .topRight, .bottomRight: rect.maxX - drawn.width
                    default: rect.midX - drawn.width / 2
                    }
                let y: CGFloat =
                    switch mode {
                    case .top, .topLeft, .topRight: rect.minY
                    case .bottom, .bottomLeft, .bottomRight: rect.maxY - drawn.height
                    default: rect.midY - drawn.height / 2
                    }
                placed = CGRect(origin: CGPoint(x: x, y: y), size: drawn)
            }
        }
        return .image(SceneImage(rect: placed, clip: rect, png: image.png, pixels: image.pixels, role: "view-image"))
    }

    /// An image's place: a light frame crossed corner to corner, with the image's name.
    private static func placeholderNodes(for imageView: ImageView, in rect: CGRect, alpha: CGFloat) -> [SceneNode] {
        guard rect.width > 0, rect.height > 0 else { return [] }
        let fill = Color(red: 226, green: 230, blue: 236, alpha: UInt8((255 * alpha).rounded()))
        let line = Color(red: 160, green: 168, blue: 180, alpha: UInt8((255 * alpha).rounded()))
        var nodes: [SceneNode] = [
            .shape(SceneShape(path: .rect(rect, cornerRadius: 0), fill: fill, role: "image-placeholder")),
            .shape(
                SceneShape(
                    path: .compound([
                        .polyline([CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.maxY)]),
                        .polyline([CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: rect.minX, y: rect.maxY)]),
                    ]), stroke: line, strokeWidth: 1, role: "image-placeholder")),
        ]
        if let name = imageView.image?.name, !name.isEmpty,
            let size = TextLayout.fittedFontSize(for: name, fontSize: 11, in: rect.size, inset: 4)
        {
            nodes.append(
                .text(
                    SceneText(
                        text: name,
                        position: CGPoint(x: rect.midX, y: TextLayout.baseline(centeredAt: rect.midY, fontSize: size)),
                        anchor: .middle, fontSize: size, color: line, role: "image-name")))
        }
        return nodes
    }

    /// A shape layer's path, filled and stroked, placed by the layer's frame.
    private static func shapeNodes(for layer: Layer, alpha: CGFloat) -> [SceneNode] {
        guard let shape = layer as? ShapeLayer, let path = shape.path, !layer.isHidden else { return [] }
        let origin = layer.frame.origin
        let subpaths = polylines(of: path).map { points in
            points.map { CGPoint(x: origin.x + $0.x, y: origin.y + $0.y) }
        }
        guard !subpaths.isEmpty else { return [] }
        let layerAlpha = alpha * CGFloat(layer.opacity)
        let fill = paint(shape.fillColor, alpha: layerAlpha)
        let stroke = shape.lineWidth > 0 ? paint(shape.strokeColor, alpha: layerAlpha) : nil
        var nodes: [SceneNode] = []
        if let fill {
            nodes.append(
                .shape(SceneShape(path: .compound(subpaths.map { .polygon($0) }), fill: fill, role: "shape-layer")))
        }
        if let stroke {
            nodes.append(
                .shape(
                    SceneShape(
                        path: .compound(subpaths.map { .polyline($0) }), stroke: stroke, strokeWidth: shape.lineWidth,
                        role: "shape-layer")))
        }
        return nodes
    }

    /// The path's subpaths as points, each cubic curve flattened into 12 segments; a closed
    /// subpath ends at its start.
    static func polylines(of path: BezierPath) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let point):
                if current.count > 1 { result.append(current) }
                current = [point]
            case .line(let point):
                current.append(point)
            case .curve(let end, let c1, let c2):
                guard let start = current.last else {
                    current = [end]
                    continue
                }
                for step in 1...12 {
                    let t = CGFloat(step) / 12
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                            y: u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
                }
            case .close:
                if let first = current.first { current.append(first) }
                if current.count > 1 { result.append(current) }
                current = current.first.map { [$0] } ?? []
            }
        }
        if current.count > 1 { result.append(current) }
        return result
    }

    /// `color`, resolved for the traits, with `alpha` applied, as 8-bit paint; nil for none or
    /// fully transparent.
    private static func paint(_ color: ViewColor?, alpha: CGFloat) -> Color? {
        guard let color = color?.resolvedColor(with: traits) else { return nil }
        let opacity = color.alpha * alpha
        guard opacity > 0 else { return nil }
        let byte = { (value: CGFloat) in UInt8((min(1, max(0, value)) * 255).rounded()) }
        return Color(red: byte(color.red), green: byte(color.green), blue: byte(color.blue), alpha: byte(opacity))
    }
}

extension ViewSceneNodes {
    /// `nodes` moved by `offset` (their top-level panels and shapes' and texts' positions).
    static func moved(_ nodes: [SceneNode], by offset: CGPoint) -> [SceneNode] {
        nodes.map { node in
            switch node {
            case .panel(var panel):
                panel.origin = CGPoint(x: panel.origin.x + offset.x, y: panel.origin.y + offset.y)
                return .panel(panel)
            default:
                return node
            }
        }
    }
}
