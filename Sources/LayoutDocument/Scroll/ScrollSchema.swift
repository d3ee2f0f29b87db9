import LayoutAnimation

/// The shape of the top-level `scroll` section: a scroll sequence to sample and how to draw it
/// (declared in `WrittenScroll`).
extension DocumentSchema {
    /// Frame counts are capped so that a typo cannot exhaust memory or time.
    public static let maximumScrollFrames = 1000

    /// Overscroll behaviour names (`OverscrollBehavior`).
    public static let overscrollBehaviors = ScrollSpecification.overscrollBehaviors.map(\.name)
}
