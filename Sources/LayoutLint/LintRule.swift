/// A contract of UIKit's `UICollectionViewLayout` that `LayoutLinter` checks, named by a stable
/// identifier (the raw value) used in reports.
///
/// The cases are in report order. docs/lint.md explains each in UIKit's terms.
public enum LintRule: String, Codable, CaseIterable, Sendable, CustomStringConvertible {
    /// `layoutAttributesForElements(in:)` returns every element whose (untransformed) frame
    /// intersects the rectangle, checked against a brute-force sweep of the content.
    case rectQuery = "rect-query"
    /// The on-demand answers (`layoutAttributesForItem(at:)`, supplementary, decoration) agree
    /// with the rect answers: same frame, alpha, zIndex, transform and hidden state.
    case onDemand = "on-demand"
    /// Every item of the data source has a cell: some query returns it.
    case missingElement = "missing-element"
    /// One answer names each element once.
    case duplicateElement = "duplicate-element"
    /// Frames (and the content size) are finite, with non-negative sizes.
    case invalidFrame = "invalid-frame"
    /// Elements lie inside the content size, with the bounds at offset zero.
    case outsideContent = "outside-content"
    /// Attributes objects keep the values they were returned with: the layout hands out copies
    /// rather than editing its cache in place.
    case mutatedAttributes = "mutated-attributes"
    /// A layout that declines to be invalidated when the bounds move answers as a freshly
    /// prepared layout would at the new offset.
    case boundsInvalidation = "bounds-invalidation"
    /// A viewport-sized rect query does not get slower in proportion to the number of items
    /// (no linear scan of every element).
    case linearQuery = "linear-query"

    /// The rule in one line, as reports and `--help` state it.
    public var summary: String {
        switch self {
        case .rectQuery: "a rect query returns every element intersecting the rect"
        case .onDemand: "on-demand answers agree with rect answers"
        case .missingElement: "every item of the data source has a cell"
        case .duplicateElement: "an answer names each element once"
        case .invalidFrame: "frames are finite with non-negative sizes"
        case .outsideContent: "elements lie inside the content size"
        case .mutatedAttributes: "returned attributes are not changed afterwards"
        case .boundsInvalidation: "answers depend on the offset only if scrolling invalidates the layout"
        case .linearQuery: "rect-query cost does not grow with the number of items"
        }
    }

    /// The identifier.
    public var description: String { rawValue }
}
