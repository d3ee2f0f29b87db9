import CollectionLayout
import Foundation

/// Painting order: attributes sorted stably by zIndex.
extension SceneBuilder {
    /// `attributes` sorted by zIndex, ties in their original order (a stable sort by construction).
    public static func stablySortedByZIndex(_ attributes: [CollectionViewLayoutAttributes])
        -> [CollectionViewLayoutAttributes]
    {
        paintingOrder(attributes.map(\.zIndex)).map { $0.map { attributes[$0] } } ?? attributes
    }

    /// The positions of `zIndices` sorted by zIndex, ties in the order given; nil when they are
    /// in order already, as most layouts give them (most elements share one zIndex).
    static func paintingOrder(_ zIndices: [Int]) -> [Int]? {
        if zip(zIndices, zIndices.dropFirst()).allSatisfy({ $0 <= $1 }) { return nil }
        return zIndices.indices.sorted { lhs, rhs in
            zIndices[lhs] != zIndices[rhs] ? zIndices[lhs] < zIndices[rhs] : lhs < rhs
        }
    }
}
