import Foundation

/// The lines of a section whose items have individual sizes, stored compactly: three `Double`s
/// per item (its lengths and its position along the line) and three values per line.
///
/// A rect query binary-searches the first line that ends after the query's near edge and, in
/// each line it visits, the first item that ends after the query's leading edge (both sequences
/// of ends are increasing because spacings are never negative).
struct VaryingFlowLines {
    /// Per item: length along the scroll axis, length along the line, start along the line.
    private(set) var itemMain: [Double]
    private(set) var itemCross: [Double]
    private(set) var itemCrossStart: [Double]
    /// Per line: index of its first item, with a final sentinel equal to the item count.
    private(set) var lineFirstItem: [Int]
    /// Per line: start along the scroll axis and thickness (its tallest item, vertically).
    private(set) var lineStart: [Double]
    private(set) var lineThickness: [Double]

    var itemCount: Int { itemMain.count }
    var lineCount: Int { lineStart.count }

    /// Breaks items of the given (already clamped) lengths into lines starting at `linesStart`:
    /// an item joins the line while `used + spacing + length ≤ available`; the first item of a
    /// line always joins it, even when it is longer than the line.
    init(itemMain: [Double], itemCross: [Double], metrics: FlowSectionMetrics, lineWidth: Double, linesStart: Double) {
        self.itemMain = itemMain
        self.itemCross = itemCross
        itemCrossStart = [Double](repeating: 0, count: itemMain.count)
        lineFirstItem = []
        lineStart = []
        lineThickness = []
        let count = itemMain.count
        let available = metrics.available(lineWidth: lineWidth)
        let limit = available + FlowClamp.fitSlack(available)
        let spacing = metrics.interitemSpacing
        var lineSums: [Double] = []
        var first = 0
        var position = linesStart
        while first < count {
            var used = itemCross[first]
            var sum = itemCross[first]
            var thickness = itemMain[first]
            var next = first + 1
            while next < count && used + spacing + itemCross[next] <= limit {
                used += spacing + itemCross[next]
                sum += itemCross[next]
                thickness = Swift.max(thickness, itemMain[next])
                next += 1
            }
            if !lineStart.isEmpty { position += metrics.lineSpacing }
            lineFirstItem.append(first)
            lineStart.append(position)
            lineThickness.append(thickness)
            lineSums.append(sum)
            position += thickness
            first = next
        }
        lineFirstItem.append(count)
        let everyLineHoldsOneItem = lineStart.count == count
        for line in lineStart.indices {
            let isLast = line == lineStart.count - 1
            let alignment =
                isLast
                ? metrics.alignmentOfLastLine(everyLineHoldsOneItem: everyLineHoldsOneItem) : metrics.lineAlignment
            let items = lineFirstItem[line]..<lineFirstItem[line + 1]
            let placement = FlowLinePlacement(
                alignment: alignment, count: items.count, itemLength: lineSums[line], available: available,
                leading: metrics.insetCrossBefore, spacing: spacing)
            var cross = placement.start
            for item in items {
                itemCrossStart[item] = cross
                cross += itemCross[item] + placement.gap
            }
        }
    }

    /// The total length of the lines along the scroll axis.
    var length: Double {
        guard let first = lineStart.first, let last = lineStart.last, let thickness = lineThickness.last else {
            return 0
        }
        return last + thickness - first
    }

    /// The box of item `item` (0 ≤ item < itemCount): centred across its line's thickness.
    func box(ofItem item: Int) -> FlowBox {
        let line = partitionPoint(lineCount) { lineFirstItem[$0 + 1] <= item }
        return box(ofItem: item, line: line)
    }

    private func box(ofItem item: Int, line: Int) -> FlowBox {
        FlowBox(
            main: lineStart[line] + (lineThickness[line] - itemMain[item]) / 2, cross: itemCrossStart[item],
            mainLength: itemMain[item], crossLength: itemCross[item])
    }

    /// Calls `body` with every item whose box intersects `query`, in item order.
    func forEachItem(intersecting query: FlowQuery, _ body: (Int, FlowBox) -> Void) {
        var line = partitionPoint(lineCount) { lineStart[$0] + lineThickness[$0] <= query.mainMin }
        while line < lineCount && lineStart[line] < query.mainMax {
            let first = lineFirstItem[line]
            let end = lineFirstItem[line + 1]
            var item =
                first
                + partitionPoint(end - first) { itemCrossStart[first + $0] + itemCross[first + $0] <= query.crossMin }
            while item < end && itemCrossStart[item] < query.crossMax {
                let box = box(ofItem: item, line: line)
                if box.intersects(query) { body(item, box) }
                item += 1
            }
            line += 1
        }
    }
}
