import Foundation

/// How an orthogonally scrolling section scrolls, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingProperties` (iOS 17). Kept: LayoutShot draws an
/// orthogonal section at the offset a document or test sets, without flinging it.
public struct OrthogonalScrollingProperties: Hashable, Sendable {
    /// The section's deceleration: the scroll view's rates, or `automatic` (the behaviour's own).
    public struct DecelerationRate: Hashable, Sendable {
        /// The fraction of its speed a fling keeps per millisecond; nil for `automatic`.
        public let rawValue: CGFloat?

        /// A custom rate.
        public init(rawValue: CGFloat) {
            self.rawValue = rawValue
        }

        private init(automatic: Void) {
            rawValue = nil
        }

        /// Chosen by the orthogonal scrolling behaviour.
        public static let automatic = DecelerationRate(automatic: ())
        /// The scroll view's normal rate, 0.998.
        public static let normal = DecelerationRate(rawValue: CollectionLayout.DecelerationRate.normal.rawValue)
        /// The scroll view's fast rate, 0.99.
        public static let fast = DecelerationRate(rawValue: CollectionLayout.DecelerationRate.fast.rawValue)
    }

    /// Whether the section bounces at its ends.
    public enum BounceMode: Int, Hashable, Sendable {
        /// Bounces when its content is larger than the section.
        case automatic
        /// Always bounces.
        case always
        /// Never bounces.
        case never
    }

    /// The deceleration rate.
    public var decelerationRate = DecelerationRate.automatic
    /// The bounce mode.
    public var bounce = BounceMode.automatic

    /// The defaults: automatic rate and bounce.
    public init() {}
}
