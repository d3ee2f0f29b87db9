import CollectionLayout
import Foundation
import LayoutImage
import LayoutStyle
import LayoutSupport

/// The layout process as a figure: the calls a collection view made on its layout (recorded
/// through `CollectionView.layoutCallObserver`) drawn as a sequence diagram beside the layout's
/// figure — the equivalent of figure 5-1 of Apple's *Collection View Programming Guide*
/// (`prepare` → `collectionViewContentSize` → `layoutAttributesForElements(in:)`), with the
/// answers and what a scroll asks of the layout; each queried rectangle is drawn on the layout
/// in the colour of its call.
public struct LayoutTraceFigure: Sendable {
    /// The theme.
    public var style: Style
    /// A title above both parts; nil for none.
    public var title: String?
    /// At most this many calls are drawn (the rest are counted in a last line).
    public static let maximumCalls = 40

    /// Creates the figure's builder.
    public init(style: Style, title: String? = nil) {
        self.style = style
        self.title = title
    }

    static let rowHeight: CGFloat = 20
    static let margin: CGFloat = 16
    static let gap: CGFloat = 24

    /// The colours of the rect queries, in order (then again): each query's rectangle on the
    /// layout and its call in the diagram share one, so a reader can tell which is which.
    static let queryColors: [Color] = [.rgb(0x2563EB), .rgb(0xD97706), .rgb(0x7C3AED), .rgb(0x059669)]

    /// The figure: `layout` (the layout's own figure, its legend and caption moved under the
    /// whole canvas, centred) on the left, the diagram of `calls` on the right, vertically
    /// centred beside it; each `layoutAttributesForElements(in:)` rectangle drawn on the layout
    /// in its call's colour, numbered as the call.
    public func makeScene(layout: FigureLayers, calls: [LayoutCall]) -> Scene {
        let fontSize = style.chrome.captionFontSize
        let rows = Self.rows(for: calls)
        let textWidth = rows.map { TextLayout.estimatedWidth(of: $0.text, fontSize: fontSize) }.max() ?? 0
        let span = max(200, textWidth + 40)
        let headerHeight: CGFloat = 28
        let diagramHeight = headerHeight + CGFloat(rows.count + 1) * Self.rowHeight
        let titleHeight = title == nil ? 0 : style.chrome.titleFontSize * TextLayout.lineHeightRatio + 10
        let top = Self.margin + titleHeight
        // The layout's part: its header and region; the footer (legend, caption) goes below all.
        let regionBottom = layout.panelOrigin.y + layout.panelSize.height
        let footerTop = layout.footer.isEmpty ? layout.size.height : regionBottom
        let bodyHeight = max(regionBottom, diagramHeight)
        let diagramTop = top + (bodyHeight - diagramHeight) / 2
        // The region alone on the left (the legend and caption that widened its canvas go below).
        let leftWidth = layout.header.isEmpty ? layout.panelSize.width : layout.size.width
        let diagramLeft = Self.margin + leftWidth + Self.gap
        let width =
            (diagramLeft + TextLayout.estimatedWidth(of: "collection view", fontSize: fontSize, bold: true) / 2 + span
            + 30 + Self.margin).rounded(.up)
        let footerHeight = layout.size.height - footerTop
        let height = (top + bodyHeight + footerHeight + Self.margin).rounded(.up)
        var nodes: [SceneNode] = []
        if let title {
            nodes.append(
                .title(title, centerX: width / 2, lineCenter: Self.margin + titleHeight / 2 - 5, chrome: style.chrome))
        }
        let left = layoutPart(layout, calls: calls, width: leftWidth, height: regionBottom)
        nodes.append(.panel(ScenePanel(origin: CGPoint(x: Self.margin, y: top), scene: left, label: "layout")))
        if !layout.footer.isEmpty {
            let footer = Scene(size: layout.size, nodes: layout.footer)
            let origin = CGPoint(
                x: ((width - layout.size.width) / 2).rounded(), y: top + bodyHeight - footerTop + Self.margin / 2)
            nodes.append(.panel(ScenePanel(origin: origin, scene: footer, label: "footer", clipsToBounds: false)))
        }
        // The lifelines' names stay clear of the layout on the left and of the canvas edge.
        let viewX = diagramLeft + TextLayout.estimatedWidth(of: "collection view", fontSize: fontSize, bold: true) / 2
        let diagram = Diagram(
            viewX: viewX, layoutX: viewX + span, top: diagramTop, headerHeight: headerHeight, height: diagramHeight)
        nodes += lifelineNodes(in: diagram)
        for (index, row) in rows.enumerated() {
            nodes += messageNodes(row, at: diagramTop + headerHeight + CGFloat(index + 1) * Self.rowHeight, in: diagram)
        }
        return Scene(
            size: CGSize(width: width, height: height), background: style.background, nodes: nodes, title: title)
    }

