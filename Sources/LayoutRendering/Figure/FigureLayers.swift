import CollectionLayout
import Foundation
import LayoutImage
import LayoutSupport

/// A `Figure` laid out on its canvas, layer by layer, bottom first: the text chrome above the
/// region (`header`), the region panel — content fill and outline (`underlay`), the elements,
/// the overlays, the viewport dimming and outline (`chrome`), the annotations — and the text
/// chrome below it (`footer`: legend, caption). Overlays, the viewport outline and annotations
/// are drawn around the elements' labels, never across them.
///
/// Region layers are in the panel's coordinates (content point minus `region.origin`); the
/// header and footer in canvas points. `scene` assembles them; the animated SVG writes them
/// one by one, animating some.
public struct FigureLayers: Sendable {
    /// The canvas size in points.
    public var size: CGSize
    /// Paint under everything; nil leaves the canvas transparent.
    public var background: Color?
    /// The figure's title (SVG `<title>`); drawn as part of `header` when set.
    public var title: String?
    /// Text chrome above the region (the title).
    public var header: [SceneNode]
    /// Where the region panel's origin lands on the canvas.
    public var panelOrigin: CGPoint
    /// The region panel's size (the drawn region's size).
    public var panelSize: CGSize
    /// Whether the panel clips what it draws to its bounds.
    public var clipsPanel: Bool
    /// The content fill and outline, under the elements.
    public var underlay: [SceneNode]
    /// The elements, in painting order.
    public var elements: [SceneElement]
    /// Ghosts, arrows and other explanations, over the elements.
    public var overlays: [SceneNode]
    /// The viewport's dimming and outline, over the elements and overlays.
    public var chrome: [SceneNode]
    /// Callouts over everything in the region.
    public var annotations: [SceneNode]
    /// Text chrome below the region (legend, caption).
    public var footer: [SceneNode]
    /// Where the content's origin (0, 0) lands on the canvas: a content point `p` is drawn at
    /// `contentOrigin + p` canvas points.
    public var contentOrigin: CGPoint
    /// How far the elements were moved from content coordinates into the panel's (minus the
    /// region's origin): where elements built later (`DeferredElements`) go.
    public var elementShift: CGPoint

    /// The region panel as a scene node. Overlays and annotations are drawn around the
    /// elements' labels, never across them (a panel whose holes are the label boxes).
    public var panel: ScenePanel {
        var panel = emptyPanel
        forEachPanelNode { panel.scene.nodes.append($0) }
        return panel
    }

    /// The region panel without its nodes: its place, size, clipping and name.
    var emptyPanel: ScenePanel {
        ScenePanel(
            origin: panelOrigin, scene: Scene(size: panelSize, nodes: []), label: "region", clipsToBounds: clipsPanel)
    }

    /// Hands the region panel's nodes to `body`, bottom first, one at a time: a writer can
    /// stream them without the figure's elements being copied into a node list.
    func forEachPanelNode(_ body: (SceneNode) throws -> Void) rethrows {
        try forEachPanelPart(node: body) { run in
            for element in run { try body(.element(element)) }
        }
    }

    /// Hands the region panel's contents to `node` and `elements`, bottom first: runs of
    /// unclipped elements as slices of `elements` (no copies: a writer can format a large run
    /// in parallel), everything else as nodes.
    func forEachPanelPart(
        node: (SceneNode) throws -> Void, elements elementRun: (ArraySlice<SceneElement>) throws -> Void
    ) rethrows {
        for underlayNode in underlay { try node(underlayNode) }
        try Self.forEachElementPart(elements, node: node, run: elementRun)
        for overNode in nodesOverElements { try node(overNode) }
    }

    /// Whether something is drawn around the elements' labels (overlays, annotations, the
    /// viewport's outline), which needs the elements themselves.
    public var drawsAroundLabels: Bool {
        !overlays.isEmpty || !annotations.isEmpty || chrome.contains(where: \.isStrokeOnly)
    }

    /// The panel's nodes over the elements: the overlays, the viewport's chrome and the
    /// annotations, the strokes among them around the elements' labels.
    var nodesOverElements: [SceneNode] {
        // The viewport's outline goes around the labels of the cells it crosses; its dimming
        // does not (a label outside the viewport is dimmed with its cell).
        let outlines = chrome.filter(\.isStrokeOnly)
        let labels =
            drawsAroundLabels
            ? elements.compactMap { element in
                element.labelBox().map { box in element.clip.map { box.intersection($0) } ?? box }
            }.filter { !$0.isNull && !$0.isEmpty }
            : []
        func aroundLabels(_ nodes: [SceneNode]) -> [SceneNode] {
            guard !nodes.isEmpty, !labels.isEmpty else { return nodes }
            var panel = ScenePanel(origin: .zero, scene: Scene(size: panelSize, nodes: nodes), clipsToBounds: false)
            panel.holes = labels
            return [.panel(panel)]
        }
        return aroundLabels(overlays) + chrome.filter { !$0.isStrokeOnly } + aroundLabels(outlines)
            + aroundLabels(annotations)
    }

    /// Hands the elements over in painting order: each run of unclipped elements to `run`, each
    /// run of elements with the same `clip` to `node` as a clipped panel of that rectangle (their
    /// centres moved into its coordinates).
    static func forEachElementPart(
        _ elements: [SceneElement], node: (SceneNode) throws -> Void, run: (ArraySlice<SceneElement>) throws -> Void
    ) rethrows {
        var index = elements.startIndex
        while index < elements.endIndex {
            var end = elements.index(after: index)
            guard let clip = elements[index].clip else {
                while end < elements.endIndex, elements[end].clip == nil { end += 1 }
                try run(elements[index..<end])
                index = end
                continue
            }
            while end < elements.endIndex, elements[end].clip == clip { end += 1 }
            let inside = elements[index..<end].map { element in
                var element = element
                element.center = CGPoint(x: element.center.x - clip.minX, y: element.center.y - clip.minY)
                element.clip = nil
                return SceneNode.element(element)
            }
            try node(.panel(ScenePanel(origin: clip.origin, scene: Scene(size: clip.size, nodes: inside))))
            index = end
        }
    }

    /// The whole figure as one scene.
    public var scene: Scene {
        Scene(size: size, background: background, nodes: header + [.panel(panel)] + footer, title: title)
    }
}

extension SceneNode {
    /// Whether the node is a shape that only strokes (an outline, no fill).
    fileprivate var isStrokeOnly: Bool {
        guard case .shape(let shape) = self else { return false }
        return shape.fill == nil && shape.stroke != nil
    }
}
