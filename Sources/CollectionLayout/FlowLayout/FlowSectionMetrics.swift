import Foundation

/// The clamped per-section values of a flow layout in main/cross coordinates.
struct FlowSectionMetrics {
    /// Section inset before the first line (top when scrolling vertically).
    var insetMainBefore: Double
    /// Section inset after the last line (bottom when scrolling vertically).
    var insetMainAfter: Double
    /// Section inset at the leading end of every line (left when scrolling vertically).
    var insetCrossBefore: Double
    /// Section inset at the trailing end of every line (right when scrolling vertically).
    var insetCrossAfter: Double
    var lineSpacing: Double
    var interitemSpacing: Double
    /// The header's length along the scroll axis (its height when scrolling vertically).
    var headerLength: Double
    /// The footer's length along the scroll axis.
    var footerLength: Double
    /// Alignment of every line but the last.
    var lineAlignment: FlowLayoutLineAlignment
    /// Alignment of the last line.
    var lastLineAlignment: FlowLayoutLineAlignment

    /// Clamps raw values (see `FlowClamp`) and maps them to main/cross for `axes`.
    init(
        inset: EdgeInsets, lineSpacing: CGFloat, interitemSpacing: CGFloat, header: CGSize, footer: CGSize,
        axes: FlowAxes, lineAlignment: FlowLayoutLineAlignment, lastLineAlignment: FlowLayoutLineAlignment
    ) {
        let vertical = axes.direction == .vertical
        insetMainBefore = FlowClamp.length(vertical ? inset.top : inset.left)
        insetMainAfter = FlowClamp.length(vertical ? inset.bottom : inset.right)
        insetCrossBefore = FlowClamp.length(vertical ? inset.left : inset.top)
        insetCrossAfter = FlowClamp.length(vertical ? inset.right : inset.bottom)
        self.lineSpacing = FlowClamp.length(lineSpacing)
        self.interitemSpacing = FlowClamp.length(interitemSpacing)
        headerLength = FlowClamp.length(axes.main(header))
        footerLength = FlowClamp.length(axes.main(footer))
        self.lineAlignment = lineAlignment
        self.lastLineAlignment = lastLineAlignment
    }

    /// The line length left for items once the section insets are taken off `lineWidth`.
    func available(lineWidth: Double) -> Double {
        Swift.max(0, lineWidth - insetCrossBefore - insetCrossAfter)
    }

    /// UIKit's rule for the last line: it follows `lastLineAlignment`, except when every line
    /// of the section holds a single item, where it follows `lineAlignment` like the others
    /// (with the default `.justified`, a lone item is centred, as UIKit centres it).
    func alignmentOfLastLine(everyLineHoldsOneItem: Bool) -> FlowLayoutLineAlignment {
        everyLineHoldsOneItem ? lineAlignment : lastLineAlignment
    }
}
