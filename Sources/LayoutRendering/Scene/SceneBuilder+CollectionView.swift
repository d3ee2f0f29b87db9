import CollectionLayout
import Foundation

extension SceneBuilder {
    /// The figure of a collection view's current state, queried the way UIKit would.
    ///
    /// Runs a layout pass if needed, then asks the layout for the drawn region's elements:
    /// the whole content (`.content`, `CollectionView.wholeContentRect`, as `render` draws it),
    /// the viewport (`.viewport`) or the given rectangle. The
    /// highlighted elements are exactly what `layoutAttributesForElements(in: bounds)` returns.
    ///
    /// - Parameter labels: per-element label texts that replace the template.
    public func makeScene(for collectionView: CollectionView, labels: [ElementKey: String] = [:]) -> Scene {
        collectionView.layoutIfNeeded()
        let contentSize = collectionView.contentSize
        let viewport = collectionView.bounds
        let queryRect: CGRect
        switch options.region {
        case .content: queryRect = collectionView.wholeContentRect
        case .viewport: queryRect = viewport
        case .rect(let rect): queryRect = rect
        }
        let attributes = collectionView.layoutAttributesForElements(in: queryRect)
        let highlighted: Set<ElementKey>? =
            options.highlightVisible
            ? Set(collectionView.layoutAttributesForElements(in: viewport).map(\.elementKey)) : nil
        return makeScene(
            attributes: attributes, contentSize: contentSize, viewport: viewport, highlighted: highlighted,
            labels: labels)
    }
}
