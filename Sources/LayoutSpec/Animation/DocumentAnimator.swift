import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutImage
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
/// let png = try animator.stripPNG()
/// ```
public struct DocumentAnimator {
    public var document: LayoutDocument
    public var animation: DocumentAnimation
    /// The PNG encoder settings.
    public var pngSettings: PNGEncodingSettings = .default

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
    }

    func prepared() throws -> Prepared {
        switch animation.change {
        case .updates(let update): return try updatePlan(update)
        case .transition(let target): return transitionPlan(to: target)
        }
    }

    private var drawsWholeContent: Bool { document.render.region == .content }

    /// The rectangle whose elements a state consists of: the content (and viewport), or the viewport.
    private func region(of collectionView: CollectionView) -> CGRect {
        guard drawsWholeContent else { return collectionView.bounds }
        return CGRect(origin: .zero, size: collectionView.contentSize).union(collectionView.bounds)
    }

    private func updatePlan(_ update: UpdateSpecification) throws -> Prepared {
        let base = document.makeLayout()
        let layout = options.insertionStart == .center ? InsertionFromCenterLayout(wrapping: base) : base
        let dataSource = document.makeDataSource()
        let collectionView = CollectionView(
            frame: CGRect(origin: .zero, size: document.viewport), collectionViewLayout: layout, dataSource: dataSource)
        collectionView.contentInset = document.contentInset
        collectionView.contentOffset = document.contentOffset
        collectionView.layoutIfNeeded()
        // The whole plane for the content region: the content may grow or shrink with the update.
        let everything = CGRect(x: -1e7, y: -1e7, width: 2e7, height: 2e7)
        let result = try collectionView.performBatchUpdates(
            update.changes, in: drawsWholeContent ? everything : collectionView.bounds
        ) {
            try dataSource.apply(update.changes, newSectionItemCounts: update.newSectionItemCounts)
        }
        var plan = AnimationPlan(batchUpdate: result, curve: options.curve)
        plan.contentOffsets = (document.contentOffset, collectionView.contentOffset)
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
        return Prepared(plan: plan, after: after)
    }

    private func transitionPlan(to target: LayoutSpecification) -> Prepared {
        var after = document
        after.layout = target
        let from = document.makeCollectionView()
        let to = after.makeCollectionView()
        func state(_ collectionView: CollectionView) -> LayoutState {
            LayoutState(
                attributes: collectionView.layoutAttributesForElements(in: region(of: collectionView)),
                contentSize: collectionView.contentSize, contentOffset: collectionView.contentOffset)
        }
        return Prepared(
            plan: AnimationPlan(transitionFrom: state(from), to: state(to), curve: options.curve), after: after)
    }

    // MARK: - Scenes

    /// The normalised times of the frames: `options.frames` evenly spaced times from 0 to 1.
    public var frameTimes: [Double] { AnimationPlan.times(count: options.frames) }

    /// The frames' scenes drawn by `builder`, sharing one canvas.
    public func scenes(of plan: AnimationPlan, titled: Bool = true) -> AnimationScenes {
        var renderOptions = document.makeRenderOptions()
        if !titled {
            renderOptions.title = nil
            renderOptions.caption = nil
        }
        let builder = SceneBuilder(style: document.makeStyle(), options: renderOptions)
        let samples = AnimationPlan.times(count: max(61, options.frames))
        return AnimationScenes(plan: plan, builder: builder, viewportSize: document.viewport, sampleTimes: samples)
    }

    /// The figure of frame `t` (normalised time), labelled like the document before the change
    /// at t = 0; from then on like the document after it (section titles, `{number}`), except
    /// that disappearing elements keep their labels from before. The last frame (t = 1) carries
    /// the ghost overlay when `options.ghosts` — where every moved element came from — so that
    /// strips stay readable; the other frames are plain.
    func frameScene(_ scenes: AnimationScenes, _ prepared: Prepared, at t: Double) -> Scene {
        let attributes = scenes.plan.frame(at: t)
        let labels = frameLabels(scenes.plan, prepared, at: t, attributes: attributes)
        var scene = scenes.builder.makeScene(
            attributes: attributes, contentSize: scenes.plan.contentSize(at: t), viewport: scenes.viewport(at: t),
            labels: labels.byKey)
        let overlay = options.ghosts && t >= 1 ? GhostOverlay(style: document.makeStyle()).nodes(for: scenes) : []
        guard !overlay.isEmpty || !labels.shared.isEmpty else { return scene }
        for (index, node) in scene.nodes.enumerated() {
            guard case .panel(var panel) = node, panel.label == "region" else { continue }
            panel.scene.nodes = Self.relabel(panel.scene.nodes, labels.shared)
            // Over the elements (and the content background), under the viewport chrome.
            let lastUnder = panel.scene.nodes.lastIndex {
                if case .element = $0 { return true }
                if case .shape(let shape) = $0 { return shape.role == "content" || shape.role == "content-outline" }
                return false
            }
            panel.scene.nodes.insert(contentsOf: overlay, at: lastUnder.map { $0 + 1 } ?? 0)
            scene.nodes[index] = .panel(panel)
            break
        }
        return scene
    }

    /// Labels of frame `t` by key, and the before-labels of disappearing elements whose key an
    /// element after the change also has (a deleted section's header and the header that takes
    /// its index), with their zIndex.
    private func frameLabels(
        _ plan: AnimationPlan, _ prepared: Prepared, at t: Double, attributes: [CollectionViewLayoutAttributes]
    ) -> (byKey: [ElementKey: String], shared: [ElementKey: (zIndex: Int, label: String)]) {
        guard t > 0 else { return (document.elementLabels(for: attributes), [:]) }
        var byKey = prepared.after.elementLabels(for: attributes)
        let leaving = plan.tracks.indices.filter {
            plan.tracks[$0].role == .disappearing && plan.isTrackPresent($0, at: t)
        }
        .map { plan.tracks[$0] }
        guard !leaving.isEmpty else { return (byKey, [:]) }
        let before = document.elementLabels(for: leaving.map(\.from))
        let live = Set(plan.tracks.filter { $0.role != .disappearing }.map(\.key))
        var shared: [ElementKey: (zIndex: Int, label: String)] = [:]
        for track in leaving {
            if live.contains(track.key) {
                if let label = before[track.key] { shared[track.key] = (track.to.zIndex, label) }
            } else {
                byKey[track.key] = before[track.key]
            }
        }
        return (byKey, shared)
    }

    /// Gives the first element with each shared key and its disappearing twin's zIndex (the
    /// disappearing one: the plan draws disappearing tracks first among equal zIndex) its label.
    private static func relabel(
        _ nodes: [SceneNode], _ shared: [ElementKey: (zIndex: Int, label: String)]
    ) -> [SceneNode] {
        var pending = shared
        return nodes.map { node in
            guard case .element(var element) = node, let entry = pending[element.key], entry.zIndex == element.zIndex
            else { return node }
            element.label = entry.label
            pending[element.key] = nil
            return .element(element)
        }
    }

    /// One figure per frame, in order.
    public func frameScenes() throws -> [Scene] {
        let prepared = try prepared()
        let scenes = self.scenes(of: prepared.plan)
        return frameTimes.map { frameScene(scenes, prepared, at: $0) }
    }

    /// The film strip (or contact sheet with `options.stripColumns`): every frame labelled
    /// with its time in seconds; the document's title above the sheet.
    public func stripScene() throws -> Scene {
        let prepared = try prepared()
        let scenes = self.scenes(of: prepared.plan, titled: false)
        let duration = options.effectiveDuration
        let frames = frameTimes.map { t in
            FilmStrip.Frame(
                scene: frameScene(scenes, prepared, at: t), label: FilmStrip.timeLabel(CGFloat(t * duration)))
        }
        let strip = FilmStrip(columns: options.stripColumns, style: document.makeStyle(), title: document.render.title)
        return try strip.makeScene(frames: frames)
    }

    // MARK: - Bytes

    private var raster: RasterRenderer { RasterRenderer(scale: CGFloat(document.render.scale)) }

    /// The film strip as PNG at the document's scale.
    public func stripPNG() throws -> Data {
        try raster.pngData(for: try stripScene(), settings: pngSettings)
    }

    /// The frames as PNG files' contents, in order.
    public func framePNGs() throws -> [Data] {
        try frameScenes().map { try raster.pngData(for: $0, settings: pngSettings) }
    }

    /// The frames as SVG documents, in order.
    public func frameSVGs() throws -> [Data] {
        try frameScenes().map { SVGWriter().data(for: $0) }
    }

    /// One self-contained animated SVG (SMIL) that plays the animation in `effectiveDuration`
    /// seconds and loops; keyframes at `options.frames` sample times at least, so its first and
    /// last keyframes are frames 0 and N−1.
    public func animatedSVG() throws -> Data {
        let duration = options.effectiveDuration
        let writer = AnimatedSVGWriter(
            duration: duration, samplesPerSecond: max(60, Double(options.frames - 1) / duration),
            showsGhosts: options.ghosts)
        return try writer.data(for: scenes(of: try plan()))
    }
}
