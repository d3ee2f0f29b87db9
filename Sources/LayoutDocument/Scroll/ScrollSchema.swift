import LayoutAnimation

/// The shape of the top-level `scroll` section: a scroll sequence to sample and how to draw it.
extension DocumentSchema {
    /// Frame counts are capped so that a typo cannot exhaust memory or time.
    public static let maximumScrollFrames = 1000

    /// Overscroll behaviour names (`OverscrollBehavior`).
    public static let overscrollBehaviors = ["none", "exact", "rubberBand"]

    static let scrollFrames = SchemaShape.integer(IntegerRule(minimum: 1, maximum: maximumScrollFrames))

    static let decelerationRate = SchemaShape.choice([
        .string(StringRule(allowed: ["normal", "fast"])),
        .number(NumberRule(exclusiveMinimum: 0, maximum: 0.9999)),
    ])

    static let fling = SchemaShape.object(
        ObjectShape([
            SchemaProperty(
                "velocity", coordinate, required: true,
                "Release velocity along the axis in points per second (positive scrolls towards the end)."),
            SchemaProperty(
                "rate", decelerationRate,
                "Deceleration: normal (0.998 per ms), fast (0.99) or a factor per millisecond; normal."),
            SchemaProperty("from", coordinate, "Offset where the fling starts; the document's contentOffset."),
        ]))

    static let scrollStrip = SchemaShape.object(
        ObjectShape([
            SchemaProperty("columns", .integer(IntegerRule(minimum: 1)), "Frames per row; all in one row."),
            SchemaProperty("title", .string(StringRule()), "A title above the strip; render.title when omitted."),
            SchemaProperty(
                "frameDuration", .number(NumberRule(exclusiveMinimum: 0, maximum: 60)),
                "Seconds per frame in the animated SVG; 0.25 (a fling plays at its real pace)."),
            SchemaProperty(
                "view", .string(StringRule(allowed: ScrollSpecification.View.allCases.map(\.rawValue))),
                "viewport (what the user sees) or content (the whole content with the moving viewport; PNG only)."),
        ]))

    /// `scroll`: keyframes (`from`/`to`), an offset list (`offsets`) or a `fling`.
    static let scroll = SchemaShape.object(
        ObjectShape(
            [
                SchemaProperty(
                    "axis", .string(StringRule(allowed: ["x", "y"])),
                    "Scroll axis: y (vertical) or x; the layout's scroll direction when omitted."),
                SchemaProperty("from", coordinate, "First offset of a keyframed scroll (with `to`)."),
                SchemaProperty("to", coordinate, "Last offset of a keyframed scroll (with `from`)."),
                SchemaProperty("frames", scrollFrames, "Number of frames of a keyframed scroll or a fling; 8."),
                SchemaProperty(
                    "curve", .string(StringRule(allowed: TimingCurve.names)),
                    "Timing of a keyframed scroll; linear when omitted."),
                SchemaProperty(
                    "offsets", .array(ArrayShape(of: coordinate, minimumCount: 1, maximumCount: maximumScrollFrames)),
                    "Exactly these offsets, one frame each (at most as many as frames may be)."),
                SchemaProperty(
                    "fling", fling, "A fling decelerating like UIScrollView, resting where the layout says."),
                SchemaProperty(
                    "overscroll", .string(StringRule(allowed: overscrollBehaviors)),
                    "Offsets before the start: none (clamped), exact (shown as given) or rubberBand; none."),
                SchemaProperty("strip", scrollStrip, "Film strip and animated SVG options."),
                SchemaProperty(
                    "snapFigure", .boolean,
                    "Draw the fling's natural and adjusted resting offsets in one figure instead of the frames."),
            ],
            keyRules: [
                .exactlyOne(["from", "offsets", "fling"]), .requires("from", ["to"]),
                .excludes("offsets", ["frames", "curve", "to"]), .excludes("fling", ["curve", "to"]),
                .whenTrue("snapFigure", requires: ["fling"]),
            ]))
}
