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
        var beyond: [CGRect: (right: Int, left: Int, down: Int, up: Int, cut: Set<Direction>)] = [:]
        for element in elements {
            guard let clip = element.clip else { continue }
            let box = element.boundingBox
            guard !box.isNull else { continue }
            if beyond[clip] == nil {
                bands.append(clip)
                beyond[clip] = (0, 0, 0, 0, [])
            }
            // Allow half a point of rounding at the band's edges.
            if box.maxX > clip.maxX + 0.5 {
                beyond[clip]?.cut.insert(.right)
                if box.minX >= clip.maxX { beyond[clip]?.right += 1 }
            }
            if box.minX < clip.minX - 0.5 {
                beyond[clip]?.cut.insert(.left)
                if box.maxX <= clip.minX { beyond[clip]?.left += 1 }
            }
            if box.maxY > clip.maxY + 0.5 {
                beyond[clip]?.cut.insert(.down)
                if box.minY >= clip.maxY { beyond[clip]?.down += 1 }
            }
            if box.minY < clip.minY - 0.5 {
                beyond[clip]?.cut.insert(.up)
                if box.maxY <= clip.minY { beyond[clip]?.up += 1 }
            }
        }
        let fontSize = style.chrome.captionFontSize - 1
        let color = style.chrome.textColor.withOpacity(0.7)
        var nodes: [SceneNode] = []
        for band in bands {
            guard let counts = beyond[band] else { continue }
            let rect = band.offsetBy(dx: -regionOrigin.x, dy: -regionOrigin.y)
            let below = TextLayout.baseline(centeredAt: rect.maxY + fontSize * 0.75, fontSize: fontSize)
            for direction in Direction.allCases where counts.cut.contains(direction) {
                let count = [counts.right, counts.left, counts.down, counts.up][direction.rawValue]
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
    enum Direction: Int, CaseIterable {
        case right, left, down, up
    }
}
