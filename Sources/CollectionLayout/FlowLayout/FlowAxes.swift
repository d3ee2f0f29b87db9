import Foundation

/// A box in a flow layout's own coordinates: `main` runs along the scroll axis (y when
/// scrolling vertically), `cross` along the lines (x when scrolling vertically).
struct FlowBox {
    var main: Double
    var cross: Double
    var mainLength: Double
    var crossLength: Double

    /// Core Graphics' `CGRect.intersects` semantics: sharing an edge is not intersecting (unlike
    /// Foundation on Linux), so a viewport never reports the line that starts at its bottom edge.
    func intersects(_ query: FlowQuery) -> Bool {
        main < query.mainMax && main + mainLength > query.mainMin && cross < query.crossMax
            && cross + crossLength > query.crossMin
    }
}

/// A query rectangle in main/cross coordinates.
struct FlowQuery {
    var mainMin: Double
    var mainMax: Double
    var crossMin: Double
    var crossMax: Double
}

/// Converts between x/y and a flow layout's main/cross coordinates, so the layout is written
/// once for vertical scrolling and transposed for horizontal scrolling.
struct FlowAxes {
    var direction: ScrollDirection

    /// The length along the scroll axis: height when scrolling vertically.
    func main(_ size: CGSize) -> CGFloat { direction == .vertical ? size.height : size.width }
    /// The length along the lines: width when scrolling vertically.
    func cross(_ size: CGSize) -> CGFloat { direction == .vertical ? size.width : size.height }

    /// The frame of a box in content coordinates.
    func rect(_ box: FlowBox) -> CGRect {
        switch direction {
        case .vertical: CGRect(x: box.cross, y: box.main, width: box.crossLength, height: box.mainLength)
        case .horizontal: CGRect(x: box.main, y: box.cross, width: box.mainLength, height: box.crossLength)
        }
    }

    /// A size from its main and cross lengths.
    func size(main: Double, cross: Double) -> CGSize {
        direction == .vertical ? CGSize(width: cross, height: main) : CGSize(width: main, height: cross)
    }

    /// The query for `rect`; nil for a null rectangle or one with a NaN edge (which intersects
    /// nothing). Infinite edges are fine: a rectangle of infinite size matches everything.
    func query(_ rect: CGRect) -> FlowQuery? {
        guard !rect.isNull else { return nil }
        let minX = Double(rect.minX)
        let maxX = Double(rect.maxX)
        let minY = Double(rect.minY)
        let maxY = Double(rect.maxY)
        guard !(minX.isNaN || maxX.isNaN || minY.isNaN || maxY.isNaN) else { return nil }
        switch direction {
        case .vertical: return FlowQuery(mainMin: minY, mainMax: maxY, crossMin: minX, crossMax: maxX)
        case .horizontal: return FlowQuery(mainMin: minX, mainMax: maxX, crossMin: minY, crossMax: maxY)
        }
    }
}

/// The clamps a flow layout applies to its inputs, in one place.
///
/// UIKit documents no clamp (its flow layout "does not crop a cell's bounds"; out-of-range values
/// give undefined behaviour), so LayoutShot picks the one that keeps every output finite:
/// a NaN, infinite or negative length (item size, spacing, inset, header/footer size, bounds)
/// counts as 0, and a finite length above `maximumLength` counts as `maximumLength`.
enum FlowClamp {
    /// 10⁹ points: far beyond any screen, and a million of them still sum to a finite number.
    static let maximumLength: Double = 1e9

    /// `value` clamped into `0...maximumLength`, with NaN and infinities read as 0.
    static func length(_ value: CGFloat) -> Double {
        let value = Double(value)
        guard value.isFinite, value > 0 else { return 0 }
        return Swift.min(value, maximumLength)
    }

    /// The slack allowed when testing whether an item still fits in a line, so that rounding
    /// in `used + spacing + width` never pushes an exactly fitting item to the next line.
    static func fitSlack(_ available: Double) -> Double { 1e-9 * Swift.max(1, available) }
}

/// The indices `k` in `0..<count` of an arithmetic sequence of segments
/// `[first + k·step, first + k·step + length]` that overlap the open interval `(low, high)`.
///
/// Two binary searches, O(log count): both conditions are monotone in `k` (rounding is
/// monotone too). Division would give O(1) estimates, but with pathological steps (far below
/// the spacing of representable positions) correcting them could take billions of steps.
func arithmeticRange(first: Double, step: Double, length: Double, count: Int, low: Double, high: Double) -> Range<Int> {
    guard count > 0 else { return 0..<0 }
    let lower = partitionPoint(count) { first + Double($0) * step + length <= low }
    let upper = partitionPoint(count) { first + Double($0) * step < high }
    return lower..<Swift.max(lower, upper)
}
