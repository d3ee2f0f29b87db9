import CollectionLayout
import Foundation

/// An animation of a collection view's elements: per element the attributes it animates from
/// and to, sampled into frames through a timing curve.
///
/// Built from a batch update (`init(batchUpdate:curve:)`), from a layout-to-layout transition
/// (`init(transitionFrom:to:curve:)`) or directly from tracks. Frames are exact at both ends:
/// `frame(at: 0)` is every track's `from` and `frame(at: 1)` every track's `to`, as copies, with
/// no arithmetic applied — so with UIKit's default initial/final attributes the first frame
/// renders exactly like the before state and the last like the after state.
///
/// **Draw order.** Attributes come back ordered for drawing, back to front: stably sorted by
/// zIndex, ties keeping a fixed order. At t = 0 the zIndex is `from`'s and ties follow
/// `sourceOrder` (the before state's order); for t > 0 the zIndex is `to`'s — zIndex does not
/// animate and the destination's value applies as soon as the animation starts — and ties
/// follow the tracks' order (the after state's order, disappearing elements first).
public struct AnimationPlan {
    /// The elements' animations, in the tie order used for t > 0.
    public let tracks: [ElementTrack]
    /// Track indices in the tie order used at t = 0.
    public let sourceOrder: [Int]
    /// How progress depends on time.
    public var curve: TimingCurve
    /// The content size before and after (the default: both zero).
    public var contentSizes: (from: CGSize, to: CGSize)
    /// The content offset before and after (the default: both zero).
    public var contentOffsets: (from: CGPoint, to: CGPoint)

    /// Creates a plan from tracks.
    ///
    /// - Parameters:
    ///   - tracks: the elements, in the order that breaks zIndex ties for t > 0.
    ///   - sourceOrder: track indices in the order that breaks ties at t = 0; nil means the
    ///     tracks' order. Indices out of range or repeated are ignored, and tracks it leaves out
    ///     follow in the tracks' order, so any array is accepted.
    ///   - curve: the timing curve; UIKit animates updates with ease-in-ease-out.
    public init(tracks: [ElementTrack], sourceOrder: [Int]? = nil, curve: TimingCurve = .easeInEaseOut) {
        self.tracks = tracks
        var seen = Set<Int>()
        var order: [Int] = []
        for index in sourceOrder ?? [] where tracks.indices.contains(index) && seen.insert(index).inserted {
            order.append(index)
        }
        order += tracks.indices.filter { !seen.contains($0) }
        self.sourceOrder = order
        self.curve = curve
        self.contentSizes = (.zero, .zero)
        self.contentOffsets = (.zero, .zero)
    }

    /// The eased progress at normalised time `t` (0 … 1).
    public func progress(at t: Double) -> Double { curve.progress(at: t) }

    /// The attributes to draw at normalised time `t` (clamped to [0, 1]), back to front.
    ///
    /// Each element is `AttributesInterpolator.interpolate(from:to:progress:)` of its track at
    /// the eased progress; t = 0 and t = 1 give exact copies of `from` and `to`. Appearing
    /// elements whose initial attributes are invisible are left out at t = 0 and disappearing
    /// elements at t = 1.
    public func frame(at t: Double) -> [CollectionViewLayoutAttributes] {
        drawOrder(at: t).compactMap { attributes(ofTrack: $0, at: t) }
    }

    /// The indices of the tracks drawn at normalised time `t`, back to front (see the type's
    /// draw-order rules). The order is the same for every t in (0, 1].
    public func drawOrder(at t: Double) -> [Int] {
        let time = Self.clampedTime(t)
        let order = time == 0 ? sourceOrder : Array(tracks.indices)
        var entries: [(zIndex: Int, rank: Int, track: Int)] = []
        for (rank, index) in order.enumerated() where tracks[index].isPresent(at: time) {
            let track = tracks[index]
            entries.append((time == 0 ? track.from.zIndex : track.to.zIndex, rank, index))
        }
        entries.sort { $0.zIndex != $1.zIndex ? $0.zIndex < $1.zIndex : $0.rank < $1.rank }
        return entries.map(\.track)
    }

    /// Track `index`'s attributes at normalised time `t` (a new object), whether or not the
    /// track is drawn then; nil when `index` is out of range.
    public func attributes(ofTrack index: Int, at t: Double) -> CollectionViewLayoutAttributes? {
        guard tracks.indices.contains(index) else { return nil }
        let track = tracks[index]
        let time = Self.clampedTime(t)
        if time == 0 { return track.from.copied() }
        if time == 1 { return track.to.copied() }
        let progress = CGFloat(curve.progress(at: time))
        return AttributesInterpolator.interpolate(from: track.from, to: track.to, progress: progress)
    }

    /// Whether track `index` is drawn at normalised time `t` (see `ElementTrack.Role`).
    public func isTrackPresent(_ index: Int, at t: Double) -> Bool {
        tracks.indices.contains(index) && tracks[index].isPresent(at: Self.clampedTime(t))
    }

    /// `t` clamped to the animation's normalised time, 0…1 (NaN reads as 0).
    public static func clampedTime(_ t: Double) -> Double { t.isNaN ? 0 : min(1, max(0, t)) }

    /// The normalised times of `count` evenly spaced frames: 0, 1/(count−1), …, 1.
    ///
    /// One frame is the end state (t = 1); zero or fewer frames give an empty list.
    public static func times(count: Int) -> [Double] {
        guard count > 0 else { return [] }
        guard count > 1 else { return [1] }
        return (0..<count).map { $0 == count - 1 ? 1 : Double($0) / Double(count - 1) }
    }

    /// `count` evenly spaced frames (see `times(count:)`): the first is the start state and the
    /// last the end state, exactly.
    public func frames(count: Int) -> [[CollectionViewLayoutAttributes]] {
        Self.times(count: count).map(frame(at:))
    }

    /// The content offset at normalised time `t`: linear on the eased progress, exact at the ends.
    public func contentOffset(at t: Double) -> CGPoint {
        let time = Self.clampedTime(t)
        return AttributesInterpolator.mix(
            contentOffsets.from, contentOffsets.to, progress: CGFloat(curve.progress(at: time)))
    }

    /// The content size at normalised time `t`: the start size at t = 0, the end size at t = 1,
    /// and in between the larger of the two in each dimension (as UIKit's transition layout), so
    /// that nothing moving between them is cut off.
    public func contentSize(at t: Double) -> CGSize {
        if t <= 0 || t.isNaN { return contentSizes.from }
        if t >= 1 { return contentSizes.to }
        return CGSize(
            width: max(contentSizes.from.width, contentSizes.to.width),
            height: max(contentSizes.from.height, contentSizes.to.height))
    }
}
