import CollectionLayout
import Foundation
import LayoutSnapshot

extension LayoutDocument {
    /// Refuses what a layout computed when a number in it is not finite, or beyond what a
    /// snapshot can hold (±10¹², `LayoutSnapshot.representableRange`), naming the element and
    /// the property, located at the document's `layout`: outputs never carry `null`, `nan` or
    /// `inf`, and every reference `check` records can be read back.
    ///
    /// - Throws: `DocumentError` (`.outOfRange`).
    package func requireFiniteGeometry(_ attributes: [CollectionViewLayoutAttributes], contentSize: CGSize) throws {
        let limit = LayoutSnapshot.representableRange.upperBound
        for (name, value) in [("width", contentSize.width), ("height", contentSize.height)] where !(abs(value) <= limit)
        {
            throw error(at: "layout", .outOfRange, "the layout computed a content \(name) of \(value): \(expectation)")
        }
        for element in attributes {
            if let (name, value) = element.propertyOutOfRange(largestMagnitude: limit) {
                throw error(
                    at: "layout", .outOfRange,
                    "the layout computed \(name) = \(value) for \(element.elementKey): \(expectation)")
            }
        }
    }

    private var expectation: String { "expected finite numbers within ±1000000000000" }
}
