import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutStyle

/// Draws an `AnimationPlan` as scenes that share one canvas: the numbered frames, the film
/// strip and the animated SVG all start here.
///
/// Every frame is the `Figure` of the tracks present at t (`plan.drawOrder(at:)`), each with its
/// track's label and appearance in every frame (an element keeps its name and colours through
/// the animation, whatever its index path becomes; a label covered by an element passing over
/// it moves to the part of its element left uncovered, `LabelClearance`), with the content
/// outline (`outlineSize(at:)`) and offset at t, the viewport of `viewportSize` at the plan's content offset, and one fixed drawn
/// region: the builder's region, or — for `.content` — the union of every sampled frame's
/// content rectangle and element boxes, so that frames line up pixel for pixel.
public struct AnimationScenes {
    /// The animation.
    public let plan: AnimationPlan
    /// The builder used for every frame; its region is the fixed one.
    public let builder: SceneBuilder
    /// The viewport's size; its origin follows `plan.contentOffset(at:)`.
    public let viewportSize: CGSize
    /// The drawn region, in content coordinates, shared by all frames.
    public let region: CGRect
    /// Label texts of tracks (by index), replacing the style's template (section titles,
    /// `{number}`, "0-2→0-1"); tracks without one use the template.
    public var labels: [Int: String] = [:]
    /// Changes to the look of tracks (by index): their roles' colours, a document's overrides.
    public var appearances: [Int: ElementAppearance] = [:]

    /// Prepares frames of `plan` drawn by `builder`.
    ///
    /// - Parameters:
    ///   - sampleTimes: the times used to find the shared region for `.content` (default: 61
    ///     evenly spaced times, enough to catch a spring's overshoot).
    public init(
        plan: AnimationPlan, builder: SceneBuilder, viewportSize: CGSize,
        sampleTimes: [Double] = AnimationPlan.times(count: 61)
    ) {
        self.plan = plan
        self.viewportSize = viewportSize
        var fixed = builder
        switch builder.options.region {
        case .rect(let rect):
            region = rect.drawable
        case .viewport:
            let first = CGRect(origin: plan.contentOffset(at: 0), size: viewportSize)
            let last = CGRect(origin: plan.contentOffset(at: 1), size: viewportSize)
            var drawn = CGRect.null
            // Only a crop needs what is drawn: sample it only then.
            let crops = builder.options.cropsToContent && !builder.options.showViewport
            for t in crops ? sampleTimes + [0, 1] : [] {
                let content = CGRect(origin: .zero, size: plan.contentSize(at: t).drawable)
                drawn = plan.frame(at: t).filter { !$0.isHidden }.reduce(drawn.union(content)) {
                    $0.union(builder.element(for: $1).boundingBox)
                }
            }
            region = builder.croppedViewport(first == last ? first : first.union(last), drawn: drawn)
        case .content:
            var union = CGRect.null
            for t in sampleTimes + [0, 1] {
                let content = CGRect(origin: .zero, size: plan.contentSize(at: t).drawable)
                let elements = plan.frame(at: t).filter { !$0.isHidden }.map { builder.element(for: $0) }
                let drawn = builder.drawnRegion(
                    content: content, viewport: CGRect(origin: plan.contentOffset(at: t), size: viewportSize),
                    elements: elements)
                union = union.union(drawn)
            }
            region = union.isNull ? .zero : union
        }
        fixed.options.region = .rect(region)
        self.builder = fixed
    }

    /// The viewport at normalised time `t`.
    public func viewport(at t: Double) -> CGRect {
        CGRect(origin: plan.contentOffset(at: t), size: viewportSize)
    }

    /// The label of track `index`, the same in every frame; nil uses the style's template.
    public func label(ofTrack index: Int) -> String? {
        labels[index]
    }

    /// The figure at normalised time `t`.
    public func figure(at t: Double) -> Figure {
        figure(at: t, tracks: plan.drawOrder(at: t))
    }

    /// The scene of `figure(at:)`.
    public func scene(at t: Double) -> Scene { figure(at: t).scene }

    /// The figure at `t` with only what its chrome depends on: one element per category, kind,
    /// legend name and viewport overlap (the legend's entries), so that chrome can be compared across many
    /// samples cheaply. Its layers other than the elements equal those of `figure(at:)`.
    func chromeFigure(at t: Double) -> Figure {
        let viewport = viewport(at: t)
        var seen = Set<String>()
        let representatives = plan.drawOrder(at: t).filter { index in
            guard let attributes = plan.attributes(ofTrack: index, at: t), !attributes.isHidden else { return false }
            let overlaps = builder.options.highlightVisible && attributes.frame.overlaps(viewport)
            let key = attributes.elementKey
            let legendName = appearances[index]?.legendName ?? ""
            return seen.insert("\(key.category.rawValue)|\(key.kind ?? "")|\(overlaps)|\(legendName)").inserted
        }
        return figure(at: t, tracks: representatives)
    }

    /// The figure at `t` of `tracks` (back to front), each with its label and appearance.
    private func figure(at t: Double, tracks: [Int]) -> Figure {
        let viewport = viewport(at: t)
        var elements: [SceneElement] = []
        elements.reserveCapacity(tracks.count)
        for index in tracks {
            guard let attributes = plan.attributes(ofTrack: index, at: t), !attributes.isHidden else { continue }
            let highlighted = builder.options.highlightVisible && attributes.frame.overlaps(viewport)
            builder.appendElements(
                for: attributes, highlighted: highlighted, label: labels[index], appearance: appearances[index],
                to: &elements)
        }
        LabelClearance.apply(to: &elements)
        return builder.makeFigure(elements: elements, contentSize: outlineSize(at: t), viewport: viewport)
    }

    /// The content outline drawn at `t`: the start size moving to the end size on the eased
    /// progress, as the elements move (kept between the two sizes when a spring overshoots), so
    /// that it does not jump at one frame. The drawn region holds the larger of the two sizes
    /// (`plan.contentSize(at:)`) throughout.
    public func outlineSize(at t: Double) -> CGSize {
        let (from, to) = plan.contentSizes
        let time = AnimationPlan.clampedTime(t)
        let progress = CGFloat(min(1, max(0, plan.curve.progress(at: time))))
        return CGSize(
            width: from.width + (to.width - from.width) * progress,
            height: from.height + (to.height - from.height) * progress)
    }

    /// Track `index` as a scene element at `t`, in region-local coordinates (the panel's), and
    /// whether it is drawn then (present in the plan, not hidden, visible geometry, inside the
    /// region). Nil when the index is out of range.
    public func element(ofTrack index: Int, at t: Double) -> (element: SceneElement, isDrawn: Bool)? {
        guard let attributes = plan.attributes(ofTrack: index, at: t) else { return nil }
        let highlighted =
            builder.options.highlightVisible && attributes.frame.overlaps(viewport(at: t))
        var element = builder.element(
            for: attributes, highlighted: highlighted, label: labels[index], appearance: appearances[index])
        let box = element.boundingBox
        let drawn =
            plan.isTrackPresent(index, at: t) && !attributes.isHidden && !box.isNull && box.intersects(region)
        element.center = CGPoint(x: element.center.x - region.minX, y: element.center.y - region.minY)
        return (element, drawn)
    }
}
