import CollectionLayout
import Foundation

// The interaction and drawing UIKit that view files of layout libraries carry — gesture
// recognizers, animation options, image contexts, nibs — so those files compile. All inert:
// headlessly nothing touches the screen, nothing animates and nothing is rendered by UIKit.

/// UIKit's name for `GestureRecognizer`.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's name for `GestureRecognizerDelegate`.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

extension GestureRecognizer {
    /// A recognizer calling `action` on `target` (never, headlessly).
    public convenience init(target: Any?, action: Selector?) {
        self.init()
    }
}

/// A tap recognizer (inert).
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (kept).
    open var numberOfTapsRequired = 1
}

/// A long-press recognizer (inert).
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long a press must last, in seconds (kept).
    open var minimumPressDuration: TimeInterval = 0.5
}

/// A pan recognizer (inert).
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the touch moved: nothing, headlessly.
    open func translation(in view: View?) -> CGPoint { .zero }
    /// How fast it moves: not at all.
    open func velocity(in view: View?) -> CGPoint { .zero }
    /// Resets the translation (nothing to reset).
    open func setTranslation(_ translation: CGPoint, in view: View?) {}
}

/// A swipe recognizer (inert).
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Swipe directions, with UIKit's raw values.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// The direction's bits.
        public let rawValue: UInt
        /// Directions of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upwards.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downwards.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The direction recognized (kept).
    open var direction = Direction.right
    /// Touches needed (kept).
    open var numberOfTouchesRequired = 1
}

extension GestureRecognizer {
    /// Whether touches reach the view only after recognition fails (kept).
    public var delaysTouchesBegan: Bool {
        get { false }
        set {}
    }
    /// Whether ended touches wait for recognition (kept).
    public var delaysTouchesEnded: Bool {
        get { true }
        set {}
    }
    /// Asks the recognizer to wait for `otherGestureRecognizer` to fail (inert).
    public func require(toFail otherGestureRecognizer: GestureRecognizer) {}
}

extension UIPanGestureRecognizer {
    /// The most touches the pan takes (kept by nobody: there are none).
    public var maximumNumberOfTouches: Int {
        get { Int.max }
        set {}
    }
    /// The fewest touches the pan takes.
    public var minimumNumberOfTouches: Int {
        get { 1 }
        set {}
    }
}

/// UIKit's animation options (kept; nothing animates headlessly).
public struct UIViewAnimationOptions: OptionSet, Sendable {
    /// The option bits, as UIKit numbers them.
    public let rawValue: UInt
    /// Options of `rawValue`.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Ease in and out.
    public static let curveEaseInOut = UIViewAnimationOptions([])
    /// Ease in.
    public static let curveEaseIn = UIViewAnimationOptions(rawValue: 1 << 16)
    /// Ease out.
    public static let curveEaseOut = UIViewAnimationOptions(rawValue: 2 << 16)
    /// Linear.
    public static let curveLinear = UIViewAnimationOptions(rawValue: 3 << 16)
    /// Allow touches while animating.
    public static let allowUserInteraction = UIViewAnimationOptions(rawValue: 1 << 1)
    /// Start from the current state.
    public static let beginFromCurrentState = UIViewAnimationOptions(rawValue: 1 << 2)
}

/// UIKit's name for `Nib`.
public typealias UINib = Nib

extension View {
    /// UIKit's `UIView.AnimationOptions`.
    public typealias AnimationOptions = UIViewAnimationOptions

    /// Runs `animations` at once and `completion` with true, as every headless animation.
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions,
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Runs `animations` at once and `completion` with true (no spring headlessly).
    public class func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping damping: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions, animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Draws the view into the current image context: there is none headlessly (false).
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool { false }
}

extension ScrollView {
    /// The scroll view's pan recognizer: inert, as every headless recognizer.
    public var panGestureRecognizer: UIPanGestureRecognizer { UIPanGestureRecognizer(target: nil, action: nil) }
}

/// Starts an image context: none exists headlessly.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {}
/// The current image context's image: nil, as there is none.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? { nil }
/// Ends an image context: nothing to end.
public func UIGraphicsEndImageContext() {}

/// A Core Graphics drawing context, as code that snapshots views names it; none is ever made
/// headlessly.
public final class CGContext {
    private init() {}

    /// Moves the origin (never called: no context exists).
    public func translateBy(x: CGFloat, y: CGFloat) {}
    /// Scales the coordinates (never called).
    public func scaleBy(x: CGFloat, y: CGFloat) {}
    /// Rotates the coordinates (never called).
    public func rotate(by angle: CGFloat) {}
    /// Saves the drawing state (never called).
    public func saveGState() {}
    /// Restores the drawing state (never called).
    public func restoreGState() {}
}

/// The current drawing context: nil, as there is none headlessly.
public func UIGraphicsGetCurrentContext() -> CGContext? { nil }

extension Layer {
    /// Draws the layer into `context`: there is no context to draw into headlessly.
    public func render(in context: CGContext) {}
}
