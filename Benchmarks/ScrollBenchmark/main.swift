// Scroll benchmark (issue 5): a 100,000-item layout scrolled through 100 frames.
//
// For each configuration: the first layout pass (prepare), then the median over 5 runs of a
// 100-frame keyframe scroll from the top to the end of the content (ScrollPlan.sample: every
// frame moves the bounds, asks shouldInvalidateLayout(forBoundsChange:), runs the cycle if
// invalidated and queries the visible rectangle, copying its attributes). A counting layout
// subclass records every rect query so the run can prove that only the visible rectangle was
// queried, and how many elements were returned per frame.
//
// Usage: swift run -c release ScrollBenchmark

import CollectionLayout
import Foundation
import LayoutAnimation

#if canImport(Glibc)
    import Glibc
#endif

func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Records the rectangles the collection view asks for.
final class CountingFlowLayout: CollectionViewFlowLayout {
    var queries: [CGRect] = []
    var returned = 0
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        queries.append(rect)
        let result = super.layoutAttributesForElements(in: rect)
        returned += result?.count ?? 0
        return result
    }
}

/// Records the rectangles the collection view asks for.
final class CountingStretchyLayout: StretchyHeaderLayout {
    var queries: [CGRect] = []
    var returned = 0
    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        queries.append(rect)
        let result = super.layoutAttributesForElements(in: rect)
        returned += result?.count ?? 0
        return result
    }
}

struct Configuration {
    var name: String
    var itemCounts: [Int]
    var makeLayout: () -> CollectionViewLayout
}

let viewport = CGSize(width: 390, height: 844)
let frameCount = 100
let runs = 5

let configurations = [
    Configuration(name: "flow, 1 section × 100,000", itemCounts: [100_000]) {
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        return layout
    },
    Configuration(name: "flow, 1,000 sections × 100, pinned headers", itemCounts: Array(repeating: 100, count: 1_000)) {
        let layout = CountingFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        layout.sectionHeadersPinToVisibleBounds = true
        return layout
    },
    Configuration(name: "stretchy, 4 sections × 25,000", itemCounts: Array(repeating: 25_000, count: 4)) {
        CountingStretchyLayout()
    },
]

func queries(of layout: CollectionViewLayout) -> (rects: [CGRect], returned: Int) {
    if let counting = layout as? CountingFlowLayout { return (counting.queries, counting.returned) }
    if let counting = layout as? CountingStretchyLayout { return (counting.queries, counting.returned) }
    return ([], 0)
}

func resetQueries(of layout: CollectionViewLayout) {
    (layout as? CountingFlowLayout)?.queries = []
    (layout as? CountingFlowLayout)?.returned = 0
    (layout as? CountingStretchyLayout)?.queries = []
    (layout as? CountingStretchyLayout)?.returned = 0
}

print(
    "Scroll benchmark: \(frameCount) frames from the top to the end, viewport \(Int(viewport.width))×\(Int(viewport.height)), median of \(runs) runs"
)
print("configuration | prepare | 100 frames | per frame | invalidated frames | elements/frame | rects ≠ bounds")
var failures = 0
for configuration in configurations {
    let layout = configuration.makeLayout()
    let collectionView = CollectionView(
        frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout,
        dataSource: InMemoryDataSource(itemCounts: configuration.itemCounts))
    let prepareStart = nanoseconds()
    collectionView.layoutIfNeeded()
    let prepareTime = Double(nanoseconds() - prepareStart) / 1e9
    let end = collectionView.contentSize.height - viewport.height
    var times: [Double] = []
    var invalidated = 0
    var elementsPerFrame = 0.0
    var strayRects = 0
    for run in 0..<runs {
        collectionView.contentOffset = .zero
        collectionView.layoutIfNeeded()
        resetQueries(of: layout)
        let plan = ScrollPlan(.keyframes(from: 0, to: end, frames: frameCount, curve: .linear))
        let start = nanoseconds()
        let sequence: ScrollSequence
        do {
            sequence = try plan.sample(in: collectionView)
        } catch {
            print("error: \(error)")
            exit(1)
        }
        times.append(Double(nanoseconds() - start) / 1e9)
        if run == 0 {
            invalidated = sequence.frames.filter(\.layoutWasInvalidated).count
            let recorded = queries(of: layout)
            elementsPerFrame = Double(recorded.returned) / Double(max(1, recorded.rects.count))
            let bounds = Set(sequence.frames.map { "\($0.bounds)" })
            strayRects = recorded.rects.filter { !bounds.contains("\($0)") }.count
        }
    }
    times.sort()
    let median = times[runs / 2]
    if median > 1 || strayRects > 0 { failures += 1 }
    print(
        "\(configuration.name) | \(String(format: "%.3f s", prepareTime)) | \(String(format: "%.3f s", median)) | "
            + "\(String(format: "%.1f µs", median / Double(frameCount) * 1e6)) | \(invalidated) | "
            + "\(String(format: "%.1f", elementsPerFrame)) | \(strayRects)")
}
print(
    failures == 0
        ? "All configurations within 1 s per 100 frames, visible rectangle only."
        : "\(failures) configuration(s) over budget")
exit(failures == 0 ? 0 : 1)
