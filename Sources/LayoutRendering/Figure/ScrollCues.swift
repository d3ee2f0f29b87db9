import CollectionLayout
import Foundation

/// What lies beyond an orthogonal section's band: elements that run past the band's edge (a
/// row of cards that scrolls sideways) get a cue just outside the band at that edge, "3 more →",
/// so a reader knows the row goes on where the figure stops drawing it.
enum ScrollCues {
    /// Cue texts for the elements clipped by their band (`SceneElement.clip`), in the panel's
    /// coordinates (content point minus `regionOrigin`): one per band and direction in which
    /// some element runs past the band, counting the elements that lie wholly beyond it.
    static func nodes(for elements: [SceneElement], regionOrigin: CGPoint, style: Style) -> [SceneNode] {
        var bands: [CGRect] = []
        // Per band, the directions elements run past it in, with how many lie wholly beyond.
        var beyond: [CGRect: [Direction: Int]] = [:]
        for element in elements {
            guard let clip = element.clip else { continue }
            let box = element.boundingBox
            guard !box.isNull else { continue }
            if beyond[clip] == nil {
                bands.append(clip)
                beyond[clip] = [:]
            }
            for direction in Direction.allCases {
                guard let wholly = direction.overflow(of: box, past: clip) else { continue }
                beyond[clip]?[direction, default: 0] += wholly ? 1 : 0
            }
        }
        let fontSize = style.chrome.captionFontSize - 1
        let color = style.chrome.textColor.withOpacity(0.7)
        var nodes: [SceneNode] = []
        for band in bands {
            let counts = beyond[band] ?? [:]
            let rect = band.offsetBy(dx: -regionOrigin.x, dy: -regionOrigin.y)
            let below = TextLayout.baseline(centeredAt: rect.maxY + fontSize * 0.75, fontSize: fontSize)
            for direction in Direction.allCases {
                guard let count = counts[direction] else { continue }
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

    /// Where an element runs past its band.
    enum Direction: CaseIterable {
        case right, left, down, up

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
    }
}