    /// Where the sequence diagram is on the canvas.
    private struct Diagram {
        /// The x of the collection view's lifeline.
        var viewX: CGFloat
        /// The x of the layout's lifeline.
        var layoutX: CGFloat
        /// The diagram's top edge.
        var top: CGFloat
        /// The height of the lifelines' names above the first message.
        var headerHeight: CGFloat
        /// The diagram's height, header included.
        var height: CGFloat
    }

    /// The layout's part, `width` × `height`: its header and its region with the queried rects
    /// marked (annotations, so they are drawn around the elements' labels, never across them);
    /// the region moves to the left edge when there is no header.
    private func layoutPart(_ layout: FigureLayers, calls: [LayoutCall], width: CGFloat, height: CGFloat) -> Scene {
        var marked = layout
        marked.annotations += queryMarks(calls, contentOrigin: layout.contentOrigin, panelOrigin: layout.panelOrigin)
        var region = marked.panel
        if layout.header.isEmpty { region.origin.x = 0 }
        return Scene(size: CGSize(width: width, height: height), nodes: layout.header + [.panel(region)])
    }

    /// The two lifelines, named in bold at the top and dashed down the diagram.
    private func lifelineNodes(in diagram: Diagram) -> [SceneNode] {
        let ink = style.chrome.textColor
        var nodes: [SceneNode] = []
        for (x, name) in [(diagram.viewX, "collection view"), (diagram.layoutX, "layout")] {
            nodes.append(
                .text(
                    SceneText(
                        text: name, position: CGPoint(x: x, y: diagram.top + 14), anchor: .middle,
                        fontSize: style.chrome.captionFontSize, isBold: true, color: ink, role: "lifeline")))
            nodes.append(
                .shape(
                    SceneShape(
                        path: .polyline([
                            CGPoint(x: x, y: diagram.top + diagram.headerHeight - 6),
                            CGPoint(x: x, y: diagram.top + diagram.height),
                        ]),
                        stroke: ink.withOpacity(0.35), strokeWidth: 1, dash: [3, 3], role: "lifeline")))
        }
        return nodes
    }

    /// One message at height `y`: its arrow from one lifeline to the other (dashed for an
    /// answer), the arrowhead, and its text above, in its rect query's colour when it has one.
    private func messageNodes(_ row: Row, at y: CGFloat, in diagram: Diagram) -> [SceneNode] {
        let (viewX, layoutX) = (diagram.viewX, diagram.layoutX)
        let (from, to) = row.isReturn ? (layoutX, viewX) : (viewX, layoutX)
        let direction: CGFloat = to > from ? 1 : -1
        let tip = CGPoint(x: to - direction * 1, y: y)
        let color = row.query.map { Self.queryColors[$0 % Self.queryColors.count] } ?? style.chrome.textColor
        return [
            .shape(
                SceneShape(
                    path: .polyline([CGPoint(x: from, y: y), tip]), stroke: color, strokeWidth: 1,
                    dash: row.isReturn ? [4, 3] : [], role: row.isReturn ? "trace-return" : "trace-call")),
            .shape(
                SceneShape(
                    path: .polygon([
                        tip, CGPoint(x: tip.x - direction * 7, y: y - 3.5),
                        CGPoint(x: tip.x - direction * 7, y: y + 3.5),
                    ]), fill: color, role: "trace-arrowhead")),
            .text(
                SceneText(
                    text: row.text, position: CGPoint(x: (viewX + layoutX) / 2, y: y - 4), anchor: .middle,
                    fontSize: style.chrome.captionFontSize, color: row.isReturn ? color.withOpacity(0.75) : color,
                    role: "trace-label")),
        ]
    }

