import CollectionLayout
import Foundation

/// The waterfall layout's properties.
public struct WaterfallLayoutSpecification: Sendable, Equatable {
    /// Number of columns; 2.
    public var columns = 2
    /// Space between columns and items; 10.
    public var spacing: CGFloat = 10
    /// Insets around each section's columns.
    public var sectionInset = EdgeInsets.zero
    /// Height of every section header; 0, none.
    public var headerHeight: CGFloat = 0
    /// Height of items without their own; 100.
    public var itemHeight: CGFloat = 100
    /// Heights used in turn.
    public var heights: [CGFloat] = []

    /// The defaults.
    public init() {}
}
