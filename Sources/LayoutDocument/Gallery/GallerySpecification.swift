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

extension DocumentReader {
    /// The waterfall layout a validated `layout` mapping describes.
    func waterfallLayout(_ value: SpecValue) -> WaterfallLayoutSpecification {
        var layout = WaterfallLayoutSpecification()
        if let columns = value["columns"]?.integer { layout.columns = columns }
        if let spacing = value["spacing"]?.number { layout.spacing = spacing }
        if value["sectionInset"] != nil { layout.sectionInset = insets(value["sectionInset"]) }
        if let height = value["headerHeight"]?.number { layout.headerHeight = height }
        if let height = value["itemHeight"]?.number { layout.itemHeight = height }
        layout.heights = value["heights"]?.elements.compactMap { $0.number.map { CGFloat($0) } } ?? []
        return layout
    }
}
