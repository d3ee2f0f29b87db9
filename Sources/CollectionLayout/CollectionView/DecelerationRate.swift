import Foundation

/// How quickly a fling slows down, as `UIScrollView.DecelerationRate`: the fraction of its
/// velocity the scroll keeps per millisecond.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The velocity factor per millisecond, in (0, 1).
    public let rawValue: CGFloat

    /// A rate of `rawValue` per millisecond; nil unless 0 < rawValue < 1.
    public init?(rawValue: CGFloat) {
        guard rawValue.isFinite, rawValue > 0, rawValue < 1 else { return nil }
        self.rawValue = rawValue
    }

    private init(unchecked rawValue: CGFloat) {
        self.rawValue = rawValue
    }

    /// UIKit's default, 0.998 per millisecond.
    public static let normal = DecelerationRate(unchecked: 0.998)
    /// UIKit's fast rate (paging scroll views), 0.99 per millisecond.
    public static let fast = DecelerationRate(unchecked: 0.99)

    /// `1000 · ln(rate)`: the (negative) exponent per second of the velocity's decay.
    public var decayPerSecond: CGFloat { 1000 * log(rawValue) }

    /// "normal (0.998/ms)", "fast (0.99/ms)", or the rate per millisecond such as "0.995/ms".
    public var description: String {
        switch self {
        case .normal: "normal (0.998/ms)"
        case .fast: "fast (0.99/ms)"
        default: "\(rawValue)/ms"
        }
    }
}
