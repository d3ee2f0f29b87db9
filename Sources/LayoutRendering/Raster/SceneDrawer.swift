import CollectionLayout
import Foundation
import LayoutImage
import LayoutStyle
import LayoutSupport

/// Draws scene nodes on a `CairoContext` following the scene's drawing contracts.
struct SceneDrawer {
    let context: CairoContext

    /// Draws `scene`: its background, then — clipped to `holes.area` minus `holes.rects` when
    /// given (a panel's holes) — its nodes.
    func draw(_ scene: Scene, holes: (area: CGRect, rects: [CGRect])? = nil) throws {
        if let background = scene.background {
            context.setSource(background)
            context.rectangle(scene.bounds)
            context.fill()
        }
        if let holes {
            context.rectangle(holes.area)
            for rect in holes.rects { context.rectangle(rect) }
            context.clipEvenOdd()
        }
        for node in scene.nodes {
            switch node {
            case .element(let element): try draw(element)
            case .shape(let shape): draw(shape)
            case .text(let text): draw(text)
            case .panel(let panel): try draw(panel)
            case .image(let image): try draw(image)
            }
        }
        try context.checkStatus(while: "drawing the scene's chrome")
    }

    /// `ScenePanel` contract: translate, optional clip, background, holes, nodes.
    func draw(_ panel: ScenePanel) throws {
        context.save()
        context.translate(x: panel.origin.x, y: panel.origin.y)
        if panel.clipsToBounds {
            context.rectangle(panel.scene.bounds)
            context.clip()
        }
        try draw(panel.scene, holes: panel.holes.isEmpty ? nil : (panel.drawableArea, panel.holes))
        context.restore()
    }

    /// `SceneImage` contract: the pixels stretched into `rect`, clipped to `clip`.
    func draw(_ image: SceneImage) throws {
        guard image.pixels.width > 0, image.pixels.height > 0, image.rect.width > 0, image.rect.height > 0 else {
            return
        }
        let surface = try CairoImageSurface(image: image.pixels)
        context.save()
        context.rectangle(image.clip)
        context.clip()
        context.translate(x: image.rect.minX, y: image.rect.minY)
        context.scale(
            x: image.rect.width / CGFloat(image.pixels.width), y: image.rect.height / CGFloat(image.pixels.height))
        context.setSource(surface)
        context.paint()
        context.restore()
    }

    /// `SceneElement` contract: one group with the element's alpha, clipped to its bounding box.
    func draw(_ element: SceneElement) throws {
        if let content = element.viewContent {
            // The app's view, placed at the element's centre; its own alphas are in its paint.
            context.save()
            context.translate(x: element.center.x, y: element.center.y)
            try draw(Scene(size: .zero, nodes: content), holes: nil)
            context.restore()
            return
        }
        let geometry = element.geometry
        let alpha = element.alpha.isFinite ? min(1, max(0, Double(element.alpha))) : 1
        if case .invisible = geometry { return }
        guard alpha > 0 else { return }
        let grouped = alpha < 1
        if grouped {
            context.save()
            // Without this clip the group would be a canvas-sized scratch surface (30× slower).
            context.clipToPixelAligned(Self.groupClip(for: element, geometry: geometry))
            context.pushGroup()
        }
        switch geometry {
        case .affine(let matrix): drawAffine(element, matrix: matrix)
        case .quadrilateral(let corners): drawQuadrilateral(element, corners: corners)
        case .invisible: break
        }
        if grouped {
            try context.popGroupToSourceAndPaint(alpha: alpha)
            context.restore()
        }
        try context.checkStatus(while: "drawing \(element.key)")
    }

    /// The element's bounding box, grown by what its stroke can reach outside it.
    ///
    /// Affine elements stroke inside their bounds (`ElementOutline`), so the box is exact. A
    /// perspective quadrilateral is stroked centred on its edges, and its miter joins reach up to
    /// `miterLimit / 2` stroke widths out (Cairo's default limit is 10), so the clip grows by
    /// 5 widths there; a larger clip only costs a slightly larger scratch group.
    static func groupClip(for element: SceneElement, geometry: ElementGeometry) -> CGRect {
        let box = element.boundingBox
        guard case .quadrilateral = geometry, element.style.hasStroke else { return box }
        let reach = 5 * element.style.strokeWidth
        return box.insetBy(dx: -reach, dy: -reach)
    }

