import Foundation

/// A gesture recognizer, as UIKit's `UIGestureRecognizer`: kept, never recognizing anything
/// (headlessly there are no touches); its target/action is never called.
open class GestureRecognizer: NSObject {
    /// UIKit's recognizer states.
    public enum State: Int, Sendable { case possible = 0, began, changed, ended, cancelled, failed }
    /// Always `.possible`: nothing is ever recognized.
    open var state: State = .possible
    /// The delegate (kept).
    open weak var delegate: GestureRecognizerDelegate?
    /// Whether the recognizer is enabled (kept).
    open var isEnabled = true
    /// Whether recognized touches are cancelled in the view (kept).
    open var cancelsTouchesInView = true
    /// The view the recognizer was added to: none headlessly.
    open var view: View? { nil }

    /// A recognizer (LayoutShotUIKit adds UIKit's `init(target:action:)`).
    public override init() {
        super.init()
    }

    /// Where the touch is in `view`: the origin, as there is none.
    open func location(in view: View?) -> CGPoint { .zero }
}

/// A recognizer's delegate, as UIKit's `UIGestureRecognizerDelegate`; every method has UIKit's default answer.
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may begin (UIKit's default: true).
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether two recognizers may recognize together (UIKit's default: false).
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
}

extension GestureRecognizerDelegate {
    /// True, UIKit's default.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// False, UIKit's default.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
}
