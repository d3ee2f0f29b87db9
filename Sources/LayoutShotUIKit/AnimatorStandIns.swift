import CollectionLayout
import Foundation

// Animation drivers a library ships beside its layouts: property animators, display links,
// Core Animation transactions and clocks. Headlessly every view animation has already finished
// (`UIView.animate` runs its block at once; `layoutshot animate` draws a layout's animations
// itself), so these compile and either run their blocks at once or never fire. The media clock
// stands still, so output stays the same from run to run.

/// The seconds of Core Animation's clock: always 0 headlessly, so that code measuring elapsed
/// time with it gives the same answer on every run.
public func CACurrentMediaTime() -> CFTimeInterval { 0 }

/// How a property animator stands, as UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0, active, stopped
}

/// Where an animation ends, as UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0, start, current
}

extension UIView {
    /// UIKit's `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable {
        case easeInOut = 0, easeIn, easeOut, linear
    }

    /// Runs `animations` at once, then `completion` with true, as every headless animation.
    public class func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Runs `animations` (and the keyframes it adds) at once, then `completion` with true.
    public class func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIViewAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs one keyframe's `animations` at once.
    public class func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        animations()
    }
}

/// A property animator, as UIKit's `UIViewPropertyAnimator`. Nothing animates headlessly:
/// `startAnimation()` runs the animations at once and completes at the end; an animator that is
/// never started (scrubbed with `fractionComplete`) runs nothing.
open class UIViewPropertyAnimator: NSObject {
    /// The duration in seconds (kept).
    public let duration: TimeInterval
    /// Where the animator stands.
    open private(set) var state = UIViewAnimatingState.inactive
    /// How far the animation is, 0…1 (kept).
    open var fractionComplete: CGFloat = 0
    /// Whether it runs backwards (kept).
    open var isReversed = false
    /// Whether it pauses at the end instead of completing (kept).
    open var pausesOnCompletion = false
    /// Whether it can be interrupted (kept).
    open var isInterruptible = true
    /// Whether it is running.
    open var isRunning: Bool { state == .active && running }

    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var running = false

    /// An animator of `duration` on `curve` running `animations`.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// An animator of `duration` with a spring's `dampingRatio` running `animations`.
    public init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.duration = duration
        super.init()
        if let animations { self.animations.append(animations) }
    }

    /// Adds animations to run when it starts.
    open func addAnimations(_ animation: @escaping () -> Void) { animations.append(animation) }
    /// Adds a completion told where the animation ended.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs the animations at once and completes at the end.
    open func startAnimation() {
        state = .active
        running = true
        let pending = animations
        animations = []
        for animation in pending { animation() }
        fractionComplete = 1
        guard !pausesOnCompletion else {
            running = false
            return
        }
        finish(at: .end)
    }

    /// As `startAnimation()`: there is no delay headlessly.
    open func startAnimation(afterDelay delay: TimeInterval) { startAnimation() }
    /// Pauses the animator.
    open func pauseAnimation() {
        state = .active
        running = false
    }
    /// Stops the animator; without `withoutFinishing`, `finishAnimation(at:)` must follow.
    open func stopAnimation(_ withoutFinishing: Bool) {
        running = false
        state = withoutFinishing ? .inactive : .stopped
    }
    /// Finishes a stopped animator at `finalPosition`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) { finish(at: finalPosition) }
    /// Continues a paused animator: as `startAnimation()`.
    open func continueAnimation(withTimingParameters parameters: Any?, durationFactor: CGFloat) {
        startAnimation()
    }

    private func finish(at position: UIViewAnimatingPosition) {
        running = false
        state = .inactive
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}

/// A timer tied to the display, as Core Animation's `CADisplayLink`: there is no display
/// headlessly, so it never fires.
open class CADisplayLink: NSObject {
    /// When the last frame was shown: 0, as `CACurrentMediaTime()`.
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame is due: 0.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames (a 60 Hz display's).
    open private(set) var duration: CFTimeInterval = 1.0 / 60
    /// Whether the link is paused (kept).
    open var isPaused = false
    /// The frame rate asked for (kept).
    open var preferredFramesPerSecond = 0

    /// A link that would call `selector` on `target` each frame.
    public init(target: Any, selector: Selector) { super.init() }

    /// Adds the link to a run loop: it still never fires.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Removes the link from a run loop.
    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {}
    /// Stops the link for good.
    open func invalidate() {}
}

/// Core Animation's transactions, as `CATransaction`: there are no implicit animations
/// headlessly, so a transaction groups nothing. Its completion block runs when it is set,
/// as there is nothing to wait for (kept nowhere, so parallel work shares no state).
public enum CATransaction {
    /// Begins a transaction.
    public static func begin() {}
    /// Commits the transaction.
    public static func commit() {}
    /// Commits any implicit transaction.
    public static func flush() {}
    /// Sets whether actions are disabled (kept by nobody: there are none).
    public static func setDisableActions(_ flag: Bool) {}
    /// Whether actions are disabled: always, as there are none.
    public static func disableActions() -> Bool { true }
    /// Sets the transaction's duration (kept by nobody).
    public static func setAnimationDuration(_ duration: CFTimeInterval) {}
    /// The transaction's duration: 0.
    public static func animationDuration() -> CFTimeInterval { 0 }
    /// Sets the transaction's timing function (kept by nobody).
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}
    /// Runs `block` at once: nothing in the transaction is left to finish.
    public static func setCompletionBlock(_ block: (() -> Void)?) { block?() }
}
