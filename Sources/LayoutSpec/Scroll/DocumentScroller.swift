import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutRendering

/// Scrolls a layout document through a `ScrollSpecification` and draws the result: a film strip
/// (the viewport per frame, labelled with its offset), an animated SVG, one scene per frame,
/// or the snapping figure of a fling. Deterministic: the same input gives the same bytes.
///
/// ```swift
/// let document = try LayoutDocument.load(contentsOf: url)
/// if let scroll = document.scroll {
///     let scroller = DocumentScroller(document: document, scroll: scroll)
///     let strip = try scroller.stripScene(for: try scroller.sample())  // written by LayoutOutput's formats
/// }
/// ```
public struct DocumentScroller {
    /// The document to scroll: its viewport, data, layout, style and render options.
    public var document: LayoutDocument
    /// The scroll to sample and how to draw it.
    public var scroll: ScrollSpecification
    /// A scroller of `document` through `scroll` (usually the document's own `scroll` section).
    public init(document: LayoutDocument, scroll: ScrollSpecification) {
        self.document = document
        self.scroll = scroll
    }

    /// A sampled scroll and the collection view it ran in (left at the last frame).
    public struct Sampled {
        /// The document's collection view, left at the last frame's offset.
        public var collectionView: CollectionView
        /// The sampled frames, with the outcome of a fling.
        public var sequence: ScrollSequence
    }

    /// Refuses, before anything is sampled or drawn, PNG output that cannot fit the canvas
    /// limits: a strip of every frame (`strip`), or one frame, each at least the viewport; for a
    /// snap figure, the whole content.
    /// Pass the collection view `sample(in:progress:)` will scroll, so that its layout is prepared
    /// once; without one, a collection view is made for the check.
    ///
    /// - Throws: `RasterError`, as `RasterCanvas` words it.
    public func checkCanvasBeforeDrawing(strip: Bool, in collectionView: CollectionView? = nil) throws {
        // A snap figure draws the whole content once (audit 4: a two-million-item one built its
        // scene before its canvas was refused).
        if scroll.snapFigure {
            return try document.checkCanvasBeforeDrawing(
                region: .content, scale: document.render.scale, in: collectionView)
        }
        try document.checkCanvasBeforeDrawing(
            region: .viewport, scale: document.render.scale, frames: scroll.plan.frameCount,
            strip: strip ? FilmStrip(columns: scroll.columns) : nil, in: collectionView)
    }

    /// Scrolls `collectionView` (the document's own, made now when not given; one that has not
    /// been scrolled yet) through the plan.
    ///
    /// - Parameter progress: called after each frame with (frames done, total).
    /// - Throws: `ScrollPlanError` when the plan is invalid.
    public func sample(
        in collectionView: CollectionView? = nil, progress: ((_ done: Int, _ total: Int) -> Void)? = nil
    ) throws -> Sampled {
        let collectionView = collectionView ?? document.makeCollectionView()
        // The first frame's elements stand for every frame's: a scroll moves the viewport over
        // content of one kind, and refusing before sampling is the point.
        try document.requireFrameBudget(
            elementsPerFrame: collectionView.layoutAttributesForElements(in: collectionView.bounds).count,
            frames: scroll.plan.frameCount, at: "scroll")
        let sequence = try scroll.plan.sample(in: collectionView, progress: progress)
        for frame in sequence.frames {
            try document.requireFiniteGeometry(frame.attributes, contentSize: collectionView.contentSize)
        }
        return Sampled(collectionView: collectionView, sequence: sequence)
    }

    /// The strip builder: the document's style, the strip's columns and title, and the labels
    /// and looks `render` gives the elements (section titles, overrides).
    public var strip: ScrollStrip {
        var strip = ScrollStrip(
            style: document.makeStyle(), columns: scroll.columns, title: scroll.title ?? document.render.title)
        strip.labels = document.elementLabels
        strip.viewContent = document.viewContentProvider()
        return strip
    }

    /// `strip` with the labels and looks of the elements `sampled` shows.
    func strip(for sampled: Sampled) -> ScrollStrip {
        var strip = self.strip
        (strip.labels, strip.appearances) = document.presentation(for: sampled.sequence.frames.flatMap(\.attributes))
        return strip
    }

    /// The film strip of every frame as one scene.
    ///
    /// - Throws: `FilmStripError` when there are no frames.
    public func stripScene(for sampled: Sampled) throws -> Scene {
        switch scroll.view {
        case .viewport: return try strip(for: sampled).makeScene(for: sampled.sequence)
        case .content:
            return try FilmStrip(columns: scroll.columns, style: strip.style, title: strip.title).makeScene(
                frames: contentView(for: sampled).frames(for: sampled.sequence, in: sampled.collectionView))
        }
    }

