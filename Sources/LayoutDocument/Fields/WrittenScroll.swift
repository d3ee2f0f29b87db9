import CollectionLayout
import Foundation
import LayoutAnimation

/// The `scroll` section as its keys write it, each key described and read by one declaration;
/// `ScrollSectionReader` then judges the keys together (one motion, options that belong to it,
/// the axis against the layout's).
struct WrittenScroll: Sendable {
    var axis: ScrollDirection?
    var from: CGFloat?
    var to: CGFloat?
    var frames: Int?
    var curve: TimingCurve?
    var offsets: [CGFloat]?
    var fling: Fling?
    var overscroll = OverscrollBehavior.none
    var strip = Strip()
    var snapFigure = false

    /// `fling`: a release velocity decelerating to rest.
    struct Fling: Sendable {
        var velocity: CGFloat = 0
        var rate = DecelerationRate.normal
        var from: CGFloat?
    }

    /// `strip`: how the frames are drawn.
    struct Strip: Sendable {
        var columns: Int?
        var title: String?
        var frameDuration: Double?
        var view: ScrollSpecification.View?
    }

    /// The keys of `scroll`: keyframes (`from`/`to`), an offset list (`offsets`) or a `fling`.
    static let fields = DocumentObject<WrittenScroll>(
        [
            DocumentField(
                "axis",
                DocumentValues.choice(
                    names: ScrollSpecification.axes.map(\.name), cases: ScrollSpecification.axes.map(\.direction)),
                \.axis, "Scroll axis: y (vertical) or x; the layout's scroll direction when omitted."),
            DocumentField("from", DocumentValues.coordinate, \.from, "First offset of a keyframed scroll (with `to`)."),
            DocumentField("to", DocumentValues.coordinate, \.to, "Last offset of a keyframed scroll (with `from`)."),
            DocumentField(
                "frames", DocumentValues.integer(IntegerRule(minimum: 1, maximum: DocumentSchema.maximumScrollFrames)),
                \.frames, "Number of frames of a keyframed scroll or a fling; 8."),
            DocumentField(
                "curve",
                DocumentValues.curveName,
                \.curve, "Timing of a keyframed scroll; linear when omitted."),
            DocumentField(
                "offsets",
                DocumentValues.list(
                    of: DocumentValues.coordinate, minimumCount: 1, maximumCount: DocumentSchema.maximumScrollFrames),
                \.offsets, "Exactly these offsets, one frame each (at most as many as frames may be)."),
            DocumentField(
                "fling", flingValue, \.fling, "A fling decelerating like UIScrollView, resting where the layout says."),
            DocumentField(
                "overscroll",
                DocumentValues.choice(
                    names: ScrollSpecification.overscrollBehaviors.map(\.name),
                    cases: ScrollSpecification.overscrollBehaviors.map(\.behavior)),
                \.overscroll, "Offsets before the start: none (clamped), exact (shown as given) or rubberBand; none."),
            DocumentField("strip", stripValue, \.strip, "Film strip and animated SVG options."),
            DocumentField(
                "snapFigure", DocumentValues.boolean, \.snapFigure,
                "Draw the fling's natural and adjusted resting offsets in one figure instead of the frames."),
        ],
        keyRules: [
            .exactlyOne(["from", "offsets", "fling"]), .requires("from", ["to"]),
            .excludes("offsets", ["frames", "curve", "to"]), .excludes("fling", ["curve", "to"]),
            .whenTrue("snapFigure", requires: ["fling"]),
        ])

    /// `rate`: `normal`, `fast` or a factor per millisecond.
    private static let rate: DocumentValue<DecelerationRate> = {
        let names = DocumentValues.choice(["normal": DecelerationRate.normal, "fast": .fast])
        let factor = DocumentValues.points(NumberRule(exclusiveMinimum: 0, maximum: 0.9999))
        return DocumentValue(.choice([names.shape, factor.shape])) { node in
            names.value(of: node) ?? factor.value(of: node).map { DecelerationRate(rawValue: $0) }
        }
    }()

    private static let flingValue = DocumentObject<Fling>([
        DocumentField(
            "velocity", DocumentValues.coordinate, \.velocity, required: true,
            "Release velocity along the axis in points per second (positive scrolls towards the end)."),
        DocumentField(
            "rate", rate, \.rate,
            "Deceleration: normal (0.998 per ms), fast (0.99) or a factor per millisecond; normal."),
        DocumentField(
            "from", DocumentValues.coordinate, \.from, "Offset where the fling starts; the document's contentOffset."),
    ]).value(startingFrom: Fling())

    private static let stripValue = DocumentObject<Strip>([
        DocumentField(
            "columns", DocumentValues.integer(IntegerRule(minimum: 1)), \.columns, "Frames per row; all in one row."),
        DocumentField("title", DocumentValues.text, \.title, "A title above the strip; render.title when omitted."),
        DocumentField(
            "frameDuration", DocumentValues.number(NumberRule(exclusiveMinimum: 0, maximum: 60)), \.frameDuration,
            "Seconds between frames: the animated SVG shows each this long, GIF and WebP play (frames - 1) times it; "
                + "0.25, a fling its real pace."),
        DocumentField(
            "view", DocumentValues.choice(ScrollSpecification.View.self), \.view,
            "viewport (what the user sees) or content (the whole content with the moving viewport; PNG only)."),
    ]).value(startingFrom: Strip())
}
