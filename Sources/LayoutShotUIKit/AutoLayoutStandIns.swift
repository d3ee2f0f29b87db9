import CollectionLayout
import Foundation

// Auto Layout as cell code writes it — anchors, constraints, activation — so the files that
// hold a layout's cells compile. Headlessly constraints are kept, not solved: a view placed
// only by constraints keeps the frame it has (zero unless set). A cell LayoutShot draws
// positions its subviews in `layoutSubviews()` or by frames.

/// UIKit's name for `LayoutPriority`.
public typealias UILayoutPriority = LayoutPriority

/// A constraint between two anchors (or an anchor and a constant), kept and never solved.
public final class NSLayoutConstraint: NSObject {
    /// How the two sides compare.
    public enum Relation: Int, Sendable { case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1 }

    /// The constrained anchor.
    public let firstAnchor: AnyObject
    /// The anchor it is related to; nil for a constant size.
    public let secondAnchor: AnyObject?
    /// How the sides compare.
    public let relation: Relation
    /// The multiplier of the second anchor.
    public let multiplier: CGFloat
    /// The constant added.
    public var constant: CGFloat
    /// The priority.
    public var priority: UILayoutPriority = .required
    /// Whether the constraint is active (kept; nothing is solved).
    public var isActive = false
    /// A name for debugging.
    public var identifier: String?
    /// The first view (an anchor's view; the item of `init(item:…)`).
    public private(set) var firstItem: AnyObject?
    /// The second view, if any.
    public private(set) var secondItem: AnyObject?
    /// The first item's attribute; `.notAnAttribute` for a constraint made from anchors.
    public private(set) var firstAttribute = Attribute.notAnAttribute
    /// The second item's attribute; `.notAnAttribute` for a constraint made from anchors.
    public private(set) var secondAttribute = Attribute.notAnAttribute

    /// UIKit's layout attributes, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0, left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin
        case trailingMargin, centerXWithinMargins, centerYWithinMargins
    }

    /// A constraint in the older item/attribute form (kept, never solved).
    public convenience init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation, toItem view2: Any?,
        attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        self.init(view1 as AnyObject, view2.map { $0 as AnyObject }, relation, multiplier: multiplier, constant: c)
        firstAttribute = attr1
        secondAttribute = attr2
    }

    init(_ first: AnyObject, _ second: AnyObject?, _ relation: Relation, multiplier: CGFloat, constant: CGFloat) {
        firstAnchor = first
        secondAnchor = second
        firstItem = (first as? NSLayoutAnchorItem)?.anchorItem ?? first
        secondItem = second.map { ($0 as? NSLayoutAnchorItem)?.anchorItem ?? $0 }
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Marks `constraints` active.
    public static func activate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = true } }
    /// Marks `constraints` inactive.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) { constraints.forEach { $0.isActive = false } }
}

/// What a constraint made of anchors reads its items from.
protocol NSLayoutAnchorItem {
    /// The anchor's view.
    var anchorItem: AnyObject? { get }
}

/// An edge, centre or size of a view or guide, as UIKit's `NSLayoutAnchor`.
public class NSLayoutAnchor<AnchorType: AnyObject>: NSObject, NSLayoutAnchorItem {
    /// The view the anchor belongs to; nil for a layout guide's.
    public private(set) weak var item: View?
    var anchorItem: AnyObject? { item }

    init(item: View?) { self.item = item }

    private func constraint(_ other: NSLayoutAnchor?, _ relation: NSLayoutConstraint.Relation, _ constant: CGFloat)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, other, relation, multiplier: 1, constant: constant)
    }

    /// `self = anchor + constant`.
    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0) -> NSLayoutConstraint {
        constraint(anchor, .equal, constant)
    }
    /// `self ≥ anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        constraint(anchor, .greaterThanOrEqual, constant)
    }
    /// `self ≤ anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        constraint(anchor, .lessThanOrEqual, constant)
    }
}

/// A horizontal position anchor (leading, trailing, left, right, centre x).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
/// A vertical position anchor (top, bottom, centre y, baselines).
public final class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {}

