import CollectionLayout
import Foundation
import LayoutStyle

/// What lies beyond an orthogonal section's band: elements that run past the band's edge (a
/// row of cards that scrolls sideways) get a cue just outside the band at that edge, "3 more →",
/// so a reader knows the row goes on where the figure stops drawing it. In a figure of the whole
/// content they also peek out: the next `peekDepth` points past the edge show them as faded,
/// dashed ghosts, the way a paging row shows the start of its next card.
struct ScrollCues {
    /// How far past a band's edge its elements are shown as ghosts, in points.
    static let peekDepth: CGFloat = 48
    /// The ghosts' opacity, of their element's own fill and stroke.
    static let ghostOpacity = 0.35

    /// One band some element runs past: where, and which elements run past each edge.
    private struct Band {
        var rect: CGRect
        /// Per direction, the elements running past that edge, in painting order.
        var runningPast: [Direction: [SceneElement]] = [:]
        /// Per direction, how many of them lie wholly beyond it.
        var wholly: [Direction: Int] = [:]
    }

    /// The bands, in the order of the first element drawn that runs past each.
    private var bands: [Band] = []

    /// The cues of the elements clipped by their band (`SceneElement.clip`), in content
    /// coordinates.
    init(elements: [SceneElement]) {
        var index: [CGRect: Int] = [:]
        for element in elements {
            guard let clip = element.clip else { continue }
            let box = element.boundingBox
            guard !box.isNull else { continue }
            for direction in Direction.allCases {
                guard let wholly = direction.overflow(of: box, past: clip) else { continue }
                let position =
                    index[clip]
                    ?? {
                        bands.append(Band(rect: clip))
                        index[clip] = bands.count - 1
                        return bands.count - 1
                    }()
                bands[position].runningPast[direction, default: []].append(element)
                bands[position].wholly[direction, default: 0] += wholly ? 1 : 0
            }
        }
    }

    /// The strips just past the bands' edges where ghosts are drawn, in content coordinates:
    /// what a figure of the whole content grows by.
    var peekAreas: [CGRect] {
        bands.flatMap { band in band.runningPast.keys.sorted().map { $0.peek(beyond: band.rect) } }
    }

    /// The cue texts and, when `ghosts`, the ghosts in the peek areas, in the region panel's
    /// coordinates (content point minus `regionOrigin`).
    func nodes(regionOrigin: CGPoint, style: Style, ghosts: Bool) -> [SceneNode] {
        let fontSize = style.chrome.captionFontSize - 1
        let color = style.chrome.textColor.withOpacity(0.7)
        var nodes: [SceneNode] = []
        for band in bands {
            let rect = band.rect.offsetBy(dx: -regionOrigin.x, dy: -regionOrigin.y)
            let below = TextLayout.baseline(centeredAt: rect.maxY + fontSize * 0.75, fontSize: fontSize)
            for direction in band.runningPast.keys.sorted() {
                if ghosts, let elements = band.runningPast[direction] {
                    nodes.append(
                        Self.ghosts(of: elements, in: direction.peek(beyond: band.rect), regionOrigin: regionOrigin))
                }
                let count = band.wholly[direction] ?? 0
                let more = count > 0 ? "\(count) more " : ""
                let (text, position, anchor): (String, CGPoint, TextAnchor) =
                    switch direction {
                    case .right: ("\(more)scrolls →", CGPoint(x: rect.maxX - 4, y: below), .end)
                    case .left:
                        ("← scrolls\(count > 0 ? " \(count) more" : "")", CGPoint(x: rect.minX + 4, y: below), .start)
                    case .down: ("\(more)scrolls ↓", CGPoint(x: rect.maxX - 4, y: below), .end)
                    case .up: ("\(more)scrolls ↑", CGPoint(x: rect.minX + 4, y: below), .start)
                    }
                nodes.append(
                    .text(
                        SceneText(
                            text: text, position: position, anchor: anchor, fontSize: fontSize, color: color,
                            role: "scroll-cue")))
            }
        }
        return nodes
    }

    /// The elements' boxes (`boundingBox`: a transformed card's axis-aligned box), faded and
    /// dashed with their own corner radius, in a panel clipped to `peek` (content coordinates),
    /// placed in the region panel's coordinates.
    private static func ghosts(of elements: [SceneElement], in peek: CGRect, regionOrigin: CGPoint) -> SceneNode {
        let shapes = elements.map { element -> SceneNode in
            let style = element.style
            let inset = style.hasStroke ? style.strokeWidth / 2 : 0
            let box = element.boundingBox.offsetBy(dx: -peek.minX, dy: -peek.minY).insetBy(dx: inset, dy: inset)
            return .shape(
                SceneShape(
                    path: .rect(box, cornerRadius: style.cornerRadius),
                    fill: style.fill?.withOpacity((style.fill?.opacity ?? 1) * ghostOpacity),
                    stroke: style.hasStroke
                        ? style.stroke?.withOpacity((style.stroke?.opacity ?? 1) * ghostOpacity) : nil,
                    strokeWidth: style.strokeWidth, dash: [4, 3], role: "scroll-ghost"))
        }
        let origin = CGPoint(x: peek.minX - regionOrigin.x, y: peek.minY - regionOrigin.y)
        return .panel(
            ScenePanel(origin: origin, scene: Scene(size: peek.size, nodes: shapes), label: "beyond the band"))
    }

    /// Where an element runs past its band.
    enum Direction: Int, CaseIterable, Comparable {
        case right, left, down, up

        static func < (lhs: Direction, rhs: Direction) -> Bool { lhs.rawValue < rhs.rawValue }

        /// Whether `box` runs past `band` this way (allowing half a point of rounding): nil when
        /// it does not, true when it lies wholly beyond, false when the band's edge cuts it.
        func overflow(of box: CGRect, past band: CGRect) -> Bool? {
            let (runsPast, wholly) =
                switch self {
                case .right: (box.maxX > band.maxX + 0.5, box.minX >= band.maxX)
                case .left: (box.minX < band.minX - 0.5, box.maxX <= band.minX)
                case .down: (box.maxY > band.maxY + 0.5, box.minY >= band.maxY)
                case .up: (box.minY < band.minY - 0.5, box.maxY <= band.minY)
                }
            return runsPast ? wholly : nil
        }

        /// The strip `ScrollCues.peekDepth` deep just past `band`'s edge this way.
        func peek(beyond band: CGRect) -> CGRect {
            let depth = ScrollCues.peekDepth
            return switch self {
            case .right: CGRect(x: band.maxX, y: band.minY, width: depth, height: band.height)
            case .left: CGRect(x: band.minX - depth, y: band.minY, width: depth, height: band.height)
            case .down: CGRect(x: band.minX, y: band.maxY, width: band.width, height: depth)
            case .up: CGRect(x: band.minX, y: band.minY - depth, width: band.width, height: depth)
            }
        }
    }
}
