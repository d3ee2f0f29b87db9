import CollectionLayout
import Foundation

extension AnimationPlan {
    /// The animation of a batch update, from what `CollectionView.performBatchUpdates` collected.
    ///
    /// One track per `ElementTransition`, in the result's order (disappearing-only elements
    /// first, then the after state in the layout's order):
    /// - an element in the region only before the update (deleted, or moved out of the region)
    ///   is *disappearing*: regular → final attributes, gone in the last frame;
    /// - an inserted element is *appearing*: initial → regular attributes;
    /// - every other element is *staying*: initial (by default its old attributes) → regular.
    ///
    /// A staying element's start carries its index path *before* the update, so that frame 0
    /// is the before state element for element (with UIKit's default initial attributes); from
    /// the first frame after it on, interpolated attributes carry the destination's identity.
    /// Ties at t = 0 follow the before state's order; the content size is the result's before
    /// and after size.
    public init(batchUpdate result: BatchUpdateResult, curve: TimingCurve = .easeInEaseOut) {
        let afterKeys = Set(result.attributesAfter.map(\.elementKey))
        var tracks: [ElementTrack] = []
        for transition in result.transitions {
            let inAfterState = transition.keyAfter.map(afterKeys.contains) ?? false
            let role: ElementTrack.Role
            var from = transition.from
            if !inAfterState {
                role = .disappearing
            } else if transition.change == .inserted {
                role = .appearing
            } else {
                role = .staying
                if let keyBefore = transition.keyBefore, from.indexPath != keyBefore.indexPath {
                    from = from.copied()
                    from.indexPath = keyBefore.indexPath
                }
            }
            let key = (inAfterState ? transition.keyAfter : nil) ?? transition.keyBefore ?? transition.to.elementKey
            tracks.append(ElementTrack(key: key, from: from, to: transition.to, role: role))
        }

        // Ties at t = 0: the before state's order; elements not in it keep the tracks' order.
        var beforeRank: [ElementKey: Int] = [:]
        for (rank, attributes) in result.attributesBefore.enumerated() where beforeRank[attributes.elementKey] == nil {
            beforeRank[attributes.elementKey] = rank
        }
        let sourceOrder = result.transitions.indices.sorted { lhs, rhs in
            let left = result.transitions[lhs].keyBefore.flatMap { beforeRank[$0] } ?? Int.max
            let right = result.transitions[rhs].keyBefore.flatMap { beforeRank[$0] } ?? Int.max
            return left != right ? left < right : lhs < rhs
        }
        self.init(tracks: tracks, sourceOrder: sourceOrder, curve: curve)
        contentSizes = (result.contentSizeBefore, result.contentSizeAfter)
        contentOffsets = (result.region.origin, result.region.origin)
    }
}
