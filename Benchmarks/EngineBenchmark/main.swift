// Engine benchmark (issue 2): CollectionViewFlowLayout with 1,000,000 items.
//
// Prints, per configuration, the layout pass time (prepare() + content size), peak RSS (VmHWM of the process), the median time of
// a viewport-sized rect query at several places in the content, and the same query answered by a
// linear scan over all attributes (the tutorial grid's approach) with the ratio between the two.
// Each configuration runs in its own child process so that peak RSS is not inflated by another
// configuration; within a process RSS is read BEFORE the full attributes array for the linear
// scan is built.
//
// Usage: swift run -c release EngineBenchmark [configuration | compositional]  (ENGINE_BENCHMARK_SKIP_SCAN=1: no linear scan)
// Without an argument it runs every configuration, each in a child process.

import CollectionLayout
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One benchmark set-up: sections × items, uniform or per-item sizes.
struct Configuration {
    var name: String
    var itemCounts: [Int]
    var perItemSizes: Bool
}

let configurations = [
    Configuration(name: "1-section", itemCounts: [1_000_000], perItemSizes: false),
    Configuration(name: "1000-sections", itemCounts: Array(repeating: 1_000, count: 1_000), perItemSizes: false),
    Configuration(name: "1-section-per-item-sizes", itemCounts: [1_000_000], perItemSizes: true),
]

let viewport = CGSize(width: 390, height: 844)

func nanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// Peak resident set size of this process in MB (VmHWM from /proc/self/status).
func peakRSSMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return .nan }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        let kilobytes = line.split(separator: " ").compactMap { Double($0) }.first ?? .nan
        return kilobytes / 1024
    }
    return .nan
}

func median(_ values: [UInt64]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return .nan }
    return Double(sorted[sorted.count / 2])
}

/// Median time in microseconds of `iterations` runs of `body`, and the last result's count.
func measure(iterations: Int, _ body: () -> Int) -> (microseconds: Double, count: Int) {
    var timings: [UInt64] = []
    timings.reserveCapacity(iterations)
    var count = 0
    for _ in 0..<iterations {
        let start = nanoseconds()
        count = body()
        timings.append(nanoseconds() - start)
    }
    return (median(timings) / 1000, count)
}

func format(_ value: Double, _ decimals: Int = 2) -> String { String(format: "%.\(decimals)f", value) }