    /// The rect queries among `calls` as dashed outlines on the region panel (whose origin is
    /// `panelOrigin` on the layout's canvas, content (0, 0) at `contentOrigin`), each with its
    /// call's number in a tag at its top left.
    private func queryMarks(_ calls: [LayoutCall], contentOrigin: CGPoint, panelOrigin: CGPoint) -> [SceneNode] {
        var nodes: [SceneNode] = []
        var query = 0
        for (index, call) in calls.prefix(Self.maximumCalls).enumerated() {
            guard case .elementsInRect(let rect, _) = call else { continue }
            let color = Self.queryColors[query % Self.queryColors.count]
            query += 1
            let frame = rect.offsetBy(
                dx: contentOrigin.x - panelOrigin.x, dy: contentOrigin.y - panelOrigin.y
            ).insetBy(dx: 3, dy: 3)
            guard frame.width > 0, frame.height > 0, frame.minX.isFinite, frame.minY.isFinite else { continue }
            nodes.append(
                .shape(
                    SceneShape(
                        path: .rect(frame, cornerRadius: 0), stroke: color, strokeWidth: 2, dash: [6, 4],
                        role: "trace-query")))
            let label = "\(index + 1)"
            let tagWidth = TextLayout.estimatedWidth(of: label, fontSize: 11, bold: true) + 8
            let tag = CGRect(x: frame.minX, y: frame.minY, width: tagWidth, height: 16)
            nodes.append(.shape(SceneShape(path: .rect(tag, cornerRadius: 3), fill: color, role: "trace-query-tag")))
            nodes.append(
                .text(
                    SceneText(
                        text: label,
                        position: CGPoint(x: tag.midX, y: TextLayout.baseline(centeredAt: tag.midY, fontSize: 11)),
                        anchor: .middle, fontSize: 11, isBold: true, color: .rgb(0xFFFFFF), role: "trace-query-tag")))
        }
        return nodes
    }

    /// One message of the diagram.
    struct Row {
        var text: String
        var isReturn: Bool
        /// Which rect query (0, 1, …) the message is or answers; nil for other calls.
        var query: Int? = nil
    }

    /// The messages of `calls`, numbered: each call, and the answer it returned.
    static func rows(for calls: [LayoutCall]) -> [Row] {
        var rows: [Row] = []
        func number(_ value: CGFloat) -> String { FilmStrip.points(value) }
        func rect(_ r: CGRect) -> String {
            "\(number(r.minX)), \(number(r.minY)), \(number(r.width)) × \(number(r.height))"
        }
        var queries = 0
        for (index, call) in calls.prefix(maximumCalls).enumerated() {
            let n = "\(index + 1). "
            switch call {
            case .prepare:
                rows.append(Row(text: n + "prepare()", isReturn: false))
            case .contentSize(let size):
                rows.append(Row(text: n + "collectionViewContentSize", isReturn: false))
                rows.append(Row(text: "\(number(size.width)) × \(number(size.height))", isReturn: true))
            case .elementsInRect(let r, let count):
                rows.append(
                    Row(text: n + "layoutAttributesForElements(in: \(rect(r)))", isReturn: false, query: queries))
                rows.append(Row(text: count == 1 ? "1 element" : "\(count) elements", isReturn: true, query: queries))
                queries += 1
            case .onDemand(let key, let answered):
                let call =
                    key.category == .cell
                    ? "layoutAttributesForItem(at: \(key.indexPath.section)-\(key.indexPath.item))"
                    : "layoutAttributesForSupplementaryView(\(key.description))"
                rows.append(Row(text: n + call, isReturn: false))
                rows.append(Row(text: answered ? "attributes" : "nil", isReturn: true))
            case .shouldInvalidate(let bounds, let answer):
                rows.append(Row(text: n + "shouldInvalidateLayout(forBoundsChange: \(rect(bounds)))", isReturn: false))
                rows.append(Row(text: answer ? "true" : "false", isReturn: true))
            case .invalidate(let reason):
                rows.append(Row(text: n + "invalidateLayout(with:) — \(reason)", isReturn: false))
            }
        }
        if calls.count > maximumCalls {
            rows.append(Row(text: "… and \(calls.count - maximumCalls) more calls", isReturn: false))
        }
        return rows
    }
}
