import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutDocument
import LayoutRendering

/// Animates a layout document: performs its batch update (or builds its layout transition)
/// with the engine, and draws the resulting `AnimationPlan` as frames, a film strip or one
/// animated SVG. Deterministic: the same document and options give byte-identical output.
///
/// Frame 0 is drawn exactly like `DocumentRenderer` draws the document before the change, and
/// the last frame like the document after it (with `render.region: viewport`, or whenever the
/// content does not grow during the animation; otherwise frames share the larger canvas).
///
/// ```swift
/// let document = try LayoutDocument.load(contentsOf: url)
/// let animator = DocumentAnimator(document: document, animation: try document.animation())
/// let strip = try animator.stripScene()  // written by LayoutOutput's formats
/// ```
public struct DocumentAnimator {
    /// The document whose change is animated: its state before the change, style and render options.
    public var document: LayoutDocument
    /// The change and its options, as `LayoutDocument.animation()` reads them.
    public var animation: DocumentAnimation
    /// An animator of `document`'s `animation` (usually `try document.animation()`).
    public init(document: LayoutDocument, animation: DocumentAnimation) {
        self.document = document
        self.animation = animation
    }

    /// The options in effect.
    public var options: AnimationOptions { animation.options }

    /// The plan: every element's start and end attributes.
    ///
    /// - Throws: `BatchUpdateError` if the engine rejects the update (the document reader has
    ///   already checked it with the same rules, so this does not happen for a read document).
    public func plan() throws -> AnimationPlan { try prepared().plan }

    /// The plan and the document after the change (its data or layout), whose section titles
    /// and `{number}` labels the frames after the start use.
    struct Prepared {
        var plan: AnimationPlan
        var after: LayoutDocument
        /// The batch update; nil for a transition.
        var changes: BatchUpdates?
    }

    func prepared() throws -> Prepared {
        let prepared: Prepared
        switch animation.change {
        case .updates(let update): prepared = try updatePlan(update)
        case .transition(let target): prepared = transitionPlan(to: target)
        }
        let plan = prepared.plan
        try document.requireFrameBudget(elementsPerFrame: plan.tracks.count, frames: options.frames, at: "animation")
        try document.requireFiniteGeometry(plan.tracks.map(\.from), contentSize: plan.contentSizes.from)
        try document.requireFiniteGeometry(plan.tracks.map(\.to), contentSize: plan.contentSizes.to)
        return prepared
    }

    private var drawsWholeContent: Bool { document.render.region == .content }

    /// The rectangle whose elements a state consists of: the whole content
    /// (`CollectionView.wholeContentRect`, as `render` draws it), or the viewport.
    private func region(of collectionView: CollectionView) -> CGRect {
        drawsWholeContent ? collectionView.wholeContentRect : collectionView.bounds
    }

    private func updatePlan(_ update: UpdateSpecification) throws -> Prepared {
        let base = document.makeLayout()
        let layout = options.insertionStart == .center ? InsertionFromCenterLayout(wrapping: base) : base
        let dataSource = document.makeDataSource()
        let collectionView = document.makeCollectionView(layout: layout, dataSource: dataSource)
        let offsetBefore = collectionView.contentOffset
        // The whole plane for the content region: the content may grow or shrink with the update.
        let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let result = try collectionView.performBatchUpdates(
            update.changes, in: drawsWholeContent ? everything : collectionView.bounds
        ) {
            try dataSource.apply(update.changes, newSectionItemCounts: update.newSectionItemCounts)
        }
        var plan = AnimationPlan(batchUpdate: result, curve: options.curve)
        plan.contentOffsets = (offsetBefore, collectionView.contentOffset)
        var after = document
        after.sections = update.itemCountsAfter.enumerated().map { section, count in
            // A section that existed before keeps its titles; new ones have none.
            guard let old = result.mapping.sectionBeforeUpdate(forSectionAfter: section),
                document.sections.indices.contains(old)
            else { return SectionSpecification(itemCount: count) }
            let titles = document.sections[old]
            return SectionSpecification(
                itemCount: count, headerTitle: titles.headerTitle, footerTitle: titles.footerTitle)
        }
        return Prepared(plan: plan, after: after, changes: update.changes)
    }

    private func transitionPlan(to target: LayoutSpecification) -> Prepared {
        var after = document
        after.layout = target
        let from = document.makeCollectionView()
        let to = after.makeCollectionView()
        func state(_ collectionView: CollectionView) -> LayoutState {
            let layout = collectionView.collectionViewLayout
            return LayoutState(
                attributes: collectionView.layoutAttributesForElements(in: region(of: collectionView)),
                contentSize: collectionView.contentSize, contentOffset: collectionView.contentOffset,
                attributesForElement: { layout.adjustedLayoutAttributes(for: $0) })
        }
        return Prepared(
            plan: AnimationPlan(transitionFrom: state(from), to: state(to), curve: options.curve), after: after)
    }

    // MARK: - Scenes

    /// The normalised times of the frames: `options.frames` evenly spaced times from 0 to 1.
    public var frameTimes: [Double] { AnimationPlan.times(count: options.frames) }