    private func drawAffine(_ element: SceneElement, matrix: CGAffineTransform) {
        let style = element.style
        let outline = ElementOutline(style: style, size: element.size)
        // Selecting the font outside save/restore keeps it selected for the next element.
        if element.visibleLabel != nil { context.setFont(size: style.fontSize) }
        context.save()
        context.concatenate(matrix)
        paintOutline(style: style) { context.roundedRectangle(outline.rect, radius: outline.cornerRadius) }
        if let pattern = style.pattern, let stroke = style.stroke ?? style.fill {
            context.setSource(stroke.withOpacity(pattern.opacity))
            context.setLineWidth(1)
            for (start, end) in pattern.segments(in: Self.patternRect(outline), offset: element.contentOffset) {
                context.polyline([start, end])
                context.stroke()
            }
        }
        if let label = element.visibleLabel {
            let clipsContent = element.contentOffset != .zero
            if clipsContent {
                context.roundedRectangle(outline.rect, radius: outline.cornerRadius)
                context.clip()
            }
            let position = TextLayout.labelPosition(for: element)
            drawText(
                label, at: position, anchor: .middle, fontSize: style.fontSize, bold: false, color: style.textColor)
        }
        context.restore()
    }

    /// Where a pattern is drawn: the outline's rectangle inset past its rounded corners' reach
    /// along the diagonals, and by a point from the stroke.
    static func patternRect(_ outline: ElementOutline) -> CGRect {
        outline.rect.insetBy(dx: 1 + outline.cornerRadius * 0.3, dy: 1 + outline.cornerRadius * 0.3)
    }

    private func drawQuadrilateral(_ element: SceneElement, corners: [CGPoint]) {
        let style = element.style
        paintOutline(style: style) { context.polygon(element.projectedOutline ?? corners) }
        if let label = element.visibleLabel, let anchor = element.labelAnchor {
            let baseline = TextLayout.baseline(centeredAt: anchor.y, fontSize: style.fontSize)
            drawText(
                label, at: CGPoint(x: anchor.x, y: baseline), anchor: .middle, fontSize: style.fontSize, bold: false,
                color: style.textColor)
        }
    }

    /// Fill, then stroke, the path `addPath` adds, with the element style's paint.
    private func paintOutline(style: ElementStyle, addPath: () -> Void) {
        guard style.fill != nil || style.hasStroke else { return }
        addPath()
        if let fill = style.fill {
            context.setSource(fill)
            context.fill(preserve: style.hasStroke)
        }
        if style.hasStroke, let stroke = style.stroke {
            context.setSource(stroke)
            context.setLineWidth(style.strokeWidth)
            // Dashes are reset after every dashed stroke, so solid strokes need no call.
            if !style.dash.isEmpty { context.setDash(style.dash) }
            context.stroke()
            if !style.dash.isEmpty { context.setDash([]) }
        }
    }

    /// `SceneShape` contract: even-odd fill, centred stroke.
    func draw(_ shape: SceneShape) {
        if let fill = shape.fill {
            addPath(shape.path, closedOnly: true)
            context.setSource(fill)
            context.fillEvenOdd()
        }
        if let stroke = shape.stroke, shape.strokeWidth > 0 {
            addPath(shape.path, closedOnly: false)
            context.setSource(stroke)
            context.setLineWidth(shape.strokeWidth)
            if !shape.dash.isEmpty { context.setDash(shape.dash) }
            context.stroke()
            if !shape.dash.isEmpty { context.setDash([]) }
        }
    }

    private func addPath(_ path: ScenePath, closedOnly: Bool) {
        switch path {
        case .rect(let rect, let radius): context.roundedRectangle(rect, radius: radius)
        case .polygon(let points): context.polygon(points)
        case .polyline(let points):
            if !closedOnly { context.polyline(points) }
        case .compound(let paths): for path in paths { addPath(path, closedOnly: closedOnly) }
        }
    }

    /// `SceneText` contract: `position` is the anchor point on the baseline.
    func draw(_ text: SceneText) {
        drawText(
            text.text, at: text.position, anchor: text.anchor, fontSize: text.fontSize, bold: text.isBold,
            color: text.color)
    }

    /// `TextLayout`'s horizontal rule: the advance width is what an anchor aligns.
    private func drawText(
        _ text: String, at position: CGPoint, anchor: TextAnchor, fontSize: CGFloat, bold: Bool, color: Color
    ) {
        guard !text.isEmpty, fontSize > 0, fontSize.isFinite else { return }
        context.setFont(size: fontSize, bold: bold)
        context.setSource(color)
        var x = position.x
        if anchor != .start {
            let advance = context.textExtents(text).xAdvance
            x -= anchor == .middle ? advance / 2 : advance
        }
        context.showText(text, at: CGPoint(x: x, y: position.y))
    }
}

extension CairoContext {
    /// Sets a `Color` as the source.
    func setSource(_ color: Color) {
        let c = color.components
        setSource(red: c.red, green: c.green, blue: c.blue, alpha: c.alpha)
    }
}
