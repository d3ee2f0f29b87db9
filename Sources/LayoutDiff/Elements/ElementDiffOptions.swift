import CollectionLayout
import Foundation

/// Tolerances of an element diff.
///
/// Geometry defaults to `LayoutTolerance.geometry` (1e-3 points): far above the rounding noise
/// of layout arithmetic (below 1e-6 points) and the 1e-6 rounding of the snapshot JSON, far
/// below anything visible, so only real layout changes are reported.
public struct ElementDiffOptions: Hashable, Sendable {
    /// Points within which origins and sizes count as equal.
    public var geometryTolerance: CGFloat
    /// Within which alpha values (0…1) count as equal. Default 1e-3 (below one 8-bit step, 1/255).
    public var alphaTolerance: CGFloat
    /// Within which each entry of the transform matrices counts as equal. Default 1e-3.
    public var transformTolerance: CGFloat

    /// Options with the documented defaults.
    public init(
        geometryTolerance: CGFloat = LayoutTolerance.geometry,
        alphaTolerance: CGFloat = 1e-3,
        transformTolerance: CGFloat = 1e-3
    ) {
        self.geometryTolerance = geometryTolerance
        self.alphaTolerance = alphaTolerance
        self.transformTolerance = transformTolerance
    }
}
