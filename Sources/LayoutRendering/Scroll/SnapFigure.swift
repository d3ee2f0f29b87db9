import CollectionLayout
import Foundation
import LayoutAnimation
import LayoutImage
import LayoutStyle
import LayoutSupport

/// The source material's snapping figure: the content around two viewports — where the
/// fling would naturally rest (dashed) and where the layout made it rest (the solid viewport
/// outline), with half a viewport beyond them along the scroll axis — the item that ends centred highlighted, an arrow from one to the other and both
/// offsets written beside them.
///
/// ```swift
/// let sequence = try ScrollPlan(.fling(from: 0, velocity: 1000, frames: 2, rate: .normal),
///                               direction: .horizontal).sample(in: collectionView)
/// let scene = SnapFigure().makeScene(collectionView: collectionView, fling: sequence.fling!, direction: .horizontal)
/// ```
public struct SnapFigure: Sendable {
    /// The theme.
    public var style: Style
    /// A title above the figure; nil for none.
    public var title: String?
    /// The colour of the natural (proposed) viewport, its label and the arrow.
    public var proposedColor: Color
    /// Room above and below the content for the two offset labels, in points.
    public static let labelBand: CGFloat = 26

    /// Creates a figure builder.
    public init(
        style: Style = .light, title: String? = nil, proposedColor: Color = Color(red: 217, green: 119, blue: 6)
    ) {
        self.style = style
        self.title = title
        self.proposedColor = proposedColor
    }

    /// The figure for `resolution` in `collectionView`, which is moved to the target offset (the
    /// state the figure shows) and queried for the whole content.
    public func makeScene(
        collectionView: CollectionView, resolution: ScrollTargetResolution, direction: ScrollDirection
    ) -> Scene {
        figure(collectionView: collectionView, resolution: resolution, direction: direction).scene
    }

    /// The figure of `makeScene(collectionView:resolution:direction:)`, before it is laid out.
    func figure(
        collectionView: CollectionView, resolution: ScrollTargetResolution, direction: ScrollDirection
    ) -> Figure {
        collectionView.contentOffset = resolution.targetContentOffset
        collectionView.layoutIfNeeded()
        let viewportSize = collectionView.bounds.size
        let proposed = CGRect(origin: resolution.proposedContentOffset, size: viewportSize)
        let target = CGRect(origin: resolution.targetContentOffset, size: viewportSize)
        let content = CGRect(origin: .zero, size: collectionView.contentSize).union(proposed).union(target)
        let attributes = collectionView.layoutAttributesForElements(in: content)
        // Along the scroll axis the figure shows both rests and half a viewport beyond them (their
        // neighbours), not the whole content: a long carousel drawn whole is too small to read.
        let rests = proposed.union(target)
        var shown = content
        if direction == .vertical {
            shown.origin.y = max(content.minY, rests.minY - viewportSize.height / 2)
            shown.size.height = min(content.maxY, rests.maxY + viewportSize.height / 2) - shown.minY
        } else {
            shown.origin.x = max(content.minX, rests.minX - viewportSize.width / 2)
            shown.size.width = min(content.maxX, rests.maxX + viewportSize.width / 2) - shown.minX
        }
        let region = shown.insetBy(dx: 0, dy: -Self.labelBand)
        let axis = direction == .vertical ? "y" : "x"
        let natural = FilmStrip.offsetLabel(resolution.proposedContentOffset.coordinate(along: direction), axis: axis)
        let snapped = FilmStrip.offsetLabel(resolution.targetContentOffset.coordinate(along: direction), axis: axis)
        let item = resolution.snappedIndexPath.map { " so that item \($0.section)-\($0.item) ends centred" } ?? ""
        let options = RenderOptions(
            region: .rect(region), showViewport: true, highlightVisible: resolution.snappedIndexPath != nil,
            title: title, caption: "Natural resting offset \(natural), adjusted to \(snapped)\(item)")
        var figure = SceneBuilder(style: style, options: options).makeFigure(
            attributes: attributes, contentSize: collectionView.contentSize, viewport: target,
            highlighted: Set(resolution.snappedIndexPath.map { [ElementKey.cell($0)] } ?? []))
        // Annotations are in the region panel's coordinates: shift by −region.origin.
        let shift = CGPoint(x: -figure.region.minX, y: -figure.region.minY)
        figure.annotations += overlay(
            proposed: proposed.offsetBy(dx: shift.x, dy: shift.y), target: target.offsetBy(dx: shift.x, dy: shift.y),
            naturalLabel: "natural rest \(natural)", snappedLabel: "snapped \(snapped)")
        return figure
    }

    /// The dashed proposed viewport, the arrow from its centre to the target's and the two labels
    /// (natural above its viewport, snapped below), in panel coordinates.
    private func overlay(proposed: CGRect, target: CGRect, naturalLabel: String, snappedLabel: String) -> [SceneNode] {
        let fontSize = style.chrome.captionFontSize
        var nodes: [SceneNode] = [
            .shape(
                SceneShape(
                    path: .rect(proposed, cornerRadius: 0), stroke: proposedColor, strokeWidth: 2, dash: [6, 4],
                    role: "proposed-viewport"))
        ]
        // Between the viewports' centres, near their top so it stays clear of centred labels.
        let arrowY = proposed.minY + min(24, proposed.height / 4)
        let from = CGPoint(x: proposed.midX, y: arrowY)
        let to = CGPoint(x: target.midX, y: arrowY + target.minY - proposed.minY)
        let length = hypot(to.x - from.x, to.y - from.y)
        if length > 1 {
            let unit = CGPoint(x: (to.x - from.x) / length, y: (to.y - from.y) / length)
            let head = min(8, length / 2)
            let back = CGPoint(x: to.x - unit.x * head, y: to.y - unit.y * head)
            let normal = CGPoint(x: -unit.y * head / 2, y: unit.x * head / 2)
            nodes.append(
                .shape(
                    SceneShape(path: .polyline([from, to]), stroke: proposedColor, strokeWidth: 2, role: "snap-arrow")))
            nodes.append(
                .shape(
                    SceneShape(
                        path: .polygon([
                            to, CGPoint(x: back.x + normal.x, y: back.y + normal.y),
                            CGPoint(x: back.x - normal.x, y: back.y - normal.y),
                        ]), fill: proposedColor, role: "snap-arrow")))
        }
        nodes.append(
            .text(
                SceneText(
                    text: naturalLabel,
                    position: CGPoint(
                        x: proposed.minX,
                        y: TextLayout.baseline(centeredAt: proposed.minY - Self.labelBand / 2, fontSize: fontSize)),
                    anchor: .start, fontSize: fontSize, color: proposedColor, role: "proposed-label")))
        nodes.append(
            .text(
                SceneText(
                    text: snappedLabel,
                    position: CGPoint(
                        x: target.minX,
                        y: TextLayout.baseline(centeredAt: target.maxY + Self.labelBand / 2, fontSize: fontSize)),
                    anchor: .start, fontSize: fontSize, color: style.chrome.viewportStroke, role: "target-label")))
        return nodes
    }
}

extension SnapFigure {
    /// The figure for a sampled fling (its natural and adjusted resting offsets).
    public func makeScene(collectionView: CollectionView, fling: FlingOutcome, direction: ScrollDirection) -> Scene {
        makeScene(collectionView: collectionView, resolution: fling.resolution, direction: direction)
    }
}
