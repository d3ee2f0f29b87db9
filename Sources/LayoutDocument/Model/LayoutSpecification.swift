import CollectionLayout
import Foundation

/// The layout a document asks for, with every property it sets.
public enum LayoutSpecification: Sendable, Equatable {
    /// UIKit's flow layout (`CollectionViewFlowLayout`).
    case flow(FlowLayoutSpecification)
    /// The row-per-section grid (`CollectionViewGridLayout`: one row per section).
    case grid(GridLayoutSpecification)
    /// The stretchy / sticky / parallax layout (`StretchyHeaderLayout`).
    case stretchy(StretchyLayoutSettings)
    /// The compositional layout (`CompositionalLayout`).
    case compositional(CompositionalLayoutSpecification)
    /// The Pinterest-style waterfall (`CollectionViewWaterfallLayout`).
    case waterfall(WaterfallLayoutSpecification)
    /// A layout declared by its settings (`RegisteredLayout`), with the document's values: one
    /// of the built-in declared layouts (`circle`, `coverflow`) or a class of your own
    /// registered in `LayoutRegistry`.
    case registered(name: String, settings: LayoutSettings)

    /// The document's `type` name.
    public var typeName: String {
        switch self {
        case .flow: "flow"
        case .grid: "grid"
        case .stretchy: "stretchy"
        case .compositional: "compositional"
        case .waterfall: "waterfall"
        case .registered(let name, _): name
        }
    }
}

/// The flow layout's properties, with UIKit's names and defaults.
public struct FlowLayoutSpecification: Sendable, Equatable {
    /// A scrolling axis.
    public enum ScrollDirection: String, Sendable, Equatable, CaseIterable {
        case vertical, horizontal
    }

    /// How the items of a line are distributed along it.
    public enum LineAlignment: String, Sendable, Equatable, CaseIterable {
        case justified, left, center, right
    }

    /// The scrolling axis; vertical by default.
    public var scrollDirection: ScrollDirection = .vertical
    /// The item size of sections without per-item sizes; 50 × 50 by default.
    public var itemSize = CGSize(width: 50, height: 50)
    /// The spacing between lines; 10 by default.
    public var minimumLineSpacing: CGFloat = 10
    /// The minimum spacing between items of a line; 10 by default.
    public var minimumInteritemSpacing: CGFloat = 10
    /// The insets of every section's lines; zero by default.
    public var sectionInset: EdgeInsets = .zero
    /// What `sectionInset` is measured from; the content inset by default, as in UIKit.
    public var sectionInsetReference = FlowSectionInsetReference.fromContentInset
    /// The header size (only its height counts when scrolling vertically); zero, no header, by default.
    public var headerReferenceSize: CGSize = .zero
    /// The footer size, with the same rules as `headerReferenceSize`; zero, no footer, by default.
    public var footerReferenceSize: CGSize = .zero
    /// Whether headers stick to the top of the visible area while their section is visible.
    public var sectionHeadersPinToVisibleBounds = false
    /// Whether footers stick to the bottom of the visible area while their section is visible.
    public var sectionFootersPinToVisibleBounds = false
    /// Alignment of lines followed by another line (nil = the layout's default, justified).
    public var lineAlignment: LineAlignment?
    /// Alignment of each section's last line (nil = the layout's default).
    public var lastLineAlignment: LineAlignment?
    /// Where flings rest (`snap`); anything but `.none` builds a `CollectionViewSnappingFlowLayout`.
    public var snap: ScrollSnapBehavior = .none

    /// UIKit's defaults (see each property), without snapping.
    public init() {}
}

/// The row-per-section grid's properties.
public struct GridLayoutSpecification: Sendable, Equatable {
    /// The size of every item; 50 × 50 by default.
    public var itemSize = CGSize(width: 50, height: 50)
    /// The horizontal gap before every item (also before the first); 10 by default.
    public var interitemSpacing: CGFloat = 10
    /// The vertical gap before every row (also before the first); 10 by default.
    public var lineSpacing: CGFloat = 10

    /// The defaults: 50 × 50 items, spacings of 10.
    public init() {}
}
