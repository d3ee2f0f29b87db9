import Foundation

/// One laid-out section of a flow layout, in main/cross coordinates: header, lines, footer.
///
/// Along the scroll axis: `start` → header (`headerLength`) → inset before → lines → inset
/// after → `contentEnd` → footer (`footerLength`) → `end`. No line spacing is added between the
/// header and the first line or between the last line and the footer.
struct FlowSection {
    enum Lines {
        /// Every item has the same size: positions are arithmetic, nothing is stored per item.
        case uniform(UniformFlowLines)
        /// Items have their own sizes: compact per-item arrays.
        case varying(VaryingFlowLines)
    }

    var start: Double
    var headerLength: Double
    var contentEnd: Double
    var footerLength: Double
    /// The line width W: headers and footers span it, outside the section insets.
    var lineWidth: Double
    var lines: Lines

    var end: Double { contentEnd + footerLength }

    var itemCount: Int {
        switch lines {
        case .uniform(let lines): lines.itemCount
        case .varying(let lines): lines.itemCount
        }
    }

    /// Lays out a section that begins at `start`; `lines` builds the lines given where they start.
    init(start: Double, metrics: FlowSectionMetrics, lineWidth: Double, lines makeLines: (Double) -> Lines) {
        self.start = start
        headerLength = metrics.headerLength
        footerLength = metrics.footerLength
        self.lineWidth = lineWidth
        let lines = makeLines(start + metrics.headerLength + metrics.insetMainBefore)
        self.lines = lines
        let linesLength: Double
        switch lines {
        case .uniform(let lines): linesLength = lines.length
        case .varying(let lines): linesLength = lines.length
        }
        contentEnd = start + metrics.headerLength + metrics.insetMainBefore + linesLength + metrics.insetMainAfter
    }

    /// The box of item `item` (0 ≤ item < itemCount).
    func box(ofItem item: Int) -> FlowBox {
        switch lines {
        case .uniform(let lines): lines.box(ofItem: item)
        case .varying(let lines): lines.box(ofItem: item)
        }
    }

    /// Calls `body` with every item whose box intersects `query`, in item order.
    func forEachItem(intersecting query: FlowQuery, _ body: (Int, FlowBox) -> Void) {
        switch lines {
        case .uniform(let lines): lines.forEachItem(intersecting: query, body)
        case .varying(let lines): lines.forEachItem(intersecting: query, body)
        }
    }

    /// The header's box, or nil without a header. Unpinned it sits at `start`; pinned, it
    /// follows `visibleStart` (the top of the visible area) but never leaves its section: it
    /// stays between `start` and the footer's top (`contentEnd`).
    func headerBox(pinnedTo visibleStart: Double?) -> FlowBox? {
        guard headerLength > 0 else { return nil }
        var main = start
        if let visibleStart {
            main = Swift.min(Swift.max(visibleStart, start), Swift.max(start, contentEnd - headerLength))
        }
        return FlowBox(main: main, cross: 0, mainLength: headerLength, crossLength: lineWidth)
    }

    /// The footer's box, or nil without a footer. Unpinned it sits at `contentEnd`; pinned, its
    /// far edge follows `visibleEnd` (the bottom of the visible area) but it stays between the
    /// header's unpinned bottom (`start + headerLength`) and `contentEnd`.
    func footerBox(pinnedTo visibleEnd: Double?) -> FlowBox? {
        guard footerLength > 0 else { return nil }
        var main = contentEnd
        if let visibleEnd {
            main = Swift.max(start + headerLength, Swift.min(visibleEnd - footerLength, contentEnd))
        }
        return FlowBox(main: main, cross: 0, mainLength: footerLength, crossLength: lineWidth)
    }
}
