import CollectionLayout
import Foundation

/// One layout's state for a layout-to-layout transition: the attributes of the drawn region
/// (in the layout's order), the content size and the content offset.
public struct LayoutState {
    /// The attributes, in the order the layout returned them.
    public var attributes: [CollectionViewLayoutAttributes]
    /// The layout's content size.
    public var contentSize: CGSize
    /// The content offset shown.
    public var contentOffset: CGPoint
    /// The layout's on-demand answer for an element that is not in `attributes` (outside the
    /// drawn region): its `layoutAttributesForItem(at:)` and friends. Nil: no answers.
    public var attributesForElement: ((ElementKey) -> CollectionViewLayoutAttributes?)?

    /// Creates a state from its parts.
    public init(
        attributes: [CollectionViewLayoutAttributes], contentSize: CGSize, contentOffset: CGPoint = .zero,
        attributesForElement: ((ElementKey) -> CollectionViewLayoutAttributes?)? = nil
    ) {
        self.attributes = attributes
        self.contentSize = contentSize
        self.contentOffset = contentOffset
        self.attributesForElement = attributesForElement
    }

    /// The state `collectionView` shows now: its visible attributes (copied), content size and
    /// offset, after a layout pass if one is needed.
    public init(of collectionView: CollectionView) {
        let attributes = collectionView.layoutAttributesForVisibleElements().map { $0.copied() }
        let layout = collectionView.collectionViewLayout
        self.init(
            attributes: attributes, contentSize: collectionView.contentSize,
            contentOffset: collectionView.contentOffset,
            attributesForElement: { layout.adjustedLayoutAttributes(for: $0) })
    }
}

extension AnimationPlan {
    /// The transition between two layouts of the same data, as UIKit's
    /// `UICollectionViewTransitionLayout` at a progress value.
    ///
    /// Elements are paired by category, kind and index path (`ElementKey`). A pair animates
    /// from A's attributes to B's: centre, size and alpha linearly on the eased progress,
    /// transforms by decomposition. An element drawn in only one state is paired, as UIKit's
    /// transition layout pairs it, with the other layout's on-demand answer
    /// (`attributesForElement`): a cell or supplementary view moves to (or from) where the other
    /// layout puts it; when that layout has no answer, a cell or supplementary view fades out
    /// (or in) in place, and a decoration view is left out — UIKit shows decorations only when
    /// both layouts answer. The content offset moves linearly, and between the ends the content
    /// size is the larger of the two. Tracks: elements only in A first (in A's order), then B's
    /// elements in B's order; ties at t = 0 follow A's order. Duplicate keys within one state
    /// keep their first occurrence.
    public init(transitionFrom a: LayoutState, to b: LayoutState, curve: TimingCurve = .easeInEaseOut) {
        let byKeyA = Self.firstByKey(a.attributes)
        let byKeyB = Self.firstByKey(b.attributes)
        var tracks: [ElementTrack] = []
        var rankInA: [Int] = []
        for (rank, element) in Self.unique(a.attributes).enumerated() where byKeyB[element.elementKey] == nil {
            let key = element.elementKey
            if let end = b.attributesForElement?(key)?.copied() {
                // Moves to B's place; not drawn in the last frame, which is B's drawn state.
                tracks.append(ElementTrack(key: key, from: element, to: end, role: .disappearing))
            } else if key.category != .decorationView {
                let end = element.copied()
                end.alpha = 0
                tracks.append(ElementTrack(key: key, from: element, to: end, role: .disappearing))
            } else {
                continue
            }
            rankInA.append(rank)
        }
        let ranksA = Dictionary(
            Self.unique(a.attributes).enumerated().map { ($1.elementKey, $0) }, uniquingKeysWith: { first, _ in first })
        for element in Self.unique(b.attributes) {
            let key = element.elementKey
            if let start = byKeyA[key] {
                tracks.append(ElementTrack(key: key, from: start, to: element, role: .staying))
                rankInA.append(ranksA[key] ?? Int.max)
            } else if let start = a.attributesForElement?(key)?.copied() {
                // Comes from A's place; not drawn in frame 0, which is A's drawn state (hidden
                // there; visibility takes B's value from the first step on).
                start.isHidden = true
                tracks.append(ElementTrack(key: key, from: start, to: element, role: .appearing))
                rankInA.append(Int.max)
            } else if key.category != .decorationView {
                let start = element.copied()
                start.alpha = 0
                tracks.append(ElementTrack(key: key, from: start, to: element, role: .appearing))
                rankInA.append(Int.max)
            }
        }
        let sourceOrder = tracks.indices.sorted { rankInA[$0] != rankInA[$1] ? rankInA[$0] < rankInA[$1] : $0 < $1 }
        self.init(tracks: tracks, sourceOrder: sourceOrder, curve: curve)
        contentSizes = (a.contentSize, b.contentSize)
        contentOffsets = (a.contentOffset, b.contentOffset)
    }

    /// Replaces `collectionView`'s layout with `newLayout` and returns the transition between
    /// the two, as UIKit's `setCollectionViewLayout(_:animated:)`.
    ///
    /// Calls `prepareForTransition(to:)` on the old layout and `prepareForTransition(from:)` on
    /// the new one before the switch and `finalizeLayoutTransition()` on both after it. The
    /// content offset becomes `contentOffset` (default: unchanged). The collection view keeps
    /// the new layout.
    public init(
        transitionIn collectionView: CollectionView, to newLayout: CollectionViewLayout,
        contentOffset: CGPoint? = nil, curve: TimingCurve = .easeInEaseOut
    ) {
        var before = LayoutState(of: collectionView)
        let oldLayout = collectionView.collectionViewLayout
        let oldOffset = collectionView.contentOffset
        oldLayout.prepareForTransition(to: newLayout)
        newLayout.prepareForTransition(from: oldLayout)
        collectionView.collectionViewLayout = newLayout
        if let contentOffset { collectionView.contentOffset = contentOffset }
        let after = LayoutState(of: collectionView)
        // The old layout answers only while installed: ask it, with its offset, for the
        // elements only the new state draws, then install the new layout again.
        let drawnBefore = Set(before.attributes.map(\.elementKey))
        let newOffset = collectionView.contentOffset
        collectionView.collectionViewLayout = oldLayout
        collectionView.contentOffset = oldOffset
        collectionView.layoutIfNeeded()
        var oldAnswers: [ElementKey: CollectionViewLayoutAttributes] = [:]
        for element in after.attributes where !drawnBefore.contains(element.elementKey) {
            oldAnswers[element.elementKey] = oldLayout.adjustedLayoutAttributes(for: element.elementKey)?.copied()
        }
        collectionView.collectionViewLayout = newLayout
        collectionView.contentOffset = newOffset
        collectionView.layoutIfNeeded()
        before.attributesForElement = { oldAnswers[$0] }
        oldLayout.finalizeLayoutTransition()
        newLayout.finalizeLayoutTransition()
        self.init(transitionFrom: before, to: after, curve: curve)
    }

    private static func unique(_ list: [CollectionViewLayoutAttributes]) -> [CollectionViewLayoutAttributes] {
        var seen = Set<ElementKey>()
        return list.filter { seen.insert($0.elementKey).inserted }
    }

    private static func firstByKey(
        _ list: [CollectionViewLayoutAttributes]
    ) -> [ElementKey: CollectionViewLayoutAttributes] {
        Dictionary(list.map { ($0.elementKey, $0) }, uniquingKeysWith: { first, _ in first })
    }
}
