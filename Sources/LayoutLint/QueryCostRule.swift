import CollectionLayout
import Foundation

/// `LintRule.linearQuery`: a viewport-sized rect query costs about as much with many items as
/// with few. UIKit queries the visible rectangle on every frame of a scroll; a layout that
/// filters every cached attributes object (`cache.filter { $0.frame.intersects(rect) }`) gets
/// slower with each item added, while a binary search or a spatial index does not.
///
/// The layout is built twice through the data source, with `queryCostSmallItemCount` and
/// `queryCostLargeItemCount` items shared among the sections in the proportions of the
/// original counts, and each is asked for the viewport-sized rectangle in the middle of its
/// content. Each timing is the median of several samples, interleaved so that a busy machine
/// slows both alike, and is divided by the number of elements returned plus one (a layout
/// whose every item is visible, such as a circle, legitimately costs more with more items).
/// A ratio above `maxQueryCostRatio` is measured a second time and reported only when both
/// measurements exceed it.
enum QueryCostRule {
    /// Samples per layout; the median is used.
    private static let samples = 9
    /// Each sample repeats the query until the smaller layout's sample takes this long, so that
    /// the clock's resolution does not matter.
    private static let sampleDuration: UInt64 = 2_000_000

    static func findings(in survey: LayoutSurvey, factory: LayoutFactory, options: LintOptions) -> [LintFinding] {
        let counts = survey.collectionView.itemCounts
        let (fewer, more) = (options.queryCostSmallItemCount, options.queryCostLargeItemCount)
        guard counts.reduce(0, +) > 0, fewer > 1, more > fewer else { return [] }
        let small = Subject(factory.prepared(itemCounts: scaled(counts, to: fewer)))
        let large = Subject(factory.prepared(itemCounts: scaled(counts, to: more)))
        var ratio = measuredRatio(small, large)
        if ratio > options.maxQueryCostRatio { ratio = min(ratio, measuredRatio(small, large)) }
        guard ratio > options.maxQueryCostRatio else { return [] }
        let logarithmic = log(Double(more)) / log(Double(fewer))
        return [
            LintFinding(
                rule: .linearQuery, element: LintFinding.wholeLayout,
                expected: "a viewport-sized rect query with \(more) items to cost at most "
                    + "\(LintFormat.number(options.maxQueryCostRatio))× what it costs with \(fewer) "
                    + "(a spatial index: about \(LintFormat.number(logarithmic, decimals: 1))×)",
                found: "\(LintFormat.number(ratio, decimals: 1))× per returned element, twice measured: "
                    + "a scan of every element")
        ]
    }

    /// A laid-out layout and the rectangle it is timed on. It keeps the collection view, which
    /// the layout holds only weakly.
    private struct Subject {
        let collectionView: CollectionView
        let rect: CGRect
        let returned: Int

        var layout: CollectionViewLayout { collectionView.collectionViewLayout }

        init(_ collectionView: CollectionView) {
            self.collectionView = collectionView
            let layout = collectionView.collectionViewLayout
            let content = layout.collectionViewContentSize
            let viewport = collectionView.bounds.size
            let middle = CGPoint(
                x: content.width.isFinite ? max(0, (content.width - viewport.width) / 2) : 0,
                y: content.height.isFinite ? max(0, (content.height - viewport.height) / 2) : 0)
            rect = CGRect(origin: middle, size: viewport)
            returned = layout.layoutAttributesForElements(in: rect)?.count ?? 0
        }

        /// Nanoseconds `repetitions` queries take.
        func time(_ repetitions: Int) -> UInt64 {
            let layout = layout
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<repetitions { _ = layout.layoutAttributesForElements(in: rect) }
            return DispatchTime.now().uptimeNanoseconds - start
        }
    }

    /// The large subject's median time per returned element over the small subject's.
    private static func measuredRatio(_ small: Subject, _ large: Subject) -> Double {
        var repetitions = 1
        while small.time(repetitions) < sampleDuration, repetitions < 1 << 16 { repetitions *= 2 }
        var smallTimes: [UInt64] = []
        var largeTimes: [UInt64] = []
        for _ in 0..<samples {
            smallTimes.append(small.time(repetitions))
            largeTimes.append(large.time(repetitions))
        }
        let smallCost = Double(median(smallTimes)) / Double(small.returned + 1)
        let largeCost = Double(median(largeTimes)) / Double(large.returned + 1)
        return largeCost / max(smallCost, 1)
    }

    private static func median(_ values: [UInt64]) -> UInt64 { values.sorted()[values.count / 2] }

    /// `total` items shared among the sections in the proportions of `counts` (the remainder of
    /// the rounding to the largest section).
    private static func scaled(_ counts: [Int], to total: Int) -> [Int] {
        let original = Double(counts.reduce(0, +))
        var result = counts.map { Int(Double($0) * Double(total) / original) }
        if let largest = counts.indices.max(by: { counts[$0] < counts[$1] }) {
            result[largest] += total - result.reduce(0, +)
        }
        return result
    }
}
