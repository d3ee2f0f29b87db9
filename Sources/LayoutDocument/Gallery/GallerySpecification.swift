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

/// The cover-flow layout's properties.
public struct CoverFlowLayoutSpecification: Sendable, Equatable {
    /// Size of every item; 200 × 200.
    public var itemSize = CGSize(width: 200, height: 200)
    /// Space between items; 10.
    public var minimumLineSpacing: CGFloat = 10
    /// Turn of an item one pitch away, in degrees; 45.
    public var maximumAngle: CGFloat = 45
    /// Scale lost one pitch away; 0.2.
    public var scaleFalloff: CGFloat = 0.2
    /// Alpha lost one pitch away; 0.4.
    public var alphaFalloff: CGFloat = 0.4
    /// Perspective distance; 500.
    public var eyeDistance: CGFloat = 500

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

    /// The circle layout's item size.
    func circleLayout(_ value: SpecValue) -> CGSize {
        size(value["itemSize"]) ?? CGSize(width: 70, height: 70)
    }

    /// The cover-flow layout a validated `layout` mapping describes.
    func coverFlowLayout(_ value: SpecValue) -> CoverFlowLayoutSpecification {
        var layout = CoverFlowLayoutSpecification()
        if let size = size(value["itemSize"]) { layout.itemSize = size }
        if let spacing = value["minimumLineSpacing"]?.number { layout.minimumLineSpacing = spacing }
        if let angle = value["maximumAngle"]?.number { layout.maximumAngle = angle }
        if let falloff = value["scaleFalloff"]?.number { layout.scaleFalloff = falloff }
        if let falloff = value["alphaFalloff"]?.number { layout.alphaFalloff = falloff }
        if let distance = value["eyeDistance"]?.number { layout.eyeDistance = distance }
        return layout
    }
}
