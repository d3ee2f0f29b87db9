import Foundation

/// Where the items of one line go along the line: item `i` starts at
/// `start + (sum of the lengths of items before i) + i · gap`.
struct FlowLinePlacement {
    var start: Double
    var gap: Double

    /// Distributes a line of `count` items whose lengths sum to `itemLength` over the
    /// `available` length that begins at `leading`.
    ///
    /// - `.justified` (UIKit's full lines): two or more items → first at `leading`, last flush
    ///   with the trailing edge, equal gaps `(available − itemLength) / (count − 1)`; one item →
    ///   centred.
    /// - `.left`, `.center`, `.right`: gaps of `spacing`, the group at the leading edge, centred,
    ///   or at the trailing edge.
    /// - A line longer than `available` (a single item wider than the line, which UIKit calls
    ///   undefined and does not crop) starts at `leading` whatever the alignment, so it overflows
    ///   only on the trailing side and never to negative coordinates.
    init(
        alignment: FlowLayoutLineAlignment, count: Int, itemLength: Double, available: Double, leading: Double,
        spacing: Double
    ) {
        let used = itemLength + Double(Swift.max(0, count - 1)) * spacing
        let leftover = available - used
        guard leftover >= 0 else {
            self.init(start: leading, gap: spacing)
            return
        }
        switch alignment {
        case .justified where count >= 2:
            self.init(start: leading, gap: (available - itemLength) / Double(count - 1))
        case .justified, .center:
            self.init(start: leading + leftover / 2, gap: spacing)
        case .left:
            self.init(start: leading, gap: spacing)
        case .right:
            self.init(start: leading + leftover, gap: spacing)
        }
    }

    init(start: Double, gap: Double) {
        self.start = start
        self.gap = gap
    }
}
