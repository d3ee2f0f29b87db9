import CollectionLayout
import Foundation
import LayoutImage
import LayoutSnapshot

/// Compares two layout snapshots element by element: what was added, removed, moved, resized
/// or restyled. It explains *why* pixels changed, and needs no rendering.
///
/// Elements are paired by category, kind and index path (`ElementKey`), as UIKit pairs
/// attributes across updates. The result is ordered by key (cells, then supplementary, then
/// decoration views; by kind, section, item), then by change kind, so it is deterministic.
public enum ElementDiff {
    /// The changes from `expected` to `actual`.
    public static func compare(
        _ expected: LayoutSnapshot, _ actual: LayoutSnapshot, options: ElementDiffOptions = ElementDiffOptions()
    ) -> ElementDiffResult {
        let before = grouped(expected.elements)
        let after = grouped(actual.elements)
        var changes: [ElementChange] = []
        let keys = Set(before.keys).union(after.keys).sorted()
        for key in keys {
            let old = before[key] ?? []
            let new = after[key] ?? []
            for index in 0..<max(old.count, new.count) {
                let oldElement = index < old.count ? old[index] : nil
                let newElement = index < new.count ? new[index] : nil
                changes += compare(key: key, oldElement, newElement, options: options)
            }
        }
        let contentSizeChanged = !LayoutTolerance.isClose(
            expected.contentSize, actual.contentSize, tolerance: options.geometryTolerance)
        return ElementDiffResult(
            changes: changes, expectedContentSize: expected.contentSize, actualContentSize: actual.contentSize,
            contentSizeChanged: contentSizeChanged, expectedCount: expected.elements.count,
            actualCount: actual.elements.count)
    }

    /// The changes of one element (in `Kind` order, then `Property` order).
    static func compare(
        key: ElementKey, _ old: ElementSnapshot?, _ new: ElementSnapshot?, options: ElementDiffOptions
    ) -> [ElementChange] {
        guard let old else {
            return new.map { [ElementChange(key: key, kind: .added, expected: nil, actual: $0)] } ?? []
        }
        guard let new else { return [ElementChange(key: key, kind: .removed, expected: old, actual: nil)] }
        var changes: [ElementChange] = []
        func add(_ kind: ElementChange.Kind, _ property: ElementChange.Property? = nil) {
            changes.append(ElementChange(key: key, kind: kind, property: property, expected: old, actual: new))
        }
        let tolerance = options.geometryTolerance
        if !LayoutTolerance.isClose(ElementChange.origin(old), ElementChange.origin(new), tolerance: tolerance) {
            add(.moved)
        }
        if !LayoutTolerance.isClose(old.size, new.size, tolerance: tolerance) { add(.resized) }
        if !LayoutTolerance.isClose(old.alpha, new.alpha, tolerance: options.alphaTolerance) { add(.restyled, .alpha) }
        if old.zIndex != new.zIndex { add(.restyled, .zIndex) }
        if old.hidden != new.hidden { add(.restyled, .hidden) }
        if !transformsClose(old.transform, new.transform, tolerance: options.transformTolerance) {
            add(.restyled, .transform)
        }
        return changes
    }

    /// Elements by key, keeping snapshot order for (invalid) duplicate keys.
    private static func grouped(_ elements: [ElementSnapshot]) -> [ElementKey: [ElementSnapshot]] {
        var result: [ElementKey: [ElementSnapshot]] = [:]
        for element in elements { result[element.key, default: []].append(element) }
        return result
    }

    static func transformsClose(_ a: CATransform3D, _ b: CATransform3D, tolerance: CGFloat) -> Bool {
        let lhs = [
            a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43,
            a.m44,
        ]
        let rhs = [
            b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43,
            b.m44,
        ]
        return zip(lhs, rhs).allSatisfy { abs($0 - $1) <= tolerance }
    }
}

/// The changes between two layout snapshots.
public struct ElementDiffResult: Hashable, Sendable, Codable {
    /// Every change, ordered by element key, then change kind, then property.
    public var changes: [ElementChange]
    /// The expected snapshot's content size.
    public var expectedContentSize: CGSize
    /// The actual snapshot's content size.
    public var actualContentSize: CGSize
    /// Whether the content sizes differ beyond the geometry tolerance.
    public var contentSizeChanged: Bool
    /// Number of elements in the expected snapshot.
    public var expectedCount: Int
    /// Number of elements in the actual snapshot.
    public var actualCount: Int

    /// Whether the snapshots agree within the tolerances.
    public var isEmpty: Bool { changes.isEmpty && !contentSizeChanged }

    /// The changes of one kind.
    public func changes(ofKind kind: ElementChange.Kind) -> [ElementChange] {
        changes.filter { $0.kind == kind }
    }

    /// Distinct elements that changed in any way, in key order.
    public var changedKeys: [ElementKey] {
        var seen = Set<ElementKey>()
        return changes.compactMap { seen.insert($0.key).inserted ? $0.key : nil }
    }

    /// The result without the changes whose element lies inside one of `regions` (content
    /// coordinates) before and after: what ignore regions hide from the pixels is hidden here.
    public func removingChanges(within regions: [CGRect]) -> ElementDiffResult {
        guard !regions.isEmpty else { return self }
        var result = self
        result.changes.removeAll { change in
            [change.expected?.frame, change.actual?.frame].allSatisfy { frame in
                frame.map { frame in regions.contains { $0.contains(frame) } } ?? true
            }
        }
        return result
    }

    /// Readable lines: the content size change first (if any), then one line per change.
    public var summaryLines: [String] {
        var lines: [String] = []
        if contentSizeChanged {
            lines.append(
                "content size changed from \(ElementChange.describe(expectedContentSize)) to "
                    + "\(ElementChange.describe(actualContentSize))")
        }
        return lines + changes.map(\.summary)
    }

    /// One line: "no element changes (24 elements)" or "3 elements changed: 1 moved, 1 resized, 1 added".
    public var headline: String {
        if isEmpty { return "no element changes (\(expectedCount) elements)" }
        let counts = ElementChange.Kind.allCases.compactMap { kind -> String? in
            let count = changes(ofKind: kind).count
            return count > 0 ? "\(count) \(kind.rawValue)" : nil
        }
        let elementWord = changedKeys.count == 1 ? "element" : "elements"
        let detail = counts.isEmpty ? "content size" : counts.joined(separator: ", ")
        return "\(changedKeys.count) \(elementWord) changed: \(detail)"
    }
}
