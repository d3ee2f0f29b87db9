import CollectionLayout
import Foundation

// Core Animation as cell code uses it for effects — animations added to layers, timing curves —
// kept and never run: headlessly nothing animates (LayoutShot's `animate` command draws layout
// animations itself).

/// Core Animation's name for a duration in seconds.
public typealias CFTimeInterval = TimeInterval

/// How an animation fills the time outside its duration, as Core Animation's
/// `CAMediaTimingFillMode` (kept; nothing animates headlessly).
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    /// The mode's name.
    public let rawValue: String
    /// A mode of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Keeps the final value.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// Shows the first value before the start.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
    /// Neither (Core Animation's default).
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// A timing curve's name, as Core Animation's `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    /// The curve's name.
    public let rawValue: String
    /// A name of `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Constant speed.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow start and end.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The system default.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// A timing curve, as Core Animation's `CAMediaTimingFunction` (kept).
public final class CAMediaTimingFunction: NSObject {
    /// The curve's name.
    public let name: CAMediaTimingFunctionName
    /// The named curve.
    public init(name: CAMediaTimingFunctionName) { self.name = name }
}

/// A Core Animation animation, as `CAAnimation`: kept, never run (headlessly nothing animates;
/// LayoutShot's `animate` command draws layout animations itself).
open class CAAnimation: NSObject {
    /// Seconds the animation lasts.
    open var duration: TimeInterval = 0
    /// When it starts.
    open var beginTime: TimeInterval = 0
    /// How it fills the time outside its duration.
    open var fillMode: CAMediaTimingFillMode = .removed
    /// Whether it is removed when done.
    open var isRemovedOnCompletion = true
    /// Its timing curve.
    open var timingFunction: CAMediaTimingFunction?
    /// How often it repeats.
    open var repeatCount: Float = 0
    /// Whether it plays backwards after forwards.
    open var autoreverses = false
}

/// An animation of one layer property, as `CAPropertyAnimation`.
open class CAPropertyAnimation: CAAnimation {
    /// The animated property's key path.
    open var keyPath: String?

    /// An animation of `keyPath`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }
}

/// An animation between two values, as `CABasicAnimation` (kept, never run).
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// The change.
    open var byValue: Any?
}

/// Core Animation's name for `LayerAction`.
public typealias CAAction = LayerAction

extension CAAnimation: LayerAction {}

extension Layer {
    /// The keys of the layer's animations: none, as nothing animates headlessly.
    public func animationKeys() -> [String]? { nil }
    /// Adds an animation: kept by nobody, as nothing animates headlessly.
    public func add(_ animation: CAAnimation, forKey key: String?) {}
    /// Removes an animation: there are none.
    public func removeAnimation(forKey key: String) {}
    /// Removes every animation: there are none.
    public func removeAllAnimations() {}
    /// The animation added for `key`: none.
    public func animation(forKey key: String) -> CAAnimation? { nil }
}
