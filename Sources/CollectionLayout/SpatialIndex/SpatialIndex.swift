import Foundation

/// A static index over element frames that answers rectangle queries in O(log n + k).
///
/// Custom layouts that cache their own attributes in `prepare()` can build one index over the
/// cached frames and answer `layoutAttributesForElements(in:)` without scanning every element:
///
/// ```swift
/// override func prepare() {
///     cache = computeAttributes()
///     index = SpatialIndex(cache.map { (frame: $0.frame, element: $0) })
/// }
/// override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
///     index.elements(intersecting: rect)
/// }
/// ```
///
/// How it works: entries are sorted by their minimum along `axis` (the scroll axis), so the
/// entries that start before the query's far edge form a prefix found by binary search. Within
/// that prefix, entries are grouped in blocks of `blockSize`, and a max-tree over the blocks'
/// far edges prunes every block that ends before the query's near edge. A query therefore costs
/// O(log n) to locate the candidates plus O(log n) per block that holds a match; the remaining
/// candidates in those blocks are filtered exactly. Building costs one sort, O(n log n), or one
/// pass when the entries already come in scroll order (as a layout's cached attributes do).
///
/// Intersection is `CGRect.overlaps(_:)`, i.e. `intersects(_:)` on Apple platforms: rectangles
/// that only share an edge do not intersect (Foundation on Linux says they do; the layouts of
/// this package follow Core Graphics so a viewport never reports the line just below it), and a
/// zero-size frame intersects a rectangle that strictly contains it. Frames or queries with a
/// NaN edge and null rectangles never match; infinite edges are fine. Results keep insertion order, so
/// ties (equal frames, equal positions) come back in the order the entries were given.
public struct SpatialIndex<Element> {
    /// The axis entries are sorted along: the scroll axis of the layout being indexed.
    public enum Axis: Sendable, Hashable {
        /// Sort by minimum y (vertically scrolling content).
        case vertical
        /// Sort by minimum x (horizontally scrolling content).
        case horizontal
    }

    /// Entries per block of the max-tree; 16 keeps the tree small and the exact filter short.
    static var blockSize: Int { 16 }

    /// The axis entries are sorted along.
    public let axis: Axis
    /// The elements in insertion order.
    public let elements: [Element]
    /// The frames in insertion order (as given, not standardized).
    public let frames: [CGRect]

    /// Insertion index of the entry at each sorted position.
    private let order: [Int]
    /// Per sorted position: minimum and maximum along `axis`, then across it.
    private let sorted: [Extent]
    /// Max-tree over blocks of sorted positions: `tree[1]` is the root, leaves start at `leafBase`.
    private let tree: [Double]
    private let leafBase: Int

    /// Builds an index over `(frame, element)` pairs.
    /// - Parameters:
    ///   - entries: the frames and their elements; their order is the order results keep.
    ///   - axis: the axis to sort along; choose the scroll axis for the best pruning.
    public init(_ entries: some Sequence<(frame: CGRect, element: Element)>, axis: Axis = .vertical) {
        var frames: [CGRect] = []
        var elements: [Element] = []
        for entry in entries {
            frames.append(entry.frame)
            elements.append(entry.element)
        }
        self.init(frames: frames, elements: elements, axis: axis)
    }

    /// Builds an index over parallel arrays of frames and elements (extra entries of the longer
    /// array are ignored).
    public init(frames: [CGRect], elements: [Element], axis: Axis = .vertical) {
        let count = min(frames.count, elements.count)
        self.axis = axis
        self.frames = frames.count == count ? frames : Array(frames.prefix(count))
        self.elements = elements.count == count ? elements : Array(elements.prefix(count))
        let extents = self.frames.map { SpatialIndex.extent(of: $0, axis: axis) }
        // A stable order by the near edge: ties keep insertion order. Layouts usually list
        // elements in scroll order already, which costs one pass instead of a sort.
        var isSorted = true
        for index in extents.indices.dropFirst() where extents[index - 1].alongMin > extents[index].alongMin {
            isSorted = false
            break
        }
        let order: [Int]
        let sorted: [Extent]
        if isSorted {
            order = Array(0..<count)
            sorted = extents
        } else {
            var keys = extents.enumerated().map { (edge: $0.element.alongMin, index: $0.offset) }
            keys.sort { $0.edge < $1.edge || ($0.edge == $1.edge && $0.index < $1.index) }
            order = keys.map(\.index)
            sorted = order.map { extents[$0] }
        }
        self.order = order
        self.sorted = sorted
        let blockCount = (count + Self.blockSize - 1) / Self.blockSize
        var leafBase = 1
        while leafBase < blockCount { leafBase *= 2 }
        var tree = [Double](repeating: -Double.infinity, count: 2 * leafBase)
        for position in 0..<count {
            let leaf = leafBase + position / Self.blockSize
            tree[leaf] = Swift.max(tree[leaf], sorted[position].alongMax)
        }
        var node = leafBase - 1
        while node >= 1 {
            tree[node] = Swift.max(tree[2 * node], tree[2 * node + 1])
            node -= 1
        }
        self.tree = tree
        self.leafBase = leafBase
    }

