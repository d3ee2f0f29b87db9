import CollectionLayout
import Foundation
import LayoutAnimation

/// A document's `scroll` section (or the same from the command line): the scroll to sample and
/// how to draw it.
///
/// ```yaml
/// scroll:
///   from: -150          # or offsets: [0, 120, 480], or fling: {velocity: 1400, rate: fast}
///   to: 2000
///   frames: 8
///   overscroll: exact
///   strip: {columns: 4}
/// ```
public struct ScrollSpecification: Sendable, Equatable {
    /// What each frame of the strip and the frame files shows.
    public enum View: String, Sendable, Equatable, CaseIterable {
        /// The viewport only, as the user sees it.
        case viewport
        /// The whole content with the viewport as a moving rectangle (PNG strip and frame files).
        case content
    }

    /// The axis scrolled along.
    public var direction: ScrollDirection
    /// Keyframes, an offset list or a fling.
    public var motion: ScrollPlan.Motion
    /// What happens to offsets before the start of the content.
    public var overscroll: OverscrollBehavior
    /// Frames per row of the film strip; nil puts every frame in one row.
    public var columns: Int?
    /// The strip's title; nil uses the document's `render.title`.
    public var title: String?
    /// Seconds per frame of the animated SVG; nil for 0.25 (a fling plays at its real pace).
    public var frameDuration: Double?
    /// Draw the fling's natural and adjusted resting offsets in one figure instead of frames.
    public var snapFigure: Bool
    /// What each frame shows; the viewport by default.
    public var view: View = .viewport

    /// Frames of a keyframed scroll or a fling when the document does not say.
    public static let defaultFrameCount = 8

    /// A scroll of `motion` along `direction`; the drawing options default as described on each
    /// property, and `view` to the viewport.
    public init(
        direction: ScrollDirection, motion: ScrollPlan.Motion, overscroll: OverscrollBehavior = .none,
        columns: Int? = nil, title: String? = nil, frameDuration: Double? = nil, snapFigure: Bool = false
    ) {
        self.direction = direction
        self.motion = motion
        self.overscroll = overscroll
        self.columns = columns
        self.title = title
        self.frameDuration = frameDuration
        self.snapFigure = snapFigure
    }

    /// The engine's plan for this scroll.
    public var plan: ScrollPlan { ScrollPlan(motion, direction: direction, overscroll: overscroll) }

    /// The overscroll behaviours by their document and command-line names, in the order the
    /// schema lists them.
    static let overscrollBehaviors: [(name: String, behavior: OverscrollBehavior)] = [
        ("none", .none), ("exact", .exact), ("rubberBand", .rubberBand(.uiKit)),
    ]

    /// The scroll directions by their axis names.
    static let axes: [(name: String, direction: ScrollDirection)] = [("x", .horizontal), ("y", .vertical)]

    /// The overscroll behaviour for a document or command-line name; nil for an unknown one.
    public static func overscroll(named name: String) -> OverscrollBehavior? {
        overscrollBehaviors.first { $0.name == name }?.behavior
    }

    /// The scroll direction for an axis name (`x` or `y`); nil for another.
    public static func direction(axis: String) -> ScrollDirection? {
        axes.first { $0.name == axis }?.direction
    }
}

extension LayoutSpecification {
    /// The axis this layout scrolls along: the flow or compositional layout's direction, a
    /// declared layout's (the cover flow scrolls horizontally); vertical otherwise.
    public var scrollDirection: ScrollDirection {
        switch self {
        case .flow(let flow): flow.scrollDirection == .horizontal ? .horizontal : .vertical
        case .compositional(let layout): layout.scrollDirection == .horizontal ? .horizontal : .vertical
        case .registered(let name, _): LayoutRegistry.declaredLayout(named: name)?.scrollDirection ?? .vertical
        case .grid, .stretchy, .waterfall: .vertical
        }
    }
}
