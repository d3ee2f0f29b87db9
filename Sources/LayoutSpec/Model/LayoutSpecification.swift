import CollectionLayout
import Foundation

/// The layout a document asks for, with every property it sets.
public enum LayoutSpecification: Sendable, Equatable {
    /// UIKit's flow layout (`CollectionViewFlowLayout`).
    case flow(FlowLayoutSpecification)
    /// The row-per-section grid (`CollectionViewGridLayout`, REFERENCE §6).
    case grid(GridLayoutSpecification)
    /// The stretchy / sticky / parallax layout (`StretchyHeaderLayout`, REFERENCE §6).
    case stretchy(StretchyLayoutSettings)

    /// The document's `type` name.
    public var typeName: String {
        switch self {
        case .flow: "flow"
        case .grid: "grid"
        case .stretchy: "stretchy"
        }
    }
}

/// The flow layout's properties, with UIKit's names and defaults.
public struct FlowLayoutSpecification: Sendable, Equatable {
    /// A scrolling axis.
    public enum ScrollDirection: String, Sendable, Equatable {
        case vertical, horizontal
    }

    /// How the items of a line are distributed along it.
    public enum LineAlignment: String, Sendable, Equatable {
        case justified, left, center, right
    }

    public var scrollDirection: ScrollDirection = .vertical
    public var itemSize = CGSize(width: 50, height: 50)
    public var minimumLineSpacing: CGFloat = 10
    public var minimumInteritemSpacing: CGFloat = 10
    public var sectionInset: EdgeInsets = .zero
    public var headerReferenceSize: CGSize = .zero
    public var footerReferenceSize: CGSize = .zero
    public var sectionHeadersPinToVisibleBounds = false
    public var sectionFootersPinToVisibleBounds = false
    /// Alignment of lines followed by another line (nil = the layout's default, justified).
    public var lineAlignment: LineAlignment?
    /// Alignment of each section's last line (nil = the layout's default).
    public var lastLineAlignment: LineAlignment?
    /// Where flings rest (`snap`); anything but `.none` builds a `CollectionViewSnappingFlowLayout`.
    public var snap: ScrollSnapBehavior = .none

    public init() {}
}

/// The row-per-section grid's properties.
public struct GridLayoutSpecification: Sendable, Equatable {
    public var itemSize = CGSize(width: 50, height: 50)
    public var interitemSpacing: CGFloat = 10
    public var lineSpacing: CGFloat = 10

    public init() {}
}