/// A width or height anchor.
public final class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    /// `self = constant`.
    public func constraint(equalToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, nil, .equal, multiplier: 1, constant: constant)
    }
    /// `self ≥ constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, nil, .greaterThanOrEqual, multiplier: 1, constant: constant)
    }
    /// `self ≤ constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(self, nil, .lessThanOrEqual, multiplier: 1, constant: constant)
    }
    /// `self = anchor · multiplier + constant`.
    public func constraint(equalTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, anchor, .equal, multiplier: multiplier, constant: constant)
    }
    /// `self ≥ anchor · multiplier + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0
    ) -> NSLayoutConstraint {
        NSLayoutConstraint(self, anchor, .greaterThanOrEqual, multiplier: multiplier, constant: constant)
    }
    /// `self ≤ anchor · multiplier + constant`.
    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> NSLayoutConstraint
    {
        NSLayoutConstraint(self, anchor, .lessThanOrEqual, multiplier: multiplier, constant: constant)
    }
}

extension View {
    /// Whether the view's frame becomes constraints: kept as UIKit's default (true) whatever
    /// is set, as constraints are not solved.
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { true }
        set {}
    }

    /// The leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The left edge.
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The right edge.
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self) }
    /// The top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The first line's baseline.
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The last line's baseline.
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self) }
    /// The width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }
    /// The height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self) }

    /// The area inside the view's layout margins (UIKit's `layoutMarginsGuide`), in the view's
    /// own coordinates with its top left at zero (a scroll view's guides do not scroll).
    public var layoutMarginsGuide: UILayoutGuide {
        UILayoutGuide(layoutFrame: CGRect(origin: .zero, size: bounds.size).inset(by: layoutMargins))
    }

    /// The view's safe area (UIKit's `safeAreaLayoutGuide`): its bounds less `safeAreaInsets`,
    /// which are zero unless set (a cell has none of its own).
    public var safeAreaLayoutGuide: UILayoutGuide {
        UILayoutGuide(layoutFrame: CGRect(origin: .zero, size: bounds.size).inset(by: safeAreaInsets))
    }

    /// Adds constraints (kept by the caller; nothing is solved).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    /// Adds constraints (see `addConstraint(_:)`).
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    /// The constraints the view holds: none (headless views keep none; callers keep theirs).
    public var constraints: [NSLayoutConstraint] { [] }
    /// Removes a constraint: deactivates it.
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    /// Removes constraints: deactivates them.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    /// Asks a view to hug its content: kept by UIKit's Auto Layout, unused here.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {}
    /// Asks a view to resist compression: unused here.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {}
}

extension NSLayoutConstraint {
    /// The axis of a hugging or compression priority.
    public enum Axis: Int, Sendable { case horizontal = 0, vertical }

    /// Options of the visual format language, with UIKit's raw values (kept).
    public struct FormatOptions: OptionSet, Sendable, Hashable {
        /// The options' bits.
        public let rawValue: UInt
        /// Options of `rawValue`'s bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Align the views' leading edges.
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        /// Align the views' trailing edges.
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        /// Align the views' tops.
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        /// Align the views' bottoms.
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        /// Align the views' horizontal centres.
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        /// Align the views' vertical centres.
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        /// Lay out in the writing direction.
        public static let directionLeadingToTrailing = FormatOptions([])
    }

    /// The constraints a visual format string describes (`"H:|[view]|"`): none, as constraints
    /// are kept and never solved and the format is not parsed; views stay where their frames
    /// put them.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil,
        views: [String: Any]
    ) -> [NSLayoutConstraint] {
        []
    }
}

extension UILayoutGuide {
    /// The guide's leading edge.
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: nil) }
    /// The guide's trailing edge.
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: nil) }
    /// The guide's top edge.
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: nil) }
    /// The guide's bottom edge.
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: nil) }
    /// The guide's horizontal centre.
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: nil) }
    /// The guide's vertical centre.
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: nil) }
    /// The guide's width.
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: nil) }
    /// The guide's height.
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: nil) }
}
