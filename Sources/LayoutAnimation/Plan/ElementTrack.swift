import CollectionLayout
import Foundation

/// One element's animation: the attributes it animates from and to, and its part in the change.
public struct ElementTrack {
    /// An element's part in an animation.
    public enum Role: String, Sendable, Hashable, CaseIterable {
        /// Only in the after state (inserted, or new in the destination layout): animates from
        /// the layout's initial attributes to its regular ones. Left out of frame 0 when its
        /// initial attributes are invisible (hidden or alpha 0).
        case appearing
        /// Only in the before state (deleted, moved out of the region, or absent from the
        /// destination layout): animates from its regular attributes to the layout's final ones.
        /// Left out of the last frame, as UIKit removes its view when the animation completes.
        case disappearing
        /// In both states: animates from the old attributes to the new ones.
        case staying
    }

    /// The element's identity: its key after the change, or before it for disappearing elements.
    public var key: ElementKey
    /// The attributes at progress 0 (frame 0 shows exactly these).
    public var from: CollectionViewLayoutAttributes
    /// The attributes at progress 1 (the last frame shows exactly these).
    public var to: CollectionViewLayoutAttributes
    /// The element's part in the change.
    public var role: Role

    /// Creates a track; the plan copies nothing, so do not mutate `from`/`to` afterwards.
    public init(key: ElementKey, from: CollectionViewLayoutAttributes, to: CollectionViewLayoutAttributes, role: Role) {
        self.key = key
        self.from = from
        self.to = to
        self.role = role
    }

    /// Whether the track is drawn at normalised time `t`: appearing tracks with invisible
    /// initial attributes are left out at t = 0, disappearing tracks at t = 1.
    func isPresent(at t: Double) -> Bool {
        switch role {
        case .appearing: t > 0 || !from.isEffectivelyHidden
        case .disappearing: t < 1
        case .staying: true
        }
    }
}
