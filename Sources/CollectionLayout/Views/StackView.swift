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
    public enum Alignment: Int, Sendable { case fill = 0, leading, firstBaseline, center, trailing, lastBaseline }

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

    /// Removes `view` from the stack (it stays a subview, as in UIKit).
    open func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
    }

    /// Gives each visible arranged view an equal share of the length.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let shown = arrangedSubviews.filter { !$0.isHidden }
        guard !shown.isEmpty else { return }
        let length = axis == .horizontal ? bounds.width : bounds.height
        let share = max(0, (length - spacing * CGFloat(shown.count - 1)) / CGFloat(shown.count))
        for (index, view) in shown.enumerated() {
            let start = CGFloat(index) * (share + spacing)
            view.frame =
                axis == .horizontal
                ? CGRect(x: start, y: 0, width: share, height: bounds.height)
                : CGRect(x: 0, y: start, width: bounds.width, height: share)
        }
    }
}
