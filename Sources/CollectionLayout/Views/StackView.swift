import Foundation

/// A headless stack view, as UIKit's `UIStackView`: its arranged subviews are laid out along
/// its axis in `layoutSubviews()`. UIKit solves Auto Layout for it; headlessly the arranged views
/// share the length equally (after `spacing`) and fill the other direction — UIKit's
/// `.fillEqually` with `.fill` alignment — whatever `distribution` and `alignment` say.
open class StackView: View {
    /// The direction views are stacked in.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical }
    /// UIKit's distributions (kept; arrangement is always equal shares).
    public enum Distribution: Int, Sendable {
        case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
    }
    /// UIKit's alignments (kept; arranged views always fill across the axis).
    public enum Alignment: Int, Sendable {
        case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
        /// The top edge: UIKit's `top` shares `leading`'s raw value.
        public static let top = Alignment.leading
        /// The bottom edge: UIKit's `bottom` shares `trailing`'s raw value.
        public static let bottom = Alignment.trailing
    }

    /// What `customSpacing(after:)` answers when no custom spacing is set: `spacing` is used
    /// (UIKit's `UIStackView.spacingUseDefault`, `Float.greatestFiniteMagnitude`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)

    /// The views arranged, in order.
    open private(set) var arrangedSubviews: [View] = []
    /// The stacking direction (UIKit's default: horizontal).
    open var axis: Axis = .horizontal
    /// Space between arranged views, in points.
    open var spacing: CGFloat = 0
    /// See `Distribution`.
    open var distribution: Distribution = .fill
    /// See `Alignment`.
    open var alignment: Alignment = .fill

    /// A stack view of `views`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        views.forEach(addArrangedSubview)
    }

    /// Adds `view` at the end of the stack (and as a subview).
    open func addArrangedSubview(_ view: View) {
        arrangedSubviews.append(view)
        addSubview(view)
    }

    /// Inserts `view` at `index` in the stack (clamped to its range) and as a subview.
    open func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: min(max(0, index), arrangedSubviews.count))
        addSubview(view)
    }

    /// Removes `view` from the stack (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
    }

    /// Sets the space after `arrangedSubview`, in place of `spacing`.
    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    }

    /// The space after `arrangedSubview`; `spacingUseDefault` when none is set.
    open func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// The gap after `view`: its custom spacing, else `spacing`.
    private func gap(after view: View) -> CGFloat {
        let custom = customSpacing(after: view)
        return custom == Self.spacingUseDefault ? spacing : custom
    }

    /// Gives each visible arranged view an equal share of the length left by the gaps
    /// (`spacing`, or the custom spacing after a view).
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let length = axis == .horizontal ? bounds.width : bounds.height
        let gaps = shown.dropLast().map(gap(after:))
        let share = max(0, (length - gaps.reduce(0, +)) / CGFloat(shown.count))
        var start: CGFloat = 0
        for (index, view) in shown.enumerated() {
            defer { start += share + (index < gaps.count ? gaps[index] : 0) }
            view.frame =
                axis == .horizontal
                ? CGRect(x: start, y: 0, width: share, height: bounds.height)
                : CGRect(x: 0, y: start, width: bounds.width, height: share)
        }
    }
}