    /// The whole-content view builder (`view: content`), with the elements' labels and looks.
    func contentView(for sampled: Sampled) -> ScrollContentView {
        var view = ScrollContentView(style: document.makeStyle())
        (view.labels, view.appearances) = document.presentation(for: sampled.sequence.frames.flatMap(\.attributes))
        view.viewContent = document.viewContentProvider()
        return view
    }

    /// The looping animated SVG of the frames, each shown `frameDuration(for:)` seconds.
    ///
    /// - Throws: `ScrollFigureError` for `view: content` (drawn as PNG strips and frame files only).
    public func flipbookSVG(for sampled: Sampled) throws -> Data {
        guard scroll.view == .viewport else {
            throw ScrollFigureError(
                "the whole-content view is drawn as a PNG strip or frame files; the animated SVG shows the viewport")
        }
        let writer = ScrollFlipbookSVG(strip: strip(for: sampled), frameDuration: frameDuration(for: sampled))
        return try writer.data(for: sampled.sequence)
    }

    /// The seconds each sampled frame stands for, the one timing every animated output of the
    /// scroll follows: the scroll's `frameDuration`; else, for a fling, its real pace (its
    /// duration over the frames' intervals); else 0.25.
    public func frameDuration(for sampled: Sampled) -> Double {
        if let duration = scroll.frameDuration { return duration }
        let count = sampled.sequence.frames.count
        if let fling = sampled.sequence.fling, count > 1, fling.duration.isFinite, fling.duration > 0 {
            return fling.duration / Double(count - 1)
        }
        return Self.defaultFrameDuration
    }

    /// Seconds per frame when neither the scroll nor a fling sets them.
    public static let defaultFrameDuration = 0.25

    /// The scroll as an animated image plays it: `frameDuration(for:)` seconds per interval
    /// between the plan's frames, sampled `timing.framesPerSecond` times a second with the
    /// first and last frames held, as `animate` samples an animation. A keyframed scroll or a
    /// fling is sampled again at that rate (its offsets are a function of time); an offset list
    /// steps, each offset shown for its interval.
    ///
    /// - Throws: what sampling throws (`sample(in:progress:)`).
    public func frameSequence(for sampled: Sampled, timing: AnimatedImageTiming) throws -> FrameSequence {
        let planned = sampled.sequence.frames.count
        let seconds = frameDuration(for: sampled) * Double(max(1, planned - 1))
        var source = sampled
        let count = AnimatedImageTiming.frameCount(seconds: seconds, framesPerSecond: timing.framesPerSecond)
        if let motion = scroll.motion.replacingFrames(with: count), count != planned {
            var resampling = self
            resampling.scroll.motion = motion
            source = try resampling.sample()
        }
        let scenes = frameScenes(for: source)
        return FrameSequence(scenes: scenes, milliseconds: timing.milliseconds(frames: scenes.count, over: seconds))
    }

    /// One scene per frame (the strip's frames without the sheet): the viewport, or the whole
    /// content with the moving viewport for `view: content`.
    public func frameScenes(for sampled: Sampled) -> [Scene] {
        switch scroll.view {
        case .viewport: strip(for: sampled).frames(for: sampled.sequence).map(\.scene)
        case .content: contentView(for: sampled).frames(for: sampled.sequence, in: sampled.collectionView).map(\.scene)
        }
    }

    /// The snapping figure: the whole content with the fling's natural and adjusted resting
    /// viewports. Moves the collection view to the adjusted offset.
    ///
    /// - Throws: `ScrollFigureError` when the scroll is not a fling.
    public func snapFigureScene(for sampled: Sampled) throws -> Scene {
        guard let fling = sampled.sequence.fling else {
            throw ScrollFigureError("a snap figure needs a fling (`fling:` in the scroll section, or --fling)")
        }
        let figure = SnapFigure(style: document.makeStyle(), title: scroll.title ?? document.render.title)
        return figure.makeScene(collectionView: sampled.collectionView, fling: fling, direction: scroll.direction)
    }
}

/// A scroll figure that cannot be drawn for the scroll asked for.
public struct ScrollFigureError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What cannot be drawn, and what it needs.
    public var message: String

    /// Creates an error with `message`.
    public init(_ message: String) { self.message = message }

    /// The message, naming the figure that cannot be drawn and what it needs.
    public var description: String { message }
}
