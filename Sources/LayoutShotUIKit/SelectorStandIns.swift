import Foundation

/// The Objective-C selector type, which Linux lacks: `layoutshot-port` turns `#selector(f)` into
/// `Selector("f")`. It only names a method; nothing calls it.
public struct Selector: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The method reference as written (`Foo.tick(_:)`).
    public let name: String

    /// A selector naming `name`.
    public init(_ name: String) {
        self.name = name
    }

    /// A selector from a literal, as Swift on Apple platforms allows.
    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// The name.
    public var description: String { name }
}

/// A selector named `name` (UIKit's function).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }

/// The name of `selector` (UIKit's function).
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }

/// Target/action timers, inert: layout code that starts a timer for an animation or a refresh
/// compiles, and the timer never fires (headlessly nothing runs later; LayoutShot draws what the
/// layout answers now).
extension Timer {
    /// A timer that is never scheduled and never calls `target`.
    public convenience init(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) {
        self.init(timeInterval: interval, repeats: repeats) { _ in }
    }

    /// A timer that is never scheduled and never calls `target` (see the initialiser).
    public class func scheduledTimer(
        timeInterval interval: TimeInterval, target: Any, selector: Selector, userInfo: Any?, repeats: Bool
    ) -> Timer {
        Timer(timeInterval: interval, target: target, selector: selector, userInfo: userInfo, repeats: repeats)
    }
}

/// Selector-based observers, inert: nothing is posted headlessly, so registering does nothing.
extension NotificationCenter {
    /// Registers nothing: `selector` is never called.
    public func addObserver(_ observer: Any, selector: Selector, name: NSNotification.Name?, object: Any?) {}
}
