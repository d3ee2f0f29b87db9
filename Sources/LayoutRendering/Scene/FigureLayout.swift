import CollectionLayout
import Foundation

/// Places the drawn region and the figure's text chrome on the canvas, top to bottom:
/// margin, title, region panel, legend, caption lines, margin.
///
/// The canvas is as wide as the region plus the side margins, or wider when the title, legend or
/// caption needs it (their widths are estimated with `TextLayout`); the region is then centred
/// on a whole point. The canvas size is rounded up to whole points.
struct FigureLayout {
    var style: Style
    var options: RenderOptions

    /// Gap between stacked blocks (title, region, legend, caption), in points.
    static let gap: CGFloat = 10
    /// Legend swatch size and spacing, in points.
    static let swatchSize = CGSize(width: 18, height: 12)
    static let swatchTextGap: CGFloat = 6
    static let legendEntryGap: CGFloat = 18

    func figure(around region: Scene, elements: [SceneElement]) -> Scene {
        let chrome = style.chrome
        let margins = options.margins
        let titleText = options.title.flatMap { $0.isEmpty ? nil : $0 }
        let captionLines =
            options.caption.map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) } ?? []
        let legend = options.showLegend ? legendEntries(elements: elements) : []

        let titleWidth =
            titleText.map { TextLayout.estimatedWidth(of: $0, fontSize: chrome.titleFontSize, bold: true) } ?? 0
        let captionWidth =
            captionLines.map { TextLayout.estimatedWidth(of: $0, fontSize: chrome.captionFontSize) }.max() ?? 0
        let legendWidth = legendRowWidth(legend)
        let innerWidth = max(region.size.width, titleWidth, captionWidth, legendWidth)
        let width = (margins.left + innerWidth + margins.right).rounded(.up)

        var nodes: [SceneNode] = []
        var y = margins.top
        if let titleText {
            let lineHeight = chrome.titleFontSize * TextLayout.lineHeightRatio
            nodes.append(
                .text(
                    SceneText(
                        text: titleText,
                        position: CGPoint(
                            x: width / 2,
                            y: TextLayout.baseline(centeredAt: y + lineHeight / 2, fontSize: chrome.titleFontSize)),
                        anchor: .middle, fontSize: chrome.titleFontSize, isBold: true, color: chrome.textColor,
                        role: "title")))
            y += lineHeight + Self.gap
        }
        // Whole points, so that 1-point outlines stay crisp at 1×.
        let regionX = (margins.left + (innerWidth - region.size.width) / 2).rounded(.down)
        nodes.append(
            .panel(
                ScenePanel(
                    origin: CGPoint(x: regionX, y: y), scene: region, label: "region",
                    clipsToBounds: options.region != .content)))
        y += region.size.height
        if !legend.isEmpty {
            y += Self.gap
            nodes += legendNodes(legend, left: margins.left + (innerWidth - legendWidth) / 2, top: y)
            y += max(Self.swatchSize.height, chrome.captionFontSize * TextLayout.lineHeightRatio)
        }
        if !captionLines.isEmpty {
            y += Self.gap
            let lineHeight = chrome.captionFontSize * TextLayout.lineHeightRatio * 1.2
            for line in captionLines {
                nodes.append(
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
        y = (y + margins.bottom).rounded(.up)
        return Scene(
            size: CGSize(width: width, height: y), background: style.background, nodes: nodes, title: titleText)
    }

    /// One legend entry: a swatch drawn like the elements it stands for, and its name.
    struct LegendEntry {
        var name: String
        var fill: Color?
        var stroke: Color?
        var strokeWidth: CGFloat
        var dash: [CGFloat]
    }

    /// Entries for each category/kind present (ElementKey order), then the highlight and viewport.
    func legendEntries(elements: [SceneElement]) -> [LegendEntry] {
        var seen = Set<String>()
        var kinds: [ElementKey] = []
        for element in elements.map(\.key).sorted(by: Self.legendOrder) {
            let id = "\(element.category.rawValue)|\(element.kind ?? "")"
            if seen.insert(id).inserted { kinds.append(element) }
        }
        var entries = kinds.map { key -> LegendEntry in
            let itemStyle = style.resolvedStyle(for: key)
            let name = key.kind.map(ElementKey.displayName(ofKind:)) ?? "cell"
            return LegendEntry(
                name: name, fill: itemStyle.fill, stroke: itemStyle.stroke, strokeWidth: itemStyle.strokeWidth,
                dash: itemStyle.dash)
        }
        if elements.contains(where: \.isHighlighted) {
            entries.append(
                LegendEntry(
                    name: "returned by the viewport's rect query", fill: nil, stroke: style.chrome.highlightStroke,
                    strokeWidth: style.chrome.highlightStrokeWidth, dash: []))
        }
        if options.showViewport {
            entries.append(
                LegendEntry(
                    name: "viewport", fill: nil, stroke: style.chrome.viewportStroke,
                    strokeWidth: style.chrome.viewportStrokeWidth, dash: []))
        }
        return entries
    }

    /// Cells, then headers, footers and other supplementary kinds, then decorations.
    static func legendOrder(_ a: ElementKey, _ b: ElementKey) -> Bool {
        func rank(_ key: ElementKey) -> Int {
            switch key.kind {
            case CollectionElementKind.sectionHeader: 0
            case CollectionElementKind.sectionFooter: 1
            default: 2
            }
        }
        if a.category != b.category { return a.category.rawValue < b.category.rawValue }
        if rank(a) != rank(b) { return rank(a) < rank(b) }
        return a < b
    }

    func legendRowWidth(_ entries: [LegendEntry]) -> CGFloat {
        guard !entries.isEmpty else { return 0 }
        let fontSize = style.chrome.captionFontSize
        let widths = entries.map {
            Self.swatchSize.width + Self.swatchTextGap + TextLayout.estimatedWidth(of: $0.name, fontSize: fontSize)
        }
        return widths.reduce(0, +) + Self.legendEntryGap * CGFloat(entries.count - 1)
    }

    func legendNodes(_ entries: [LegendEntry], left: CGFloat, top: CGFloat) -> [SceneNode] {
        let fontSize = style.chrome.captionFontSize
        let rowHeight = max(Self.swatchSize.height, fontSize * TextLayout.lineHeightRatio)
        let centerY = top + rowHeight / 2
        var x = left
        var nodes: [SceneNode] = []
        for entry in entries {
            let inset = entry.stroke == nil ? 0 : entry.strokeWidth / 2
            let swatch = CGRect(
                x: x, y: centerY - Self.swatchSize.height / 2, width: Self.swatchSize.width,
                height: Self.swatchSize.height
            ).insetBy(dx: inset, dy: inset)
            nodes.append(
                .shape(
                    SceneShape(
                        path: .rect(swatch, cornerRadius: 2), fill: entry.fill, stroke: entry.stroke,
                        strokeWidth: entry.strokeWidth, dash: entry.dash, role: "legend-swatch")))
            x += Self.swatchSize.width + Self.swatchTextGap
            nodes.append(
                .text(
                    SceneText(
                        text: entry.name,
                        position: CGPoint(x: x, y: TextLayout.baseline(centeredAt: centerY, fontSize: fontSize)),
                        fontSize: fontSize, color: style.chrome.textColor, role: "legend")))
            x += TextLayout.estimatedWidth(of: entry.name, fontSize: fontSize) + Self.legendEntryGap
        }
        return nodes
    }
}
