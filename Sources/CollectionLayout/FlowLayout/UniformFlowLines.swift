import Foundation

/// The lines of a section whose items all have the same size: O(1) memory whatever the count.
///
/// Every line but the last holds `perLine` items placed identically, so positions are
/// arithmetic: item `k` is in line `k / perLine`, slot `k % perLine`.
struct UniformFlowLines {
    var itemCount: Int
    /// Item length along the scroll axis (height when scrolling vertically).
    var itemMain: Double
    /// Item length along the line (width when scrolling vertically).
    var itemCross: Double
    var perLine: Int
    var lineCount: Int
    var linesStart: Double
    /// Distance from one line's start to the next one's.
    var pitch: Double
    var fullLine: FlowLinePlacement
    var lastLine: FlowLinePlacement

    /// Breaks `itemCount` items of `itemMain` × `itemCross` into lines starting at `linesStart`.
    init(
        itemCount: Int, itemMain: Double, itemCross: Double, metrics: FlowSectionMetrics, lineWidth: Double,
        linesStart: Double
    ) {
        self.itemCount = itemCount
        self.itemMain = itemMain
        self.itemCross = itemCross
        self.linesStart = linesStart
        let available = metrics.available(lineWidth: lineWidth)
        let spacing = metrics.interitemSpacing
        let perLine = UniformFlowLines.itemsPerLine(
            itemCount: itemCount, itemCross: itemCross, spacing: spacing, available: available)
        self.perLine = perLine
        // Written so that `itemCount` up to `Int.max` cannot overflow.
        lineCount = perLine == 0 ? 0 : itemCount / perLine + (itemCount % perLine == 0 ? 0 : 1)
        pitch = itemMain + metrics.lineSpacing
        func placement(_ alignment: FlowLayoutLineAlignment, _ count: Int) -> FlowLinePlacement {
            FlowLinePlacement(
                alignment: alignment, count: count, itemLength: Double(count) * itemCross, available: available,
                leading: metrics.insetCrossBefore, spacing: spacing)
        }
        fullLine = placement(metrics.lineAlignment, perLine)
        let lastCount = itemCount - Swift.max(0, lineCount - 1) * perLine
        lastLine = placement(metrics.alignmentOfLastLine(everyLineHoldsOneItem: perLine == 1), lastCount)
    }

    /// How many items fit in a line: the largest n with n·w + (n − 1)·s ≤ available (at least
    /// one: an item wider than the line gets a line of its own), at most `itemCount`.
    static func itemsPerLine(itemCount: Int, itemCross: Double, spacing: Double, available: Double) -> Int {
        guard itemCount > 0 else { return 0 }
        let limit = available + FlowClamp.fitSlack(available)
        // n·w + (n − 1)·s grows with n, so the items that fit are a prefix: binary search.
        let fitting = partitionPoint(itemCount) { index in
            let n = Double(index + 1)
            return n * itemCross + (n - 1) * spacing <= limit
        }
        return Swift.max(1, fitting)
    }

    /// The total length of the lines along the scroll axis (no spacing after the last line).
    var length: Double {
        lineCount == 0 ? 0 : Double(lineCount) * itemMain + Double(lineCount - 1) * (pitch - itemMain)
    }

    /// The box of item `item` (0 ≤ item < itemCount).
    func box(ofItem item: Int) -> FlowBox {
        let line = item / perLine
        let slot = item - line * perLine
        let placement = line == lineCount - 1 ? lastLine : fullLine
        return FlowBox(
            main: linesStart + Double(line) * pitch,
            cross: placement.start + Double(slot) * (itemCross + placement.gap),
            mainLength: itemMain, crossLength: itemCross)
    }

    /// Calls `body` with every item whose box intersects `query`, in item order.
    func forEachItem(intersecting query: FlowQuery, _ body: (Int, FlowBox) -> Void) {
        let lines = arithmeticRange(
            first: linesStart, step: pitch, length: itemMain, count: lineCount, low: query.mainMin,
            high: query.mainMax)
        for line in lines {
            let isLast = line == lineCount - 1
            let placement = isLast ? lastLine : fullLine
            let count = isLast ? itemCount - line * perLine : perLine
            let step = itemCross + placement.gap
            let slots = arithmeticRange(
                first: placement.start, step: step, length: itemCross, count: count, low: query.crossMin,
                high: query.crossMax)
            let main = linesStart + Double(line) * pitch
            for slot in slots {
                let box = FlowBox(
                    main: main, cross: placement.start + Double(slot) * step, mainLength: itemMain,
                    crossLength: itemCross)
                body(line * perLine + slot, box)
            }
        }
    }
}
