import CollectionLayout
import Foundation

/// UIScrollView's rubber band: how far content actually moves when pulled beyond its edge.
///
/// For a pull of `x` points beyond the edge in a viewport `d` long the content moves
/// `(1 − 1 / (x · c / d + 1)) · d` with c = 0.55: nearly 1:1 at first, never more than `d`.
public struct RubberBand: Hashable, Sendable {
    /// The stiffness coefficient c; UIKit's is 0.55.
    public var coefficient: CGFloat

    /// UIKit's rubber band (c = 0.55).
    public static let uiKit = RubberBand(coefficient: 0.55)

    /// A rubber band of stiffness `coefficient` (UIKit's is 0.55: `uiKit`).
    public init(coefficient: CGFloat) {
        self.coefficient = coefficient
    }

    /// The distance the content moves for a pull of `pull` points (≥ 0) beyond the edge of a
    /// viewport `dimension` long; 0 for a non-positive pull or dimension.
    public func displacement(forPull pull: CGFloat, dimension: CGFloat) -> CGFloat {
        guard pull > 0, dimension > 0, coefficient > 0 else { return 0 }
        return (1 - 1 / (pull * coefficient / dimension + 1)) * dimension
    }
}
