import CollectionLayout
import Foundation

/// Moves labels out from under the elements drawn over them: in an animation frame a moving
/// cell passes over its neighbours, and a label at its element's centre is then covered
/// ("0-3→0-" with the rest under the cell going by). Each covered label moves to the largest
/// part of its own element that nothing opaque covers, shrunk to fit when it must
/// (`TextLayout.fittedFontSize`), by the element's `contentOffset`, so it stays inside its own
/// element and is drawn, rotated or faded, with it. A covered label that fits nowhere is not
/// drawn: cut by the element over it, it would read as another label ("0-" for "0-3").
///
/// Only plain elements take part: a centred label, no transform but a translation, no content
/// offset of their own (parallax), no clip, no view content. An element covers another when it
/// is drawn after it, is at least half opaque and paints a fill (or a view).
enum LabelClearance {
    /// The smallest opacity at which an element hides what is under it.
    static let coveringAlpha: CGFloat = 0.5
    /// The side of the buckets covering elements are found in, in points.
    private static let bucketSide: CGFloat = 128

    /// `elements` (in painting order) with their covered labels moved.
    static func apply(to elements: inout [SceneElement]) {
        let boxes = elements.map { coveringBox(of: $0) }
        var buckets: [Bucket: [Int]] = [:]
        for (index, box) in boxes.enumerated() {
            guard let box else { continue }
            for bucket in Bucket.covering(box, side: bucketSide) { buckets[bucket, default: []].append(index) }
        }
        guard !buckets.isEmpty else { return }
        for index in elements.indices {
            guard let outline = plainOutline(of: elements[index]) else { continue }
            var seen = Set<Int>()
            var covers: [CGRect] = []
            for bucket in Bucket.covering(outline, side: bucketSide) {
                for other in buckets[bucket] ?? [] where other > index && seen.insert(other).inserted {
                    if let box = boxes[other], box.overlaps(outline) { covers.append(box) }
                }
            }
            guard !covers.isEmpty else { continue }
            place(&elements[index], outline: outline, covers: covers.sorted(by: Self.order))
        }
    }

    /// The box an element hides what is under it in, or nil when it hides nothing.
    private static func coveringBox(of element: SceneElement) -> CGRect? {
        guard element.alpha >= coveringAlpha, element.style.fill != nil || element.viewContent != nil else {
            return nil
        }
        let box = element.clip.map { element.boundingBox.intersection($0) } ?? element.boundingBox
        return box.isNull || box.isEmpty ? nil : box
    }

    /// The element's rectangle in scene coordinates when its label may move, else nil.
    private static func plainOutline(of element: SceneElement) -> CGRect? {
        guard element.visibleLabel != nil, element.viewContent == nil, element.contentOffset == .zero,
            element.clip == nil, element.style.labelPlacement == .center, element.style.pattern == nil,
            case .affine(let m) = element.geometry, m.a == 1, m.b == 0, m.c == 0, m.d == 1
        else { return nil }
        return CGRect(
            x: m.tx - element.size.width / 2, y: m.ty - element.size.height / 2, width: element.size.width,
            height: element.size.height)
    }

    /// Moves the element's label into the best uncovered part of `outline`, when its place
    /// at the centre is covered; removes it when it fits in no such part.
    private static func place(_ element: inout SceneElement, outline: CGRect, covers: [CGRect]) {
        guard let label = element.visibleLabel, let box = element.labelBox(margin: 0),
            covers.contains(where: { $0.overlaps(box) })
        else { return }
        let style = element.style
        let inset = TextLayout.labelPadding + (style.hasStroke ? style.strokeWidth : 0)
        var parts = [outline]
        for cover in covers {
            parts = parts.flatMap { $0.overlaps(cover) ? $0.parts(outside: cover) : [$0] }
            // Each cover splits a part in up to four; the largest dozens are plenty.
            if parts.count > 64 { parts = Array(parts.sorted(by: Self.largerFirst).prefix(64)) }
        }
        let fitting = parts.compactMap { part -> (part: CGRect, fontSize: CGFloat)? in
            TextLayout.fittedFontSize(for: label, fontSize: style.fontSize, in: part.size, inset: inset).map {
                (part, $0)
            }
        }
        // The largest font first, then the largest part, then the part nearest the centre.
        guard
            let best = fitting.min(by: { a, b in
                if a.fontSize != b.fontSize { return a.fontSize > b.fontSize }
                if a.part.area != b.part.area { return a.part.area > b.part.area }
                return distance(a.part, outline) < distance(b.part, outline)
            })
        else {
            element.label = nil
            return
        }
        element.contentOffset = CGPoint(x: best.part.midX - outline.midX, y: best.part.midY - outline.midY)
        element.style.fontSize = best.fontSize
    }

    private static func distance(_ part: CGRect, _ outline: CGRect) -> CGFloat {
        hypot(part.midX - outline.midX, part.midY - outline.midY)
    }

    private static func largerFirst(_ a: CGRect, _ b: CGRect) -> Bool {
        a.area != b.area ? a.area > b.area : order(a, b)
    }

    /// A total order on rectangles, so that results do not depend on hashing.
    private static func order(_ a: CGRect, _ b: CGRect) -> Bool {
        (a.minX, a.minY, a.width, a.height) < (b.minX, b.minY, b.width, b.height)
    }

    /// A square of the plane, `side` points wide, by its column and row.
    private struct Bucket: Hashable {
        var column: Int
        var row: Int

        /// The buckets `rect` touches (none for a rectangle too large or far to bucket).
        static func covering(_ rect: CGRect, side: CGFloat) -> [Bucket] {
            let limit = CGFloat(1 << 20)
            guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
                abs(rect.minX) < limit * side, abs(rect.maxX) < limit * side, abs(rect.minY) < limit * side,
                abs(rect.maxY) < limit * side
            else { return [] }
            let columns = Int((rect.minX / side).rounded(.down))...Int((rect.maxX / side).rounded(.down))
            let rows = Int((rect.minY / side).rounded(.down))...Int((rect.maxY / side).rounded(.down))
            guard columns.count * rows.count <= 4096 else { return [] }
            return columns.flatMap { column in rows.map { Bucket(column: column, row: $0) } }
        }
    }
}

extension CGRect {
    /// The area, width × height.
    fileprivate var area: CGFloat { width * height }

    /// The parts of the rectangle outside `other`: the full-height bands left and right of it
    /// and the full-width bands above and below it (they overlap at the corners; each is a
    /// largest free rectangle on its side).
    fileprivate func parts(outside other: CGRect) -> [CGRect] {
        [
            CGRect(x: minX, y: minY, width: other.minX - minX, height: height),
            CGRect(x: other.maxX, y: minY, width: maxX - other.maxX, height: height),
            CGRect(x: minX, y: minY, width: width, height: other.minY - minY),
            CGRect(x: minX, y: other.maxY, width: width, height: maxY - other.maxY),
        ].filter { $0.size.width > 0 && $0.size.height > 0 }  // `width` would read a negative size as positive
    }
}