func run(_ configuration: Configuration) {
    let layout = CollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 50, height: 50)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    if configuration.itemCounts.count > 1 { layout.headerReferenceSize = CGSize(width: 0, height: 44) }
    if configuration.perItemSizes {
        // Widths 40…60 and heights 40…56 in a fixed pattern: lines of varying length and thickness.
        layout.sizeForItem = { indexPath in
            CGSize(width: 40 + Double(indexPath.item % 3) * 10, height: 40 + Double(indexPath.item % 5) * 4)
        }
    }
    let dataSource = InMemoryDataSource(itemCounts: configuration.itemCounts)
    let collectionView = CollectionView(
        frame: CGRect(origin: .zero, size: viewport), collectionViewLayout: layout, dataSource: dataSource)

    // The layout pass: prepare() and collectionViewContentSize (the flow layout computes its
    // geometry on the first query after prepare(), as UIKit does); first run, then the median
    // of 5 runs after invalidation.
    var prepareTimings: [UInt64] = []
    for _ in 0..<6 {
        layout.invalidateLayout()
        let start = nanoseconds()
        layout.prepare()
        _ = layout.collectionViewContentSize
        prepareTimings.append(nanoseconds() - start)
    }
    let firstPrepare = Double(prepareTimings[0]) / 1e3
    let medianPrepare = median(Array(prepareTimings.dropFirst())) / 1e3
    collectionView.layoutIfNeeded()
    let content = layout.collectionViewContentSize

    let places: [(String, Double)] = [("top", 0), ("25%", 0.25), ("middle", 0.5), ("75%", 0.75), ("bottom", 1)]
    let rects = places.map { name, fraction in
        let y = (content.height - viewport.height) * fraction
        return (name, CGRect(x: 0, y: y, width: viewport.width, height: viewport.height))
    }
    let iterations = Int(ProcessInfo.processInfo.environment["ENGINE_BENCHMARK_ITERATIONS"] ?? "") ?? 2_000
    var indexed: [(String, Double, Int)] = []
    for (name, rect) in rects {
        let result = measure(iterations: iterations) { layout.layoutAttributesForElements(in: rect)?.count ?? 0 }
        indexed.append((name, result.microseconds, result.count))
    }
    let peak = peakRSSMegabytes()

    print(
        "## \(configuration.name): \(configuration.itemCounts.count) section(s), "
            + "\(configuration.itemCounts.reduce(0, +)) items, "
            + (configuration.perItemSizes ? "per-item sizes (closure)" : "uniform itemSize 50x50")
            + ", viewport 390x844, content \(format(Double(content.width), 0))x\(format(Double(content.height), 0))")
    print(
        "prepare() + contentSize: first \(format(firstPrepare, 1)) µs, median of 5 more \(format(medianPrepare, 1)) µs")
    print("peak RSS (VmHWM) after prepare + queries: \(format(peak, 1)) MB")

    // Linear scan over all attributes, built only now (after RSS was read). Set
    // ENGINE_BENCHMARK_SKIP_SCAN=1 to stop here (for profiling the indexed query alone).
    if ProcessInfo.processInfo.environment["ENGINE_BENCHMARK_SKIP_SCAN"] == "1" {
        for (name, microseconds, count) in indexed { print("| \(name) | \(format(microseconds)) | \(count) |") }
        return
    }
    let buildStart = nanoseconds()
    let all = layout.layoutAttributesForElements(in: CGRect(origin: .zero, size: content)) ?? []
    let buildMilliseconds = Double(nanoseconds() - buildStart) / 1e6
    print(
        "full attributes array for the linear scan: \(all.count) attributes in \(format(buildMilliseconds, 1)) ms"
            + " (peak RSS now \(format(peakRSSMegabytes(), 1)) MB)")
    let framesStart = nanoseconds()
    let frames = all.map(\.frame)
    let indexStart = nanoseconds()
    let spatialIndex = SpatialIndex(frames: frames, elements: all)
    let indexMilliseconds = Double(nanoseconds() - indexStart) / 1e6
    print(
        "SpatialIndex over those attributes built in \(format(indexMilliseconds, 1)) ms"
            + " (reading their frames first: \(format(Double(indexStart - framesStart) / 1e6, 1)) ms)")
    print(
        "| place | flow query (µs, median) | results | linear scan (µs, median) | ratio | SpatialIndex (µs, median) |")
    print("|---|---|---|---|---|---|")
    for (place, (name, rect)) in zip(indexed, rects) {
        let scan = measure(iterations: 21) { all.filter { $0.frame.overlaps(rect) }.count }
        let index = measure(iterations: 2_000) { spatialIndex.elements(intersecting: rect).count }
        precondition(scan.count == place.2 && index.count == place.2, "query results disagree at \(name)")
        print(
            "| \(name) | \(format(place.1)) | \(place.2) | \(format(scan.microseconds, 0)) | "
                + "\(format(scan.microseconds / place.1, 0))× | \(format(index.microseconds)) |")
    }
    print("")
}

let arguments = CommandLine.arguments.dropFirst()
if arguments.first == "compositional" {
    runCompositional()
} else if let name = arguments.first {
    guard let configuration = configurations.first(where: { $0.name == name }) else {
        print("unknown configuration \(name); known: \(configurations.map(\.name).joined(separator: ", "))")
        exit(2)
    }
    run(configuration)
} else {
    for name in configurations.map(\.name) + ["compositional"] {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/proc/self/exe")
        child.arguments = [name]
        do {
            try child.run()
            child.waitUntilExit()
        } catch {
            print("could not start \(name): \(error)")
        }
    }
}
