import CollectionLayout
import Foundation

/// What happens to a requested offset before the start of the content (above the top for
/// vertical scrolling, left of it for horizontal). Past the end, offsets are always clamped.
public enum OverscrollBehavior: Hashable, Sendable {
    /// Clamp to the content, as a scroll view at rest.
    case none
    /// Allow it as given: the offset shown is exactly the one requested (a figure of a
    /// pulled-down stretchy header at −100 shows −100).
    case exact
    /// Treat the distance beyond the start as the finger's pull and move the content by the
    /// rubber band's displacement for it, as a scroll view being dragged.
    case rubberBand(RubberBand)

    /// The offset shown for `requested` along `direction` within `limits`, in a viewport
    /// `viewportLength` long.
    public func resolve(
        _ requested: CGFloat, limits: ContentOffsetLimits, direction: ScrollDirection, viewportLength: CGFloat
    ) -> CGFloat {
        let minimum = limits.minimum.coordinate(along: direction)
        guard requested < minimum else { return limits.clamp(requested, along: direction) }
        switch self {
        case .none: return minimum
        case .exact: return requested
        case .rubberBand(let band):
            return minimum - band.displacement(forPull: minimum - requested, dimension: viewportLength)
        }
    }
}
