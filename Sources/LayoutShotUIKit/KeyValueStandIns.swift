import CollectionLayout
import Foundation

// Key-value coding and observing, which need the Objective-C runtime that Linux lacks. Library
// code observes a collection view's `contentSize` or a layer's `bounds` to redraw a control;
// a layout never depends on it. These compile and are inert: no value is found by key and no
// observation is ever told of a change. LayoutShot's views change when its engine says so.

/// What an observation is told, as Foundation's `NSKeyValueObservingOptions`.
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    /// The options' bits.
    public let rawValue: UInt
    /// Options of `rawValue`'s bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The new value.
    public static let new = NSKeyValueObservingOptions(rawValue: 1 << 0)
    /// The old value.
    public static let old = NSKeyValueObservingOptions(rawValue: 1 << 1)
    /// Told once at once.
    public static let initial = NSKeyValueObservingOptions(rawValue: 1 << 2)
    /// Told before the change too.
    public static let prior = NSKeyValueObservingOptions(rawValue: 1 << 3)
}

/// A change an observation is told of, as Foundation's `NSKeyValueObservedChange`.
public struct NSKeyValueObservedChange<Value> {
    /// The value after the change.
    public let newValue: Value?
    /// The value before the change.
    public let oldValue: Value?
    /// Whether this is the call made before the change.
    public let isPrior: Bool
}

/// An observation, as Foundation's `NSKeyValueObservation`: inert, it is never told of a
/// change; `invalidate()` ends it.
public final class NSKeyValueObservation: NSObject {
    /// Ends the observation.
    public func invalidate() {}
}

/// What an object that can be observed by key path offers, as Foundation's
/// `_KeyValueCodingAndObserving` (`NSObject` adopts it here).
public protocol KeyValueObservingStandIn {}

extension KeyValueObservingStandIn {
    /// Observes `keyPath`: inert, `changeHandler` is never called (no KVO on Linux).
    public func observe<Value>(
        _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
        changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
    ) -> NSKeyValueObservation {
        NSKeyValueObservation()
    }
}

extension NSObject: KeyValueObservingStandIn {
    /// The value for `key`, as key-value coding answers it: always nil here, as Linux has no
    /// key-value coding (UIKit's `init?(coder:)` code that reads it is never run headlessly).
    public func value(forKey key: String) -> Any? { nil }
    /// Sets the value for `key`: inert, as `value(forKey:)`.
    public func setValue(_ value: Any?, forKey key: String) {}
    /// Registers `observer` for `keyPath`: inert, it is never told of a change.
    public func addObserver(
        _ observer: NSObject, forKeyPath keyPath: String, options: NSKeyValueObservingOptions = [],
        context: UnsafeMutableRawPointer?
    ) {}
    /// Removes `observer`: inert.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String) {}
    /// Removes `observer` for `context`: inert.
    public func removeObserver(_ observer: NSObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {}
}
