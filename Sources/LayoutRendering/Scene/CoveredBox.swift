import Foundation

/// The box a figure's elements cover, as the edges of the union of their boxes (each cut to its
/// clip; boxes that are null or not finite left out): what a `.content` region grows by.
///
/// Kept as four edges, each a minimum or maximum, rather than as a rectangle grown box by box:
/// the result does not depend on the order the boxes are added or on how they are split, so
/// slices of a large figure built on several threads can each keep their own and be merged.
struct CoveredBox: Sendable {
    private var minX = CGFloat.infinity
    private var minY = CGFloat.infinity
    private var maxX = -CGFloat.infinity
    private var maxY = -CGFloat.infinity

    /// Covers nothing yet.
    init() {}

    /// Covers `rect`.
    init(_ rect: CGRect) { add(rect) }

    /// Adds the box `element` is drawn in.
    mutating func add(_ element: SceneElement) {
        add(element.clip.map { element.boundingBox.intersection($0) } ?? element.boundingBox)
    }

    /// Adds `box` unless it is null or not finite.
    mutating func add(_ box: CGRect) {
        guard !box.isNull, box.minX.isFinite, box.minY.isFinite, box.maxX.isFinite, box.maxY.isFinite else { return }
        minX = min(minX, box.minX)
        minY = min(minY, box.minY)
        maxX = max(maxX, box.maxX)
        maxY = max(maxY, box.maxY)
    }

    /// Adds everything `other` covers.
    mutating func add(_ other: CoveredBox) {
        minX = min(minX, other.minX)
        minY = min(minY, other.minY)
        maxX = max(maxX, other.maxX)
        maxY = max(maxY, other.maxY)
    }

    /// Whether nothing lies outside `rect`.
    func isInside(_ rect: CGRect) -> Bool {
        minX >= rect.minX && minY >= rect.minY && maxX <= rect.maxX && maxY <= rect.maxY
    }

    /// The covered box grown to whole points (so a canvas stays pixel-aligned); nil when nothing
    /// is covered.
    var wholePoints: CGRect? {
        guard minX <= maxX, minY <= maxY else { return nil }
        let (left, top) = (minX.rounded(.down), minY.rounded(.down))
        return CGRect(x: left, y: top, width: maxX.rounded(.up) - left, height: maxY.rounded(.up) - top)
    }
}