    /// The number of entries.
    public var count: Int { elements.count }

    /// The insertion indices of the entries whose frame intersects `rect`, ascending.
    public func indices(intersecting rect: CGRect) -> [Int] {
        let query = SpatialIndex.extent(of: rect, axis: axis)
        guard query.isValid, !sorted.isEmpty else { return [] }
        // Candidates start before the query's far edge: a prefix of the sorted order.
        let end = partitionPoint(sorted.count) { sorted[$0].alongMin < query.alongMax }
        guard end > 0 else { return [] }
        var result: [Int] = []
        collect(node: 1, first: 0, last: leafBase - 1, endBlock: (end - 1) / Self.blockSize, end: end, query: query) {
            result.append($0)
        }
        var ascending = true
        for position in result.indices.dropFirst() where result[position - 1] > result[position] {
            ascending = false
            break
        }
        if !ascending { result.sort() }
        return result
    }

    /// The elements whose frame intersects `rect`, in insertion order.
    public func elements(intersecting rect: CGRect) -> [Element] {
        indices(intersecting: rect).map { elements[$0] }
    }

    /// Visits the blocks `first...last` under `node` that hold candidates (block ≤ `endBlock`)
    /// and whose far edge passes the query's near edge.
    private func collect(
        node: Int, first: Int, last: Int, endBlock: Int, end: Int, query: Extent, visit: (Int) -> Void
    ) {
        guard first <= endBlock, tree[node] > query.alongMin else { return }
        if first == last {
            let lower = first * Self.blockSize
            let upper = Swift.min(end, lower + Self.blockSize)
            // Every candidate starts before the query's far edge (`end`).
            for position in lower..<upper where sorted[position].meets(query) {
                visit(order[position])
            }
            return
        }
        let middle = (first + last) / 2
        collect(node: 2 * node, first: first, last: middle, endBlock: endBlock, end: end, query: query, visit: visit)
        collect(
            node: 2 * node + 1, first: middle + 1, last: last, endBlock: endBlock, end: end, query: query, visit: visit)
    }

    /// A rectangle as near/far edges along and across the axis; null rectangles and rectangles
    /// with a NaN edge become an extent that matches nothing.
    struct Extent {
        var alongMin: Double
        var alongMax: Double
        var acrossMin: Double
        var acrossMax: Double

        var isValid: Bool { alongMin <= alongMax && acrossMin <= acrossMax }

        /// Whether the two overlap with some area (edges that only touch do not, as Apple's
        /// `CGRect.intersects` decides).
        func meets(_ other: Extent) -> Bool {
            alongMin < other.alongMax && alongMax > other.alongMin && acrossMin < other.acrossMax
                && acrossMax > other.acrossMin
        }

        /// The extent `margin` wider on every side (narrower for a negative margin).
        func widened(by margin: Double) -> Extent {
            Extent(
                alongMin: alongMin - margin, alongMax: alongMax + margin, acrossMin: acrossMin - margin,
                acrossMax: acrossMax + margin)
        }

        static var empty: Extent {
            Extent(alongMin: .infinity, alongMax: -.infinity, acrossMin: .infinity, acrossMax: -.infinity)
        }
    }

    static func extent(of rect: CGRect, axis: Axis) -> Extent {
        guard !rect.isNull else { return .empty }
        let minX = Double(rect.minX)
        let maxX = Double(rect.maxX)
        let minY = Double(rect.minY)
        let maxY = Double(rect.maxY)
        guard !(minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN) else { return .empty }
        switch axis {
        case .vertical: return Extent(alongMin: minY, alongMax: maxY, acrossMin: minX, acrossMax: maxX)
        case .horizontal: return Extent(alongMin: minX, alongMax: maxX, acrossMin: minY, acrossMax: maxY)
        }
    }
}

extension SpatialIndex: Sendable where Element: Sendable {}

/// The first index in `0..<count` for which `predicate` is false, given that `predicate` holds
/// for a prefix and fails for the rest (binary search).
func partitionPoint(_ count: Int, _ predicate: (Int) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
        let middle = low + (high - low) / 2
        if predicate(middle) { low = middle + 1 } else { high = middle }
    }
    return low
}
