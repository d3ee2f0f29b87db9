import Foundation

/// How quickly a fling slows down, as `UIScrollView.DecelerationRate`: the fraction of its
/// velocity the scroll keeps per millisecond.
public struct DecelerationRate: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    /// The velocity factor per millisecond, within `modelledRange`.
    public let rawValue: CGFloat

    /// A rate of `rawValue` per millisecond. Not failable, as UIKit's initialiser is not; a
    /// value outside what decelerates is brought into `modelledRange` (Apple does not say what
    /// UIKit does with one, so this is the choice): 1 or more never stops, so it becomes the
    /// range's top; 0 or less, the bottom; NaN, `normal`.
    public init(rawValue: CGFloat) {
        let range = Self.modelledRange
        self.rawValue = rawValue.isNaN ? 0.998 : min(max(rawValue, range.lowerBound), range.upperBound)
    }

    /// The rates the scroll arithmetic models. Below 10⁻²⁰⁰ a fling loses all but 10⁻²⁰⁰ of its
    /// velocity in the first millisecond, so the motion is the same, while `r / (1000 · (1 − r))`
    /// underflows to 0 and a snapped fling divides by it (audit 4, D8: 5e-324 trapped). Above
    /// 0.9999 a fling at a million points a second would run for minutes.
    public static let modelledRange: ClosedRange<CGFloat> = 1e-200...0.9999

    /// UIKit's default, 0.998 per millisecond.
    public static let normal = DecelerationRate(rawValue: 0.998)
    /// UIKit's fast rate (paging scroll views), 0.99 per millisecond.
    public static let fast = DecelerationRate(rawValue: 0.99)

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
