import Foundation

/// A frame a custom group gives one of its items, as UIKit's `NSCollectionLayoutGroupCustomItem`.
public struct GroupCustomItem: Hashable, Sendable {
    /// The item's frame, relative to the group's origin.
    public let frame: CGRect
    /// The item's stacking order.
    public let zIndex: Int

    /// An item at `frame` (relative to the group) with `zIndex` (0 by default).
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// A container that lays out items, or other groups, along a line, as UIKit's
/// `NSCollectionLayoutGroup`.
///
/// A horizontal group places its subitems left to right, a vertical one top to bottom, each sized
/// against the group. Given `subitems`, it cycles through them while the next one still fits
/// (an item a fifth of the group's width gives five per group, Apple's grid); given a
/// `repeatingSubitem` and a count, it places exactly that many at their own size; given the
/// older `subitem:count:`, it sizes the items to fill the group in `count` equal parts, spacing
/// included (Apple: "the group keeps the same number of items and automatically resizes them").
/// A custom group asks a closure for its items' frames.
open class LayoutGroup: LayoutItem {
    /// How the group arranges its subitems.
    public enum Arrangement: Sendable {
        /// Along x.
        case horizontal
        /// Along y.
        case vertical
        /// Frames from the custom item provider.
        case custom
    }

    /// How many subitems the group places.
    enum Repetition {
        /// Cycle through the subitems while they fit.
        case whileFitting
        /// Exactly `count` repetitions of the single subitem at its own size.
        case repeating(Int)
        /// `count` equal parts of the group, spacing included.
        case equalParts(Int)
    }

    /// The arrangement.
    public let arrangement: Arrangement
    /// The items (or groups) the group lays out.
    public let subitems: [LayoutItem]
    let repetition: Repetition
    let customItemProvider: ((LayoutEnvironment) -> [GroupCustomItem])?
    /// The space between subitems along the group's axis; none by default.
    @exclusivity(unchecked) open var interItemSpacing: LayoutSpacing?

    init(
        layoutSize: LayoutSize, arrangement: Arrangement, subitems: [LayoutItem], repetition: Repetition,
        customItemProvider: ((LayoutEnvironment) -> [GroupCustomItem])? = nil
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        self.repetition = repetition
        self.customItemProvider = customItemProvider
        super.init(layoutSize: layoutSize)
    }

    /// A row of `subitems`, repeated while they fit.
    public class func horizontal(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, repetition: .whileFitting)
    }

    /// A row of exactly `count` repetitions of `subitem` at its own size.
    public class func horizontal(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], repetition: .repeating(max(1, count))
        )
    }

    /// A row of `count` equal items filling the group (deprecated in iOS 16 for
    /// `repeatingSubitem`, still the most common form).
    public class func horizontal(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem],
            repetition: .equalParts(max(1, count)))
    }

    /// A column of `subitems`, repeated while they fit.
    public class func vertical(layoutSize: LayoutSize, subitems: [LayoutItem]) -> LayoutGroup {
        LayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, repetition: .whileFitting)
    }

    /// A column of exactly `count` repetitions of `subitem` at its own size.
    public class func vertical(layoutSize: LayoutSize, repeatingSubitem subitem: LayoutItem, count: Int)
        -> LayoutGroup
    {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .repeating(max(1, count)))
    }

    /// A column of `count` equal items filling the group.
    public class func vertical(layoutSize: LayoutSize, subitem: LayoutItem, count: Int) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], repetition: .equalParts(max(1, count)))
    }

    /// A group whose items' frames come from `itemProvider`, called with the group's size as the
    /// environment's container.
    public class func custom(
        layoutSize: LayoutSize, itemProvider: @escaping (LayoutEnvironment) -> [GroupCustomItem]
    ) -> LayoutGroup {
        LayoutGroup(
            layoutSize: layoutSize, arrangement: .custom, subitems: [], repetition: .whileFitting,
            customItemProvider: itemProvider)
    }

    /// A textual outline of the group, for debugging.
    open func visualDescription() -> String {
        "\(arrangement) group \(layoutSize.widthDimension) × \(layoutSize.heightDimension), \(subitems.count) subitem(s)"
    }
}