    /// The frames of `prepared`'s plan, sharing one canvas, each element with one label and look
    /// in every frame (`TrackPresentation`).
    func scenes(of prepared: Prepared, titled: Bool = true, legend: Bool? = nil) -> AnimationScenes {
        var renderOptions = document.makeRenderOptions()
        if !titled {
            renderOptions.title = nil
            renderOptions.caption = nil
        }
        if let legend { renderOptions.showLegend = legend }
        var builder = SceneBuilder(style: document.makeStyle(), options: renderOptions)
        builder.viewContent = document.viewContentProvider()
        let samples = AnimationPlan.times(count: max(61, options.frames))
        let plan = prepared.plan
        var scenes = AnimationScenes(
            plan: plan, builder: builder, viewportSize: document.viewport, sampleTimes: samples)
        let presentation = TrackPresentation(
            before: document, after: prepared.after, style: builder.style, changes: prepared.changes, options: options
        ).presentation(of: plan.tracks)
        scenes.labels = presentation.labels
        scenes.appearances = presentation.appearances
        return scenes
    }

    /// The figure of frame `t` (normalised time). The last frame (t = 1) carries the ghost
    /// overlay when `options.ghosts` — where every moved element came from — so that strips stay
    /// readable; the other frames are plain.
    func frameScene(_ scenes: AnimationScenes, at t: Double) -> Scene {
        frameFigure(scenes, at: t).scene
    }

    /// The figure of `frameScene(_:at:)`.
    func frameFigure(_ scenes: AnimationScenes, at t: Double) -> Figure {
        var figure = scenes.figure(at: t)
        if options.ghosts && t >= 1 { figure.overlays += GhostOverlay(style: scenes.builder.style).nodes(for: scenes) }
        return figure
    }

    /// One figure per frame, in order.
    public func frameScenes() throws -> [Scene] {
        try frameScenes(at: frameTimes)
    }

    /// One figure for each normalised time of `times`, in order (an animated image samples the
    /// animation at its own frame rate).
    public func frameScenes(at times: [Double]) throws -> [Scene] {
        let scenes = self.scenes(of: try prepared())
        return times.map { frameScene(scenes, at: $0) }
    }

    /// The film strip (or contact sheet with `options.stripColumns`): every frame labelled
    /// with its time in seconds; the document's title above the sheet.
    public func stripScene() throws -> Scene {
        let scenes = self.scenes(of: try prepared(), titled: false, legend: false)
        let duration = options.effectiveDuration
        var legendElements: [SceneElement] = []
        let frames = frameTimes.map { t in
            let figure = frameFigure(scenes, at: t)
            legendElements += figure.elements.filter { document.render.showLegend || $0.legendName != nil }
            return FilmStrip.Frame(scene: figure.scene, label: FilmStrip.timeLabel(CGFloat(t * duration)))
        }
        var strip = FilmStrip(columns: options.stripColumns, style: document.makeStyle(), title: document.render.title)
        strip.legend = Legend(style: strip.style, elements: legendElements)
        return try strip.makeScene(frames: frames)
    }

    // MARK: - Bytes

    /// Refuses, before the update is planned or a frame drawn, PNG output that cannot fit the
    /// canvas limits: the strip of every frame (`strip`), or one frame; `frames` replaces the
    /// options' count (an animated image's frame rate gives its own).
    ///
    /// - Throws: `RasterError`, as `RasterCanvas` words it.
    public func checkCanvasBeforeDrawing(strip: Bool, frames: Int? = nil) throws {
        try document.checkCanvasBeforeDrawing(
            region: document.render.region, scale: document.render.scale, frames: frames ?? options.frames,
            strip: strip ? FilmStrip(columns: options.stripColumns) : nil)
    }

    /// The animation sampled by `timing` (`timing.framesPerSecond` times a second of
    /// `options.effectiveDuration`, the first and last frames held): what an animated GIF or
    /// WebP plays.
    ///
    /// - Throws: what planning the change throws (`prepared()`).
    public func frameSequence(timing: AnimatedImageTiming) throws -> FrameSequence {
        let seconds = options.effectiveDuration
        let scenes = try frameScenes(at: timing.times(over: seconds))
        return FrameSequence(scenes: scenes, milliseconds: timing.milliseconds(frames: scenes.count, over: seconds))
    }

    /// One self-contained animated SVG (SMIL) that plays the animation in `effectiveDuration`
    /// seconds and loops; keyframes at `options.frames` sample times at least, so its first and
    /// last keyframes are frames 0 and N−1.
    public func animatedSVG() throws -> Data {
        let duration = options.effectiveDuration
        let writer = AnimatedSVGWriter(
            // Keyframes at least every frame: per second, frames ÷ duration, with the duration
            // taken as a millisecond at least (a spring's settling time can be shorter), so the
            // rate stays finite.
            duration: duration, samplesPerSecond: max(60, Double(options.frames - 1) / max(duration, 0.001)),
            showsGhosts: options.ghosts)
        return try writer.data(for: scenes(of: try prepared()))
    }
}
