import CollectionLayout
import Foundation

// The controls a layout library ships beside its layouts (a pager's page control, a menu's
// buttons, a loading spinner). Headlessly there are no touches: controls keep their state,
// never send actions on their own, and are drawn by nobody. `sendActions(for:)` calls nothing
// either, as targets and actions are `Selector`s the port made inert.

/// A control, as UIKit's `UIControl`: a view with state and target/action pairs.
open class UIControl: UIView {
    /// The events a control reports, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable {
        /// The event's bits.
        public let rawValue: UInt
        /// Events of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// A touch down.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A touch up inside the control.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A touch up outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// A primary action was triggered.
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// Editing began.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// Editing changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// A control's state, with UIKit's raw values.
    public struct State: OptionSet, Sendable, Hashable {
        /// The state's bits.
        public let rawValue: UInt
        /// A state of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Enabled, not selected or highlighted.
        public static let normal = State([])
        /// Highlighted.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Disabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
    }

    /// How content sits across the control, as UIKit's.
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0, left, right, fill, leading, trailing
    }

    /// How content sits down the control, as UIKit's.
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0, top, bottom, fill
    }

    /// Where content sits across the control (kept).
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center
    /// Where content sits down the control (kept).
    open var contentVerticalAlignment = ContentVerticalAlignment.center
    /// Whether the control is enabled.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted.
    open var isHighlighted = false
    /// The state the three flags make.
    open var state: State {
        var state = State.normal
        if isHighlighted { state.insert(.highlighted) }
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        return state
    }

    /// Adds a target and action for `controlEvents` (kept by nobody: nothing sends events).
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {}
    /// Removes a target and action: inert.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}
    /// Sends the actions for `controlEvents`: none are kept, so none are called.
    open func sendActions(for controlEvents: Event) {}
}

/// A button, as UIKit's `UIButton`: titles and images by state are kept, nothing is drawn.
open class UIButton: UIControl {
    /// UIKit's button types.
    public enum ButtonType: Int, Sendable {
        case custom = 0, system, detailDisclosure, infoLight, infoDark, contactAdd, close
    }

    /// The button's type.
    public private(set) var buttonType = ButtonType.custom
    /// The label showing the current title.
    public let titleLabel: UILabel? = UILabel(frame: .zero)
    /// The view showing the current image.
    public let imageView: UIImageView? = UIImageView(frame: .zero)
    /// Insets of the content (kept).
    open var contentEdgeInsets = UIEdgeInsets.zero

    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]

    /// A button of `type`.
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
    }

    /// Sets the title for `state`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if state == self.state || state == .normal { titleLabel?.text = self.title(for: self.state) }
    }
    /// The title for `state`, else the normal one.
    open func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// Sets the title colour for `state` (kept by nobody).
    open func setTitleColor(_ color: UIColor?, for state: State) {}
    /// Sets the image for `state`.
    open func setImage(_ image: UIImage?, for state: State) { images[state.rawValue] = image }
    /// The image for `state`, else the normal one.
    open func image(for state: State) -> UIImage? { images[state.rawValue] ?? images[State.normal.rawValue] }
    /// Sets the background image for `state` (kept by nobody).
    open func setBackgroundImage(_ image: UIImage?, for state: State) {}
}

/// A page control, as UIKit's `UIPageControl`: page count and current page are kept.
open class UIPageControl: UIControl {
    /// The number of pages.
    open var numberOfPages = 0
    /// The current page.
    open var currentPage = 0
    /// Whether a single page hides the control.
    open var hidesForSinglePage = false
    /// The colour of the page indicators (kept).
    open var pageIndicatorTintColor: UIColor?
    /// The colour of the current page's indicator (kept).
    open var currentPageIndicatorTintColor: UIColor?
}

/// A spinner, as UIKit's `UIActivityIndicatorView`: it is animating or not, and draws nothing.
open class UIActivityIndicatorView: UIView {
    /// UIKit's spinner styles.
    public enum Style: Int, Sendable {
        case whiteLarge = 0, white, gray, medium = 100, large = 101
    }

    /// The spinner's style.
    open var style = Style.medium
    /// The spinner's colour (kept).
    open var color: UIColor?
    /// Whether the spinner is hidden when stopped.
    open var hidesWhenStopped = true
    /// Whether the spinner is animating.
    open private(set) var isAnimating = false

    /// A spinner of `style`.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
    }

    /// Starts the spinner.
    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }
    /// Stops the spinner (hiding it when `hidesWhenStopped`).
    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }
}
