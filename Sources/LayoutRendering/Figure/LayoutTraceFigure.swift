import CollectionLayout
import Foundation
import LayoutImage

/// The layout process as a figure: the calls a collection view made on its layout (recorded
/// through `CollectionView.layoutCallObserver`) drawn as a sequence diagram beside the layout's
/// figure — the equivalent of figure 5-1 of Apple's *Collection View Programming Guide*
/// (`prepare` → `collectionViewContentSize` → `layoutAttributesForElements(in:)`), with the
/// answers and what a scroll asks of the layout.
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

    /// The figure: `layout` (the layout's own figure) on the left, the diagram of `calls` on
    /// the right.
    public func makeScene(layout: Scene, calls: [LayoutCall]) -> Scene {
        let fontSize = style.chrome.captionFontSize
        let rows = Self.rows(for: calls)
        let textWidth = rows.map { TextLayout.estimatedWidth(of: $0.text, fontSize: fontSize) }.max() ?? 0
        let span = max(200, textWidth + 40)
        let headerHeight: CGFloat = 28
        let diagramHeight = headerHeight + CGFloat(rows.count + 1) * Self.rowHeight
        let titleHeight = title == nil ? 0 : style.chrome.titleFontSize * TextLayout.lineHeightRatio + 10
        let top = Self.margin + titleHeight
        let diagramLeft = Self.margin + layout.size.width + Self.gap
        let width = (diagramLeft + span + 60 + Self.margin).rounded(.up)
        let height = (top + max(layout.size.height, diagramHeight) + Self.margin).rounded(.up)
        var nodes: [SceneNode] = []
        if let title {
            nodes.append(
                .text(
                    SceneText(
                        text: title,
                        position: CGPoint(
                            x: width / 2,
                            y: TextLayout.baseline(
                                centeredAt: Self.margin + titleHeight / 2 - 5, fontSize: style.chrome.titleFontSize)),
                        anchor: .middle, fontSize: style.chrome.titleFontSize, isBold: true,
                        color: style.chrome.textColor, role: "title")))
        }
        nodes.append(.panel(ScenePanel(origin: CGPoint(x: Self.margin, y: top), scene: layout, label: "layout")))
        let viewX = diagramLeft + 30
        let layoutX = viewX + span
        let ink = style.chrome.textColor
        for (x, name) in [(viewX, "collection view"), (layoutX, "layout")] {
            nodes.append(
                .text(
                    SceneText(
                        text: name, position: CGPoint(x: x, y: top + 14), anchor: .middle, fontSize: fontSize,
                        isBold: true, color: ink, role: "lifeline")))
            nodes.append(
                .shape(
                    SceneShape(
                        path: .polyline([
                            CGPoint(x: x, y: top + headerHeight - 6), CGPoint(x: x, y: top + diagramHeight),
                        ]),
                        stroke: ink.withOpacity(0.35), strokeWidth: 1, dash: [3, 3], role: "lifeline")))
        }
        for (index, row) in rows.enumerated() {
            let y = top + headerHeight + CGFloat(index + 1) * Self.rowHeight
            let (from, to) = row.isReturn ? (layoutX, viewX) : (viewX, layoutX)
            let direction: CGFloat = to > from ? 1 : -1
            let tip = CGPoint(x: to - direction * 1, y: y)
            nodes.append(
                .shape(
                    SceneShape(
                        path: .polyline([CGPoint(x: from, y: y), tip]), stroke: ink, strokeWidth: 1,
                        dash: row.isReturn ? [4, 3] : [], role: row.isReturn ? "trace-return" : "trace-call")))
            nodes.append(
                .shape(
                    SceneShape(
                        path: .polygon([
                            tip, CGPoint(x: tip.x - direction * 7, y: y - 3.5),
                            CGPoint(x: tip.x - direction * 7, y: y + 3.5),
                        ]), fill: ink, role: "trace-arrowhead")))
            nodes.append(
                .text(
                    SceneText(
                        text: row.text, position: CGPoint(x: (viewX + layoutX) / 2, y: y - 4), anchor: .middle,
                        fontSize: fontSize, color: row.isReturn ? ink.withOpacity(0.75) : ink, role: "trace-label")))
        }
        return Scene(
            size: CGSize(width: width, height: height), background: style.background, nodes: nodes, title: title)
    }

    /// One message of the diagram.
    struct Row {
        var text: String
        var isReturn: Bool
    }

    /// The messages of `calls`, numbered: each call, and the answer it returned.
    static func rows(for calls: [LayoutCall]) -> [Row] {
        var rows: [Row] = []
        func number(_ value: CGFloat) -> String { FilmStrip.points(value) }
        func rect(_ r: CGRect) -> String {
            "\(number(r.minX)), \(number(r.minY)), \(number(r.width)) × \(number(r.height))"
        }
        for (index, call) in calls.prefix(maximumCalls).enumerated() {
            let n = "\(index + 1). "
            switch call {
            case .prepare:
                rows.append(Row(text: n + "prepare()", isReturn: false))
            case .contentSize(let size):
                rows.append(Row(text: n + "collectionViewContentSize", isReturn: false))
                rows.append(Row(text: "\(number(size.width)) × \(number(size.height))", isReturn: true))
            case .elementsInRect(let r, let count):
                rows.append(Row(text: n + "layoutAttributesForElements(in: \(rect(r)))", isReturn: false))
                rows.append(Row(text: count == 1 ? "1 element" : "\(count) elements", isReturn: true))
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
