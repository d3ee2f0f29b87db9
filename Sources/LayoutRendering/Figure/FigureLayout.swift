import CollectionLayout
import Foundation
import LayoutImage
import LayoutStyle

/// Lays a `Figure` out on its canvas, top to bottom: margin, title, region panel, legend,
/// caption lines, margin; and in the panel the content fill and outline, the elements, the
/// overlays, the viewport's dimming and outline.
///
/// The canvas is as wide as the region plus the side margins, or wider when the title, legend or
/// caption needs it (their widths are estimated with `TextLayout`); the region is then centred
/// on a whole point. The canvas size is rounded up to whole points.
struct FigureLayout {
    var style: Style
    var options: RenderOptions

    /// Gap between stacked blocks (title, region, legend, caption), in points.
    static let gap: CGFloat = 10

    func layers(of figure: consuming Figure) -> FigureLayers {
        let chrome = style.chrome
        let margins = options.margins
        let region = figure.region
        let titleText = options.title.flatMap { $0.isEmpty ? nil : $0 }
        let captionLines =
            options.caption.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        let legend = Legend(
            style: style, elements: options.showLegend ? figure.elements : [],
            showsViewport: options.showLegend && options.showViewport,
            showsSafeArea: options.showLegend && options.safeAreaBand != nil)

        let titleWidth =
            titleText.map { TextLayout.estimatedWidth(of: $0, fontSize: chrome.titleFontSize, bold: true) } ?? 0
        let captionWidth =
            captionLines.map { TextLayout.estimatedWidth(of: $0, fontSize: chrome.captionFontSize) }.max() ?? 0
        let legendWidth = legend.width
        let innerWidth = max(region.size.width, titleWidth, captionWidth, legendWidth)
        let width = (margins.left + innerWidth + margins.right).rounded(.up)

        var header: [SceneNode] = []
        var y = margins.top
        if let titleText {
            header.append(.title(titleText, centerX: width / 2, lineTop: y, chrome: style.chrome))
            y += chrome.titleFontSize * TextLayout.lineHeightRatio + Self.gap
        }
        // Whole points, so that 1-point outlines stay crisp at 1×.
        let panelOrigin = CGPoint(x: (margins.left + (innerWidth - region.size.width) / 2).rounded(.down), y: y)
        y += region.size.height
        let footer = footerNodes(
            legend: legend, captionLines: captionLines, width: width, innerWidth: innerWidth, y: &y)
        y = (y + margins.bottom).rounded(.up)
        let shift = CGPoint(x: -region.minX, y: -region.minY)
        return FigureLayers(
            size: CGSize(width: width, height: y), background: style.background, title: titleText, header: header,
            panelOrigin: panelOrigin, panelSize: region.size, clipsPanel: options.region != .content,
            underlay: underlay(content: figure.content.offsetBy(dx: shift.x, dy: shift.y)),
            elements: Self.moving(&figure.elements, by: shift),
            overlays: figure.overlays,
            chrome: viewportChrome(
                viewport: figure.viewport.drawable.offsetBy(dx: shift.x, dy: shift.y),
                canvas: CGRect(origin: .zero, size: region.size)),
            annotations: figure.annotations,
            footer: footer,
            contentOrigin: CGPoint(x: panelOrigin.x + shift.x, y: panelOrigin.y + shift.y), elementShift: shift)
    }

    /// The blocks under the region, from `y` (moved past them): the legend, centred in
    /// `innerWidth`, then each caption line centred across the canvas `width`.
    private func footerNodes(
        legend: Legend, captionLines: [String], width: CGFloat, innerWidth: CGFloat, y: inout CGFloat
    ) -> [SceneNode] {
        let chrome = style.chrome
        var footer: [SceneNode] = []
        if !legend.entries.isEmpty {
            y += Self.gap
            footer += legend.nodes(left: options.margins.left + (innerWidth - legend.width) / 2, top: y)
            y += legend.height
        }
        if !captionLines.isEmpty {
            y += Self.gap
            let lineHeight = chrome.captionFontSize * TextLayout.lineHeightRatio * 1.2
            for line in captionLines {
                footer.append(
                    .text(
                        SceneText(
                            text: line,
                            position: CGPoint(
                                x: width / 2,
                                y: TextLayout.baseline(centeredAt: y + lineHeight / 2, fontSize: chrome.captionFontSize)
                            ),
                            anchor: .middle, fontSize: chrome.captionFontSize, color: chrome.textColor, role: "caption")
                    ))
                y += lineHeight
            }
        }
        return footer
    }

    /// `elements` moved by `shift`, taken out of `elements` (left empty) so that the figure's
    /// only copy is shifted in place rather than copied: a million elements are hundreds of MB.
    private static func moving(_ elements: inout [SceneElement], by shift: CGPoint) -> [SceneElement] {
        var moved: [SceneElement] = []
        swap(&moved, &elements)
        for index in moved.indices {
            moved[index].center = CGPoint(x: moved[index].center.x + shift.x, y: moved[index].center.y + shift.y)
            moved[index].clip = moved[index].clip?.offsetBy(dx: shift.x, dy: shift.y)
        }
        return moved
    }

    /// The content fill and dashed outline (`content` in panel coordinates), under the elements.
    func underlay(content: CGRect) -> [SceneNode] {
        let chrome = style.chrome
        guard options.showContentOutline, content.width > 0, content.height > 0 else { return [] }
        var nodes: [SceneNode] = []
        if let fill = chrome.contentFill {
            nodes.append(.shape(SceneShape(path: .rect(content, cornerRadius: 0), fill: fill, role: "content")))
        }
        if let outline = chrome.contentOutline {
            nodes.append(
                .shape(
                    SceneShape(
                        path: .rect(content, cornerRadius: 0), stroke: outline, strokeWidth: 1,
                        dash: chrome.contentOutlineDash, role: "content-outline")))
        }
        return nodes
    }

    /// The safe area's bands (with `safeAreaBand`), the dimming outside the viewport (when the
    /// viewport does not cover the panel) and the viewport's outline (with `showViewport`), in
    /// panel coordinates.
    func viewportChrome(viewport: CGRect, canvas: CGRect) -> [SceneNode] {
        let chrome = style.chrome
        guard viewport.width > 0, viewport.height > 0 else { return [] }
        var nodes = options.safeAreaBand?.nodes(over: viewport, chrome: chrome) ?? []
        guard options.showViewport else { return nodes }
        if !viewport.insetBy(dx: -0.5, dy: -0.5).contains(canvas) {
            nodes.append(
                .shape(
                    SceneShape(
                        path: .compound([
                            .rect(canvas.union(viewport), cornerRadius: 0), .rect(viewport, cornerRadius: 0),
                        ]),
                        fill: chrome.dim, role: "dim")))
        }
        let inset = chrome.viewportStrokeWidth / 2
        nodes.append(
            .shape(
                SceneShape(
                    path: .rect(viewport.insetBy(dx: inset, dy: inset), cornerRadius: 0),
                    stroke: chrome.viewportStroke, strokeWidth: chrome.viewportStrokeWidth, role: "viewport")))
        return nodes
    }
}
